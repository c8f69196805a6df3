#include "bot/learned_strategy.h"

#include <algorithm>
#include <array>

namespace arbiter::bot {

bool value_search_is_stronger(const solitaire::Alphabet& alphabet) {
  // Measured on the same 100 boards of each alphabet under the clock (docs/solitaire.md, "The
  // learned value"): +5.4 on 12 and +11.1 on 1234; -4.3 on tld and -28.9 on 1234tlds.
  constexpr std::array kStronger = {"12", "1234"};
  return std::ranges::any_of(kStronger, [&alphabet](const char* letters) {
    return alphabet == *solitaire::Alphabet::parse(letters);
  });
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
  if (seen != alphabet_ || (!values_ && !beams_)) {
    const value::Network* match = nullptr;
    for (const value::Network& network : networks_) {
      if (network.alphabet.mask() == seen) match = &network;
    }
    if (match) {
      work_done_ += current_work();
      beams_.reset();
      values_ = std::make_unique<ValueSearchStrategy>(*match, value_settings_, game_start_);
    } else if (!beams_) {
      // The beam search keeps its worlds from move to move: keep it until a network fits.
      work_done_ += current_work();
      values_.reset();
      beams_ = std::make_unique<SearchStrategy>(search_settings_, game_start_);
    }
    alphabet_ = seen;
  }
  return values_ ? values_->choose(view) : beams_->choose(view);
}

std::uint64_t LearnedStrategy::current_work() const {
  if (values_) return values_->evaluations();
  return beams_ ? beams_->nodes() : 0;
}

}  // namespace arbiter::bot
