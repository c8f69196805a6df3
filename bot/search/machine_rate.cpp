#include "bot/search/machine_rate.h"

#include <algorithm>
#include <array>

#include "bot/offline.h"
#include "bot/search/search.h"

namespace arbiter::bot {

WorkloadTiming time_fixed_workload(const value::Network& network,
                                   const std::function<std::chrono::nanoseconds()>& clock) {
  // Any fixed seed: what matters is that every game times the same positions.
  constexpr std::uint64_t kDealSeed = 20261128;
  Random random(kDealSeed);
  const World deal = random_world(network.alphabet.pieces(), random);
  const solitaire::Position start = solitaire::Position::start(deal.visible_start());
  const SeenTypes seen = SeenTypes::of_tops(start.board());

  SearchSettings settings;  // The hybrid's, one world: the budget below is never read.
  settings.worlds_per_move = 1;
  settings.even_first_reveals = true;
  GameBudget unused = GameBudget::of_work(1);

  // The median of a few runs: the first meets cold caches, and any may be preempted.
  std::array<std::chrono::nanoseconds, 5> elapsed{};
  std::uint64_t lines = 0;
  for (std::chrono::nanoseconds& run : elapsed) {
    SearchStrategy hybrid(settings, unused, &network);
    const std::chrono::nanoseconds began = clock();
    hybrid.choose(View{start, seen});
    run = clock() - began;
    lines = hybrid.nodes();
  }
  std::nth_element(elapsed.begin(), elapsed.begin() + elapsed.size() / 2, elapsed.end());
  return {lines, elapsed[elapsed.size() / 2]};
}

}  // namespace arbiter::bot
