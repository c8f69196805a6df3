#pragma once

#include <string>

#include "common/verdict.h"
#include "interactor/core/referee.h"

/// The verdict precedence of one game, as one small pure function (problemtools'
/// _run_interactive): what the referee concluded, why the judge stopped reading, and how the
/// bot's process ended go in; the verdict and its message come out.
namespace arbiter::interactor {

/// Why the judge stopped waiting for the bot's lines.
enum class StopReason {
  kRefereeDone,   ///< The referee ended the game (`0 0` or a wrong answer).
  kEndOfOutput,   ///< The bot's output closed (it exited, crashed, or closed stdout).
  kMoveTimeout,   ///< No complete line within the per-move limit.
  kTotalTimeout,  ///< The game's total time limit ran out.
};

/// How the bot's process ended.
struct BotExit {
  enum class Kind {
    kExited,    ///< It exited by itself; `value` is its exit status.
    kSignaled,  ///< A signal ended it (a crash, SIGPIPE, ...); `value` is the signal.
    kKilled,    ///< The judge killed it because it outlived the game; `value` is unused.
  };
  Kind kind = Kind::kKilled;
  int value = 0;
};

/// Everything the precedence looks at.
struct Observation {
  GameState protocol = GameState::kPlaying;  ///< The referee's state when reading stopped.
  std::string fault;                         ///< The referee's wrong-answer message.
  int moves = 0;                             ///< Moves played before the game ended.
  StopReason stop = StopReason::kRefereeDone;
  BotExit exit;
  long long move_limit_ms = 0;   ///< For timeout messages.
  long long total_limit_ms = 0;  ///< For timeout messages.
  bool cpu_time = false;         ///< The time limits count CPU time (--time-mode cpu).
  bool memory_exceeded = false;  ///< The judge killed the bot for its memory.
  long long memory_limit_mb = 0;
  long long cpu_limit_s = 0;  ///< RLIMIT_CPU; 0 when none was set.
  long long file_limit_mb = 0;
  long long cpu_ms = 0;  ///< The CPU time the bot used.
};

/// A verdict and the sentence that explains it.
struct Judgement {
  Verdict verdict = Verdict::kJudgeError;
  std::string message;
};

/// The verdict precedence, first match wins:
/// 1. a wrong answer from the referee: WRONG_ANSWER (the bot's own words convict it, whatever
///    its process did afterwards);
/// 2. over the memory limit (the judge killed it): RUNTIME_ERROR, "memory limit"; over the CPU
///    limit (SIGXCPU, or SIGKILL with its CPU time at the limit): TIME_LIMIT, "CPU time limit";
///    whenever it happened, `0 0` or not;
/// 3. `0 0` received: RUNTIME_ERROR if the bot then crashed or exited non-zero; otherwise OK,
///    also when it had to be killed for not exiting (output after `0 0` is ignored);
/// 4. no `0 0` and a time limit ran out: TIME_LIMIT;
/// 5. no `0 0` and the output closed: RUNTIME_ERROR, saying whether the bot crashed (signal),
///    exited non-zero, exited 0, or kept running with its output closed.
Judgement judge(const Observation& seen);

/// "SIGSEGV" for the usual signals, "signal N" otherwise.
std::string signal_name(int signal);

}  // namespace arbiter::interactor
