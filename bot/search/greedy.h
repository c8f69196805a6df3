#pragma once

#include <cstdint>

#include "bot/search/world.h"
#include "bot/strategy.h"

namespace arbiter::bot {

/// The baseline: the move that earns the most points right now; among equals, one that does
/// not end the game, then the one with the fewest onward moves (Warnsdorff's rule for knight's
/// tours), then the lowest cell. Never stops while a move is
/// legal, since every move earns at least its base point.
class GreedyStrategy final : public Strategy {
 public:
  std::optional<int> choose(const View& view) override;
};

/// The greedy's choice in `position`, or nothing when no move is legal.
std::optional<int> greedy_move(const solitaire::Position& position);

/// The greedy's line from a position to the end of the game.
struct Playout {
  int score = 0;              ///< The final score.
  int moves = 0;              ///< The line's length, counted from the start of the game.
  std::uint64_t weighed = 0;  ///< Moves the greedy weighed on the way: the work done.
};

/// Plays the greedy from `position` to the end on `world`'s pieces: a quick, fixed line that
/// a search can compare its own lines with.
Playout greedy_playout(solitaire::Position position, const World& world);

}  // namespace arbiter::bot
