#include "simulators/go/sgf.h"

#include <gtest/gtest.h>

#include <fstream>
#include <ostream>
#include <sstream>
#include <string>
#include <vector>

#include "simulators/go/input_format.h"
#include "simulators/go/scoring.h"

namespace arbiter::go {
namespace {

// Scores read as go-score prints them, "B W", so an expectation reads like the tool's output.
std::string as_text(const Score& score) {
  return std::to_string(score.black) + " " + std::to_string(score.white);
}

std::vector<std::string> scores_of_stream(std::istream& in, const std::string& source) {
  Reader reader(in, source);
  std::vector<std::string> scores;
  while (const auto game = read_sgf_game(reader)) scores.push_back(as_text(score(*game)));
  return scores;
}

// Every game of an SGF text, scored in order.
std::vector<std::string> sgf_scores(const std::string& sgf) {
  std::istringstream in(sgf);
  return scores_of_stream(in, "test.sgf");
}

// Every game of a file in tests/data/go/sgf/, scored in order.
std::vector<std::string> scores_of_file(const std::string& name) {
  const std::string path = std::string(ARBITER_TEST_DATA_DIR) + "/go/sgf/" + name;
  std::ifstream file(path, std::ios::binary);
  EXPECT_TRUE(file) << "cannot open " << path;
  return scores_of_stream(file, name);
}

// The last game of a text that must hold exactly one: the board itself, for checks on stones.
Game only_sgf_game(const std::string& sgf) {
  std::istringstream in(sgf);
  Reader reader(in, "test.sgf");
  auto game = read_sgf_game(reader);
  EXPECT_TRUE(game.has_value());
  EXPECT_FALSE(read_sgf_game(reader).has_value());
  return game.value_or(Game(1));
}

// The error reading `sgf` to its end must raise; a clean read fails the test.
ParseError error_of(const std::string& sgf) {
  std::istringstream in(sgf);
  Reader reader(in, "bad.sgf");
  try {
    while (read_sgf_game(reader)) {
    }
  } catch (const ParseError& error) {
    return error;
  }
  ADD_FAILURE() << "no ParseError for: " << sgf;
  return ParseError("", {}, "");
}

using Scores = std::vector<std::string>;

// ---- The hand-written files of tests/data/go/sgf/ ----

TEST(Sgf, NineByNineWithACaptureAndBothPassSpellings) {
  // Black fills column d and White column e, top to bottom. White's stone at bb is captured when
  // Black closes ba, ab, cb, bc around it: Black has 1 capture. White passes as W[tt] and W[],
  // Black as B[] and B[tt] (tt is off a 9x9 board, so it must be read as a pass, not an error).
  // Black: columns a-c hold 27 points, 4 of them Black stones (ba ab cb bc); the other 23 (aa,
  //   ca and bb walled in singly, plus the 20 below) touch Black only: 23 + 1 capture = 24.
  // White: columns f-i, 4 x 9 = 36 points touching White only, no capture: 36.
  EXPECT_EQ(scores_of_file("nine.sgf"), Scores{"24 36"});
}

TEST(Sgf, ThirteenByThirteenSetupWithRectanglesAndRemovals) {
  // AB[da:dm] is a Black wall on column d, AB[aa:cc] a 3x3 Black block in the corner, AW[ea:em]
  // a White wall on column e. AE[bb][ee] then empties the block's middle and opens a gap at ee
  // in the White wall, and White plays fe behind the gap.
  // Black: bb (1 point, Black all round) + rows 4-13 of columns a-c (3 x 10 = 30): 31.
  // White: ee touches Black at de and is neutral; columns f-m hold 8 x 13 = 104 points, less the
  //   stone on fe: 103. Without the AE, Black would have 30 and White 104; with AE ignored
  //   but W[fe] played, 30 and 103.
  EXPECT_EQ(scores_of_file("setup-13.sgf"), Scores{"31 103"});
}

TEST(Sgf, TtIsAPointOnTwentyOneByTwentyOne) {
  // B[tt] is column 20, row 20 of 21: one Black stone on an otherwise empty board, so the single
  // region of 441 - 1 = 440 points touches Black only. Read as a pass it would score 0 0.
  EXPECT_EQ(scores_of_file("tt-21.sgf"), Scores{"440 0"});
}

TEST(Sgf, OnlyTheMainLineOfVariationsCounts) {
  // Main line: B[dd], W[], B[pp], W[]. Two Black stones, nothing else: 361 - 2 = 359 for Black.
  // The second variation of the second branch (B[], W[pp]) would leave a White stone and score
  // 0 0; so would the first branch's second variation (W[pd]). Replaying every node in text
  // order would fail at W[pp], a point Black already holds.
  EXPECT_EQ(scores_of_file("variations-19.sgf"), Scores{"359 0"});
}

TEST(Sgf, CollectionOfTwoGameTrees) {
  // Game 1 has no SZ, so it is 19x19. B[ba] and B[ab] capture W[aa] in the corner: 1 capture.
  //   The two Black stones leave aa (walled in) and the remaining 358 points, all Black's:
  //   359 + 1 = 360.
  // Game 2, 5x5: White's ab, bb and ca take the Black pair aa-ba (2 captures). Black then plays
  //   ee. aa-ba is empty and touches White only (2 points); the other 19 empty points touch
  //   both colours. White: 2 + 2 = 4; Black: 0.
  EXPECT_EQ(scores_of_file("collection.sgf"), (Scores{"360 0", "0 4"}));
}

TEST(Sgf, WindowsLineEndings) {
  // 7x7 with every line ending in CR LF, inside a comment too. Black fills column b and White
  // column c. Black owns column a: 7. White owns columns d-g: 4 x 7 = 28.
  EXPECT_EQ(scores_of_file("crlf.sgf"), Scores{"7 28"});
}

// ---- Inline records ----

TEST(Sgf, EmptyInputHoldsNoGame) {
  EXPECT_EQ(sgf_scores(""), Scores{});
  EXPECT_EQ(sgf_scores(" \n\t\n"), Scores{});
}

TEST(Sgf, GamesAreReadOneAtATime) {
  // The first game comes back before the defect after it is seen: its result is never lost.
  std::istringstream in("(;SZ[3];B[bb]) (;SZ[3];B[zz])");
  Reader reader(in, "test.sgf");
  const auto first = read_sgf_game(reader);
  ASSERT_TRUE(first.has_value());
  EXPECT_EQ(as_text(score(*first)), "8 0");  // One stone in the middle of 3x3: 8 points.
  EXPECT_THROW(read_sgf_game(reader), ParseError);
}

TEST(Sgf, EmptyGameTreeIsAnEmpty19x19Board) {
  const Game game = only_sgf_game("(;)");
  EXPECT_EQ(game.board().size(), 19);
  EXPECT_EQ(as_text(score(game)), "0 0");  // An empty board touches no stone.
}

TEST(Sgf, SmallestAndLargestBoards) {
  // 1x1: the only point holds the stone, nothing is empty.
  EXPECT_EQ(sgf_scores("(;SZ[1];B[aa])"), Scores{"0 0"});
  // 25x25: one stone in the far corner, 625 - 1 = 624 points for Black.
  EXPECT_EQ(sgf_scores("(;SZ[25];B[yy])"), Scores{"624 0"});
  EXPECT_EQ(only_sgf_game("(;SZ[25])").board().size(), 25);
}

TEST(Sgf, TtIsAPassUpTo19AndAPointFrom20) {
  // On 19x19 both spellings pass, so the board stays empty.
  EXPECT_EQ(sgf_scores("(;SZ[19];B[tt];W[])"), Scores{"0 0"});
  // On 20x20 tt is column 20, row 20: the last corner; 400 - 1 = 399.
  const Game game = only_sgf_game("(;SZ[20];W[tt])");
  EXPECT_EQ(game.board().at({19, 19}), Color::kWhite);
  EXPECT_EQ(as_text(score(game)), "0 399");
}

TEST(Sgf, PointLettersAreColumnThenRowFromTheTopLeft) {
  const Game game = only_sgf_game("(;SZ[5];B[ba];W[ad])");
  EXPECT_EQ(game.board().at({1, 0}), Color::kBlack);
  EXPECT_EQ(game.board().at({0, 3}), Color::kWhite);
}

TEST(Sgf, SuicideKeepsTheStoneAndCountsNothing) {
  // As in the judge format: Black's stone at aa has no liberty and captures nothing; it stays.
  // The other 6 empty points form one region; it touches White's ba and ab but not aa, whose
  // only neighbours are those two stones: 6 for White, nothing for Black.
  const Game game = only_sgf_game("(;SZ[3];W[ba];W[ab];B[aa])");
  EXPECT_EQ(game.board().at({0, 0}), Color::kBlack);
  EXPECT_EQ(game.captures(Color::kWhite), 0);
  EXPECT_EQ(as_text(score(game)), "0 6");
}

TEST(Sgf, SetupStonesCaptureNothingButMovesCaptureThem) {
  // AW[bb] puts a White stone without liberty among Black's setup stones: setup never captures.
  const Game set_only = only_sgf_game("(;SZ[3]AB[ba][ab][bc][cb]AW[bb])");
  EXPECT_EQ(set_only.board().at({1, 1}), Color::kWhite);
  EXPECT_EQ(set_only.captures(Color::kBlack), 0);
  // A move that takes a set-up stone's last liberty captures it and is credited: B[cb] closes
  // bb. Black: 4 stones; aa, ca, bb, ac and cc are empty and touch Black only: 5 + 1 = 6.
  const Game captured = only_sgf_game("(;SZ[3]AB[ba][ab][bc]AW[bb];B[cb])");
  EXPECT_EQ(captured.board().at({1, 1}), Color::kEmpty);
  EXPECT_EQ(captured.captures(Color::kBlack), 1);
  EXPECT_EQ(as_text(score(captured)), "6 0");
}

TEST(Sgf, EmptyRemovesStonesOfEitherColour) {
  // AE[aa:cc] clears the whole 3x3 board that AB and a move had filled in part.
  EXPECT_EQ(sgf_scores("(;SZ[3]AB[aa][bb];W[cc];AE[aa:cc])"), Scores{"0 0"});
}

TEST(Sgf, RectangleOfOnePointAndSeveralValues) {
  // AB[bb:bb] is the single point bb; AW[aa][cc] two points. 9 - 3 = 6 points touch both.
  const Game game = only_sgf_game("(;SZ[3]AB[bb:bb]AW[aa][cc])");
  EXPECT_EQ(game.board().at({1, 1}), Color::kBlack);
  EXPECT_EQ(game.board().at({0, 0}), Color::kWhite);
  EXPECT_EQ(game.board().at({2, 2}), Color::kWhite);
  EXPECT_EQ(as_text(score(game)), "0 0");
}

TEST(Sgf, WhitespaceIsAllowedBetweenEveryToken) {
  // FF[4] allows any white space, vertical tab and form feed included, between tokens.
  EXPECT_EQ(sgf_scores(" \v( ;\fSZ [3]\n ; B\t[bb] \n)\f"), Scores{"8 0"});
}

TEST(Sgf, OtherPropertiesAndEscapesAreIgnoredSafely) {
  // Brackets, parentheses and semicolons inside values, escaped or not, are text, not structure.
  const std::string sgf =
      "(;FF[4]GM[1]SZ[3]KM[6.5]PB[a \\] b]C[( ; ) \\\\]"
      ";B[bb]C[comment with [ and ; and )]LB[aa:x][cc:y]TR[ab]MN[12])";
  EXPECT_EQ(sgf_scores(sgf), Scores{"8 0"});  // One stone in the middle of 3x3.
}

TEST(Sgf, PropertiesOffTheMainLineAreNotApplied) {
  // The second variation's SZ, its stone on an occupied point and its off-board move are only
  // checked for syntax.
  EXPECT_EQ(sgf_scores("(;SZ[3];B[bb](;W[])(;SZ[9];W[bb];B[zz]AB[aa:cc]))"), Scores{"8 0"});
}

TEST(Sgf, NestedFirstVariationsAreTheMainLine) {
  // Main line: aa, then the first variation ba, then its first variation ca. The whole top row
  // of 3x3 is Black; the 6 points below touch Black only: 6.
  EXPECT_EQ(sgf_scores("(;SZ[3];B[aa](;B[ba](;B[ca])(;W[cc]))(;W[bb]))"), Scores{"6 0"});
}

// ---- Malformed records: exact place and message ----

// A malformed record and its whole error: where it is (line, column and byte offset) and what
// it says, without the "(byte offset N)" that ends every SGF message (the test adds it).
struct Malformed {
  const char* name;
  std::string sgf;
  int line;
  int column;
  long long offset;
  std::string message;
};

void PrintTo(const Malformed& malformed, std::ostream* out) { *out << malformed.sgf; }

// Built when called, not at static initialisation.
std::vector<Malformed> malformed_records() {
  return {
      {"MissingOpeningParenthesis", "\n ;SZ[9])", 2, 2, 2,
       "expected '(' to start a game tree, found ';'"},
      {"MissingSemicolonAfterParenthesis_1", "(SZ[9])", 1, 2, 1,
       "expected ';' to start a node, found 'S'"},
      {"MissingSemicolonAfterParenthesis_2", "()", 1, 2, 1,
       "expected ';' to start a node, found ')'"},
      {"MissingSemicolonAfterParenthesis_3", "(;B[aa](B[bb]))", 1, 9, 8,
       "expected ';' to start a node, found 'B'"},
      {"UnterminatedValue_1", "(;C[never closed", 1, 17, 16,
       "end of file inside the property value opened at line 1, column 4"},
      // An escaped ']' does not close the value.
      {"UnterminatedValue_2", "(;C[a\\]", 1, 8, 7,
       "end of file inside the property value opened at line 1, column 4"},
      {"UnterminatedGameTree", "(;SZ[9]\n;B[ee]", 2, 7, 14,
       "end of file inside the game tree opened at line 1, column 1"},
      {"LowercasePropertyName_1", "(;SZ[9];b[aa])", 1, 9, 8,
       "property names are upper-case letters, found 'b'"},
      {"LowercasePropertyName_2", "(;Sz[9])", 1, 4, 3,
       "property names are upper-case letters, found 'z'"},
      {"PropertyWithoutValue", "(;B;W[aa])", 1, 4, 3, "expected '[' after property B, found ';'"},
      {"StrayCharacterInANode", "(;SZ[9];B[aa]])", 1, 14, 13,
       "expected a property, ';', '(' or ')', found ']'"},
      {"PlayerToMoveNeitherColour", "(;SZ[9];B[aa];PL[x])", 1, 17, 16,
       "PL[x]: the player to move is B or W"},
      {"RectangularBoard", "(;SZ[9:13])", 1, 5, 4, "SZ[9:13]: only square boards are supported"},
      {"BoardSizeOutOfRange_1", "(;SZ[0])", 1, 5, 4,
       "SZ[0]: the board size must be a number from 1 to 25"},
      {"BoardSizeOutOfRange_2", "(;SZ[26])", 1, 5, 4,
       "SZ[26]: the board size must be a number from 1 to 25"},
      {"BoardSizeOutOfRange_3", "(;SZ[99999999999999999999])", 1, 5, 4,
       "SZ[99999999999999999999]: the board size must be a number from 1 to 25"},
      {"BoardSizeOutOfRange_4", "(;SZ[])", 1, 5, 4,
       "SZ[]: the board size must be a number from 1 to 25"},
      {"BoardSizeOutOfRange_5", "(;SZ[nine])", 1, 5, 4,
       "SZ[nine]: the board size must be a number from 1 to 25"},
      {"BoardSizeAfterAStoneOrAPass_1", "(;AB[aa]SZ[9])", 1, 11, 10,
       "SZ must come before the first move or stone"},
      {"BoardSizeAfterAStoneOrAPass_2", "(;B[];SZ[9])", 1, 9, 8,
       "SZ must come before the first move or stone"},
      {"BoardSizeTwice", "(;SZ[9];SZ[9])", 1, 11, 10, "SZ is given twice"},
      {"NotAGoRecord", "(;GM[2])", 1, 5, 4, "GM[2] is not a Go game record (Go is GM[1])"},
      {"PointOffTheBoard_1", "(;SZ[9];B[ja])", 1, 10, 9, "[ja]: point ja is off the 9x9 board"},
      // tt is a pass for moves only: as a setup point on 19x19 it is off the board.
      {"PointOffTheBoard_2", "(;AB[tt])", 1, 5, 4, "[tt]: point tt is off the 19x19 board"},
      {"PointOffTheBoard_3", "(;SZ[5]AW[aa:ff])", 1, 10, 9,
       "[aa:ff]: point ff is off the 5x5 board"},
      {"PointThatIsNotTwoLetters_1", "(;B[d4])", 1, 4, 3,
       "[d4]: expected a point of two letters such as [dd]"},
      {"PointThatIsNotTwoLetters_2", "(;W[ddd])", 1, 4, 3,
       "[ddd]: expected a point of two letters such as [dd]"},
      {"PointThatIsNotTwoLetters_3", "(;W[a])", 1, 4, 3,
       "[a]: expected a point of two letters such as [dd]"},
      {"RectangleCornersInTheWrongOrder", "(;AB[cc:aa])", 1, 5, 4,
       "[cc:aa]: a rectangle goes from its upper left to its lower right corner"},
      {"MoveOnAnOccupiedPoint_1", "(;SZ[9];B[ee];W[ee])", 1, 16, 15,
       "W[ee]: the point is already occupied by a Black stone"},
      {"MoveOnAnOccupiedPoint_2", "(;AW[cc];B[cc])", 1, 11, 10,
       "B[cc]: the point is already occupied by a White stone"},
      {"NodeAfterAVariation", "(;B[aa](;W[bb]);B[cc])", 1, 16, 15,
       "a node cannot follow a variation, found ';'"},
      {"StrayCharacterAfterAVariation", "(;B[aa](;W[bb])x)", 1, 16, 15,
       "expected '(' or ')' after a variation, found 'x'"},
      {"PropertyTakingOneValueGivenTwo_1", "(;B[aa][bb])", 1, 3, 2,
       "property B takes one value, found 2"},
      {"PropertyTakingOneValueGivenTwo_2", "(;SZ[9][9])", 1, 3, 2,
       "property SZ takes one value, found 2"},
      {"TwoMovesInOneNode", "(;B[aa]W[bb])", 1, 8, 7,
       "a node holds one move, found a second one: W"},
      {"GarbageAfterAGame", "(;B[aa])\n;", 2, 1, 9, "expected '(' to start a game tree, found ';'"},
      // "(;SZ[9]" CR LF ";B[zz])": the '[' of B is on line 2, column 3, and is byte 11 of the file.
      {"ByteOffsetCountsCarriageReturnsButColumnsDoNot", "(;SZ[9]\r\n;B[zz])", 2, 3, 11,
       "[zz]: point zz is off the 9x9 board"},
  };
}

class SgfMalformed : public ::testing::TestWithParam<Malformed> {};

TEST_P(SgfMalformed, ExactPlaceAndMessage) {
  const Malformed& malformed = GetParam();
  const ParseError error = error_of(malformed.sgf);
  EXPECT_EQ(error.source(), "bad.sgf");
  EXPECT_EQ(error.line(), malformed.line);
  EXPECT_EQ(error.column(), malformed.column);
  EXPECT_EQ(error.position().offset, malformed.offset);
  EXPECT_EQ(error.message(),
            malformed.message + " (byte offset " + std::to_string(malformed.offset) + ")");
}

INSTANTIATE_TEST_SUITE_P(Sgf, SgfMalformed, ::testing::ValuesIn(malformed_records()),
                         [](const ::testing::TestParamInfo<Malformed>& tested) {
                           return std::string(tested.param.name);
                         });

TEST(SgfErrors, EmptyInputHoldsNoGameTree) {
  // read_sgf_game finds nothing; go-score's reader loop is what reports it.
  for (const std::string text : {"", "\n  "}) {
    std::istringstream in(text);
    Reader reader(in, "empty.sgf");
    try {
      for_each_game(reader, InputFormat::kSgf, [](const Game&) { ADD_FAILURE() << "a game"; });
      ADD_FAILURE() << "no error for empty input";
    } catch (const ParseError& error) {
      const SourcePosition end = text.empty() ? SourcePosition{1, 1, 0} : SourcePosition{2, 3, 3};
      EXPECT_EQ(error.position(), end);
      EXPECT_EQ(error.message(), "expected an SGF game tree '(;', found end of file (byte offset " +
                                     std::to_string(end.offset) + ")");
    }
  }
}

}  // namespace
}  // namespace arbiter::go
