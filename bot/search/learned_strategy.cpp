#include "bot/search/learned_strategy.h"

#include <algorithm>
#include <array>

#include "bot/search/machine_rate.h"

namespace arbiter::bot {

namespace {

// A row of strongest_search's table: on the alphabet `letters`, `search` is the strongest
// from `from_lines` lines a game (until the next row of the same alphabet).
struct MeasuredChoice {
  const char* letters;
  double from_lines;
  SearchKind search;
};

// Measured on the same boards of each alphabet, paired (docs/solitaire-bot.md, "Which
// search `auto` plays"); the rows of an alphabet by increasing lines.
constexpr std::array kChoices = {
    MeasuredChoice{"12", 0, SearchKind::kValue},
    MeasuredChoice{"1234", 0, SearchKind::kStaged},
    MeasuredChoice{"1234", 1.25e6, SearchKind::kHybrid},
    MeasuredChoice{"1234tlds", 0, SearchKind::kHybrid},
};

bool is(const MeasuredChoice& choice, std::uint8_t alphabet) {
  return alphabet == solitaire::Alphabet::parse(choice.letters)->mask();
}
bool is(const MeasuredChoice& choice, const solitaire::Alphabet& alphabet) {
  return is(choice, alphabet.mask());
}

}  // namespace

std::optional<SearchKind> strongest_search(const solitaire::Alphabet& alphabet, double lines) {
  std::optional<SearchKind> strongest;
  for (const MeasuredChoice& choice : kChoices) {
    if (is(choice, alphabet) && lines >= choice.from_lines) strongest = choice.search;
  }
  return strongest;
}

bool learned_search_plays(const solitaire::Alphabet& alphabet) {
  return std::any_of(kChoices.begin(), kChoices.end(),
                     [&](const MeasuredChoice& choice) { return is(choice, alphabet); });
}

bool choice_depends_on_speed(const solitaire::Alphabet& alphabet) {
  return std::any_of(kChoices.begin(), kChoices.end(), [&](const MeasuredChoice& choice) {
    return is(choice, alphabet) && choice.from_lines > 0;
  });
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
  const std::optional<SearchKind> search = search_in(view);
  // The beams without a network keep their worlds from move to move, as long as no network
  // fits.
  if (!started || search != playing_ || network_ != playing_network_) switch_to(search);
  if (expectimax_) return expectimax_->choose(view);
  return edges_ ? edges_->choose(view) : beams_->choose(view);
}

std::optional<SearchKind> LearnedStrategy::search_in(const View& view) {
  if (EdgeSearchStrategy::plays_on(view.seen)) {
    const bool edges_chosen =
        settings_.search ? *settings_.search == SearchKind::kEdges
                         : std::any_of(kChoices.begin(), kChoices.end(), [&](const auto& choice) {
                             return is(choice, alphabet_) && choice.search == SearchKind::kEdges;
                           });
    // Before it takes over, the beams without a network.
    if (edges_chosen) {
      return edge_pieces(view.position.board()) <= settings_.edges.from_edge_pieces
                 ? std::optional(SearchKind::kEdges)
                 : std::nullopt;
    }
  }
  if (!network_) return std::nullopt;
  const SearchKind search = search_for(*network_, view.position);
  // Where the edge search cannot play, the beams without a network.
  if (search == SearchKind::kEdges) return std::nullopt;
  return search;
}

SearchKind LearnedStrategy::search_for(const value::Network& network,
                                       const solitaire::Position& position) {
  SearchKind search = SearchKind::kValue;
  if (settings_.search) {
    search = *settings_.search;
  } else {
    const double lines = choice_depends_on_speed(network.alphabet) ? lines_per_game(network) : 0;
    search = strongest_search(network.alphabet, lines).value_or(SearchKind::kValue);
  }
  if (search != SearchKind::kStaged) return search;
  return position.board().pieces_left() > settings_.hybrid_from_pieces ? SearchKind::kValue
                                                                       : SearchKind::kHybrid;
}

void LearnedStrategy::switch_to(std::optional<SearchKind> search) {
  work_done_ += current_work();
  expectimax_.reset();
  edges_.reset();
  beams_.reset();
  playing_ = search;
  playing_network_ = network_;
  // The search taking over spends what the game's budget has left: nothing to work out.
  if (search == SearchKind::kValue) {
    expectimax_ = std::make_unique<ValueSearchStrategy>(*network_, value_settings_, *budget_);
    return;
  }
  if (search == SearchKind::kEdges) {
    edges_ = std::make_unique<EdgeSearchStrategy>(settings_.edges, *budget_, network_);
    return;
  }
  SearchSettings settings = search_settings_;
  settings.even_first_reveals = search == SearchKind::kHybrid;
  beams_ = std::make_unique<SearchStrategy>(settings, *budget_, search ? network_ : nullptr);
}

double LearnedStrategy::lines_per_game(const value::Network& network) {
  if (!lines_per_game_) {
    const GameBudget& budget = *budget_;
    if (budget.counts_work()) {
      lines_per_game_ = budget.total();
    } else {
      // Timed by the budget's own clock: under --cpu-clock a busy machine's rate is its CPU's.
      const WorkloadTiming timing =
          time_fixed_workload(network, [&budget] { return budget.elapsed(); });
      lines_per_game_ = timing.lines_per_second() * budget.total() / 1e9;
    }
  }
  return *lines_per_game_;
}

std::uint64_t LearnedStrategy::current_work() const {
  if (expectimax_) return expectimax_->evaluations();
  if (edges_) return edges_->nodes();
  return beams_ ? beams_->nodes() : 0;
}

}  // namespace arbiter::bot
