#include "simulators/go/scoring.h"

namespace arbiter::go {

Territory::Territory(const Board& board) {
  const int size = board.size();
  std::array<bool, kMaxSize * kMaxSize> visited{};
  std::array<Point, kMaxSize * kMaxSize> region{};
  for (int row = 0; row < size; ++row) {
    for (int col = 0; col < size; ++col) {
      if (visited[row * kMaxSize + col] || board.at({col, row}) != Color::kEmpty) continue;
      // Flood one empty region, noting which colours border it.
      int count = 0;
      bool touches_black = false;
      bool touches_white = false;
      region[count++] = {col, row};
      visited[row * kMaxSize + col] = true;
      for (int i = 0; i < count; ++i) {
        const Point p = region[i];
        for (const Point q : {Point{p.col - 1, p.row}, Point{p.col + 1, p.row},
                              Point{p.col, p.row - 1}, Point{p.col, p.row + 1}}) {
          if (!board.contains(q)) continue;
          const Color stone = board.at(q);
          touches_black = touches_black || stone == Color::kBlack;
          touches_white = touches_white || stone == Color::kWhite;
          if (stone == Color::kEmpty && !visited[q.row * kMaxSize + q.col]) {
            visited[q.row * kMaxSize + q.col] = true;
            region[count++] = q;
          }
        }
      }
      if (touches_black == touches_white) continue;  // Both colours, or none: neutral.
      const Color owner = touches_black ? Color::kBlack : Color::kWhite;
      points_[side_index(owner)] += count;
      for (int i = 0; i < count; ++i) owners_[region[i].row * kMaxSize + region[i].col] = owner;
    }
  }
}

Score score(const Game& game, const Territory& territory) {
  return {territory.points(Color::kBlack) + game.captures(Color::kBlack),
          territory.points(Color::kWhite) + game.captures(Color::kWhite)};
}

Score score(const Game& game) { return score(game, Territory(game.board())); }

}  // namespace arbiter::go
