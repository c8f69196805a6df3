// Saying when the estimate is not sure: the points the playouts split, the points in doubt once
// dame are left out, and whether they could change the winner, in the text line and the JSON.
#include <gtest/gtest.h>

#include <algorithm>
#include <string>

#include "simulators/go/diagram.h"
#include "simulators/go/life.h"
#include "simulators/go/record_score.h"
#include "simulators/go/score_writer.h"
#include "simulators/go/sgf.h"
#include "tests/go/record_fixtures.h"

namespace arbiter::go {
namespace {

// Two living groups (three eyes each) with a column of dame between them.
constexpr const char* kSettled = R"(
  . X . O .
  X X . O O
  . X . O .
  X X . O O
  . X . O .
)";

PointFlags points_flagged(int size, std::initializer_list<Point> points) {
  PointFlags flags(flag_count(size), false);
  for (const Point p : points) flags[flag_index(size, p)] = true;
  return flags;
}

TEST(DoubtSplit, SettledGroupsAndTheirEyesAreNotSplitOnlyTheDameMayBe) {
  const Board board = parse_diagram(kSettled);
  const LifeEstimate estimate = estimate_life(board, 200, 1);
  int split_dame = 0;
  for (int row = 0; row < 5; ++row) {
    for (int col = 0; col < 5; ++col) {
      const bool split = estimate.split[flag_index(5, {col, row})];
      if (col != 2) {
        EXPECT_FALSE(split) << col << "," << row;
      }
      split_dame += split ? 1 : 0;
    }
  }
  EXPECT_GE(split_dame, 3);  // Each side fills about half of the dame in a playout.
}

TEST(DoubtSplit, AnOpenBoardIsSplitAlmostEverywhere) {
  Board board(7);
  board.set({3, 3}, Color::kBlack);
  const LifeEstimate estimate = estimate_life(board, 200, 1);
  int split = 0;
  for (const bool flag : estimate.split) split += flag ? 1 : 0;
  EXPECT_GE(split, 40);
}

TEST(DoubtAssess, DameAreNeverInDoubt) {
  const Game game(parse_diagram(kSettled));
  const RecordScore score = count_position(game, PointFlags(25, false), PointFlags(25, false), {});
  PointFlags column(25, false);
  for (int row = 0; row < 5; ++row) column[flag_index(5, {2, row})] = true;
  const Doubt doubt = assess_doubt(game.board(), column, score);
  EXPECT_EQ(doubt.count, 0);
  EXPECT_FALSE(doubt.could_change_winner);
  // A draw: any point in doubt could change the result.
  const Doubt eye = assess_doubt(game.board(), points_flagged(5, {{0, 0}}), score);
  EXPECT_EQ(score.margin_halves(), 0);
  EXPECT_EQ(eye.count, 1);
  EXPECT_TRUE(eye.could_change_winner);
}

TEST(DoubtAssess, TheSideBehindCatchesUpOnlyWithPointsThatCountForTheWinnerOrForNobody) {
  // Black 3 stones, White 2; the empty points are nobody's: Black wins by one point.
  const Game game(parse_diagram(R"(
    X X .
    X . O
    . . O
  )"));
  const PointFlags none(9, false);
  const RecordScore score = count_position(game, none, none, {});
  ASSERT_EQ(score.margin_halves(), 2);
  const Board& board = game.board();
  EXPECT_EQ(assess_doubt(board, points_flagged(3, {{1, 1}}), score).count, 0);  // Dame.
  // Nobody's point: one point for White, enough to draw.
  EXPECT_TRUE(assess_doubt(board, points_flagged(3, {{0, 2}}), score).could_change_winner);
  // White's own stone: nothing to gain.
  const Doubt own = assess_doubt(board, points_flagged(3, {{2, 1}}), score);
  EXPECT_EQ(own.count, 1);
  EXPECT_FALSE(own.could_change_winner);
  // Black's stone: two points.
  EXPECT_TRUE(assess_doubt(board, points_flagged(3, {{0, 0}}), score).could_change_winner);

  // White's stones dead: all 9 points Black's, a lead of 9; a dead stone in doubt gives 2.
  const RecordScore dead = count_position(game, points_flagged(3, {{2, 1}, {2, 2}}), none, {});
  ASSERT_EQ(dead.margin_halves(), 18);
  const Doubt dead_doubt = assess_doubt(board, points_flagged(3, {{2, 1}, {2, 2}}), dead);
  EXPECT_EQ(dead_doubt.count, 2);
  EXPECT_FALSE(dead_doubt.could_change_winner);
}

TEST(DoubtReport, TheTextLineNamesThePointsInDoubtAndWhetherTheyCouldChangeTheWinner) {
  const SgfRecord record = record_fixtures::record_of("(;SZ[5]KM[0.5];B[cc])");
  ScoringOptions automatic;
  automatic.dead = DeadStones::kAuto;
  automatic.playouts = 200;
  const ScoredGame scored = score_game(record.game, record.info, InputFormat::kSgf, automatic);
  ASSERT_TRUE(scored.doubt);
  EXPECT_GT(scored.doubt->count, 10);
  EXPECT_TRUE(scored.doubt->could_change_winner);
  std::ostringstream line;
  write_score_text(line, record.info, scored);
  const std::string expected_start =
      "B+24.5 25 0.5; " + std::to_string(scored.doubt->count) + " in doubt: ";
  EXPECT_EQ(line.str().substr(0, expected_start.size()), expected_start) << line.str();
  // The first ten points in doubt, row by row from the top, as players name them.
  std::string named;
  int listed = 0;
  for (int row = 0; row < 5 && listed < 10; ++row) {
    for (int col = 0; col < 5 && listed < 10; ++col) {
      if (!scored.doubt->points[flag_index(5, {col, row})]) continue;
      named += (listed++ == 0 ? "" : " ") + gtp_point({col, row}, 5);
    }
  }
  EXPECT_EQ(line.str().substr(expected_start.size(), named.size()), named);
  const std::string expected_end =
      " and " + std::to_string(scored.doubt->count - 10) + " more, could change the winner\n";
  ASSERT_GE(line.str().size(), expected_end.size());
  EXPECT_EQ(line.str().substr(line.str().size() - expected_end.size()), expected_end);

  std::ostringstream json;
  write_score_json(json, "doubt.sgf", 1, record.game, record.info, scored);
  const std::size_t listed_at = json.str().find(R"("in_doubt":[")");
  ASSERT_NE(listed_at, std::string::npos) << json.str();
  const std::string list =
      json.str().substr(listed_at, json.str().find(']', listed_at) - listed_at);
  EXPECT_EQ(std::count(list.begin(), list.end(), ','), scored.doubt->count - 1) << list;
  EXPECT_NE(json.str().find(R"("could_change_winner":true)"), std::string::npos);
  // And how many playouts the estimate took.
  EXPECT_NE(json.str().find(R"(,"playouts":)" + std::to_string(scored.playouts) + ","),
            std::string::npos)
      << json.str();
  EXPECT_GE(scored.playouts, automatic.playouts);

  const std::string diagram =
      draw_counted_position(record.game, *scored.count, Coordinates::kGtp, scored.doubt);
  EXPECT_EQ(std::count(diagram.begin(), diagram.end(), '?'), scored.doubt->count + 1) << diagram;
  EXPECT_NE(diagram.find("In doubt (?): " + std::to_string(scored.doubt->count) +
                         " points the playouts split, enough to change the winner\n"),
            std::string::npos)
      << diagram;
}

TEST(DoubtReport, OnlyEstimatedDeadStonesCarryDoubt) {
  const SgfRecord record = record_fixtures::record_of("(;SZ[5]KM[0.5];B[cc])");
  ScoringOptions none;
  none.dead = DeadStones::kNone;
  const ScoredGame scored = score_game(record.game, record.info, InputFormat::kSgf, none);
  EXPECT_FALSE(scored.doubt);
  std::ostringstream line;
  write_score_text(line, record.info, scored);
  EXPECT_EQ(line.str(), "B+24.5 25 0.5\n");
  std::ostringstream json;
  write_score_json(json, "doubt.sgf", 1, record.game, record.info, scored);
  EXPECT_EQ(json.str().find("in_doubt"), std::string::npos);
}

TEST(DoubtReport, ASettledGameSaysNothing) {
  // kSettled as a record: Black's three eyes, White's three, dame between; komi 0.5.
  const SgfRecord record = record_fixtures::record_of(
      "(;SZ[5]KM[0.5]AB[ba][ab][bb][bc][ad][bd][be]AW[da][db][eb][dc][dd][ed][de])");
  ScoringOptions automatic;
  automatic.dead = DeadStones::kAuto;
  automatic.playouts = 200;
  const ScoredGame scored = score_game(record.game, record.info, InputFormat::kSgf, automatic);
  ASSERT_TRUE(scored.doubt);
  EXPECT_EQ(scored.doubt->count, 0);
  std::ostringstream line;
  write_score_text(line, record.info, scored);
  EXPECT_EQ(line.str(), "W+0.5 10 10.5\n");
}

}  // namespace
}  // namespace arbiter::go
