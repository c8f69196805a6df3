// Fuzzes airplane-sim --dice: read a recorded dice sequence (rolls 1..6 separated by
// whitespace), play one game with it and trace it. The rolls are bounded by the input, so the
// tool's own roll limit applies.
//
// Property: a game is played and written, or the input stops at a well-formed ParseError
// (fuzz_support.h): a defect of the file, the rolls running out, the roll limit. The count of
// unused rolls is one the file has; the result and the trace end with their line breaks. The
// -O1 debug build checks the game state's invariants after every roll.
#include <cstdint>
#include <sstream>
#include <string>

#include "fuzz/fuzz_support.h"
#include "simulators/airplane/judge_format.h"
#include "simulators/airplane/simulation.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace arbiter;
  const std::string input = fuzz::as_text(data, size);
  std::istringstream stream(input);
  Reader reader(stream, std::string(fuzz::kSource));
  airplane::RunOptions options;
  options.trace_case = 1;
  std::ostringstream out;
  std::ostringstream trace;
  try {
    const long long unused = airplane::replay_recorded_game(
        reader, options,
        [&](const airplane::GameCase& /*game*/, const airplane::Outcome& outcome) {
          airplane::write_result(out, outcome);
        },
        trace);
    fuzz::require(unused >= 0 && unused <= static_cast<long long>(size / 2) + 1,
                  "more unused rolls than the file has");
    fuzz::require(!out.str().empty(), "a game played without a result");
  } catch (const ParseError& error) {
    fuzz::check_parse_error(error, input);
  }
  for (const std::string& text : {out.str(), trace.str()}) {
    fuzz::require(text.empty() || text.back() == '\n', "an output without its last line break");
  }
  return 0;
}
