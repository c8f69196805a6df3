#pragma once

#include <optional>
#include <string_view>

namespace arbiter {

/// How a judged run of a contestant program ended. Blame follows the stream that failed
/// (testlib, problemtools): the contestant's output can earn WrongAnswer, its process
/// TimeLimit or RuntimeError; a defect on the judge's side (its own data, a program it
/// could not start) is a JudgeError and never the contestant's fault.
enum class Verdict {
  kOk,            ///< The run followed the contract to its end.
  kWrongAnswer,   ///< The contestant's output broke the contract.
  kTimeLimit,     ///< The contestant took longer than a limit allowed.
  kRuntimeError,  ///< The contestant's process crashed, failed, or stopped talking early.
  kJudgeError,    ///< The judge itself could not do its job.
};

/// The verdict's name in reports and JSON: "OK", "WRONG_ANSWER", "TIME_LIMIT",
/// "RUNTIME_ERROR", "JUDGE_ERROR".
std::string_view verdict_name(Verdict verdict);

/// The inverse of verdict_name; std::nullopt for any other text.
std::optional<Verdict> verdict_from_name(std::string_view name);

/// Kattis output-validator exit statuses: 42 accepts, 43 rejects. problemtools treats any
/// other status of a validator as a judge error.
inline constexpr int kKattisAccept = 42;
inline constexpr int kKattisReject = 43;

/// The exit status a Kattis validator playing this judge would return: 42 for kOk, 43 for
/// the contestant's faults (WrongAnswer, and TimeLimit/RuntimeError when the judge is the
/// one that saw them), 1 for kJudgeError (anything but 42/43 is a judge error to Kattis).
int kattis_exit_code(Verdict verdict);

}  // namespace arbiter
