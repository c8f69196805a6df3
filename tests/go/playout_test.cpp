// The playouts' light policy (simulators/go/playout.h), one rule at a time.
#include "simulators/go/playout.h"

#include <gtest/gtest.h>

#include "common/random.h"
#include "simulators/go/board.h"
#include "simulators/go/diagram.h"

namespace arbiter::go {
namespace {

int cell(int col, int row) { return Board::cell({col, row}); }

// A playout from `picture` in which `color` has just played at (col, row), which is empty in
// the picture: the last stone every answer looks at.
Playout after_move(const char* picture, Color color, int col, int row) {
  Playout playout;
  playout.reset(parse_diagram(picture));
  playout.play(cell(col, row), color);
  return playout;
}

TEST(PlayoutPolicy, TakesTheLastStoneWhenItsChainIsInAtari) {
  // Black plays B4 into White's mouth: one liberty left, at C4.
  Playout playout = after_move(R"(
    . O . . .
    O . . . .
    . O . . .
    . . . . .
    . . . . .
  )",
                               Color::kBlack, 1, 1);
  EXPECT_EQ(playout.capture_last_stone(Color::kWhite), cell(2, 1));
  // A chain with two liberties is not taken.
  Playout free = after_move(R"(
    . . . . .
    O . . . .
    . O . . .
    . . . . .
    . . . . .
  )",
                            Color::kBlack, 1, 1);
  EXPECT_EQ(free.capture_last_stone(Color::kWhite), 0);
}

TEST(PlayoutPolicy, SavesAChainInAtariByExtendingOnlyToThreeLiberties) {
  // Black's B2 puts the White stone B3 in atari; extending to C3 gives it three liberties.
  const char* const open = R"(
    . . . . .
    . X . . .
    X O . . .
    . . . . .
    . . . . .
  )";
  EXPECT_EQ(after_move(open, Color::kBlack, 1, 3).save_from_atari(Color::kWhite), cell(2, 2));
  // With a Black stone at D3 the extension has two liberties, atari again at once: no saving.
  const char* const closed = R"(
    . . . . .
    . X . . .
    X O . X .
    . . . . .
    . . . . .
  )";
  EXPECT_EQ(after_move(closed, Color::kBlack, 1, 3).save_from_atari(Color::kWhite), 0);
}

TEST(PlayoutPolicy, SavesAChainInAtariByCapturingANeighbourInAtari) {
  // Black's B4 puts White's B5 in atari, while Black's A5 stands in atari next to it: White
  // takes A5 at A4.
  Playout playout = after_move(R"(
    X O . . .
    . . . . .
    . . . . .
    . . . . .
    . . . . .
  )",
                               Color::kBlack, 1, 1);
  EXPECT_EQ(playout.capture_last_stone(Color::kWhite), 0);
  EXPECT_EQ(playout.save_from_atari(Color::kWhite), cell(0, 1));
}

TEST(PlayoutPolicy, NeverFillsItsOwnEye) {
  Playout playout;
  playout.reset(parse_diagram(R"(
    . X . . .
    X . X . .
    . X . . .
    . . . . .
    . . . . .
  )"));
  EXPECT_FALSE(playout.allowed(cell(1, 1), Color::kBlack));  // Its eye.
  EXPECT_FALSE(playout.allowed(cell(1, 1), Color::kWhite));  // A suicide.
  EXPECT_TRUE(playout.allowed(cell(3, 3), Color::kBlack));
  // Two White stones on its diagonals make the point a false eye, which Black may fill.
  Playout false_eye;
  false_eye.reset(parse_diagram(R"(
    . X O . .
    X . X . .
    . X O . .
    . . . . .
    . . . . .
  )"));
  EXPECT_TRUE(false_eye.allowed(cell(1, 1), Color::kBlack));
}

TEST(PlayoutPolicy, PutsNoChainOfMoreThanFourStonesIntoAtariItself) {
  // Black at D5 would leave its four stones with the one liberty A4: a nakade-sized chain may.
  Playout four;
  four.reset(parse_diagram(R"(
    X X X . O
    . O O O O
    . . . . .
    . . . . .
    . . . . .
  )"));
  EXPECT_TRUE(four.allowed(cell(3, 0), Color::kBlack));
  // Five stones may not.
  Playout five;
  five.reset(parse_diagram(R"(
    X X X X . O
    . O O O O O
    . . . . . .
    . . . . . .
    . . . . . .
    . . . . . .
  )"));
  EXPECT_FALSE(five.allowed(cell(4, 0), Color::kBlack));
}

TEST(PlayoutPolicy, NeverRetakesAKoAtOnce) {
  // Black's C4 takes the White stone B4; White may not take C4 back at B4 at once.
  Playout playout = after_move(R"(
    . X O . .
    X O . O .
    . X O . .
    . . . . .
    . . . . .
  )",
                               Color::kBlack, 2, 1);
  ASSERT_EQ(playout.board().at(Point{1, 1}), Color::kEmpty);
  EXPECT_FALSE(playout.allowed(cell(1, 1), Color::kWhite));
  EXPECT_TRUE(playout.allowed(cell(4, 4), Color::kWhite));
}

}  // namespace
}  // namespace arbiter::go
