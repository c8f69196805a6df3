// Small chains inside the other side's area: dead when the playouts take them in at least
// kSmallChainDeadShare of the games, not only in most of them (life.h says why).
#include <gtest/gtest.h>

#include <stdexcept>
#include <string>

#include "simulators/go/diagram.h"
#include "simulators/go/life.h"
#include "tests/go/record_fixtures.h"

namespace arbiter::go {
namespace {

using record_fixtures::flagged;
using record_fixtures::Points;

// A 9x9 board split by Black's wall on column d and White's on column e, a White stone at c3
// inside Black's side. On White's side, a Black pair at g5-g4 with every liberty in White's area:
// the playouts take it in 47 % of 4000 (seed 1), so a majority alone would keep it alive.
constexpr const char* kPairInsideWhitesArea = R"(
  . . . X O . . . .
  . . . X O . . . .
  . . . X O . . . .
  . . . X O . . . .
  . . . X O . X . .
  . . . X O . X . .
  . . O X O . . . .
  . . . X O . . . .
  . . . X O . . . .
)";

// The pair one line further out, at h5-h4: the playouts take it in 42 % of them, but the points
// next to it on the edge become its own when it lives, so not every liberty is White's in most
// playouts and the majority decides: it lives.
constexpr const char* kPairNearTheEdge = R"(
  . . . X O . . . .
  . . . X O . . . .
  . . . X O . . . .
  . . . X O . . . .
  . . . X O . . X .
  . . . X O . . X .
  . . O X O . . . .
  . . . X O . . . .
  . . . X O . . . .
)";

Color owner_at(const Board& board, const LifeEstimate& estimate, const std::string& point) {
  for (int row = 0; row < board.size(); ++row) {
    for (int col = 0; col < board.size(); ++col) {
      const std::string name{static_cast<char>('a' + col), static_cast<char>('a' + row)};
      if (name == point) return estimate.owner[flag_index(board.size(), {col, row})];
    }
  }
  throw std::invalid_argument("no point " + point);
}

TEST(SmallChain, InsideTheOpponentsAreaDiesWhenLostInAFewOfThePlayouts) {
  const Board board = parse_diagram(kPairInsideWhitesArea);
  const LifeEstimate estimate = estimate_life(board, 4000, 1);
  EXPECT_EQ(flagged(board, estimate.dead), (Points{"ge", "gf", "cg"}));
  // Its points are White's, as a chain's that the playouts take in most games.
  EXPECT_EQ(owner_at(board, estimate, "ge"), Color::kWhite);
  EXPECT_EQ(owner_at(board, estimate, "gf"), Color::kWhite);
}

TEST(SmallChain, WithLibertiesNotAllTheOpponentsTheMajorityDecides) {
  const Board board = parse_diagram(kPairNearTheEdge);
  const LifeEstimate estimate = estimate_life(board, 4000, 1);
  EXPECT_EQ(flagged(board, estimate.dead), (Points{"cg"}));
}

}  // namespace
}  // namespace arbiter::go
