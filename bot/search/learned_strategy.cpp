#include "bot/search/learned_strategy.h"

#include <array>
#include <utility>

namespace arbiter::bot {

std::optional<SearchKind> strongest_search(const solitaire::Alphabet& alphabet) {
  // Measured on the same boards of each alphabet, paired, under the judge's clock
  // (docs/solitaire-bot.md, "Which search `auto` plays").
  constexpr std::array kChoices = {
      std::pair{"12", SearchKind::kValue},
      std::pair{"1234", SearchKind::kHybrid},
      std::pair{"1234tlds", SearchKind::kHybrid},
  };
  for (const auto& [letters, search] : kChoices) {
    if (alphabet == *solitaire::Alphabet::parse(letters)) return search;
  }
  return std::nullopt;
}

LearnedStrategy::LearnedStrategy(const std::vector<value::Network>& networks,
                                 const LearnedSettings& settings,
                                 const ValueSearchSettings& value_settings,
                                 const SearchSettings& search_settings, GameBudget& budget)
    : networks_(networks),
      settings_(settings),
      value_settings_(value_settings),
      search_settings_(search_settings),
      budget_(&budget) {}

std::optional<int> LearnedStrategy::choose(const View& view) {
  const bool started = alphabet_ != 0;
  if (view.seen.mask() != alphabet_) {
    alphabet_ = view.seen.mask();
    network_ = nullptr;
    for (const value::Network& network : networks_) {
      if (network.alphabet.mask() == alphabet_) network_ = &network;
    }
  }
  std::optional<SearchKind> search;
  if (network_) search = search_for(*network_, view.position);
  // The beams without a network keep their worlds from move to move, as long as no network
  // fits.
  if (!started || search != playing_ || network_ != playing_network_) switch_to(search);
  return expectimax_ ? expectimax_->choose(view) : beams_->choose(view);
}

SearchKind LearnedStrategy::search_for(const value::Network& network,
                                       const solitaire::Position& position) const {
  const SearchKind search =
      settings_.search.value_or(strongest_search(network.alphabet).value_or(SearchKind::kValue));
  if (search != SearchKind::kStaged) return search;
  return position.board().pieces_left() > settings_.hybrid_from_pieces ? SearchKind::kValue
                                                                       : SearchKind::kHybrid;
}

void LearnedStrategy::switch_to(std::optional<SearchKind> search) {
  work_done_ += current_work();
  expectimax_.reset();
  beams_.reset();
  playing_ = search;
  playing_network_ = network_;
  // The search taking over spends what the game's budget has left: nothing to work out.
  if (search == SearchKind::kValue) {
    expectimax_ = std::make_unique<ValueSearchStrategy>(*network_, value_settings_, *budget_);
    return;
  }
  SearchSettings settings = search_settings_;
  settings.even_first_reveals = search == SearchKind::kHybrid;
  beams_ = std::make_unique<SearchStrategy>(settings, *budget_, search ? network_ : nullptr);
}

std::uint64_t LearnedStrategy::current_work() const {
  if (expectimax_) return expectimax_->evaluations();
  return beams_ ? beams_->nodes() : 0;
}

}  // namespace arbiter::bot
