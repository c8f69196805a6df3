#pragma once

#include "interactor/run/config.h"
#include "interactor/run/console.h"

/// The run that plays games: one game or a benchmark, and the entry to a paired run.
namespace arbiter::interactor {

/// Plays `config.games` and reports them: a JSON line per game on `in.out` with --json, the
/// game's line (one game) or the summary (benchmark) on `in.readable()`, a progress line on
/// standard error when it is a terminal (benchmark), and the files of --transcript,
/// --histogram and --feedback-dir (feedback_dir.h). Before any bot starts, it reads every deal
/// file of the list (a defect throws ParseError, exit 65; a file that cannot be opened exits
/// 66) and checks that the bot's program can be started (66); output files it cannot create
/// exit 73. A benchmark stops at the first JUDGE_ERROR game. The status is then exit_code_for
/// the worst verdict: 0 when every game is OK, 66 after a JUDGE_ERROR, else 1.
/// Replay pages (--replay, --replay-dir) are written as the games are reported (73 on failure).
/// With `config.baseline` (a benchmark, without replays), it plays a paired run
/// (paired_run.h), the baseline's program checked as the bot's ("--baseline: " before the
/// reason, 66).
/// With `config.run.containment.sandbox`, first checks that this machine can build the sandbox
/// (66 with the reason if not); without it, a warning follows the results. Then it chooses the
/// memory guard (`config.memory_guard`, containment_checks.h): with kAuto, where no cgroup can
/// be made, a note saying why follows the results; with kCgroup that is an error (66), and so
/// is, always, a cgroup made but not limited. A benchmark whose `config.jobs` exceeds the
/// judge's processors (processor_budget.h) warns before its first game, and again after its
/// readable summary and, with --json, in a "warning" line after the games' lines (before the
/// JSON summary line of a paired run).
int play(Config& config, const Console& in);

}  // namespace arbiter::interactor
