#pragma once

#include <string>

#include "simulators/snooker/record.h"

namespace arbiter::snooker {

/// One line (without its line break) saying why the referee decided what he did for `event`
/// of `frame`: for a stroke, the ball on and how it was determined, what was hit and potted,
/// which foul rules fired and how the penalty was computed, or what the legal stroke scored,
/// and what happens next. For example:
/// `Frame 1, line 3, Zero: Red on; hit Red, potted Pink; foul: potted Pink while Red on;
/// penalty max(4, Red=1, Pink=6) = 6 to Maxbreak; Pink respotted; Maxbreak's turn`.
std::string explain_event(const FrameRecord& frame, const EventRecord& event);

}  // namespace arbiter::snooker
