#pragma once

#include "bot/strategy.h"
#include "bot/world.h"

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

/// Plays the greedy from `position` to the end on `world`'s pieces and returns the final
/// score: a quick, fixed line that a search can compare its own lines with.
int greedy_playout(solitaire::Position position, const World& world);

}  // namespace arbiter::bot
