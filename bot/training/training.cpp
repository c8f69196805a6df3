#include "bot/training/training.h"

#include <algorithm>
#include <vector>

#include "bot/offline.h"
#include "common/worker_pool.h"
#include "bot/training/td_learning.h"

namespace arbiter::bot::value {

Network fresh_network(const solitaire::Alphabet& alphabet, std::uint64_t seed) {
  Network network = Network::zero(alphabet);
  network.seed = seed;
  // One stream per alphabet: mix the alphabet into the seed through the generator itself.
  Random mixer(seed ^ (std::uint64_t{alphabet.mask()} << 56));
  network.random_state = mixer.next();
  return network;
}

void train(Network& network, const TrainingSettings& settings, const std::atomic<bool>& stop,
           const std::function<void(const Network&, const TrainingReport&)>& report) {
  Random random(network.random_state);
  std::uint64_t recent_games = 0;
  double recent_total = 0;
  const double span = static_cast<double>(std::max<std::uint64_t>(settings.games, 1));
  const auto rate_now = [&] {
    const double progress = static_cast<double>(network.games) / span;
    return static_cast<float>(settings.first_rate +
                              (settings.last_rate - settings.first_rate) * progress);
  };
  const std::uint64_t batch = settings.lambda ? static_cast<std::uint64_t>(settings.batch) : 1;
  WorkerPool pool(static_cast<int>(std::min<std::uint64_t>(
      batch, static_cast<std::uint64_t>(std::max(settings.game_threads, 1)))));
  std::vector<World> deals;
  std::vector<std::vector<PlayedMove>> games(static_cast<std::size_t>(batch));
  std::vector<int> scores(static_cast<std::size_t>(batch));
  while (network.games < settings.games && !stop.load(std::memory_order_relaxed)) {
    const std::uint64_t next_report =
        (network.games / settings.report_every + 1) * settings.report_every;
    const std::uint64_t size =
        std::min({batch, settings.games - network.games, next_report - network.games});
    if (!settings.lambda) {
      recent_total += settings.expected_targets
                          ? learn_from_game_expected(network, random, rate_now())
                          : learn_from_game(network, random, rate_now());
      ++network.games;
    } else {
      deals.clear();
      for (std::uint64_t game = 0; game < size; ++game) {
        deals.push_back(random_world(network.alphabet.pieces(), random));
      }
      pool.run(static_cast<int>(size), [&](int game) {
        const auto index = static_cast<std::size_t>(game);
        scores[index] = play_for_learning(network, deals[index], games[index]);
      });
      for (std::size_t game = 0; game < size; ++game) {
        learn_backwards(network, games[game], rate_now(), *settings.lambda);
        recent_total += scores[game];
        ++network.games;
      }
    }
    recent_games += size;
    network.random_state = random.state();
    if (network.games % settings.report_every == 0 || network.games == settings.games) {
      report(network, {network.games, recent_total / static_cast<double>(recent_games)});
      recent_games = 0;
      recent_total = 0;
    }
  }
}

}  // namespace arbiter::bot::value
