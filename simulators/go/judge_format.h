#pragma once

#include <optional>
#include <ostream>

#include "common/reader.h"
#include "simulators/go/game.h"
#include "simulators/go/judge_coordinates.h"
#include "simulators/go/scoring.h"

namespace arbiter::go {

/// The judge format's limits: odd sides from 3 to 19, centred coordinates.
inline constexpr int kJudgeMinSize = 3;
inline constexpr int kJudgeMaxSize = 19;
/// m counts lines, not points (captured points can be replayed), so it has no natural bound;
/// this one only keeps the count in an int.
inline constexpr long long kJudgeMaxPlacements = 1'000'000'000;

/// Reads the next case of the judge format (`n m`, then m lines `P(x,y)`) and replays it,
/// stopping at the first defect with a ParseError at its exact place. Returns the final game,
/// or std::nullopt after the `0 0` line that ends the input (only whitespace may follow it).
/// Blank lines, leading and trailing spaces and tabs, and `\r` are tolerated anywhere between
/// lines; inside a placement nothing is. Stones on occupied points, coordinates off the board
/// and a missing terminator are errors.
std::optional<Game> read_judge_case(Reader& reader);

/// Writes a score as the judge expects it: `B W` and a line break.
void write_judge_score(std::ostream& out, const Score& score);

}  // namespace arbiter::go
