// Scoring game records as Go players do: rules, komi, handicap, dead stones, the record's RE.
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

namespace arbiter::go {
namespace {

using Lines = std::vector<std::string>;

// The line go-score prints for a counted game: result, both totals, and RE's verdict.
std::string line_of(const ScoredGame& scored, const RecordInfo& info) {
  std::ostringstream line;
  write_score_text(line, info, scored);
  std::string text = line.str();
  EXPECT_EQ(text.back(), '\n');
  text.pop_back();
  return text;
}

std::vector<SgfRecord> records_of_stream(std::istream& in, const std::string& source) {
  Reader reader(in, source);
  std::vector<SgfRecord> records;
  while (auto record = read_sgf_record(reader)) records.push_back(std::move(*record));
  return records;
}

std::vector<SgfRecord> records_of_file(const std::string& name) {
  const std::string path = std::string(ARBITER_TEST_DATA_DIR) + "/go/records/" + name;
  std::ifstream file(path, std::ios::binary);
  EXPECT_TRUE(file) << "cannot open " << path;
  return records_of_stream(file, name);
}

SgfRecord record_of(const std::string& sgf) {
  std::istringstream in(sgf);
  auto records = records_of_stream(in, "test.sgf");
  EXPECT_EQ(records.size(), 1U);
  return records.empty() ? SgfRecord{Game(1), {}} : records.front();
}

Lines lines_of_file(const std::string& name, const ScoringOptions& options = {}) {
  Lines lines;
  for (const SgfRecord& record : records_of_file(name)) {
    lines.push_back(
        line_of(score_game(record.game, record.info, InputFormat::kSgf, options), record.info));
  }
  return lines;
}

// The index of `p` in a board's flags, computed here rather than by the code under test.
std::size_t at(const Board& board, Point p) {
  return static_cast<std::size_t>(p.row) * static_cast<std::size_t>(board.size()) +
         static_cast<std::size_t>(p.col);
}

// The points flagged, as SGF names them, row by row.
std::vector<std::string> flagged(const Board& board, const PointFlags& flags) {
  std::vector<std::string> points;
  for (int row = 0; row < board.size(); ++row) {
    for (int col = 0; col < board.size(); ++col) {
      if (flags[at(board, {col, row})]) points.push_back(sgf_point({col, row}));
    }
  }
  return points;
}

using Points = std::vector<std::string>;

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

// ---- The hand-built records of tests/data/go/records/ ----

TEST(RecordFiles, EachRuleSetWithItsKomi) {
  // Black's wall on column d (9 stones, 27 points behind it), White's on e (9 and 36).
  // Area: 36 to 45; territory: 27 to 36; komi on top for White.
  EXPECT_EQ(lines_of_file("rules-with-komi.sgf"),
            (Lines{"W+16.5 36 52.5 RE[W+16.5] agrees",            // Chinese, 7.5
                   "W+16.5 36 52.5 RE[W+16.5] agrees",            // AGA, 7.5
                   "W+16 36 52 RE[W+16] agrees",                  // NZ, 7
                   "W+15.5 27 42.5 RE[W+15.5] agrees",            // Japanese, 6.5
                   "0 27 27 RE[0] agrees",                        // Korean, -9: a draw
                   "W+9 36 45 RE[W+R] White won by resignation",  // unknown RU: area
                   "W+9.5 36 45.5 RE[B+T] Black won on time"}));  // no RU: area, 0.5
}

TEST(RecordFiles, OptionsOverrideTheRecord) {
  ScoringOptions options;
  options.rules = Rules::kTerritory;
  options.komi_halves = 0;
  EXPECT_EQ(lines_of_file("rules-with-komi.sgf", options)[0], "W+9 27 36 RE[W+16.5] disagrees");
  options.rules = Rules::kPoj;
  options.komi_halves.reset();
  EXPECT_EQ(lines_of_file("rules-with-komi.sgf", options)[0], "27 36");
}

TEST(RecordFiles, DeadGroupInsideTerritory) {
  // Black: column d, a8-b9-c8 around the captured b8, and the capturing b7; White: column e
  // and h7, h3 in its area. Dead: Black's pair g7-g6, White's b3.
  // Area (Chinese, 7.5): Black 13 stones + 23 points = 36; White 11 + 34 + 7.5 = 52.5.
  // Territory (Japanese, 6.5): Black 23 + 1 captured + 1 dead = 25; White 34 + 2 dead + 6.5.
  // The pair g7-g6 lives in more than 30 % of the playouts (with h6 next to it): in doubt, not
  // enough to matter.
  EXPECT_EQ(lines_of_file("dead-group.sgf"),
            (Lines{"W+16.5 36 52.5 RE[W+16.5] agrees; 3 in doubt: G7 G6 H6, not enough to change "
                   "the winner"}));
  EXPECT_EQ(lines_of_file("dead-group-japanese.sgf"),
            (Lines{"W+17.5 25 42.5 RE[W+17.5] agrees; 3 in doubt: G7 G6 H6, not enough to "
                   "change the winner"}));
  const SgfRecord record = records_of_file("dead-group.sgf").front();
  const ScoredGame scored = score_game(record.game, record.info, InputFormat::kSgf, {});
  EXPECT_EQ(scored.dead_source, DeadStones::kAuto);
  EXPECT_EQ(flagged(record.game.board(), scored.count->dead), (Points{"gc", "gd", "bg"}));
  // Without removal, each dead stone makes the other side's whole area nobody's.
  ScoringOptions none;
  none.dead = DeadStones::kNone;
  // Black keeps 3 one-point regions (a9, b8, c9) next to its stones only: 15 stones + 3 = 18;
  // White 12 stones + 7.5.
  EXPECT_EQ(lines_of_file("dead-group.sgf", none), (Lines{"W+1.5 18 19.5 RE[W+16.5] disagrees"}));
  // By hand, as SGF or as Go players name the points: one stone names its chain.
  ScoringOptions listed;
  listed.dead = DeadStones::kListed;
  listed.dead_points = {"gc", "B3"};
  EXPECT_EQ(lines_of_file("dead-group.sgf", listed), (Lines{"W+16.5 36 52.5 RE[W+16.5] agrees"}));
  // Only g7-g6: Black 13 stones + a9, b8, c9; White 12 stones + 34 + 7.5.
  listed.dead_points = {"gc"};
  EXPECT_EQ(lines_of_file("dead-group.sgf", listed),
            (Lines{"W+37.5 16 53.5 RE[W+16.5] disagrees"}));
  listed.dead_points = {"aa"};
  EXPECT_THROW(lines_of_file("dead-group.sgf", listed), std::invalid_argument);
  listed.dead_points = {"Z9"};
  EXPECT_THROW(lines_of_file("dead-group.sgf", listed), std::invalid_argument);
}

TEST(RecordFiles, TerritoryMarkupGivesTheDeadStones) {
  // The dead-group game as a server writes it: TB/TW on the last node. The markup's own
  // territory is not taken: only the stones it covers.
  const SgfRecord record = records_of_file("markup.sgf").front();
  const ScoredGame scored = score_game(record.game, record.info, InputFormat::kSgf, {});
  EXPECT_EQ(scored.dead_source, DeadStones::kRecord);
  EXPECT_EQ(flagged(record.game.board(), scored.count->dead), (Points{"gc", "gd", "bg"}));
  EXPECT_EQ(lines_of_file("markup.sgf"), (Lines{"W+17.5 25 42.5 RE[W+17.5] agrees"}));
  // Markup that leaves the stones alive is believed over the playouts, unless --dead auto:
  // Black 11 stones, White 12 + 7.5, every region touching both colours.
  const SgfRecord unmarked = record_of(
      "(;SZ[9]RU[Chinese]KM[7.5];AB[da:di][gc][gd]AW[ea:ei][hc][hg][bg];W[];B[]TB[aa]TW[ia])");
  EXPECT_EQ(line_of(score_game(unmarked.game, unmarked.info, InputFormat::kSgf, {}), unmarked.info),
            "W+8.5 11 19.5");
  // Without the b8 capture's shape the playouts are less sure of both corners.
  ScoringOptions automatic;
  automatic.dead = DeadStones::kAuto;
  EXPECT_EQ(line_of(score_game(unmarked.game, unmarked.info, InputFormat::kSgf, automatic),
                    unmarked.info),
            "W+16.5 36 52.5; 9 in doubt: H8 J8 G7 J7 G6 H6 A4 A3 B3, not enough to change the "
            "winner");
}

TEST(RecordFiles, HandicapGame) {
  // Two handicap stones (c7, c3) in Black's area, White moves first, KM[0.5]. Black: 11 stones
  // + 25 points = 36; White 9 + 36 + 0.5, plus 2 points (Chinese) or 1 (AGA) for the handicap.
  // Japanese: Black 25, White 36.5.
  EXPECT_EQ(lines_of_file("handicap.sgf"),
            (Lines{"W+11.5 36 47.5 RE[W+11.5] agrees", "W+10.5 36 46.5 RE[W+10.5] agrees",
                   "W+11.5 25 36.5 RE[W+11.5] agrees"}));
  const SgfRecord record = records_of_file("handicap.sgf").front();
  EXPECT_EQ(score_game(record.game, record.info, InputFormat::kSgf, {}).count->counting.handicap,
            2);
}

TEST(RecordFiles, SekiHasNoTerritoryUnderTerritoryCounting) {
  // 13x13. Columns a-c: Black, two sure eyes on column a; d-f: White's inner group with one eye
  // at e1; g: two shared liberties g13, g12, Black below; h-j: Black's inner group with its eye
  // at j1; k-n: White's mirror of a-c. The inner groups are in seki.
  // Area (Chinese, 7.5): Black 76 stones + 12 + eye j1 = 89; White 65 + 12 + e1 + 7.5 = 85.5.
  // Territory (Japanese, 6.5): the eyes in seki count for nobody: 12 to 12 + 6.5.
  EXPECT_EQ(lines_of_file("seki.sgf"),
            (Lines{"B+3.5 89 85.5 RE[B+3.5] agrees", "W+6.5 12 18.5 RE[W+6.5] agrees"}));
  const SgfRecord record = records_of_file("seki.sgf").back();
  const ScoredGame scored = score_game(record.game, record.info, InputFormat::kSgf, {});
  EXPECT_TRUE(flagged(record.game.board(), scored.count->dead).empty());
}

TEST(RecordFiles, ARecordResultIsWrittenOnOneLine) {
  // An RE with a line break and an escape sequence (found by the go_record fuzz target): the
  // result line quotes it with those bytes written \xNN, so it stays one line.
  const SgfRecord record = record_of("(;SZ[3]RE[B+T\nR\x1b[31m];B[bb])");
  EXPECT_EQ(line_of(score_game(record.game, record.info, InputFormat::kSgf, {}), record.info),
            "B+9 9 0 RE[B+T\\x0aR\\x1b[31m] unreadable");
}

TEST(RecordFiles, PojRulesRefuseKomiAndDeadStones) {
  const SgfRecord record = records_of_file("dead-group.sgf").front();
  ScoringOptions options;
  options.rules = Rules::kPoj;
  options.komi_halves = 13;
  EXPECT_THROW(score_game(record.game, record.info, InputFormat::kSgf, options),
               std::invalid_argument);
  // Judge input is poj unless --rules says otherwise.
  ScoringOptions judge;
  judge.dead = DeadStones::kAuto;
  EXPECT_THROW(score_game(record.game, {}, InputFormat::kJudge, judge), std::invalid_argument);
  judge.rules = Rules::kArea;
  EXPECT_EQ(line_of(score_game(record.game, {}, InputFormat::kJudge, judge), {}),
            "W+9 36 45; 3 in doubt: G7 G6 H6, not enough to change the winner");
}

// ---- Measured against GNU Go ----

TEST(RecordGnuGo, EstimatedDeadStonesAndResultAgreeWithGnuGo) {
  // tests/data/go/gnugo/ holds games GNU Go played against itself to two passes (made by
  // scripts/gnugo-games); each record's TB/TW carry GNU Go's dead stones and RE its count.
  // --dead auto ignores the markup: the dead stones are estimated, then compared.
  const std::filesystem::path folder = std::filesystem::path(ARBITER_TEST_DATA_DIR) / "go/gnugo";
  std::vector<std::filesystem::path> files;
  for (const auto& entry : std::filesystem::directory_iterator(folder)) {
    if (entry.path().extension() == ".sgf") files.push_back(entry.path());
  }
  std::sort(files.begin(), files.end());
  ASSERT_GE(files.size(), 50U);
  ScoringOptions automatic;
  automatic.dead = DeadStones::kAuto;
  std::size_t agreeing = 0;
  for (const auto& path : files) {
    std::ifstream file(path, std::ios::binary);
    const auto records = records_of_stream(file, path.filename().string());
    ASSERT_EQ(records.size(), 1U) << path;
    const SgfRecord& record = records.front();
    const Board& board = record.game.board();
    const ScoredGame scored = score_game(record.game, record.info, InputFormat::kSgf, automatic);
    const auto ours = flagged(board, scored.count->dead);
    const auto gnugo =
        flagged(board, whole_chains(board, dead_from_markup(board, record.info.black_territory,
                                                            record.info.white_territory)));
    const bool same_result = scored.count->result() == record.info.result;
    if (ours == gnugo && same_result) {
      ++agreeing;
      continue;
    }
    // Reported, not failed one by one: GNU Go is itself wrong on some.
    std::string line =
        path.filename().string() + ": GNU Go " + record.info.result.value_or("") + " dead";
    for (const auto& p : gnugo) line += " " + p;
    line += "; go-score " + scored.count->result() + " dead";
    for (const auto& p : ours) line += " " + p;
    std::cout << line << "\n";
  }
  std::cout << agreeing << " of " << files.size() << " games agree with GNU Go\n";
  EXPECT_GE(agreeing * 100, files.size() * 95);
}

}  // namespace
}  // namespace arbiter::go
