#pragma once

#include <ostream>

#include "common/reader.h"
#include "simulators/airplane/game.h"

namespace arbiter::airplane {

/// What a run of airplane-sim does besides reading and writing.
struct RunOptions {
  Setup setup;
  long long trace_case = 0;  ///< The judge case whose events go to the trace stream; 0: none.
};

/// Plays every case of the judge input in `reader` in order, writing each result to `out` as
/// soon as its game ends (and flushing when no more input is buffered, for an interactive user),
/// and the events of case options.trace_case to `trace`. A defect of the input, or a game
/// given up at the roll limit, is a ParseError (at the defect, or at the start of that case's
/// line); every earlier result is written by then.
void run_judge_input(Reader& reader, const RunOptions& options, std::ostream& out,
                     std::ostream& trace);

/// Reads a recorded dice sequence from `reader` (see read_rolls), plays one game with it and
/// writes its result to `out`; with options.trace_case != 0 its events go to `trace`. Rolls
/// running out before anybody wins is a ParseError at the end of the input. Returns the number
/// of recorded rolls the game left unused.
long long replay_recorded_game(Reader& reader, const RunOptions& options, std::ostream& out,
                               std::ostream& trace);

}  // namespace arbiter::airplane
