#pragma once

#include <cstdint>
#include <ostream>
#include <string>
#include <vector>

#include "common/reader.h"
#include "simulators/airplane/dice.h"
#include "simulators/airplane/game.h"

namespace arbiter::airplane {

/// The largest T read. The contest has T <= 50; any count that fits is accepted.
inline constexpr long long kMaxCases = 1'000'000'000'000LL;

/// Reads the judge input's first line, the number of cases T. Blank lines and spaces or tabs
/// around a line's content are tolerated here and in read_seed, nothing else.
long long read_case_count(Reader& reader);

/// Reads case `number` of `count`: one line `x y z w` of unsigned 32-bit integers. A missing
/// line, a value out of [0, 4294967295] or anything else on the line is a ParseError naming
/// the value and the case.
Seed read_seed(Reader& reader, long long number, long long count);

/// After the last case: only whitespace may follow.
void expect_end_of_cases(Reader& reader, long long count);

/// Writes a won game as the judge expects: `NAME win!`, then `NAME: SCORE` for every player by
/// score (highest first), ties by name. Precondition: outcome.ending == Ending::kWon.
void write_result(std::ostream& out, const Outcome& outcome);

/// What a game that did not end with a win says, for the ParseError that reports it: "nobody
/// won within N rolls ..." or "the recorded rolls ran out ...".
std::string unfinished_message(const Outcome& outcome);

/// Reads a recorded dice sequence: rolls 1..6 separated by any whitespace (spaces, tabs, line
/// breaks), to the end of the input. Anything else is a ParseError at its place. When `places`
/// is not null it receives where each roll starts, for errors about a roll.
std::vector<std::uint8_t> read_rolls(Reader& reader, std::vector<SourcePosition>* places = nullptr);

}  // namespace arbiter::airplane
