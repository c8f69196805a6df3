// The judge format and the dice files through the library: all 50 official cases, the output's
// order, and the exact place and wording of every kind of defect.
#include "simulators/airplane/judge_format.h"

#include <gtest/gtest.h>

#include <fstream>
#include <optional>
#include <ostream>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

#include "common/parse_error.h"
#include "simulators/airplane/simulation.h"
#include "tests/support/test_data.h"

namespace arbiter::airplane {
namespace {

using test_support::data_path;
using test_support::read_file;

// What a whole run gives: the results written, the games given up at the roll limit, and the
// defect that ended the input, each error as "LINE:COLUMN: message" ("" when there is none).
struct RunResult {
  std::string output;
  std::vector<std::string> given_up;
  std::string defect;
};

std::string where_and_what(const ParseError& error) {
  return std::to_string(error.line()) + ":" + std::to_string(error.column()) + ": " +
         error.message();
}

RunResult run(const std::string& input, long long max_rolls = kDefaultMaxRolls,
              long long trace_case = 0) {
  std::istringstream stream(input);
  Reader reader(stream, "seeds.in");
  RunOptions options;
  options.setup.max_rolls = max_rolls;
  options.trace_case = trace_case;
  std::ostringstream output;
  std::ostringstream trace;
  RunResult result;
  try {
    const long long count = run_judge_input(
        reader, options, trace,
        [&](const GameCase& /*game*/, const Outcome& outcome) { write_result(output, outcome); },
        [&](const ParseError& error) { result.given_up.push_back(where_and_what(error)); });
    EXPECT_EQ(count, static_cast<long long>(result.given_up.size()));
  } catch (const ParseError& error) {
    result.defect = where_and_what(error);
  }
  result.output = output.str();
  if (trace_case == 0) {
    EXPECT_EQ(trace.str(), "");
  }
  return result;
}

constexpr std::string_view kSampleOut = "Bob win!\nBob: 269\nAlice: 213\nCarol: 118\nDavid: 99\n";

TEST(JudgeFormat, AllFiftyOfficialCases) {
  const RunResult result = run(read_file(data_path("airplane", "official.in")));
  EXPECT_EQ(result.defect, "");
  EXPECT_TRUE(result.given_up.empty());
  EXPECT_EQ(result.output, read_file(data_path("airplane", "official.out")));
}

TEST(JudgeFormat, TheStatementSample) { EXPECT_EQ(run("1\n1 1 1 1\n").output, kSampleOut); }

TEST(JudgeFormat, ToleratesBlankLinesSpacesTabsAndWindowsLineEndings) {
  EXPECT_EQ(run("\n 1 \r\n\n\t1  1\t1 1 \r\n\n").output, kSampleOut);
  EXPECT_EQ(run("1\n1 1 1 1").output, kSampleOut);  // no final line break
}

TEST(JudgeFormat, NoCasesNoOutput) { EXPECT_EQ(run("0\n").output, ""); }

TEST(JudgeFormat, ScoresDescendingTiesByName) {
  Outcome game;
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
  const RunResult result = run(d.input);
  EXPECT_EQ(result.defect, d.defect);
  EXPECT_EQ(result.output, std::string(d.output_cases) == "1" ? std::string(kSampleOut) : "");
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

TEST(JudgeFormat, AGameOverTheRollLimitIsAnErrorAtItsLineAndTheRunGoesOn) {
  // The sample takes 233 rolls, 2 2 2 2 takes 299.
  const RunResult result = run("3\n1 1 1 1\n  2 2 2 2\n1 1 1 1\n", 250);
  EXPECT_EQ(result.output, std::string(kSampleOut) + std::string(kSampleOut));
  EXPECT_EQ(result.given_up,
            (std::vector<std::string>{"3:3: case 2 skipped: nobody won within 250 rolls (the "
                                      "roll limit; --max-rolls raises it)"}));
  EXPECT_EQ(result.defect, "");
}

TEST(JudgeFormat, ATraceCasePastTheLastCaseIsAnErrorAtTBeforeAnyGame) {
  const RunResult result = run("\n  2\n1 1 1 1\n1 1 1 1\n", kDefaultMaxRolls, 3);
  EXPECT_EQ(result.defect, "2:3: --trace-case 3 is past the last case (T = 2)");
  EXPECT_EQ(result.output, "");
  EXPECT_EQ(run("2\n1 1 1 1\n1 1 1 1\n", kDefaultMaxRolls, 2).defect, "");
}

TEST(JudgeFormat, ALoneCarriageReturnIsNoLineBreak) {
  EXPECT_EQ(run("2\n1 1 1 1\r2 2 2 2\n").defect,
            "2:8: expected end of line, found a carriage return");
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
  EXPECT_EQ(rolls_defect("1\r2"),
            "1:2: expected a space or a line break after roll #1, found a carriage return");
  EXPECT_EQ(rolls_defect(""), std::nullopt);
}

// Replays the rolls in `text` (named "rolls") and returns the error it must end with; the
// results written before it go to `out`.
std::string replay_error(const std::string& text, const RunOptions& options, std::string& out) {
  std::istringstream stream(text);
  Reader reader(stream, "rolls");
  std::ostringstream results;
  std::ostringstream trace;
  std::string error_text = "no error";
  try {
    replay_recorded_game(
        reader, options,
        [&](const GameCase& /*game*/, const Outcome& outcome) { write_result(results, outcome); },
        trace);
  } catch (const ParseError& error) {
    error_text = error.what();
  }
  out = results.str();
  return error_text;
}

TEST(DiceFile, RunningOutIsAnErrorAtTheEndSayingAfterHowManyRolls) {
  std::string out;
  EXPECT_EQ(replay_error("6 3\n1 2\n", RunOptions{}, out),
            "rolls:3:1: the recorded rolls ran out after 4 rolls, before anybody won");
  EXPECT_EQ(out, "");
}

TEST(DiceFile, TheRollLimitIsAnErrorAtTheFirstRollLeftUnplayed) {
  RunOptions options;
  options.setup.max_rolls = 4;
  std::string out;
  EXPECT_EQ(replay_error("6 3\n1 2\n5 5\n", options, out),
            "rolls:3:1: nobody won within 4 rolls (the roll limit; --max-rolls raises it)");
}

TEST(DiceFile, RecordsWhereEachRollStarts) {
  std::istringstream stream(" 6\t3\n\n1");
  Reader reader(stream, "rolls");
  std::vector<SourcePosition> places;
  read_rolls(reader, &places);
  ASSERT_EQ(places.size(), 3u);
  EXPECT_EQ(std::pair(places[0].line, places[0].column), std::pair(1, 2));
  EXPECT_EQ(std::pair(places[1].line, places[1].column), std::pair(1, 4));
  EXPECT_EQ(std::pair(places[2].line, places[2].column), std::pair(3, 1));
}

}  // namespace
}  // namespace arbiter::airplane
