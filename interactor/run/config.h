#pragma once

#include <optional>
#include <string>
#include <vector>

#include "interactor/core/game_list.h"
#include "interactor/core/paired.h"
#include "interactor/process/game_runner.h"

namespace arbiter::interactor {

/// --memory-guard: what holds the bot's memory and processes.
enum class GuardRequest {
  kAuto,    ///< A cgroup of the game's own where the judge can make one, else the watch.
  kCgroup,  ///< A cgroup, or no game at all.
  kWatch,   ///< The judge's watch, without a cgroup.
};

/// A checked command line of a run that plays games. Its defaults are the command line's.
struct Config {
  GameList games;          ///< Never empty.
  bool benchmark = false;  ///< A list of games (summary, --shard) rather than one game.
  RunOptions run;          ///< transcript and show are set by play().
  int jobs = 1;
  bool json = false;
  bool show = false;                        ///< Draw the board on `err` after every move.
  std::optional<std::string> transcript;    ///< Write every line exchanged to this file.
  std::optional<std::string> histogram;     ///< Draw the score distribution to this SVG file.
  std::optional<std::string> feedback_dir;  ///< Write judgemessage.txt and score.txt here.
  std::optional<std::string> replay_file;   ///< --replay FILE: the one game's replay page.
  std::optional<std::string> replay_dir;    ///< --replay-dir DIR: a page per game, index.html.
  /// --baseline: the baseline bot's program and arguments; empty outside a paired run. Then
  /// every deal is played by both bots, under `run`'s limits and sandbox.
  std::vector<std::string> baseline;
  std::optional<SprtSettings> sprt;                 ///< --sprt, in a paired run.
  GuardRequest memory_guard = GuardRequest::kAuto;  ///< play() sets run.containment.cgroup.
};

}  // namespace arbiter::interactor
