#include "common/exit_codes.h"

#include <gtest/gtest.h>

namespace arbiter {
namespace {

// README.md's table of exit statuses: scripts rely on these numbers.
TEST(ExitCode, TheNumbersOfTheReadmeTable) {
  EXPECT_EQ(to_int(ExitCode::kOk), 0);
  EXPECT_EQ(to_int(ExitCode::kNotAllOk), 1);
  EXPECT_EQ(to_int(ExitCode::kUsage), 64);
  EXPECT_EQ(to_int(ExitCode::kDataError), 65);
  EXPECT_EQ(to_int(ExitCode::kNoInput), 66);
  EXPECT_EQ(to_int(ExitCode::kCannotCreate), 73);
  EXPECT_EQ(to_int(ExitCode::kIoError), 74);
}

TEST(ExitCode, OfEachVerdict) {
  EXPECT_EQ(exit_code_for(Verdict::kOk), ExitCode::kOk);
  EXPECT_EQ(exit_code_for(Verdict::kWrongAnswer), ExitCode::kNotAllOk);
  EXPECT_EQ(exit_code_for(Verdict::kTimeLimit), ExitCode::kNotAllOk);
  EXPECT_EQ(exit_code_for(Verdict::kRuntimeError), ExitCode::kNotAllOk);
  // A bot that cannot be started: the status of a bot's program that is missing.
  EXPECT_EQ(exit_code_for(Verdict::kJudgeError), ExitCode::kNoInput);
}

}  // namespace
}  // namespace arbiter
