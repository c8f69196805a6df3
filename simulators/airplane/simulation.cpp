#include "simulators/airplane/simulation.h"

#include <string>
#include <vector>

#include "simulators/airplane/judge_format.h"
#include "simulators/airplane/trace_writer.h"

namespace arbiter::airplane {

namespace {

// Reads T, and checks that the case to trace is one of them.
long long read_cases_to_trace(Reader& reader, long long trace_case) {
  reader.skip_byte_order_mark();
  reader.skip_whitespace();
  const SourcePosition at = reader.position();
  const long long count = read_case_count(reader);
  if (trace_case > count) {
    reader.fail_at(at, "--trace-case " + std::to_string(trace_case) +
                           " is past the last case (T = " + std::to_string(count) + ")");
  }
  return count;
}

}  // namespace

long long run_judge_input(Reader& reader, const RunOptions& options, std::ostream& trace,
                          const Won& won, const GivenUp& given_up) {
  const long long count = read_cases_to_trace(reader, options.trace_case);
  long long given_up_games = 0;
  for (long long number = 1; number <= count; ++number) {
    reader.skip_whitespace();
    const SourcePosition line = reader.position();
    const Seed seed = read_seed(reader, number, count);
    Xorshift128 dice(seed);
    Outcome outcome;
    if (number == options.trace_case) {
      trace << reader.source() << " case " << number << ", seed " << seed.x << ' ' << seed.y << ' '
            << seed.z << ' ' << seed.w << ":\n";
      TraceWriter writer(trace);
      outcome = play_game(dice, options.setup, &writer);
      write_trace_summary(trace, outcome);
    } else {
      outcome = play_game(dice, options.setup);
    }
    if (outcome.ending == Ending::kWon) {
      won(GameCase{number, seed}, outcome);
    } else {
      ++given_up_games;
      std::string message = "case ";
      message.append(std::to_string(number)).append(" skipped: ");
      given_up(ParseError(reader.source(), line, message + unfinished_message(outcome)));
    }
  }
  expect_end_of_cases(reader, count);
  return given_up_games;
}

long long replay_recorded_game(Reader& reader, const RunOptions& options, const Won& won,
                               std::ostream& trace) {
  std::vector<SourcePosition> places;
  RecordedDice dice(read_rolls(reader, &places));
  Outcome outcome;
  if (options.trace_case != 0) {
    trace << reader.source() << ", " << dice.size() << " recorded rolls:\n";
    TraceWriter writer(trace);
    outcome = play_game(dice, options.setup, &writer);
    write_trace_summary(trace, outcome);
  } else {
    outcome = play_game(dice, options.setup);
  }
  if (outcome.ending == Ending::kRollLimit && dice.used() < places.size()) {
    reader.fail_at(places[dice.used()], unfinished_message(outcome));
  }
  if (outcome.ending != Ending::kWon) reader.fail(unfinished_message(outcome));
  won(GameCase{}, outcome);
  return static_cast<long long>(dice.size() - dice.used());
}

}  // namespace arbiter::airplane
