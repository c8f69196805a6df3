// Dead stones in game records: Benson's two-eyed chains, and the playouts' estimate.
#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

#include "simulators/go/benson.h"
#include "simulators/go/diagram.h"
#include "simulators/go/life.h"
#include "simulators/go/record_result.h"
#include "simulators/go/record_score.h"
#include "simulators/go/rules.h"
#include "simulators/go/score_writer.h"
#include "simulators/go/sgf.h"
#include "tests/go/printers.h"
#include "tests/go/record_fixtures.h"

namespace arbiter::go {
namespace {

using namespace record_fixtures;

// ---- Life and death ----

TEST(RecordLife, BensonFindsTwoEyedChainsOnly) {
  const Board board = parse_diagram(R"(
    . X . X O .
    X X X X O .
    O O O O O .
    . . . . . .
    . X X X . .
    . X . X . .
  )");
  EXPECT_EQ(flagged(board, unconditionally_alive(board, Color::kBlack)),
            (Points{"ba", "da", "ab", "bb", "cb", "db"}));
  EXPECT_TRUE(flagged(board, unconditionally_alive(board, Color::kWhite)).empty());
}

// A 9x9 position: Black's wall on column d, White's on column e; a Black stone at g5 and a
// White stone at c3 inside the other side's area, the White stone touching Black's wall. (A
// Black pair g5-g4 there lives in about half of the playouts, as a strip four lines wide with
// no White stone inside leaves it room: the dead-group records show such a pair in doubt.)
const char* const kDeadInside = R"(
  . . . X O . . . .
  . . . X O . . . .
  . . . X O . . . .
  . . . X O . . . .
  . . . X O . X . .
  . . . X O . . . .
  . . O X O . . . .
  . . . X O . . . .
  . . . X O . . . .
)";

TEST(RecordLife, PlayoutsFindTheDeadStonesInsideTerritory) {
  const Board board = parse_diagram(kDeadInside);
  const LifeEstimate estimate = estimate_life(board, 400, 1);
  // Each chain has its own verdict, even next to a living chain of the other colour.
  EXPECT_EQ(flagged(board, estimate.dead), (Points{"ge", "cg"}));
  EXPECT_TRUE(flagged(board, estimate.seki).empty());
}

TEST(RecordLife, PlayoutsAreDeterministicForASeed) {
  const Board board = parse_diagram(kDeadInside);
  const LifeEstimate first = estimate_life(board, 50, 7);
  const LifeEstimate again = estimate_life(board, 50, 7);
  EXPECT_EQ(first.dead, again.dead);
  EXPECT_EQ(first.seki, again.seki);
}

TEST(RecordLife, PlayoutsDependOnThePositionNotOnTheMovesThatMadeIt) {
  const Board board = parse_diagram(kDeadInside);
  // The same stones placed bottom row first: other chain lists, the same position.
  Board replayed(board.size());
  for (int row = board.size() - 1; row >= 0; --row) {
    for (int col = 0; col < board.size(); ++col) {
      if (board.at({col, row}) != Color::kEmpty) replayed.play({col, row}, board.at({col, row}));
    }
  }
  ASSERT_EQ(replayed, board);
  const LifeEstimate first = estimate_life(board, 100, 3);
  const LifeEstimate again = estimate_life(replayed, 100, 3);
  EXPECT_EQ(first.dead, again.dead);
  EXPECT_EQ(first.seki, again.seki);
  EXPECT_EQ(first.split, again.split);
  EXPECT_EQ(first.owner, again.owner);
}

}  // namespace
}  // namespace arbiter::go
