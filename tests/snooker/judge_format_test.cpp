// The judge format through the library: byte-exact output on every data file, the layout the
// spec tolerates, names recognised only after a Tie, and the exact place and wording of every
// kind of defect, with the frames completed before it.
#include "simulators/snooker/judge_format.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

#include "common/parse_error.h"
#include "common/reader.h"
#include "tests/support/test_data.h"

namespace arbiter::snooker {
namespace {

// What reading a whole judge input gives: the judge output of every frame completed before the
// first defect, and that defect if there is one.
struct Outcome {
  std::string output;
  std::optional<ParseError> error;
};

Outcome read_all(const std::string& input) {
  std::istringstream stream(input);
  Reader reader(stream, "frames.in");
  Outcome outcome;
  std::ostringstream output;
  try {
    for_each_frame(reader, {}, [&](const FrameRecord& frame) { write_judge_frame(output, frame); });
  } catch (const ParseError& error) {
    outcome.error = error;
  }
  outcome.output = output.str();
  return outcome;
}

// The judge output of a defect-free input; a defect fails the calling test.
std::string output_of(const std::string& input) {
  const Outcome outcome = read_all(input);
  if (outcome.error) ADD_FAILURE() << "unexpected error: " << outcome.error->what();
  return outcome.output;
}

// The defect as "LINE:COLUMN: message", or "no error".
std::string defect_of(const std::string& input) {
  const Outcome outcome = read_all(input);
  if (!outcome.error) return "no error";
  return std::to_string(outcome.error->line()) + ":" + std::to_string(outcome.error->column()) +
         ": " + outcome.error->message();
}

using test_support::read_file;

// A short complete frame: Alice fouls, Bob clears with 15 reds at once and the colours.
constexpr const char* kShortFrame =
    "Alice Bob\nNone\nRed Red Red Red Red Red Red Red Red Red Red Red Red Red Red Red\n"
    "Black Black\nYellow Yellow\nGreen Green\nBrown Brown\nBlue Blue\nPink Pink\nBlack Black\n";
constexpr const char* kShortFrameOutput =
    "Frame 1\nAlice's turn, in-hand\nFoul!\n0 : 4\nBob's turn\n0 : 19\n0 : 26\nRespot Black\n"
    "0 : 28\n0 : 31\n0 : 35\n0 : 40\n0 : 46\n0 : 53\nBob wins\n";

// --- Data files -------------------------------------------------------------------------------

class DataFile : public ::testing::TestWithParam<std::string> {};

TEST_P(DataFile, OutputIsByteExact) {
  const std::string base = std::string(ARBITER_TEST_DATA_DIR) + "/snooker/" + GetParam();
  EXPECT_EQ(output_of(read_file(base + ".in")), read_file(base + ".out"));
}

// Every `.in` file under tests/data/snooker/ (its path there, without the extension), sorted,
// so that an added data file is never skipped.
std::vector<std::string> data_files() {
  const std::filesystem::path root = std::filesystem::path(ARBITER_TEST_DATA_DIR) / "snooker";
  std::vector<std::string> names;
  for (const auto& entry : std::filesystem::recursive_directory_iterator(root)) {
    if (!entry.is_regular_file() || entry.path().extension() != ".in") continue;
    names.push_back(
        std::filesystem::relative(entry.path(), root).replace_extension().generic_string());
  }
  std::sort(names.begin(), names.end());
  return names;
}

// The listing itself: the official sample, the edge cases and the 20 random files at least.
TEST(DataFiles, AreAllFound) {
  const std::vector<std::string> names = data_files();
  EXPECT_GE(names.size(), 22u);
  for (const std::string name : {"sample", "edge_cases", "random/r01", "random/r20"}) {
    EXPECT_NE(std::find(names.begin(), names.end(), name), names.end()) << name;
  }
}

INSTANTIATE_TEST_SUITE_P(Snooker, DataFile, ::testing::ValuesIn(data_files()),
                         [](const ::testing::TestParamInfo<std::string>& param) {
                           std::string name = param.param;
                           for (char& c : name) {
                             if (c == '/') c = '_';
                           }
                           return name;
                         });

// --- Layout -----------------------------------------------------------------------------------

TEST(JudgeFormat, ShortFrame) {
  EXPECT_EQ(output_of(std::string("1\n") + kShortFrame), kShortFrameOutput);
}

TEST(JudgeFormat, ToleratesCarriageReturnsBlankLinesAndExtraSpaces) {
  const std::string input =
      "\xEF\xBB\xBF\r\n  1  \r\n\r\n\t\n  Alice \t Bob  \r\n\n None\r\n"
      "Red   Red Red Red Red Red Red Red Red Red Red Red Red Red Red Red\t\r\n\r\n"
      "Black Black\nYellow Yellow\n\n\nGreen Green\nBrown Brown\nBlue Blue\nPink Pink\n"
      "  Black   Black  \n\n\n";
  EXPECT_EQ(output_of(input), kShortFrameOutput);
}

TEST(JudgeFormat, LastLineMayLackItsLineBreak) {
  std::string input = std::string("1\n") + kShortFrame;
  input.pop_back();
  EXPECT_EQ(output_of(input), kShortFrameOutput);
}

TEST(JudgeFormat, BlankLineBetweenFramesOnly) {
  const std::string output = output_of(std::string("2\n") + kShortFrame + "\n" + kShortFrame);
  std::string second = kShortFrameOutput;
  second[6] = '2';  // "Frame 2".
  std::string expected = kShortFrameOutput;
  expected.append("\n").append(second);
  EXPECT_EQ(output, expected);
}

TEST(JudgeFormat, PlayAgainPrintsTheOffendersTurnAfterTheOpponents) {
  EXPECT_EQ(output_of("1\nA B\nRed White\nPlay  again\nRed Red\nBlack\n"
                      "Red Red Red Red Red Red Red Red Red Red Red Red Red Red Red\nBlack\n"
                      "Yellow Yellow\nGreen Green\nBrown Brown\nBlue Blue\nPink Pink\n"
                      "Black Black\n"),
            "Frame 1\nA's turn, in-hand\nFoul!\n0 : 4\nB's turn, in-hand\nA's turn, in-hand\n"
            "1 : 4\n1 : 4\nB's turn\n1 : 18\n1 : 18\nA's turn\n3 : 18\n6 : 18\n10 : 18\n"
            "15 : 18\n21 : 18\n28 : 18\nA wins\n");
}

// --- Names ------------------------------------------------------------------------------------

// Players called Red and Black: their strokes are strokes, and only the line after the Tie
// names one of them.
TEST(JudgeFormat, NamesAreRecognisedOnlyAfterATie) {
  const std::string input =
      "1\nRed Black\nBlue\nRed Red Red Red Red Red Red Red Red Red Red Red Red Red Red Red\n"
      "Black Black\nYellow\nYellow Yellow\nGreen Green\nBrown Brown\nBlue Blue\nPink Pink\n"
      "Black\nNone\nRed\nBlack\nBlack Black\n";
  EXPECT_EQ(output_of(input),
            "Frame 1\nRed's turn, in-hand\nFoul!\n0 : 5\nBlack's turn\n0 : 20\n0 : 27\n"
            "Respot Black\n0 : 27\nRed's turn\n2 : 27\n5 : 27\n9 : 27\n14 : 27\n20 : 27\n"
            "20 : 27\nBlack's turn\nFoul!\n27 : 27\nTie\nRespot Black\nRed's turn, in-hand\n"
            "27 : 27\nBlack's turn\n27 : 34\nBlack wins\n");
}

// --- Defects, one test per kind ---------------------------------------------------------------

TEST(JudgeFormatDefect, FrameCountNotANumber) {
  EXPECT_EQ(defect_of("x\n"), "1:1: expected number of frames T (an integer), found 'x'");
}

TEST(JudgeFormatDefect, FrameCountOutOfRange) {
  EXPECT_EQ(defect_of("201\n"), "1:1: number of frames T = 201 is out of range [1, 200]");
  EXPECT_EQ(defect_of("0\n"), "1:1: number of frames T = 0 is out of range [1, 200]");
}

TEST(JudgeFormatDefect, FrameCountLineWithMore) {
  EXPECT_EQ(defect_of("1 2\n"), "1:3: expected end of line, found '2'");
}

TEST(JudgeFormatDefect, UnknownBallHitFirst) {
  EXPECT_EQ(defect_of("1\nA B\n  Purple Red\n"),
            "3:3: unknown ball \"Purple\": expected None, Red, Yellow, Green, Brown, Blue, Pink, "
            "Black or \"Play again\"");
}

TEST(JudgeFormatDefect, UnknownBallPotted) {
  EXPECT_EQ(defect_of("1\nA B\nRed Red red\n"),
            "3:9: unknown ball \"red\": expected Red, Yellow, Green, Brown, Blue, Pink, Black or "
            "White");
}

TEST(JudgeFormatDefect, NonePotted) {
  EXPECT_EQ(defect_of("1\nA B\nRed None\n"),
            "3:5: None cannot be potted: expected Red, Yellow, Green, Brown, Blue, Pink, Black or "
            "White");
}

TEST(JudgeFormatDefect, WhiteHitFirst) {
  EXPECT_EQ(defect_of("1\nA B\nWhite\n"), "3:1: White, the cue ball, cannot be hit first");
}

TEST(JudgeFormatDefect, MoreRedsPottedThanRemain) {
  EXPECT_EQ(defect_of("1\nA B\nRed Red Red Red Red Red Red Red Red Red Red Red Red Red Red\n"
                      "Black\nRed Red Red\n"),
            "5:9: more reds potted than the 1 red left on the table");
}

TEST(JudgeFormatDefect, ColourPottedThatIsDown) {
  EXPECT_EQ(defect_of(std::string("1\nA B\nNone\n") +
                      "Red Red Red Red Red Red Red Red Red Red Red Red Red Red Red Red\n" +
                      "Black\nYellow Yellow\nGreen Green Yellow\n"),
            "7:13: Yellow potted, but Yellow is not on the table");
}

TEST(JudgeFormatDefect, BallHitFirstThatIsNotOnTheTable) {
  EXPECT_EQ(defect_of(std::string("1\nA B\nNone\n") +
                      "Red Red Red Red Red Red Red Red Red Red Red Red Red Red Red Red\n" +
                      "Black\nRed\n"),
            "6:1: Red hit first, but no red is left on the table");
}

TEST(JudgeFormatDefect, ColourPottedTwice) {
  EXPECT_EQ(defect_of("1\nA B\nRed Blue Blue\n"), "3:10: Blue potted twice in one stroke");
}

TEST(JudgeFormatDefect, BallPottedWithNothingHit) {
  EXPECT_EQ(defect_of("1\nA B\nNone White Red\n"),
            "3:12: Red potted, but the cue ball hit nothing");
}

// Quoted words show control bytes as \x.. (a NUL would otherwise cut the message short), and
// escape backslashes and double quotes so that the quoting stays unambiguous.
TEST(JudgeFormatDefect, QuotedWordsEscapeControlBytes) {
  EXPECT_EQ(defect_of(std::string("1\nA B\nRed") + '\0' + " Red\n"),
            "3:1: unknown ball \"Red\\x00\": expected None, Red, Yellow, Green, Brown, Blue, "
            "Pink, Black or \"Play again\"");
  EXPECT_EQ(defect_of("1\nA B\nRed Red\rRed\n"),
            "3:5: unknown ball \"Red\\x0dRed\": expected Red, Yellow, Green, Brown, Blue, Pink, "
            "Black or White");
  EXPECT_EQ(defect_of("1\nA B\nRed Red\x1b[31m\x7f\n"),
            "3:5: unknown ball \"Red\\x1b[31m\\x7f\": expected Red, Yellow, Green, Brown, Blue, "
            "Pink, Black or White");
  EXPECT_EQ(defect_of("1\nA B\x01\n"), "2:4: player name \"B\\x01\" must be letters only");
  EXPECT_EQ(defect_of("1\nA B\"o\\b\n"), "2:4: player name \"B\\\"o\\\\b\" must be letters only");
}

TEST(JudgeFormatDefect, PlayAgainAfterALegalStroke) {
  EXPECT_EQ(defect_of("1\nA B\nRed\nPlay again\n"), "4:1: \"Play again\" must follow a foul");
}

TEST(JudgeFormatDefect, PlayAgainWithMore) {
  EXPECT_EQ(defect_of("1\nA B\nNone\nPlay again now\n"),
            "4:12: expected end of line after \"Play again\", found \"now\"");
}

// Alice clears to the pink, then fouls the last black: the frame ends on the foul, 42 : 7.
constexpr const char* kFrameEndedOnAFoul =
    "Alice Bob\nRed Red Red Red Red Red Red Red Red Red Red Red Red Red Red Red\nBlack Black\n"
    "Yellow Yellow\nGreen Green\nBrown Brown\nBlue Blue\nPink Pink\nNone\n";

// Read as the next frame's players, `Play again` would be taken for two names and the error
// would land lines later, on the first stroke of the wrong players.
TEST(JudgeFormatDefect, PlayAgainAfterAFrameThatEndedOnAFoul) {
  const Outcome outcome =
      read_all(std::string("2\n") + kFrameEndedOnAFoul + "Play again\nC D\nRed Red\n");
  const std::string ending = "42 : 0\nFoul!\n42 : 7\nAlice wins\n";
  ASSERT_GE(outcome.output.size(), ending.size());
  EXPECT_EQ(outcome.output.substr(outcome.output.size() - ending.size()), ending);
  ASSERT_TRUE(outcome.error.has_value());
  EXPECT_STREQ(outcome.error->what(),
               "frames.in:11:1: frame 1 is over: \"Play again\" cannot follow the foul that "
               "ended it");
}

TEST(JudgeFormatDefect, PlayAgainAfterTheLastFrameThatEndedOnAFoul) {
  EXPECT_EQ(defect_of(std::string("1\n") + kFrameEndedOnAFoul + "\n  Play   again\n"),
            "12:3: frame 1 is over: \"Play again\" cannot follow the foul that ended it");
  EXPECT_EQ(defect_of(std::string("1\n") + kFrameEndedOnAFoul + "Play again please\n"),
            "11:1: unexpected data after the last frame (the input announces 1 frame)");
}

// Only right after a frame that ended on a foul is `Play again` taken for a misplaced Play
// again: in the first frame, or after a frame won by a pot, it names two players.
TEST(JudgeFormat, PlayersCalledPlayAndAgainElsewhere) {
  const std::string frame = std::string("Play again\n") + (kShortFrame + 10);
  const std::string output = output_of("2\n" + frame + frame);
  EXPECT_NE(output.find("Frame 1\nPlay's turn, in-hand\n"), std::string::npos);
  EXPECT_NE(output.find("Frame 2\nPlay's turn, in-hand\n"), std::string::npos);
  EXPECT_NE(output.find("again wins"), std::string::npos);
  const std::string after_foul =
      output_of(std::string("2\n") + kFrameEndedOnAFoul + "again Play\n" + (kShortFrame + 10));
  EXPECT_NE(after_foul.find("Frame 2\nagain's turn, in-hand\n"), std::string::npos);
}

TEST(JudgeFormatDefect, NameLineWhereNoneIsExpected) {
  EXPECT_EQ(defect_of("1\nAlice Bob\nRed\nBob\n"),
            "4:1: unexpected name line \"Bob\": a player is named only after a Tie");
}

TEST(JudgeFormatDefect, LotNamesSomeoneWhoIsNotAPlayer) {
  EXPECT_EQ(defect_of("1\nRed Black\nBlue\n"
                      "Red Red Red Red Red Red Red Red Red Red Red Red Red Red Red Red\n"
                      "Black Black\nYellow\nYellow Yellow\nGreen Green\nBrown Brown\nBlue Blue\n"
                      "Pink Pink\nBlack\nNone\nPink\n"),
            "14:1: \"Pink\" is not a player: after the Tie, expected Red or Black to play next");
}

TEST(JudgeFormatDefect, StrokeWhereTheLotIsExpected) {
  EXPECT_EQ(defect_of("1\nRed Black\nBlue\n"
                      "Red Red Red Red Red Red Red Red Red Red Red Red Red Red Red Red\n"
                      "Black Black\nYellow\nYellow Yellow\nGreen Green\nBrown Brown\nBlue Blue\n"
                      "Pink Pink\nBlack\nNone\nBlack Black\n"),
            "14:1: after the Tie, expected the name of the player to play next (Red or Black), "
            "found \"Black Black\"");
}

TEST(JudgeFormatDefect, SameNameTwice) {
  EXPECT_EQ(defect_of("1\nAlice  Alice\n"), "2:8: both players are named \"Alice\"");
}

TEST(JudgeFormatDefect, NameWithSomethingElseThanLetters) {
  EXPECT_EQ(defect_of("1\nAlice Bob_2\n"), "2:10: player name \"Bob_2\" must be letters only");
}

TEST(JudgeFormatDefect, NameTooLong) {
  EXPECT_EQ(defect_of("1\nAlice Abcdefghijklmnopqrstu\n"),
            "2:27: player name \"Abcdefghijklmnopqrstu\" is longer than 20 letters");
}

TEST(JudgeFormatDefect, OneName) {
  EXPECT_EQ(defect_of("1\nAlice \n"), "2:7: expected the second player's name, found end of line");
}

TEST(JudgeFormatDefect, ThreeNames) {
  EXPECT_EQ(defect_of("1\nAlice Bob Carol\n"),
            "2:11: expected end of line after the two player names, found \"Carol\"");
}

TEST(JudgeFormatDefect, MissingFrame) {
  const Outcome outcome = read_all(std::string("2\n") + kShortFrame + "\n");
  EXPECT_EQ(outcome.output, kShortFrameOutput);
  ASSERT_TRUE(outcome.error.has_value());
  EXPECT_STREQ(outcome.error->what(),
               "frames.in:13:1: missing frame 2: the input announces 2 frames but ends after 1");
}

TEST(JudgeFormatDefect, TheOnlyFrameIsMissing) {
  EXPECT_EQ(defect_of("1\n"), "2:1: missing frame 1: the input announces 1 frame but ends after 0");
  EXPECT_EQ(defect_of("3\n\n"),
            "3:1: missing frame 1: the input announces 3 frames but ends after 0");
}

TEST(JudgeFormatDefect, InputEndsInsideAFrame) {
  const Outcome outcome = read_all(std::string("2\n") + kShortFrame + "Alice Bob\nRed Red\n");
  EXPECT_EQ(outcome.output, kShortFrameOutput);
  ASSERT_TRUE(outcome.error.has_value());
  EXPECT_STREQ(outcome.error->what(),
               "frames.in:14:1: frame 2 is not over: expected a stroke, found end of file");
}

TEST(JudgeFormatDefect, InputEndsAfterATie) {
  EXPECT_EQ(defect_of("1\nRed Black\nBlue\n"
                      "Red Red Red Red Red Red Red Red Red Red Red Red Red Red Red Red\n"
                      "Black Black\nYellow\nYellow Yellow\nGreen Green\nBrown Brown\nBlue Blue\n"
                      "Pink Pink\nBlack\nNone"),
            "13:5: frame 1 is not over: expected the name of the player to play next after the "
            "Tie, found end of file");
}

TEST(JudgeFormatDefect, ExtraLinesAfterTheLastFrame) {
  const Outcome outcome = read_all(std::string("1\n") + kShortFrame + "\nBlack\n");
  EXPECT_EQ(outcome.output, kShortFrameOutput);
  ASSERT_TRUE(outcome.error.has_value());
  EXPECT_STREQ(
      outcome.error->what(),
      "frames.in:13:1: unexpected data after the last frame (the input announces 1 frame)");
}

}  // namespace
}  // namespace arbiter::snooker
