#include "bot/learned_strategy.h"

#include <algorithm>
#include <array>
#include <utility>

namespace arbiter::bot {

std::optional<LearnedSearch> strongest_search(const solitaire::Alphabet& alphabet) {
  // Measured on the same boards of each alphabet under the clock (docs/solitaire.md, "The
  // learned value").
  constexpr std::array kChoices = {
      std::pair{"12", LearnedSearch::kExpectimax},
      std::pair{"1234", LearnedSearch::kValueBeams},
  };
  for (const auto& [letters, search] : kChoices) {
    if (alphabet == *solitaire::Alphabet::parse(letters)) return search;
  }
  return std::nullopt;
}

LearnedStrategy::LearnedStrategy(const std::vector<value::Network>& networks,
                                 std::optional<LearnedSearch> search,
                                 const ValueSearchSettings& value_settings,
                                 const SearchSettings& search_settings,
                                 SearchStrategy::Clock::time_point game_start)
    : networks_(networks),
      search_(search),
      value_settings_(value_settings),
      search_settings_(search_settings),
      game_start_(game_start) {}

std::optional<int> LearnedStrategy::choose(const View& view) {
  const std::uint8_t seen = view.seen.mask();
  if (seen != alphabet_ || (!expectimax_ && !beams_)) {
    const value::Network* match = nullptr;
    for (const value::Network& network : networks_) {
      if (network.alphabet.mask() == seen) match = &network;
    }
    // The beams without a network keep their worlds from move to move: keep them until a
    // network fits.
    if (match || !beams_ || playing_) switch_to(match);
    alphabet_ = seen;
  }
  return expectimax_ ? expectimax_->choose(view) : beams_->choose(view);
}

void LearnedStrategy::switch_to(const value::Network* network) {
  work_done_ += current_work();
  expectimax_.reset();
  beams_.reset();
  std::optional<LearnedSearch> search;
  if (network) {
    search =
        search_.value_or(strongest_search(network->alphabet).value_or(LearnedSearch::kExpectimax));
  }
  if (search == LearnedSearch::kExpectimax) {
    expectimax_ = std::make_unique<ValueSearchStrategy>(*network, value_settings_, game_start_);
  } else {
    SearchSettings settings = search_settings_;
    settings.even_first_reveals = search == LearnedSearch::kHybrid;
    beams_ = std::make_unique<SearchStrategy>(settings, game_start_, network);
  }
  playing_ = search;
}

std::uint64_t LearnedStrategy::current_work() const {
  if (expectimax_) return expectimax_->evaluations();
  return beams_ ? beams_->nodes() : 0;
}

}  // namespace arbiter::bot
