#include "bot/search/greedy.h"

#include <bit>
#include <tuple>

#include "common/solitaire/geometry.h"

namespace arbiter::bot {

using solitaire::CellSet;
using solitaire::Piece;

std::optional<int> GreedyStrategy::choose(const View& view) { return greedy_move(view.position); }

Playout greedy_playout(solitaire::Position position, const World& world) {
  Playout playout;
  for (;;) {
    playout.weighed += static_cast<std::uint64_t>(std::popcount(position.legal_moves()));
    const std::optional<int> cell = greedy_move(position);
    if (!cell) break;
    position.play(*cell, world.revealed_by(position.board(), *cell));
  }
  playout.score = position.score().total();
  playout.moves = position.moves();
  return playout;
}

std::optional<int> greedy_move(const solitaire::Position& position) {
  std::optional<int> best;
  std::tuple<int, bool, int> best_key{};
  for (CellSet moves = position.legal_moves(); moves != 0; moves &= moves - 1) {
    const int cell = std::countr_zero(moves);
    const Piece removed = *position.board().top(cell);
    solitaire::ScoreState score = position.score();
    score.push(removed);
    const int gain = score.total() - position.score().total();
    // The cell itself may stay non-blank, but it is never a target of the next move.
    const int open =
        std::popcount(solitaire::targets(cell, removed) & position.board().non_blank());
    // Warnsdorff's rule: of the moves that keep the game going, the one with the fewest
    // onward moves, which saves the well-connected cells for later.
    const std::tuple<int, bool, int> key{gain, open > 0, -open};
    if (!best || key > best_key) {
      best = cell;
      best_key = key;
    }
  }
  return best;
}

}  // namespace arbiter::bot
