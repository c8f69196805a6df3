#include "common/verdict.h"

#include <gtest/gtest.h>

namespace arbiter {
namespace {

TEST(Verdict, NamesRoundTrip) {
  for (const Verdict verdict : {Verdict::kOk, Verdict::kWrongAnswer, Verdict::kTimeLimit,
                                Verdict::kRuntimeError, Verdict::kJudgeError}) {
    EXPECT_EQ(verdict_from_name(verdict_name(verdict)), verdict);
  }
  EXPECT_EQ(verdict_name(Verdict::kWrongAnswer), "WRONG_ANSWER");
  EXPECT_EQ(verdict_from_name("ok"), std::nullopt);
  EXPECT_EQ(verdict_from_name(""), std::nullopt);
}

TEST(Verdict, CountIsTheNumberOfNames) {
  // Every verdict up to the count has a name of its own; a new one needs both.
  EXPECT_EQ(kVerdicts, 5u);
  EXPECT_EQ(verdict_name(static_cast<Verdict>(kVerdicts - 1)), "JUDGE_ERROR");
}

}  // namespace
}  // namespace arbiter
