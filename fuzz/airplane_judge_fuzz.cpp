// Fuzzes airplane-sim on the judge format (T, then one seed line `x y z w` per case): read
// every case and play its game, tracing the first one as --trace-case 1 does. Games are capped
// at kMaxRolls rolls (the tool's --max-rolls), so that a seed whose dice never end a game costs
// milliseconds, not the default million rolls.
//
// Property: the input is played to its end or stops at a well-formed ParseError
// (fuzz_support.h); a game given up at the cap is reported as a well-formed ParseError too;
// every result, judge format and JSON, and the trace end with their line breaks. The -O1 debug
// build checks the game state's invariants after every roll.
#include <cstdint>
#include <sstream>
#include <string>

#include "fuzz/fuzz_support.h"
#include "simulators/airplane/json_format.h"
#include "simulators/airplane/judge_format.h"
#include "simulators/airplane/simulation.h"

namespace {

using namespace arbiter;
constexpr long long kMaxRolls = 2000;

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string input = fuzz::as_text(data, size);
  std::istringstream stream(input);
  Reader reader(stream, std::string(fuzz::kSource));
  airplane::RunOptions options;
  options.setup.max_rolls = kMaxRolls;
  options.trace_case = 1;
  std::ostringstream out;
  std::ostringstream json;
  std::ostringstream trace;
  try {
    airplane::run_judge_input(
        reader, options, trace,
        [&](const airplane::GameCase& game, const airplane::Outcome& outcome) {
          airplane::write_result(out, outcome);
          airplane::write_json_game(json, reader.source(), game, options.setup, outcome);
        },
        [&](const ParseError& given_up) { fuzz::check_parse_error(given_up, input); });
  } catch (const ParseError& error) {
    fuzz::check_parse_error(error, input);
  }
  for (const std::string& text : {out.str(), json.str(), trace.str()}) {
    fuzz::require(text.empty() || text.back() == '\n', "an output without its last line break");
  }
  return 0;
}
