#pragma once

#include <cstddef>
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

/// How many verdicts there are: the size of a table indexed by a Verdict's value.
inline constexpr std::size_t kVerdicts = static_cast<std::size_t>(Verdict::kJudgeError) + 1;

/// The verdict's name in reports and JSON: "OK", "WRONG_ANSWER", "TIME_LIMIT",
/// "RUNTIME_ERROR", "JUDGE_ERROR".
std::string_view verdict_name(Verdict verdict);

/// The inverse of verdict_name; std::nullopt for any other text.
std::optional<Verdict> verdict_from_name(std::string_view name);

}  // namespace arbiter
