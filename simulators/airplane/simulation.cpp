#include "simulators/airplane/simulation.h"

#include <string>

#include "simulators/airplane/judge_format.h"
#include "simulators/airplane/trace_writer.h"

namespace arbiter::airplane {

void run_judge_input(Reader& reader, const RunOptions& options, std::ostream& out,
                     std::ostream& trace) {
  const long long count = read_case_count(reader);
  for (long long number = 1; number <= count; ++number) {
    reader.skip_whitespace();
    const SourcePosition line = reader.position();
    const Seed seed = read_seed(reader, number, count);
    Xorshift128 dice(seed);
    Outcome outcome;
    if (number == options.trace_case) {
      out.flush();
      trace << reader.source() << " case " << number << ", seed " << seed.x << ' ' << seed.y << ' '
            << seed.z << ' ' << seed.w << ":\n";
      TraceWriter writer(trace);
      outcome = play_game(dice, options.setup, &writer);
      write_trace_summary(trace, outcome);
    } else {
      outcome = play_game(dice, options.setup);
    }
    if (outcome.ending != Ending::kWon) {
      reader.fail_at(line, "case " + std::to_string(number) + ": " + unfinished_message(outcome));
    }
    write_result(out, outcome);
    if (!reader.has_buffered_input()) out.flush();
  }
  expect_end_of_cases(reader, count);
}

long long replay_recorded_game(Reader& reader, const RunOptions& options, std::ostream& out,
                               std::ostream& trace) {
  RecordedDice dice(read_rolls(reader));
  Outcome outcome;
  if (options.trace_case != 0) {
    trace << reader.source() << ", " << dice.size() << " recorded rolls:\n";
    TraceWriter writer(trace);
    outcome = play_game(dice, options.setup, &writer);
    write_trace_summary(trace, outcome);
  } else {
    outcome = play_game(dice, options.setup);
  }
  if (outcome.ending != Ending::kWon) reader.fail(unfinished_message(outcome));
  write_result(out, outcome);
  return static_cast<long long>(dice.size() - dice.used());
}

}  // namespace arbiter::airplane
