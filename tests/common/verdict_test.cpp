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

TEST(Verdict, KattisExitCodes) {
  EXPECT_EQ(kattis_exit_code(Verdict::kOk), 42);
  EXPECT_EQ(kattis_exit_code(Verdict::kWrongAnswer), 43);
  EXPECT_EQ(kattis_exit_code(Verdict::kTimeLimit), 43);
  EXPECT_EQ(kattis_exit_code(Verdict::kRuntimeError), 43);
  EXPECT_EQ(kattis_exit_code(Verdict::kJudgeError), 1);
}

}  // namespace
}  // namespace arbiter
