#pragma once

#include <optional>
#include <string>

#include "common/cli.h"
#include "interactor/game_list.h"
#include "interactor/game_runner.h"

/// What the interactor does once its command line is understood: play the games (one, or a
/// benchmark) and report them, or merge earlier results.
namespace arbiter::interactor {

/// A checked command line.
struct Config {
  GameList games;          ///< Never empty.
  bool benchmark = false;  ///< A list of games (summary, --shard) rather than one game.
  RunOptions run;          ///< transcript and show are set by play().
  int jobs = 1;
  bool json = false;
  std::optional<std::string> replay_file;  ///< --replay FILE: the one game's replay page.
  std::optional<std::string> replay_dir;   ///< --replay-dir DIR: a page per game, index.html.
};

/// Plays `config.games` and reports them: a JSON line per game with --json, the game's line
/// (one game) or the summary (benchmark) on standard error, and the files of --transcript,
/// --histogram and --feedback-dir. Before any bot starts, it reads every deal file of the list
/// (a defect throws ParseError, exit 65; a file that cannot be opened exits 66), and in a
/// benchmark checks that the bot can be started (66); output files it cannot create exit 73.
/// A benchmark stops at the first JUDGE_ERROR game (exit 66). Otherwise 0 when every game is
/// OK, else 1.
/// Replay pages (--replay, --replay-dir) are written as the games are reported (73 on failure).
int play(cli::Invocation& in, Config& config);

/// `--merge`: reads JSON result lines from the inputs and prints their summary on standard
/// output (and --histogram). A defective or inconsistent line, or the same game twice, is a
/// ParseError at its place (65); no line at all exits 66. Otherwise 0 when every game is OK,
/// else 1. Remembers each game's name, to catch duplicates.
int merge(cli::Invocation& in);

}  // namespace arbiter::interactor
