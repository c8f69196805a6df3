#include "bot/training/training.h"

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
  while (network.games < settings.games && !stop.load(std::memory_order_relaxed)) {
    const double progress = static_cast<double>(network.games) / span;
    const auto rate = static_cast<float>(settings.first_rate +
                                         (settings.last_rate - settings.first_rate) * progress);
    recent_total += learn_from_game(network, random, rate);
    ++recent_games;
    ++network.games;
    network.random_state = random.state();
    if (network.games % settings.report_every == 0 || network.games == settings.games) {
      report(network, {network.games, recent_total / static_cast<double>(recent_games)});
      recent_games = 0;
      recent_total = 0;
    }
  }
}

}  // namespace arbiter::bot::value
