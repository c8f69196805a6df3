#pragma once

#include <array>

#include "simulators/go/board.h"

namespace arbiter::go {

/// A game in progress: the board and what each side has captured so far. This is the state
/// every input format replays into; scoring reads it at the end.
class Game {
 public:
  /// An empty board of side `size`. Precondition: 1 <= size <= kMaxSize.
  explicit Game(int size) : board_(size) {}
  /// A game starting from a set-up position, with no captures yet.
  explicit Game(const Board& board) : board_(board) {}

  const Board& board() const { return board_; }
  /// Opposing stones captured by `color` over the whole game. Precondition: not kEmpty.
  int captures(Color color) const { return captures_[side_index(color)]; }

  /// Places a `color` stone on `p` and credits `color` with the stones it captures. Returns
  /// false, changing nothing, if `p` is occupied (which every format treats as bad input).
  /// Preconditions: board().contains(p), color != kEmpty.
  bool play(Color color, Point p);

  /// A setup stone (or removal with kEmpty): no capture, no credit. See Board::set.
  void set(Point p, Color color) { board_.set(p, color); }

 private:
  Board board_;
  std::array<int, 2> captures_{};
};

}  // namespace arbiter::go
