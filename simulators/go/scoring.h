#pragma once

#include <array>

#include "simulators/go/board.h"
#include "simulators/go/game.h"

namespace arbiter::go {

/// Who each empty point of a final position belongs to. A maximal connected region of empty
/// points belongs to P when every stone next to it is P's; a region next to both colours, or
/// to no stone at all, belongs to nobody (Color::kEmpty). Points holding a stone map to
/// Color::kEmpty too: they are stones, not territory. The edge of the board belongs to nobody.
class Territory {
 public:
  explicit Territory(const Board& board);

  /// The owner of the empty point `p`, or kEmpty (neutral, or a stone).
  Color owner(Point p) const { return owners_[slot(p)]; }
  /// How many empty points `color` owns.
  int points(Color color) const { return points_[side_index(color)]; }

 private:
  // Points row by row, kMaxSize of them to a row.
  static constexpr std::size_t kSlots = std::size_t{kMaxSize} * kMaxSize;
  static std::size_t slot(Point p) {
    return static_cast<std::size_t>(p.row) * kMaxSize + static_cast<std::size_t>(p.col);
  }

  // Gives the empty region holding `start` to the one colour next to it, if only one is, and
  // marks the region's points in `visited`. `region` is scratch space for the flood.
  void claim_region(const Board& board, Point start, std::array<bool, kSlots>& visited,
                    std::array<Point, kSlots>& region);

  std::array<Color, kSlots> owners_{};
  std::array<int, 2> points_{};
};

/// A final score: empty points owned plus opposing stones captured during the game.
struct Score {
  int black = 0;
  int white = 0;
  friend bool operator==(const Score&, const Score&) = default;
};

/// Scores the current position of `game` as final: no dead stones are removed, no komi.
Score score(const Game& game);
/// The same with an already computed territory of `game`'s board.
Score score(const Game& game, const Territory& territory);

}  // namespace arbiter::go
