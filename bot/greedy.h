#pragma once

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

}  // namespace arbiter::bot
