#pragma once

#include "common/verdict.h"

namespace arbiter {

/// Process exit statuses shared by every tool, following BSD sysexits.h so that scripts can
/// tell a bad input from a bad invocation. README.md's "Exit statuses" is the table users read.
enum class ExitCode : int {
  kOk = 0,
  kNotAllOk = 1,       ///< Every game was judged, and some got no OK (the bot's failure).
  kUsage = 64,         ///< Command-line misuse: unknown option, bad value.
  kDataError = 65,     ///< Defective input data: a ParseError was reported.
  kNoInput = 66,       ///< An input (a file, the bot's program, the sandbox) cannot be had.
  kCannotCreate = 73,  ///< An output file could not be created.
  kIoError = 74,       ///< Writing the output failed (disk full, closed pipe).
};

constexpr int to_int(ExitCode code) { return static_cast<int>(code); }

/// The exit status a judged game's verdict calls for: 0 for OK; 1 for WRONG_ANSWER,
/// TIME_LIMIT and RUNTIME_ERROR, which judge the bot; 66 for JUDGE_ERROR, a game the judge
/// could not play because the bot could not be started (or its deal could no longer be read),
/// as when the bot's program is missing. A run of several games exits with the largest status
/// of its games, so a judge error outranks a bot's failure.
constexpr ExitCode exit_code_for(Verdict verdict) {
  switch (verdict) {
    case Verdict::kOk:
      return ExitCode::kOk;
    case Verdict::kWrongAnswer:
    case Verdict::kTimeLimit:
    case Verdict::kRuntimeError:
      return ExitCode::kNotAllOk;
    case Verdict::kJudgeError:
      return ExitCode::kNoInput;
  }
  return ExitCode::kNoInput;  // Unreachable for a valid enumerator.
}

}  // namespace arbiter
