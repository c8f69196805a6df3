// --format json: one object per game won, naming its input, case and seed.
#include "simulators/airplane/json_format.h"

#include <gtest/gtest.h>

#include <sstream>
#include <string>

#include "common/reader.h"
#include "simulators/airplane/simulation.h"
#include "tests/support/test_data.h"

namespace arbiter::airplane {
namespace {

using test_support::data_path;
using test_support::read_file;

// The JSON of every game of the judge input `input`, read as the file `source`.
std::string json_of(const std::string& input, const std::string& source,
                    const Setup& setup = Setup{}) {
  std::istringstream stream(input);
  Reader reader(stream, source);
  RunOptions options;
  options.setup = setup;
  std::ostringstream out;
  std::ostringstream trace;
  run_judge_input(
      reader, options, trace,
      [&](const GameCase& game, const Outcome& outcome) {
        write_json_game(out, reader.source(), game, options.setup, outcome);
      },
      [](const ParseError& error) { ADD_FAILURE() << error.what(); });
  return out.str();
}

TEST(JsonFormat, TheStatementSampleAsOneLine) {
  // The sample's judge answer is "Bob win!", Bob 269, Alice 213, Carol 118, David 99; the
  // trace of the same game ends "after 233 rolls".
  EXPECT_EQ(json_of("1\n1 1 1 1\n", "seeds.in"),
            R"({"source":"seeds.in","game":1,"seed":[1,1,1,1],)"
            R"("players":["Alice","Bob","Carol","David"],)"
            R"("strategies":["stacker","fighter","runner","laggard"],"rolls":233,)"
            R"("home":[3,4,1,0],"score":[213,269,118,99],"winner":"Bob"})"
            "\n");
}

TEST(JsonFormat, CasesAreNumberedAndCarryTheirSeeds) {
  const std::string json = json_of("2\n1 1 1 1\n4294967295 0 7 2076169001\n", "seeds.in");
  EXPECT_NE(json.find(R"({"source":"seeds.in","game":1,"seed":[1,1,1,1],)"), std::string::npos);
  EXPECT_NE(json.find(R"({"source":"seeds.in","game":2,"seed":[4294967295,0,7,2076169001],)"),
            std::string::npos);
}

TEST(JsonFormat, TheStrategiesPlayedAreNamed) {
  airplane::Setup setup;
  setup.strategies = {Strategy::kLaggard, Strategy::kRunner, Strategy::kFighter,
                      Strategy::kStacker};
  EXPECT_NE(json_of("1\n1 1 1 1\n", "seeds.in", setup)
                .find(R"("strategies":["laggard","runner","fighter","stacker"])"),
            std::string::npos);
}

TEST(JsonFormat, TheSourceIsAJsonString) {
  EXPECT_EQ(json_of("1\n1 1 1 1\n", "a \"b\"\\c.in").rfind(R"({"source":"a \"b\"\\c.in",)", 0), 0u);
}

TEST(JsonFormat, RecordedDiceHaveNoSeed) {
  std::istringstream stream(read_file(data_path("airplane", "hand-built.dice")));
  Reader reader(stream, "hand-built.dice");
  std::ostringstream out;
  std::ostringstream trace;
  replay_recorded_game(
      reader, RunOptions{},
      [&](const GameCase& game, const Outcome& outcome) {
        write_json_game(out, reader.source(), game, airplane::Setup{}, outcome);
      },
      trace);
  // As the trace of this file in docs/airplane.md ends: after 89 rolls, Alice home with all
  // four pieces.
  EXPECT_EQ(out.str(), R"({"source":"hand-built.dice","game":1,"seed":null,)"
                       R"("players":["Alice","Bob","Carol","David"],)"
                       R"("strategies":["stacker","fighter","runner","laggard"],"rolls":89,)"
                       R"("home":[4,0,0,0],"score":[310,186,144,185],"winner":"Alice"})"
                       "\n");
}

}  // namespace
}  // namespace arbiter::airplane
