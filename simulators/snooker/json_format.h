#pragma once

#include <ostream>
#include <string>
#include <string_view>

#include "simulators/snooker/record.h"

namespace arbiter::snooker {

/// The name of a foul rule in the JSON output: "hit-nothing", "wrong-first-hit",
/// "potted-not-on", "in-off".
std::string_view foul_name(Foul foul);

/// Writes a complete frame as one JSON object on one line (JSON Lines): the input it came from
/// (`source`, as the Reader names it), its number, the players, every event with all its
/// decisions, the final score and the winner. The layout is documented in docs/snooker.md.
/// Precondition: the frame is over.
void write_json_frame(std::ostream& out, std::string_view source, const FrameRecord& frame);

}  // namespace arbiter::snooker
