#pragma once

#include <chrono>
#include <cstdint>
#include <functional>

#include "bot/value/network.h"

namespace arbiter::bot {

/// What a fixed piece of the bot's own work took on this machine, as the game runs: the
/// hybrid's search of one world from the opening of a fixed deal of a network's alphabet (the
/// same positions in every game, whatever the board dealt), some 1 000 to 7 000 lines. It
/// tells a search what the game's clock buys here: on a machine half as fast, or (on the wall
/// clock) busy with other work, half the lines.
struct WorkloadTiming {
  std::uint64_t lines = 0;  ///< Fixed for a network: the work done.
  std::chrono::nanoseconds elapsed{0};

  /// Lines a second (0 when nothing was timed).
  double lines_per_second() const {
    const double seconds = std::chrono::duration<double>(elapsed).count();
    return seconds > 0 ? static_cast<double>(lines) / seconds : 0;
  }
};

/// Times the fixed workload with `network`, the median of five runs (2 to 10 ms in all on the
/// project's machines, the most on `12`), by `clock` (any reading that moves forward in
/// nanoseconds): the clock of the budget the timing is for (GameBudget::elapsed), so that
/// under `--cpu-clock` a machine busy with other work reads as fast as the CPU time it gives.
WorkloadTiming time_fixed_workload(const value::Network& network,
                                   const std::function<std::chrono::nanoseconds()>& clock);

}  // namespace arbiter::bot
