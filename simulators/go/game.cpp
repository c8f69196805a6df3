#include "simulators/go/game.h"

namespace arbiter::go {

bool Game::play(Color color, Point p) {
  if (board_.at(p) != Color::kEmpty) return false;
  captures_[side_index(color)] += board_.play(p, color);
#ifndef NDEBUG
  board_.check_invariants();  // Debug builds re-verify the incremental bookkeeping every move.
#endif
  return true;
}

}  // namespace arbiter::go
