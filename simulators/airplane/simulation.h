#pragma once

#include <functional>
#include <optional>
#include <ostream>

#include "common/parse_error.h"
#include "common/reader.h"
#include "simulators/airplane/game.h"

namespace arbiter::airplane {

/// What a run of airplane-sim does besides reading and writing.
struct RunOptions {
  Setup setup;
  long long trace_case = 0;  ///< The case whose events go to the trace stream; 0: none.
};

/// Which game of an input a result is: its case number and its seed; a game replayed from
/// recorded rolls is case 1 and has no seed.
struct GameCase {
  long long number = 1;
  std::optional<Seed> seed;
};

/// Receives each game won, in the order of the cases, as soon as it ends.
using Won = std::function<void(const GameCase&, const Outcome&)>;
/// Receives the error of a game given up at the roll limit; the run goes on after it.
using GivenUp = std::function<void(const ParseError&)>;

/// Plays every case of the judge input in `reader` in order, handing each game won to `won`
/// as soon as it ends (the caller writes it, see write_result, and flushes), and writing the
/// events of case options.trace_case to `trace`. Returns how many games were given up.
/// - A defect of the input is a ParseError at the defect; every earlier result is written by
///   then. So is an options.trace_case past the last case: a ParseError at T, before any game.
/// - A game given up at the roll limit writes no result: `given_up` receives a ParseError at
///   the start of that case's seed line ("case 2 skipped: nobody won within ..."), and the
///   later cases are played.
long long run_judge_input(Reader& reader, const RunOptions& options, std::ostream& trace,
                          const Won& won, const GivenUp& given_up);

/// Reads a recorded dice sequence from `reader` (see read_rolls), plays one game with it and
/// hands it to `won`; with options.trace_case != 0 its events go to `trace`. A game
/// that did not end is a ParseError: at the end of the input when the rolls ran out, at the
/// first roll left unplayed (or the end) when the roll limit stopped it. Returns the number of
/// recorded rolls the game left unused.
long long replay_recorded_game(Reader& reader, const RunOptions& options, const Won& won,
                               std::ostream& trace);

}  // namespace arbiter::airplane
