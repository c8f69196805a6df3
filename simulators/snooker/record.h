#pragma once

#include <array>
#include <string>
#include <vector>

#include "simulators/snooker/frame.h"

namespace arbiter::snooker {

/// One event of a frame as read, with what the referee decided.
struct EventRecord {
  Event event;
  Decisions decisions;
  int line = 0;  ///< The input line it was read from (0 when not read from text).
};

/// A frame as read so far: its number in the input (from 1), the players (the first breaks
/// off) and its events in order. The printers of every output format consume this.
struct FrameRecord {
  int number = 1;
  std::array<std::string, 2> players;
  std::vector<EventRecord> events;
};

}  // namespace arbiter::snooker
