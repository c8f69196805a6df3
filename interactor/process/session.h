#pragma once

#include <functional>
#include <optional>
#include <ostream>
#include <string>
#include <string_view>

#include "common/reader.h"
#include "interactor/core/game_list.h"
#include "interactor/core/paired.h"
#include "interactor/process/game_runner.h"

/// What the interactor does once its command line is understood: play the games (one, or a
/// benchmark) and report them, or merge earlier results.
namespace arbiter::interactor {

/// --memory-guard: what holds the bot's memory and processes.
enum class GuardRequest {
  kAuto,    ///< A cgroup of the game's own where the judge can make one, else the watch.
  kCgroup,  ///< A cgroup, or no game at all.
  kWatch,   ///< The judge's watch, without a cgroup.
};

/// A checked command line.
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

/// Where a session writes: results to `out` (the JSON lines, with --json); the readable
/// results (a game's line, the summary) to `report`, or to `out` when it is null; progress,
/// drawings and errors to `err`, the errors after the tool's name.
struct Console {
  std::string_view tool;
  std::ostream& out;
  std::ostream& err;
  std::ostream* report = nullptr;

  std::ostream& readable() const { return report != nullptr ? *report : out; }
};

/// Calls `read` with a Reader over each input in turn and returns the exit status of the
/// reading: the command line's cli::read_inputs, kept out of this library.
using InputReader = std::function<int(const std::function<void(Reader&)>& read)>;

/// Plays `config.games` and reports them: a JSON line per game on `in.out` with --json, the
/// game's line (one game) or the summary (benchmark) on `in.readable()`, a progress line on
/// standard error when it is a terminal (benchmark), and the files of --transcript,
/// --histogram and --feedback-dir. Before any bot starts, it reads every deal file of the list
/// (a defect throws ParseError, exit 65; a file that cannot be opened exits 66) and checks that
/// the bot's program can be started (66); output files it cannot create exit 73. A benchmark
/// stops at the first JUDGE_ERROR game. The status is then exit_code_for the worst verdict:
/// 0 when every game is OK, 66 after a JUDGE_ERROR, else 1.
/// Replay pages (--replay, --replay-dir) are written as the games are reported (73 on failure).
/// With `config.baseline` (a benchmark, without replays), it plays a paired run: the baseline's
/// program is checked as the bot's ("--baseline: " before the reason, 66); the two games of
/// deal p are games 2p and 2p+1 of play_games (back to back with one job, side by side with
/// two), the candidate first for even p, the baseline first for odd p; each JSON line carries
/// "bot" and "deal", and the run ends with the JSON summary line (paired_summary_json) and the
/// readable paired summary. With `config.sprt`, the run stops at the pair where the test decides
/// (games of later pairs already in play are neither reported nor counted).
/// With `config.run.containment.sandbox`, first checks that this machine can build the sandbox
/// (66 with the reason if not), then plans each bot's sandbox once (check_sandbox_plan: a
/// refusal, such as an earlier run's files it cannot hide, exits 66 naming the file or folder
/// and what to do, before any game); without it, a warning follows the results. Then it
/// chooses the memory guard (`config.memory_guard`, game_cgroup.h's find_cgroup_site): with
/// kAuto, where no cgroup can be made, a note saying why follows the results; with kCgroup that
/// is an error (66), and so is, always, a cgroup made but not limited. A benchmark whose
/// `config.jobs` exceeds the judge's processors (processor_budget.h) warns before its first
/// game, and again after its readable summary and, with --json, in a "warning" line after the
/// games' lines (before the JSON summary line of a paired run).
int play(Config& config, const Console& in);

/// `--merge`: reads JSON result lines from the inputs and prints their summary on
/// `in.readable()` (and the histogram to the file `histogram`, if given). A defective or
/// inconsistent line, or the same game twice, is a ParseError at its place (65); no line at all
/// exits 66. Otherwise exit_code_for the worst verdict merged, as in play(). Remembers each
/// game's name, to catch duplicates. Summary lines ("summary") and warnings ("warning") are
/// skipped. The games of a
/// paired run (with "bot") give the paired summary, their pairs added in deal order (with
/// `sprt`, up to the pair where the test decides); such games mixed with others, or a game
/// without its partner, are defective input (65). `sprt` without paired games is a usage error.
int merge(const std::optional<std::string>& histogram, const std::optional<SprtSettings>& sprt,
          const InputReader& read_inputs, const Console& in);

}  // namespace arbiter::interactor
