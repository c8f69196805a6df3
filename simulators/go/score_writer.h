#pragma once

#include <ostream>
#include <string>
#include <string_view>

#include "simulators/go/game.h"
#include "simulators/go/record.h"
#include "simulators/go/record_result.h"
#include "simulators/go/record_score.h"

/// go-score's results as it writes them: a text line or a JSON object a game.
namespace arbiter::go {

/// The score in one line: the result and both totals, with what the record's RE says next to
/// them when it has one ("W+16.5 36 52.5 RE[W+16.5] agrees"), then, when estimated dead stones
/// leave points in doubt, those points and whether they could change the winner ("; 2 in doubt:
/// C3 D3, could change the winner"; ten points named at most); under poj rules, the judge format's
/// answer ("B W").
void write_score_text(std::ostream& out, const RecordInfo& info, const ScoredGame& scored);

/// Every part of the count as one JSON object on a line, naming its input `source` and the
/// game's `number` in it (from 1).
void write_score_json(std::ostream& out, std::string_view source, int number, const Game& game,
                      const RecordInfo& info, const ScoredGame& scored);

/// A comparison with RE as go-score words it: "agrees", "disagrees", "Black won by
/// resignation", "White won on time", "Black won by forfeit", "no result", "unknown" or
/// "unreadable".
std::string describe(const RecordComparison& comparison);

/// Where the dead stones came from, as the JSON names it: "record", "estimated", "listed",
/// "gnugo" or "none".
std::string_view dead_stones_source_name(DeadStones source);

}  // namespace arbiter::go
