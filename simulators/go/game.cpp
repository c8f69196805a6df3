#include "simulators/go/game.h"

namespace arbiter::go {

bool Game::play(Color color, Point p) {
  if (board_.at(p) != Color::kEmpty) return false;
  captures_[color == Color::kWhite ? 1 : 0] += board_.play(p, color);
  return true;
}

}  // namespace arbiter::go
