// Scoring game records as Go players do: rules, komi, handicap, the record's RE, and counting
// a position by area and by territory.
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

// ---- Rules, komi and the record's properties ----

TEST(RecordRules, RuleSetsByName) {
  EXPECT_EQ(rule_set_from_record("Chinese").rules, Rules::kArea);
  EXPECT_EQ(rule_set_from_record("Chinese").compensation, HandicapCompensation::kOnePerStone);
  EXPECT_EQ(rule_set_from_record("AGA").compensation, HandicapCompensation::kAfterTheFirst);
  EXPECT_EQ(rule_set_from_record("New Zealand").rules, Rules::kArea);
  EXPECT_EQ(rule_set_from_record("nz").compensation, HandicapCompensation::kNone);
  EXPECT_EQ(rule_set_from_record("Japanese").rules, Rules::kTerritory);
  EXPECT_EQ(rule_set_from_record("korean").rules, Rules::kTerritory);
  EXPECT_EQ(rule_set_from_record("JP").rules, Rules::kTerritory);
  EXPECT_TRUE(rule_set_from_record("Tromp-Taylor").recognised);
  const RuleSet unknown = rule_set_from_record("Go by moonlight");
  EXPECT_EQ(unknown.rules, Rules::kArea);
  EXPECT_FALSE(unknown.recognised);
}

TEST(RecordRules, HandicapCompensation) {
  EXPECT_EQ(handicap_compensation(HandicapCompensation::kOnePerStone, 4), 4);
  EXPECT_EQ(handicap_compensation(HandicapCompensation::kAfterTheFirst, 4), 3);
  EXPECT_EQ(handicap_compensation(HandicapCompensation::kNone, 4), 0);
  EXPECT_EQ(handicap_compensation(HandicapCompensation::kOnePerStone, 1), 0);
}

TEST(RecordRules, KomiInHalfPoints) {
  EXPECT_EQ(parse_komi_halves("6.5"), 13);
  EXPECT_EQ(parse_komi_halves("7"), 14);
  EXPECT_EQ(parse_komi_halves("0"), 0);
  EXPECT_EQ(parse_komi_halves("-3"), -6);
  EXPECT_EQ(parse_komi_halves("+0.50"), 1);
  EXPECT_EQ(parse_komi_halves(".5"), 1);
  EXPECT_EQ(parse_komi_halves("6.25"), std::nullopt);
  EXPECT_EQ(parse_komi_halves("6."), std::nullopt);
  EXPECT_EQ(parse_komi_halves("six"), std::nullopt);
  EXPECT_EQ(parse_komi_halves(""), std::nullopt);
  EXPECT_EQ(parse_komi_halves("1001"), std::nullopt);
  EXPECT_EQ(format_halves(13), "6.5");
  EXPECT_EQ(format_halves(-1), "-0.5");
  EXPECT_EQ(format_halves(-6), "-3");
}

TEST(RecordRules, SgfPropertiesForScoring) {
  const SgfRecord record = record_of(
      "(;SZ[5]RU[AGA]KM[ 0.5 ]HA[2]AB[aa][bb]RE[W+3.5]"
      ";B[cc];TB[dd]TW[ee];W[];TB[ab:bc]TW[]TB[ae](;B[])(;TB[cc]))");
  EXPECT_EQ(record.info.rules, "AGA");
  EXPECT_EQ(record.info.komi_halves, 1);
  EXPECT_EQ(record.info.handicap, 2);
  EXPECT_EQ(record.info.root_black_setup, 2);
  EXPECT_EQ(record.info.result, "W+3.5");
  // The last main-line node with markup wins, whole; a variation's markup does not count.
  EXPECT_TRUE(record.info.has_territory_markup);
  EXPECT_EQ(record.info.black_territory,
            (std::vector<Point>{{0, 1}, {1, 1}, {0, 2}, {1, 2}, {0, 4}}));
  EXPECT_TRUE(record.info.white_territory.empty());
}

TEST(RecordRules, BadKomiAndHandicapAreErrorsAtTheirValue) {
  for (const auto& [sgf, message] : std::vector<std::pair<std::string, std::string>>{
           {"(;KM[6.25])",
            "KM[6.25]: komi must be a number of half points, such as 6.5, 0 or -3 "
            "(byte offset 4)"},
           {"(;HA[two])", "HA[two]: the handicap must be a number of stones (byte offset 4)"}}) {
    std::istringstream in(sgf);
    Reader reader(in, "bad.sgf");
    try {
      read_sgf_record(reader);
      ADD_FAILURE() << "no error for " << sgf;
    } catch (const ParseError& error) {
      EXPECT_EQ(error.message(), message);
      EXPECT_EQ(error.column(), 5);
    }
  }
}

TEST(RecordRules, ResultsAsSgfWritesThem) {
  RecordScore score;
  score.black.total_halves = 90;
  score.white.total_halves = 83;
  EXPECT_EQ(score.result(), "B+3.5");
  using Kind = RecordComparison::Kind;
  const auto count = [](bool agrees) { return RecordComparison{Kind::kCount, agrees}; };
  const std::array<std::pair<const char*, RecordComparison>, 13> judged = {{
      {"B+3.5", count(true)},
      {"b+3.50", count(true)},
      {"B+", count(true)},
      {"B+4.5", count(false)},
      {"W+3.5", count(false)},
      {"0", count(false)},
      {"W+R", {Kind::kResignation, false, Color::kWhite}},
      {"W+Resign", {Kind::kResignation, false, Color::kWhite}},
      {"B+T", {Kind::kTime, false, Color::kBlack}},
      {"W+F", {Kind::kForfeit, false, Color::kWhite}},
      {"Void", {Kind::kVoid}},
      {"?", {Kind::kUnknown}},
      {"Black wins", {Kind::kUnreadable}},
  }};
  for (const auto& [record, expected] : judged) {
    EXPECT_EQ(compare_with_record(score, record), expected) << record;
  }
  score.white.total_halves = 90;
  EXPECT_EQ(score.result(), "0");
  EXPECT_EQ(compare_with_record(score, "Draw"), count(true));
  score.white.total_halves = 91;
  EXPECT_EQ(score.result(), "W+0.5");
}

TEST(RecordRules, ComparisonsAsGoScoreWordsThem) {
  using Kind = RecordComparison::Kind;
  EXPECT_EQ(describe({Kind::kCount, true}), "agrees");
  EXPECT_EQ(describe({Kind::kCount, false}), "disagrees");
  EXPECT_EQ(describe({Kind::kResignation, false, Color::kWhite}), "White won by resignation");
  EXPECT_EQ(describe({Kind::kTime, false, Color::kBlack}), "Black won on time");
  EXPECT_EQ(describe({Kind::kForfeit, false, Color::kWhite}), "White won by forfeit");
  EXPECT_EQ(describe({Kind::kVoid}), "no result");
  EXPECT_EQ(describe({Kind::kUnknown}), "unknown");
  EXPECT_EQ(describe({Kind::kUnreadable}), "unreadable");
}

TEST(RecordRules, PointsAsSgfAndAsGoPlayersWriteThem) {
  EXPECT_EQ(parse_point("dd", 19), (Point{3, 3}));
  EXPECT_EQ(parse_point("D16", 19), (Point{3, 3}));
  EXPECT_EQ(parse_point("J1", 9), (Point{8, 8}));  // No I: J is the ninth column.
  EXPECT_EQ(parse_point("a9", 9), (Point{0, 0}));
  EXPECT_EQ(parse_point("I5", 9), std::nullopt);
  EXPECT_EQ(parse_point("K1", 9), std::nullopt);
  EXPECT_EQ(parse_point("A10", 9), std::nullopt);
  EXPECT_EQ(parse_point("A0", 9), std::nullopt);
  EXPECT_EQ(parse_point("jj", 9), std::nullopt);
  EXPECT_EQ(parse_point("d", 9), std::nullopt);
}

// ---- Counting a position ----

// Black's wall on column c and White's on column d of a 5x5 board, a dead White stone at
// a4 (row 1) and a dead Black stone at e2 (row 3).
const char* const kWalls = R"(
  . . X O .
  O . X O .
  . . X O .
  . . X O X
  . . X O .
)";

TEST(RecordCount, AreaCountsStonesAndTerritoryAfterRemovingTheDead) {
  const Game game(parse_diagram(kWalls));
  const PointFlags dead = whole_chains(game.board(), {{0, 1}, {4, 3}});
  const PointFlags none(25, false);
  const RecordScore area = count_position(game, dead, none, {Rules::kArea, 15, 0, 0});
  // Black: 5 stones + the 10 points of columns a-b (a4 included). White: 5 stones + the 5
  // points of column e (e2 included) + komi 7.5.
  EXPECT_EQ(area.black.stones, 5);
  EXPECT_EQ(area.black.territory, 10);
  EXPECT_EQ(area.white.territory, 5);
  EXPECT_EQ(area.black.total_halves, 2 * 15);
  EXPECT_EQ(area.white.total_halves, 2 * 10 + 15);
  EXPECT_EQ(area.result(), "W+2.5");
  EXPECT_EQ(area.owner[1 * 5 + 0], Color::kBlack);
  // Territory: 10 + 1 dead White stone for Black; 5 + 1 dead Black stone + 6.5 for White.
  const RecordScore territory = count_position(game, dead, none, {Rules::kTerritory, 13, 0, 0});
  EXPECT_EQ(territory.black.dead, 1);
  EXPECT_EQ(territory.black.prisoners(), 1);
  EXPECT_EQ(territory.black.total_halves, 2 * 11);
  EXPECT_EQ(territory.white.total_halves, 2 * 6 + 13);
  // Left on the board, a dead stone makes its whole region nobody's: stones alone count.
  const RecordScore kept = count_position(game, none, none, {Rules::kArea, 0, 0, 0});
  EXPECT_EQ(kept.black.territory, 0);
  EXPECT_EQ(kept.white.territory, 0);
  EXPECT_EQ(kept.black.total_halves, 2 * 6);
  EXPECT_EQ(kept.white.total_halves, 2 * 6);
}

TEST(RecordCount, CapturesArePrisonersUnderTerritoryCountingOnly) {
  Game game(parse_diagram(R"(
    . X . .
    X . X .
    . . . .
    . . . .
  )"));
  ASSERT_TRUE(game.play(Color::kWhite, {1, 1}));
  ASSERT_TRUE(game.play(Color::kBlack, {1, 2}));  // Takes the White stone.
  ASSERT_EQ(game.captures(Color::kBlack), 1);
  const PointFlags none(16, false);
  // Area: 4 stones + the 12 other points. Territory: 12 points + 1 prisoner.
  EXPECT_EQ(count_position(game, none, none, {Rules::kArea, 0, 0, 0}).black.total_halves, 2 * 16);
  const RecordScore territory = count_position(game, none, none, {Rules::kTerritory, 0, 0, 0});
  EXPECT_EQ(territory.black.captures, 1);
  EXPECT_EQ(territory.black.total_halves, 2 * 13);
}

TEST(RecordCount, HandicapCompensationUnderAreaCountingOnly) {
  const Game game(parse_diagram(kWalls));
  const PointFlags none(25, false);
  const RecordScore area = count_position(game, none, none, {Rules::kArea, 1, 3, 3});
  EXPECT_EQ(area.white.total_halves, 2 * 6 + 2 * 3 + 1);
  const RecordScore territory = count_position(game, none, none, {Rules::kTerritory, 1, 3, 3});
  EXPECT_EQ(territory.white.total_halves, 0 + 1);
}

TEST(RecordCount, NoTerritoryNextToSekiUnderTerritoryCounting) {
  const Game game(parse_diagram(R"(
    . X O .
    X X O O
    . . . .
    . . . .
  )"));
  const PointFlags none(16, false);
  PointFlags in_seki = whole_chains(game.board(), {{1, 0}});
  const RecordScore counted = count_position(game, none, in_seki, {Rules::kTerritory, 0, 0, 0});
  EXPECT_EQ(counted.black.territory, 0);  // a4 is next to the Black chain in seki.
  EXPECT_EQ(counted.white.territory, 1);  // d4.
  const RecordScore area = count_position(game, none, in_seki, {Rules::kArea, 0, 0, 0});
  EXPECT_EQ(area.black.territory, 1);  // Under area counting an eye in seki counts.
}

}  // namespace
}  // namespace arbiter::go
