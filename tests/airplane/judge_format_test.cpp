// The judge format and the dice files through the library: all 50 official cases, the output's
// order, and the exact place and wording of every kind of defect.
#include "simulators/airplane/judge_format.h"

#include <gtest/gtest.h>

#include <fstream>
#include <optional>
#include <ostream>
#include <sstream>
#include <string>

#include "common/parse_error.h"
#include "simulators/airplane/simulation.h"
#include "tests/support/test_data.h"

namespace arbiter::airplane {
namespace {

const std::string kData = std::string(ARBITER_TEST_DATA_DIR) + "/airplane/";

using test_support::read_file;

// What a whole run gives: the results written before the first defect, and that defect as
// "LINE:COLUMN: message" ("" when there is none).
struct Outcome {
  std::string output;
  std::string defect;
};

Outcome run(const std::string& input, long long max_rolls = kDefaultMaxRolls) {
  std::istringstream stream(input);
  Reader reader(stream, "seeds.in");
  RunOptions options;
  options.setup.max_rolls = max_rolls;
  std::ostringstream output;
  std::ostringstream trace;
  Outcome outcome;
  try {
    run_judge_input(reader, options, output, trace);
  } catch (const ParseError& error) {
    outcome.defect = std::to_string(error.line()) + ":" + std::to_string(error.column()) + ": " +
                     error.message();
  }
  outcome.output = output.str();
  EXPECT_EQ(trace.str(), "");
  return outcome;
}

constexpr std::string_view kSampleOut = "Bob win!\nBob: 269\nAlice: 213\nCarol: 118\nDavid: 99\n";

TEST(JudgeFormat, AllFiftyOfficialCases) {
  const Outcome outcome = run(read_file(kData + "official.in"));
  EXPECT_EQ(outcome.defect, "");
  EXPECT_EQ(outcome.output, read_file(kData + "official.out"));
}

TEST(JudgeFormat, TheStatementSample) { EXPECT_EQ(run("1\n1 1 1 1\n").output, kSampleOut); }

TEST(JudgeFormat, ToleratesBlankLinesSpacesTabsAndWindowsLineEndings) {
  EXPECT_EQ(run("\n 1 \r\n\n\t1  1\t1 1 \r\n\n").output, kSampleOut);
  EXPECT_EQ(run("1\n1 1 1 1").output, kSampleOut);  // no final line break
}

TEST(JudgeFormat, NoCasesNoOutput) { EXPECT_EQ(run("0\n").output, ""); }

TEST(JudgeFormat, ScoresDescendingTiesByName) {
  airplane::Outcome game;
  game.winner = 2;
  game.state.scores = {10, 20, 20, 5};
  std::ostringstream out;
  write_result(out, game);
  EXPECT_EQ(out.str(), "Carol win!\nBob: 20\nCarol: 20\nAlice: 10\nDavid: 5\n");
}

struct Defect {
  const char* name;
  const char* input;
  const char* output_cases;  // how many complete results come first: "0" or "1"
  const char* defect;
};

// Names the case in test listings, instead of a byte dump.
void PrintTo(const Defect& defect, std::ostream* os) { *os << defect.name; }

class Defects : public testing::TestWithParam<Defect> {};

TEST_P(Defects, NamesThePlaceAndKeepsEarlierResults) {
  const Defect& d = GetParam();
  const Outcome outcome = run(d.input);
  EXPECT_EQ(outcome.defect, d.defect);
  EXPECT_EQ(outcome.output, std::string(d.output_cases) == "1" ? std::string(kSampleOut) : "");
}

INSTANTIATE_TEST_SUITE_P(
    JudgeFormat, Defects,
    testing::Values(
        Defect{"Empty", "", "0", "1:1: expected case count T (an integer), found end of file"},
        Defect{"NegativeCount", "-1\n", "0",
               "1:1: case count T = -1 is out of range [0, 1000000000000]"},
        Defect{"CountNotANumber", "x\n", "0", "1:1: expected case count T (an integer), found 'x'"},
        Defect{"FewerLinesThanT", "2\n1 1 1 1\n", "1",
               "3:1: expected seed x of case 2 of 2 (an integer), found end of file"},
        Defect{"NonNumericSeed", "1\n1 1 z 1\n", "0",
               "2:5: expected seed z of case 1 of 1 (an integer), found 'z'"},
        Defect{"SeedTooBig", "2\n1 1 1 1\n1 4294967296 1 1\n", "1",
               "3:3: seed y of case 2 of 2 = 4294967296 is out of range [0, 4294967295]"},
        Defect{"NegativeSeed", "1\n-5 1 1 1\n", "0",
               "2:1: seed x of case 1 of 1 = -5 is out of range [0, 4294967295]"},
        Defect{"LeadingZero", "1\n1 1 1 01\n", "0",
               "2:7: seed w of case 1 of 1 \"01\" has a leading zero"},
        Defect{"ThreeWords", "1\n1 1 1\n", "0", "2:6: expected a space, found end of line"},
        Defect{"FiveWords", "1\n1 1 1 1 1\n", "0", "2:9: expected end of line, found '1'"},
        Defect{"DataAfterTheLastCase", "1\n1 1 1 1\n\n7\n", "1",
               "4:1: unexpected data after the last case (T = 1)"}),
    [](const testing::TestParamInfo<Defect>& param) { return std::string(param.param.name); });

TEST(JudgeFormat, AGameOverTheRollLimitIsAnErrorAtItsLine) {
  const Outcome outcome = run("2\n1 1 1 1\n  2 2 2 2\n", 250);
  EXPECT_EQ(outcome.output, kSampleOut);  // the sample takes 233 rolls, 2 2 2 2 takes 299
  EXPECT_EQ(outcome.defect,
            "3:3: case 2: nobody won within 250 rolls (the roll limit; --max-rolls raises it)");
}

// --- Dice files ---------------------------------------------------------------------------

std::optional<std::string> rolls_defect(const std::string& text) {
  std::istringstream stream(text);
  Reader reader(stream, "rolls");
  try {
    read_rolls(reader);
  } catch (const ParseError& error) {
    return std::to_string(error.line()) + ":" + std::to_string(error.column()) + ": " +
           error.message();
  }
  return std::nullopt;
}

TEST(DiceFile, ReadsRollsSeparatedByAnyWhitespace) {
  std::istringstream stream("\n 6 1\t2\r\n\n3 4 5\n  ");
  Reader reader(stream, "rolls");
  EXPECT_EQ(read_rolls(reader), (std::vector<std::uint8_t>{6, 1, 2, 3, 4, 5}));
}

TEST(DiceFile, Defects) {
  EXPECT_EQ(rolls_defect("1 2 7\n"), "1:5: roll #3 = 7 is out of range [1, 6]");
  EXPECT_EQ(rolls_defect("1\n0"), "2:1: roll #2 = 0 is out of range [1, 6]");
  EXPECT_EQ(rolls_defect("1 2x"), "1:4: expected a space or a line break after roll #2, found 'x'");
  EXPECT_EQ(rolls_defect("1, 2"), "1:2: expected a space or a line break after roll #1, found ','");
  EXPECT_EQ(rolls_defect("six"), "1:1: expected roll #1 (an integer), found 's'");
  EXPECT_EQ(rolls_defect(""), std::nullopt);
}

TEST(DiceFile, RunningOutIsAnErrorAtTheEndSayingAfterHowManyRolls) {
  std::istringstream stream("6 3\n1 2\n");
  Reader reader(stream, "rolls");
  RunOptions options;
  std::ostringstream out, trace;
  try {
    replay_recorded_game(reader, options, out, trace);
    ADD_FAILURE() << "no error";
  } catch (const ParseError& error) {
    EXPECT_EQ(std::string(error.what()),
              "rolls:3:1: the recorded rolls ran out after 4 rolls, before anybody won");
  }
  EXPECT_EQ(out.str(), "");
}

}  // namespace
}  // namespace arbiter::airplane
