#include "simulators/go/scoring.h"

#include <gtest/gtest.h>

#include "simulators/go/diagram.h"
#include "tests/go/printers.h"

namespace arbiter::go {

namespace {

Score score_of(const char* picture) { return score(Game(parse_diagram(picture))); }

TEST(Scoring, EmptyBoardScoresForNobody) {
  EXPECT_EQ(score(Game(5)), (Score{0, 0}));
  const Territory territory(Board(5));
  EXPECT_EQ(territory.owner({2, 2}), Color::kEmpty);
}

TEST(Scoring, TerritoryAlongTheEdgeBelongsToTheSurroundingColour) {
  // The edge belongs to nobody, so a corner walled off by Black alone is Black's.
  const Board board = parse_diagram(R"(
    . . X . .
    . . X . .
    X X X . .
    . . . . .
    . . . . .
  )");
  const Territory territory(board);
  EXPECT_EQ(territory.owner({0, 0}), Color::kBlack);
  EXPECT_EQ(territory.owner({1, 1}), Color::kBlack);
  EXPECT_EQ(territory.points(Color::kBlack), 4 + 16);  // The corner, and the rest of the board.
  EXPECT_EQ(score(Game(board)), (Score{20, 0}));
}

TEST(Scoring, RegionTouchingBothColoursIsNeutral) {
  // The middle column touches both colours; each side keeps the strip behind its wall.
  const Board board = parse_diagram(R"(
    . X . O .
    . X . O .
    . X . O .
    . X . O .
    . X . O .
  )");
  EXPECT_EQ(Territory(board).owner({2, 1}), Color::kEmpty);
  EXPECT_EQ(score(Game(board)), (Score{5, 5}));
}

TEST(Scoring, StonesAreNotTerritory) {
  const Board board = parse_diagram(R"(
    X O
    . .
  )");
  const Territory territory(board);
  EXPECT_EQ(territory.owner({0, 0}), Color::kEmpty);
  EXPECT_EQ(territory.points(Color::kBlack), 0);
  EXPECT_EQ(territory.points(Color::kWhite), 0);
}

TEST(Scoring, DeadStonesAreNotRemoved) {
  // A lone white stone inside Black's wall makes the 8 points around it neutral; only the
  // 9 points outside the wall are Black's.
  EXPECT_EQ(score_of(R"(
    . . . X .
    . O . X .
    . . . X .
    X X X X .
    . . . . .
  )"),
            (Score{9, 0}));
}

TEST(Scoring, CapturesAddToTerritory) {
  Game game(3);
  for (const Point p : {Point{0, 0}, Point{1, 0}, Point{2, 0}, Point{0, 1}, Point{2, 1},
                        Point{0, 2}, Point{1, 2}, Point{2, 2}}) {
    game.play(Color::kBlack, p);
  }
  game.play(Color::kWhite, {1, 1});
  EXPECT_EQ(game.captures(Color::kWhite), 8);
  EXPECT_EQ(game.captures(Color::kBlack), 0);
  EXPECT_EQ(score(game), (Score{0, 16}));
}

TEST(Scoring, CapturesAccumulateOverRepeatedTakes) {
  Game game(Board(parse_diagram(R"(
    . X O .
    X O . O
    . X O .
    . . . .
  )")));
  game.play(Color::kBlack, {2, 1});
  game.play(Color::kWhite, {1, 1});
  game.play(Color::kBlack, {2, 1});
  EXPECT_EQ(game.captures(Color::kBlack), 2);
  EXPECT_EQ(game.captures(Color::kWhite), 1);
}

}  // namespace
}  // namespace arbiter::go
