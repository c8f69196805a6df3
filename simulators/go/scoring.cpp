#include "simulators/go/scoring.h"

namespace arbiter::go {

Territory::Territory(const Board& board) {
  const int size = board.size();
  std::array<bool, kSlots> visited{};
  std::array<Point, kSlots> region{};
  for (int row = 0; row < size; ++row) {
    for (int col = 0; col < size; ++col) {
      const Point start{col, row};
      if (!visited[slot(start)] && board.at(start) == Color::kEmpty) {
        claim_region(board, start, visited, region);
      }
    }
  }
}

void Territory::claim_region(const Board& board, Point start, std::array<bool, kSlots>& visited,
                             std::array<Point, kSlots>& region) {
  // Flood the region, noting which colours border it.
  std::size_t count = 0;
  bool touches_black = false;
  bool touches_white = false;
  region[count++] = start;
  visited[slot(start)] = true;
  for (std::size_t i = 0; i < count; ++i) {
    const Point p = region[i];
    for (const Point q : {Point{p.col - 1, p.row}, Point{p.col + 1, p.row}, Point{p.col, p.row - 1},
                          Point{p.col, p.row + 1}}) {
      if (!board.contains(q)) continue;
      const Color stone = board.at(q);
      touches_black = touches_black || stone == Color::kBlack;
      touches_white = touches_white || stone == Color::kWhite;
      if (stone == Color::kEmpty && !visited[slot(q)]) {
        visited[slot(q)] = true;
        region[count++] = q;
      }
    }
  }
  if (touches_black == touches_white) return;  // Both colours, or none: neutral.
  const Color owner = touches_black ? Color::kBlack : Color::kWhite;
  points_[side_index(owner)] += static_cast<int>(count);
  for (std::size_t i = 0; i < count; ++i) owners_[slot(region[i])] = owner;
}

Score score(const Game& game, const Territory& territory) {
  return {territory.points(Color::kBlack) + game.captures(Color::kBlack),
          territory.points(Color::kWhite) + game.captures(Color::kWhite)};
}

Score score(const Game& game) { return score(game, Territory(game.board())); }

}  // namespace arbiter::go
