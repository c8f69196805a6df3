// The judge format through the library: scores against the official sample and the spec's worked
// examples, the exact place and wording of every kind of defect, the whitespace the spec
// tolerates, and where the centred coordinates land on the board.
#include "simulators/go/judge_format.h"

#include <gtest/gtest.h>

#include <fstream>
#include <optional>
#include <sstream>
#include <string>
#include <string_view>

#include "common/parse_error.h"
#include "common/reader.h"
#include "simulators/go/diagram.h"
#include "simulators/go/scoring.h"
#include "tests/support/test_data.h"

namespace arbiter::go {
namespace {

constexpr std::string_view kSource = "cases.in";

// What reading a whole judge input gives: the judge output of every case read before the first
// defect, and that defect if there is one.
struct Outcome {
  std::string output;
  std::optional<ParseError> error;
};

Outcome read_all(const std::string& input) {
  std::istringstream stream(input);
  Reader reader(stream, std::string(kSource));
  Outcome outcome;
  std::ostringstream output;
  try {
    while (const auto game = read_judge_case(reader)) write_judge_score(output, score(*game));
  } catch (const ParseError& error) {
    outcome.error = error;
  }
  outcome.output = output.str();
  return outcome;
}

// The judge output of a defect-free input; a defect fails the calling test.
std::string scores_of(const std::string& input) {
  const Outcome outcome = read_all(input);
  if (outcome.error) ADD_FAILURE() << "unexpected error: " << outcome.error->what();
  return outcome.output;
}

// The defect as "LINE:COLUMN: message", assembled from the error's parts so that one EXPECT_EQ
// shows every difference at once. what() is checked on its own below.
std::string defect_of(const Outcome& outcome) {
  if (!outcome.error) return "no error";
  const ParseError& error = *outcome.error;
  return std::to_string(error.line()) + ":" + std::to_string(error.column()) + ": " +
         error.message();
}

// The only game of a one-case input.
Game only_game(const std::string& input) {
  std::istringstream stream(input);
  Reader reader(stream, std::string(kSource));
  std::optional<Game> game = read_judge_case(reader);
  EXPECT_TRUE(game.has_value()) << "no case in " << input;
  EXPECT_FALSE(read_judge_case(reader).has_value()) << "more than one case in " << input;
  return game ? *game : Game(3);
}

using test_support::data_path;
using test_support::read_file;

// The official sample, as text, for the tolerance tests to reshape.
constexpr std::string_view kSample =
    "7 6\nB(-2,-2)\nW(2,2)\nB(-2,-3)\nW(2,3)\nB(-3,-2)\nW(3,2)\n"
    "7 6\nB(-2,-3)\nW(-3,-3)\nB(-2,-2)\nW(3,2)\nB(-3,-2)\nW(2,3)\n"
    "0 0\n";

// --- Scores ---------------------------------------------------------------------------------

TEST(JudgeFormat, OfficialSampleFileMatchesOfficialOutput) {
  const std::string sample_in = data_path("go", "sample.in");
  std::ifstream file(sample_in, std::ios::binary);
  ASSERT_TRUE(file.is_open()) << "cannot open " << sample_in;
  Reader reader(file, sample_in);
  std::ostringstream output;
  while (const auto game = read_judge_case(reader)) write_judge_score(output, score(*game));
  EXPECT_EQ(output.str(), read_file(data_path("go", "sample.out")));
  // The file is the one the spec quotes, so the tolerance tests below start from the real thing.
  EXPECT_EQ(read_file(sample_in), kSample);
}

TEST(JudgeFormat, SpecExampleEmptyBoardScoresForNobody) {
  EXPECT_EQ(scores_of("5 0\n0 0\n"), "0 0\n");
}

TEST(JudgeFormat, SpecExampleRegionBoundedByEdgeAndBlackOnly) {
  EXPECT_EQ(scores_of("3 1\nB(0,0)\n0 0\n"), "8 0\n");
}

TEST(JudgeFormat, SpecExampleCaptureWinsOverSelfCapture) {
  // Black rings the centre of a 3x3 board; White's centre stone has no liberty but takes all 8.
  EXPECT_EQ(scores_of("3 9\n"
                      "B(-1,1)\nB(0,1)\nB(1,1)\n"
                      "B(-1,0)\nB(1,0)\n"
                      "B(-1,-1)\nB(0,-1)\nB(1,-1)\n"
                      "W(0,0)\n"
                      "0 0\n"),
            "0 16\n");
}

TEST(JudgeFormat, SpecExampleSuicideStoneStaysAndIsNotCounted) {
  EXPECT_EQ(scores_of("3 3\nW(-1,0)\nW(0,-1)\nB(-1,-1)\n0 0\n"), "0 6\n");
}

TEST(JudgeFormat, SpecExampleSuicideLeavesTheStoneOnTheBoard) {
  const Game game = only_game("3 3\nW(-1,0)\nW(0,-1)\nB(-1,-1)\n0 0\n");
  EXPECT_EQ(game.board().at(point_from_centred(3, -1, -1)), Color::kBlack);
  EXPECT_EQ(game.captures(Color::kWhite), 0);
}

TEST(JudgeFormat, CapturedPointMayBePlayedAgain) {
  // Black takes White's corner stone, then plays on the freed point: not an occupied point.
  EXPECT_EQ(scores_of("3 4\nW(-1,1)\nB(0,1)\nB(-1,0)\nB(-1,1)\n0 0\n"), "7 0\n");
}

TEST(JudgeFormat, SameColourMayPlayTwiceAndWhiteMayStart) {
  const Game game = only_game("5 3\nW(0,0)\nW(1,0)\nB(2,2)\n0 0\n");
  EXPECT_EQ(game.board().at(point_from_centred(5, 0, 0)), Color::kWhite);
  EXPECT_EQ(game.board().at(point_from_centred(5, 1, 0)), Color::kWhite);
  EXPECT_EQ(game.board().at(point_from_centred(5, 2, 2)), Color::kBlack);
}

TEST(JudgeFormat, ReturnsOneGamePerCaseThenNothingAtTheTerminator) {
  std::istringstream stream("3 0\n0 0\n");
  Reader reader(stream, std::string(kSource));
  EXPECT_TRUE(read_judge_case(reader).has_value());
  EXPECT_FALSE(read_judge_case(reader).has_value());
  EXPECT_TRUE(reader.at_eof());
}

TEST(JudgeFormat, WritesBlackThenWhiteOnOneLine) {
  std::ostringstream output;
  write_judge_score(output, Score{12, 3});
  EXPECT_EQ(output.str(), "12 3\n");
}

// --- Coordinates ----------------------------------------------------------------------------

TEST(JudgeCoordinates, XIsTheColumnAndYGrowsUpward) {
  // On 7x7, half is 3: (1,2) is column 1+3 = 4 from the left, row 3-2 = 1 from the top.
  const Point point = point_from_centred(7, 1, 2);
  EXPECT_EQ(point.col, 4);
  EXPECT_EQ(point.row, 1);
  const Point top_left = point_from_centred(7, -3, 3);
  EXPECT_EQ(top_left.col, 0);
  EXPECT_EQ(top_left.row, 0);
  const Point bottom_right = point_from_centred(7, 3, -3);
  EXPECT_EQ(bottom_right.col, 6);
  EXPECT_EQ(bottom_right.row, 6);
}

TEST(JudgeCoordinates, CentredFromPointInvertsPointFromCentred) {
  EXPECT_EQ(centred_from_point(7, Point{4, 1}), (CentredPoint{1, 2}));
  EXPECT_EQ(centred_from_point(7, Point{0, 0}), (CentredPoint{-3, 3}));
  for (const int size : {kJudgeMinSize, 9, kJudgeMaxSize}) {
    const int half = (size - 1) / 2;
    for (int x = -half; x <= half; ++x) {
      for (int y = -half; y <= half; ++y) {
        const Point point = point_from_centred(size, x, y);
        ASSERT_TRUE(point.col >= 0 && point.col < size && point.row >= 0 && point.row < size)
            << size << ": (" << x << "," << y << ")";
        EXPECT_EQ(centred_from_point(size, point), (CentredPoint{x, y})) << size;
      }
    }
  }
}

TEST(JudgeCoordinates, PlacementLandsWhereTheSpecDrawsIt) {
  const Game game = only_game("7 1\nB(1,2)\n0 0\n");
  EXPECT_EQ(game.board().at(point_from_centred(7, 1, 2)), Color::kBlack);
  EXPECT_EQ(game.board().at(Point{4, 1}), Color::kBlack);
  // Nothing else is on the board: in particular not on the mirrored (2,1) or (1,-2).
  EXPECT_EQ(game.board(), parse_diagram(". . . . . . .\n"
                                        ". . . . X . .\n"
                                        ". . . . . . .\n"
                                        ". . . . . . .\n"
                                        ". . . . . . .\n"
                                        ". . . . . . .\n"
                                        ". . . . . . .\n"));
}

// --- Tolerated layout -----------------------------------------------------------------------

TEST(JudgeTolerance, WindowsLineEndings) {
  std::string crlf;
  for (const char c : kSample) {
    if (c == '\n') crlf += '\r';
    crlf += c;
  }
  EXPECT_EQ(scores_of(crlf), "1 1\n2 1\n");
}

TEST(JudgeTolerance, TrailingSpacesAndTabs) {
  EXPECT_EQ(scores_of("3 1 \t\nB(0,0)\t \n5  \t0\t\n0 0 \t \n"), "8 0\n0 0\n");
}

TEST(JudgeTolerance, BlankLinesBetweenLinesAndBetweenCases) {
  EXPECT_EQ(scores_of("\n3 1\n\n  \t\nB(0,0)\n\n\n5 0\n \n0 0\n\n\t\n"), "8 0\n0 0\n");
}

TEST(JudgeTolerance, NoLineBreakAfterTheTerminator) {
  EXPECT_EQ(scores_of("3 1\nB(0,0)\n0 0"), "8 0\n");
}

TEST(JudgeTolerance, ErrorPositionsIgnoreCarriageReturns) {
  const Outcome outcome = read_all("3 1\r\nB(0,0)\r\n7 1\r\nB(1 2)\r\n0 0\r\n");
  EXPECT_EQ(outcome.output, "8 0\n");
  EXPECT_EQ(defect_of(outcome), "4:4: expected ',', found a space");
}

// --- Defects --------------------------------------------------------------------------------

TEST(JudgeErrors, WhatNamesSourceLineAndColumn) {
  const Outcome outcome = read_all("3 0\n4 0\n0 0\n");
  ASSERT_TRUE(outcome.error.has_value());
  EXPECT_EQ(outcome.error->source(), kSource);
  EXPECT_EQ(std::string(outcome.error->what()),
            "cases.in:2:1: board size n = 4 must be odd (coordinates are centred on the middle "
            "point)");
}

TEST(JudgeErrors, EvenSize) {
  const Outcome outcome = read_all("3 0\n4 0\n0 0\n");
  EXPECT_EQ(outcome.output, "0 0\n");
  EXPECT_EQ(defect_of(outcome),
            "2:1: board size n = 4 must be odd (coordinates are centred on the middle point)");
}

TEST(JudgeErrors, SizeTooSmall) {
  const Outcome outcome = read_all("3 0\n  1 0\n0 0\n");
  EXPECT_EQ(outcome.output, "0 0\n");
  EXPECT_EQ(defect_of(outcome), "2:3: board size n = 1 is out of range [3, 19]");
}

TEST(JudgeErrors, SizeTooBig) {
  EXPECT_EQ(defect_of(read_all("21 0\n0 0\n")), "1:1: board size n = 21 is out of range [3, 19]");
}

TEST(JudgeErrors, EvenSizeTooBigIsOutOfRangeFirst) {
  EXPECT_EQ(defect_of(read_all("20 0\n0 0\n")), "1:1: board size n = 20 is out of range [3, 19]");
}

TEST(JudgeErrors, NegativeSize) {
  EXPECT_EQ(defect_of(read_all("-3 0\n0 0\n")), "1:1: board size n = -3 is out of range [3, 19]");
}

TEST(JudgeErrors, ZeroSizeWithPlacements) {
  // Not the terminator: "0 0" is the only line with n = 0.
  const Outcome outcome = read_all("3 0\n0 5\n0 0\n");
  EXPECT_EQ(outcome.output, "0 0\n");
  EXPECT_EQ(defect_of(outcome),
            "2:1: board size n = 0 is out of range [3, 19] (only the \"0 0\" line that ends the "
            "input has n = 0)");
}

TEST(JudgeErrors, SizeNotANumber) {
  EXPECT_EQ(defect_of(read_all("seven 0\n0 0\n")),
            "1:1: expected board size n (an integer), found 's'");
}

TEST(JudgeErrors, SizeWithLeadingZero) {
  EXPECT_EQ(defect_of(read_all("07 0\n0 0\n")), "1:1: board size n \"07\" has a leading zero");
}

TEST(JudgeErrors, MissingPlacementCount) {
  EXPECT_EQ(defect_of(read_all("7\n0 0\n")), "1:2: expected a space, found end of line");
}

TEST(JudgeErrors, NegativePlacementCount) {
  EXPECT_EQ(defect_of(read_all("7 -1\n0 0\n")),
            "1:3: placement count m = -1 is out of range [0, 1000000000]");
}

TEST(JudgeErrors, FewerPlacementsThanCountAtEndOfFile) {
  const Outcome outcome = read_all("3 0\n7 3\nB(0,0)\nW(1,1)\n");
  EXPECT_EQ(outcome.output, "0 0\n");
  EXPECT_EQ(defect_of(outcome),
            "5:1: expected placement 3 of 3 as B(x,y) or W(x,y), found end of file");
}

TEST(JudgeErrors, FewerPlacementsThanCountBeforeTheNextLine) {
  EXPECT_EQ(defect_of(read_all("7 3\nB(0,0)\nW(1,1)\n0 0\n")),
            "4:1: expected placement 3 of 3 as B(x,y) or W(x,y), found '0'");
}

// One malformed placement line, given as the second case's only placement after a good case.
struct MalformedPlacement {
  std::string_view name;
  std::string_view line;
  int column;
  std::string_view message;
};

// Names the case by its line, rather than letting GoogleTest dump the struct's bytes.
void PrintTo(const MalformedPlacement& placement, std::ostream* out) { *out << placement.line; }

class JudgeMalformedPlacement : public testing::TestWithParam<MalformedPlacement> {};

TEST_P(JudgeMalformedPlacement, IsReportedAtTheDefect) {
  const MalformedPlacement& placement = GetParam();
  const Outcome outcome = read_all("3 0\n7 1\n" + std::string(placement.line) + "\n0 0\n");
  EXPECT_EQ(outcome.output, "0 0\n");
  EXPECT_EQ(defect_of(outcome),
            "3:" + std::to_string(placement.column) + ": " + std::string(placement.message));
}

INSTANTIATE_TEST_SUITE_P(
    JudgeErrors, JudgeMalformedPlacement,
    testing::Values(
        MalformedPlacement{"SpaceForComma", "B(1 2)", 4, "expected ',', found a space"},
        MalformedPlacement{"UnknownColour", "X(0,0)", 1,
                           "expected placement 1 of 1 as B(x,y) or W(x,y), found 'X'"},
        MalformedPlacement{"LowercaseColour", "b(0,0)", 1,
                           "expected placement 1 of 1 as B(x,y) or W(x,y), found 'b'"},
        MalformedPlacement{"TrailingGarbage", "B(0,0)x", 7, "expected end of line, found 'x'"},
        MalformedPlacement{"SpaceBeforeParenthesis", "B (0,0)", 2, "expected '(', found a space"},
        MalformedPlacement{"SpaceInsideParentheses", "B( 0,0)", 3,
                           "expected x (an integer), found a space"},
        MalformedPlacement{"PlusSign", "B(+1,0)", 3, "expected x (an integer), found '+'"},
        MalformedPlacement{"LeadingZero", "B(01,0)", 3, "x \"01\" has a leading zero"},
        MalformedPlacement{"MinusZero", "B(-0,0)", 3, "x is written as \"-0\""},
        MalformedPlacement{"MinusZeroY", "B(0,-0)", 5, "y is written as \"-0\""},
        MalformedPlacement{"MissingY", "B(0,)", 5, "expected y (an integer), found ')'"},
        MalformedPlacement{"MissingParenthesis", "B(0,0", 6, "expected ')', found end of line"},
        MalformedPlacement{"TwoPlacementsOnOneLine", "B(0,0) W(1,1)", 8,
                           "expected end of line, found 'W'"}),
    [](const testing::TestParamInfo<MalformedPlacement>& param_info) {
      return std::string(param_info.param.name);
    });

TEST(JudgeErrors, XOffTheBoard) {
  const Outcome outcome = read_all("3 0\n7 2\nB(3,-3)\nW(4,0)\n0 0\n");
  EXPECT_EQ(outcome.output, "0 0\n");
  EXPECT_EQ(defect_of(outcome), "4:3: x = 4 is out of range [-3, 3]");
}

TEST(JudgeErrors, YOffTheBoard) {
  EXPECT_EQ(defect_of(read_all("7 2\nB(-3,3)\nW(0,-4)\n0 0\n")),
            "3:5: y = -4 is out of range [-3, 3]");
}

TEST(JudgeErrors, StoneOnAnOccupiedPoint) {
  // Reported where the placement starts, after its indentation.
  const Outcome outcome = read_all("3 0\n7 2\nB(1,-2)\n  W(1,-2)\n0 0\n");
  EXPECT_EQ(outcome.output, "0 0\n");
  EXPECT_EQ(defect_of(outcome), "4:3: point (1,-2) is already occupied by a Black stone");
}

TEST(JudgeErrors, MissingTerminator) {
  const Outcome outcome = read_all("3 1\nB(0,0)\n5 0\n");
  EXPECT_EQ(outcome.output, "8 0\n0 0\n");
  EXPECT_EQ(defect_of(outcome), "4:1: missing the \"0 0\" line that ends the input");
}

TEST(JudgeErrors, EmptyInputLacksTheTerminator) {
  EXPECT_EQ(defect_of(read_all("")), "1:1: missing the \"0 0\" line that ends the input");
}

TEST(JudgeErrors, DataAfterTheTerminator) {
  const Outcome outcome = read_all("3 0\n0 0\n\n  5 0\n0 0\n");
  EXPECT_EQ(outcome.output, "0 0\n");
  EXPECT_EQ(defect_of(outcome), "4:3: unexpected data after the \"0 0\" line that ends the input");
}

TEST(JudgeErrors, GarbageOnTheTerminatorLine) {
  EXPECT_EQ(defect_of(read_all("0 0 0\n")), "1:5: expected end of line, found '0'");
}

TEST(JudgeErrors, HugeSize) {
  // Reported with the judge's range, not with the limits of the integer type.
  EXPECT_EQ(defect_of(read_all("99999999999999999999 0\n0 0\n")),
            "1:1: board size n = 99999999999999999999 is out of range [3, 19]");
}

TEST(JudgeErrors, HugeSizeThatWrapsAroundToAValidOne) {
  // 92233720368547758083 = 10 * 2^63 + 3, which is 3 modulo 2^64.
  EXPECT_EQ(defect_of(read_all("92233720368547758083 0\n0 0\n")),
            "1:1: board size n = 92233720368547758083 is out of range [3, 19]");
}

TEST(JudgeErrors, HugePlacementCount) {
  EXPECT_EQ(defect_of(read_all("7 99999999999999999999\n0 0\n")),
            "1:3: placement count m = 99999999999999999999 is out of range [0, 1000000000]");
}

TEST(JudgeErrors, HugeCoordinate) {
  EXPECT_EQ(defect_of(read_all("7 1\nW(-18446744073709551616,0)\n0 0\n")),
            "2:3: x = -18446744073709551616 is out of range [-3, 3]");
}

}  // namespace
}  // namespace arbiter::go
