#include "common/verdict.h"

#include <array>
#include <utility>

namespace arbiter {

namespace {

constexpr std::array<std::pair<Verdict, std::string_view>, kVerdicts> kNames{{
    {Verdict::kOk, "OK"},
    {Verdict::kWrongAnswer, "WRONG_ANSWER"},
    {Verdict::kTimeLimit, "TIME_LIMIT"},
    {Verdict::kRuntimeError, "RUNTIME_ERROR"},
    {Verdict::kJudgeError, "JUDGE_ERROR"},
}};

}  // namespace

std::string_view verdict_name(Verdict verdict) {
  for (const auto& [value, name] : kNames) {
    if (value == verdict) return name;
  }
  return "JUDGE_ERROR";  // Unreachable for a valid enumerator.
}

std::optional<Verdict> verdict_from_name(std::string_view name) {
  for (const auto& [value, text] : kNames) {
    if (text == name) return value;
  }
  return std::nullopt;
}

}  // namespace arbiter
