#pragma once

#include <chrono>
#include <ostream>
#include <string>
#include <vector>

#include "interactor/core/game_list.h"
#include "interactor/core/result.h"
#include "interactor/process/bot_process.h"
#include "interactor/sandbox/limits.h"

namespace arbiter::interactor {

/// How one game is run and watched.
struct RunOptions {
  std::vector<std::string> bot;                  ///< The bot's program and arguments.
  std::chrono::milliseconds move_limit{5000};    ///< Per move: from the judge's line to the reply.
  std::chrono::milliseconds total_limit{10000};  ///< From the bot's start to its `0 0`.
  bool quiet_bot_stderr = false;                 ///< Send the bot's standard error to /dev/null.
  std::ostream* transcript = nullptr;            ///< Every line exchanged, when not null.
  std::ostream* show = nullptr;                  ///< The board after every move, when not null.
  bool colour = false;                           ///< ANSI colours in `show`.
  /// With `show`: a pause after drawing each move. The drawings are then held back until the
  /// game is over and drawn afterwards, so that the bot, whose own clock runs on wall time,
  /// plays exactly as it would without them.
  std::chrono::milliseconds show_delay{0};
  Containment containment;               ///< The limits and the sandbox (bot_process.h).
  TimeMode time_mode = TimeMode::kWall;  ///< The clock of move_limit and total_limit.
};

/// In CPU mode, a bot that uses no CPU (asleep, blocked) is still stopped, when this many
/// times its CPU limit plus kCpuModeWallExtra have passed on the wall clock.
inline constexpr int kCpuModeWallFactor = 2;
inline constexpr std::chrono::milliseconds kCpuModeWallExtra{1000};

/// After `0 0` (or the end of the bot's output) the bot gets at most this long to exit
/// before it is killed.
inline constexpr std::chrono::milliseconds kExitGrace{1000};

/// Plays `game` against a new bot process and judges it (see outcome.h for the verdicts).
/// Kills and reaps the bot before returning. A bot that cannot be started gives a
/// JUDGE_ERROR result. Thread-safe: games run in parallel each own their process and pipes.
/// With `played`, it receives the cells of the moves played, in order (for a replay).
GameResult play_game(const LoadedGame& game, const RunOptions& options,
                     std::vector<int>* played = nullptr);

}  // namespace arbiter::interactor
