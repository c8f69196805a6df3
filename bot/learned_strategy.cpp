#include "bot/learned_strategy.h"

namespace arbiter::bot {

bool value_search_is_stronger(const solitaire::Alphabet& alphabet) {
  // Measured on the same 100 boards of each alphabet under the clock (docs/solitaire.md, "The
  // learned value"): +5.4 on 12 and +11.1 on 1234; -4.3 on tld and -28.9 on 1234tlds.
  for (const char* letters : {"12", "1234"}) {
    if (alphabet == *solitaire::Alphabet::parse(letters)) return true;
  }
  return false;
}

LearnedStrategy::LearnedStrategy(const std::vector<value::Network>& networks,
                                 const ValueSearchSettings& value_settings,
                                 const SearchSettings& search_settings,
                                 SearchStrategy::Clock::time_point game_start)
    : networks_(networks),
      value_settings_(value_settings),
      search_settings_(search_settings),
      game_start_(game_start) {}

std::optional<int> LearnedStrategy::choose(const View& view) {
  const std::uint8_t seen = view.seen.mask();
  if (seen != alphabet_ || !strategy_) {
    const value::Network* match = nullptr;
    for (const value::Network& network : networks_) {
      if (network.alphabet.mask() == seen) match = &network;
    }
    if (match || using_values_) work_done_ += current_work();
    // The beam search keeps its worlds from move to move: keep it until a network fits.
    if (match) {
      strategy_ = std::make_unique<ValueSearchStrategy>(*match, value_settings_, game_start_);
    } else if (!strategy_ || using_values_) {
      strategy_ = std::make_unique<SearchStrategy>(search_settings_, game_start_);
    }
    using_values_ = match != nullptr;
    alphabet_ = seen;
  }
  return strategy_->choose(view);
}

std::uint64_t LearnedStrategy::current_work() const {
  if (!strategy_) return 0;
  if (using_values_) return static_cast<const ValueSearchStrategy&>(*strategy_).evaluations();
  return static_cast<const SearchStrategy&>(*strategy_).nodes();
}

}  // namespace arbiter::bot
