#include "bot/search/value_search.h"

#include <algorithm>
#include <array>
#include <bit>

namespace arbiter::bot {

using solitaire::CellSet;
using solitaire::Position;

ValueSearchStrategy::ValueSearchStrategy(const value::Network& network,
                                         const ValueSearchSettings& settings, GameBudget& budget)
    : settings_(settings),
      budget_(&budget),
      last_ply_(network.feature_set, network.fixed()),
      before_last_ply_(network.feature_set, network.fixed()) {}

// NOLINTNEXTLINE(misc-no-recursion): with best_move_value, one level a ply (at most most_plies).
float ValueSearchStrategy::move_value(const Position& position, int cell, int plies) {
  if (plies == 1) return last_ply_value(position, cell);
  const Position after = value::afterstate(position, cell);
  const auto gain = static_cast<float>(after.score().total() - position.score().total());
  if (value::is_final(after)) return gain;
  // Each type the player has seen may come up.
  const auto rest_after = [&](const Position& next) {  // NOLINT(misc-no-recursion): as above.
    if (plies == 2) {
      // The last ply's moves share what this position's moves shared, moved on by this move.
      last_ply_ = before_last_ply_;
      last_ply_.follow(cell, next.board().top(cell));
    }
    return best_move_value(next, plies - 1);
  };
  return gain + value::mean_over_uncovered(position, cell, after, seen_.mask(), rest_after);
}

float ValueSearchStrategy::last_ply_value(const Position& position, int cell) {
  // As value::points_and_value, with the features of the move found from what it shares with
  // the other moves of `position`.
  const Position after = value::afterstate(position, cell);
  auto total = static_cast<float>(after.score().total() - position.score().total());
  if (!value::is_final(after)) {  // A final afterstate is worth 0 without a look.
    ++evaluations_;
    budget_->charge(1);
    total += last_ply_.fixed().to_value(last_ply_.value(after));
  }
  return total;
}

float ValueSearchStrategy::best_last_ply_value(const Position& position) {
  // last_ply_value for every move, the budget charged once.
  const value::FixedWeights& fixed = last_ply_.fixed();
  int valued_count = 0;
  float best = 0;
  for (CellSet moves = position.legal_moves(); moves != 0;) {
    const Position after = value::afterstate(position, solitaire::pop_cell(moves));
    auto total = static_cast<float>(after.score().total() - position.score().total());
    if (!value::is_final(after)) {
      total += fixed.to_value(last_ply_.value(after));
      ++valued_count;
    }
    best = std::max(best, total);
  }
  evaluations_ += static_cast<std::uint64_t>(valued_count);
  budget_->charge(valued_count);
  return best;
}

// NOLINTNEXTLINE(misc-no-recursion): with move_value, one level a ply.
float ValueSearchStrategy::best_move_value(const Position& position, int plies) {
  if (plies == 1) return best_last_ply_value(position);
  if (plies == 2) before_last_ply_.set_parent(position);
  float best = 0;
  for (CellSet moves = position.legal_moves(); moves != 0;) {
    best = std::max(best, move_value(position, solitaire::pop_cell(moves), plies));
  }
  return best;
}

void ValueSearchStrategy::prepare_moves(const Position& position, int plies) {
  if (plies == 1) last_ply_.set_parent(position);
  if (plies == 2) before_last_ply_.set_parent(position);
}

float ValueSearchStrategy::move_value(const View& view, int cell, int plies) {
  seen_ = view.seen;
  prepare_moves(view.position, plies);
  return move_value(view.position, cell, plies);
}

std::optional<int> ValueSearchStrategy::choose(const View& view) {
  const Position& position = view.position;
  const CellSet legal = position.legal_moves();
  if (legal == 0) return std::nullopt;
  if (std::has_single_bit(legal)) return std::countr_zero(legal);
  seen_ = view.seen;

  // The move's share: what is left of the game's budget over the moves still possible.
  const int pieces_left = position.board().pieces_left();
  const double move_spent_start = budget_->spent();
  const double share = budget_->even_share(std::max(pieces_left, 1));

  const int most_plies = settings_.plies.value_or(settings_.most_plies);
  int best_cell = -1;
  for (int plies = settings_.plies.value_or(1); plies <= most_plies; ++plies) {
    float best = 0;
    int chosen = -1;
    prepare_moves(position, plies);
    for (CellSet moves = legal; moves != 0;) {
      const int cell = solitaire::pop_cell(moves);
      const float value = move_value(position, cell, plies);
      if (chosen < 0 || value > best) {
        best = value;
        chosen = cell;
      }
    }
    best_cell = chosen;
    if (settings_.plies) break;
    // The next ply multiplies the work by about the moves times the pieces a move may
    // uncover; stop when that would not fit in the share.
    const double branching = std::popcount(legal) * seen_.count();
    if ((budget_->spent() - move_spent_start) * branching > share) break;
  }
  return best_cell;
}

}  // namespace arbiter::bot
