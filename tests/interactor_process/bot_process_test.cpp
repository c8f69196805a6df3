// BotProcess on its own, with /bin/sh one-liners as bots: lines both ways, the end of output,
// deadlines, the cap on a line's length, how a bot ended, and a program that cannot start. The
// bot zoo (tests/bots/) and the stress tests judge whole games through the same class.
#include "interactor/process/bot_process.h"

#include <gtest/gtest.h>

#include <csignal>
#include <string>
#include <vector>

namespace arbiter::interactor {
namespace {

using std::chrono::milliseconds;

// A bot that is the shell running `script`, its standard error silenced.
BotProcess shell(const std::string& script) { return BotProcess({"/bin/sh", "-c", script}, true); }

Clock::time_point in(milliseconds wait) { return Clock::now() + wait; }

constexpr milliseconds kPatience{5000};  // Far more than any of these bots needs.

TEST(BotProcess, ExchangesLinesAndEndsWithItsExitStatus) {
  BotProcess bot = shell("read x; echo \"got $x\"; echo '0 0'; exit 3");
  ASSERT_TRUE(bot.write("hello\n"));
  std::string line;
  ASSERT_EQ(bot.read_line(line, 64, in(kPatience)), BotProcess::ReadStatus::kLine);
  EXPECT_EQ(line, "got hello");
  ASSERT_EQ(bot.read_line(line, 64, in(kPatience)), BotProcess::ReadStatus::kLine);
  EXPECT_EQ(line, "0 0");
  EXPECT_EQ(bot.read_line(line, 64, in(kPatience)), BotProcess::ReadStatus::kEndOfOutput);
  const BotExit exit = bot.finish(in(kPatience));
  EXPECT_EQ(exit.kind, BotExit::Kind::kExited);
  EXPECT_EQ(exit.value, 3);
}

TEST(BotProcess, LastLineWithoutLineBreakIsALine) {
  BotProcess bot = shell("printf 'no break'");
  std::string line;
  ASSERT_EQ(bot.read_line(line, 64, in(kPatience)), BotProcess::ReadStatus::kLine);
  EXPECT_EQ(line, "no break");
  EXPECT_EQ(bot.read_line(line, 64, in(kPatience)), BotProcess::ReadStatus::kEndOfOutput);
  EXPECT_EQ(bot.finish(in(kPatience)).kind, BotExit::Kind::kExited);
}

TEST(BotProcess, LongLineIsCutAtOneByteOverTheLimit) {
  BotProcess bot = shell("printf '%0100d\\n' 0");
  std::string line;
  ASSERT_EQ(bot.read_line(line, 10, in(kPatience)), BotProcess::ReadStatus::kLine);
  EXPECT_EQ(line, std::string(11, '0'));
  bot.finish(in(kPatience));
}

TEST(BotProcess, SilentBotTimesOutAndIsKilledAtTheEnd) {
  BotProcess bot = shell("sleep 30");
  std::string line;
  const auto start = Clock::now();
  EXPECT_EQ(bot.read_line(line, 64, in(milliseconds(50))), BotProcess::ReadStatus::kTimeout);
  EXPECT_GE(Clock::now() - start, milliseconds(50));
  EXPECT_EQ(bot.finish(Clock::now()).kind, BotExit::Kind::kKilled);
  EXPECT_LT(Clock::now() - start, milliseconds(5000));
}

TEST(BotProcess, SignalThatEndsTheBotIsReported) {
  BotProcess bot = shell("kill -ABRT $$");
  EXPECT_TRUE(bot.drain(in(kPatience)));
  const BotExit exit = bot.finish(in(kPatience));
  EXPECT_EQ(exit.kind, BotExit::Kind::kSignaled);
  EXPECT_EQ(exit.value, SIGABRT);
}

TEST(BotProcess, ClosedInputIsSeenByTheBot) {
  BotProcess bot = shell("cat; echo done");
  ASSERT_TRUE(bot.write("a\n"));
  bot.close_input();
  std::string line;
  ASSERT_EQ(bot.read_line(line, 64, in(kPatience)), BotProcess::ReadStatus::kLine);
  EXPECT_EQ(line, "a");
  ASSERT_EQ(bot.read_line(line, 64, in(kPatience)), BotProcess::ReadStatus::kLine);
  EXPECT_EQ(line, "done");
  EXPECT_EQ(bot.finish(in(kPatience)).kind, BotExit::Kind::kExited);
}

TEST(BotProcess, WriteToABotThatNoLongerReadsFails) {
  // What prepare_signals does for the judge, so that the write fails with EPIPE.
  const auto previous = std::signal(SIGPIPE, SIG_IGN);
  BotProcess bot = shell("exec 0<&-; echo closed");
  std::string line;
  ASSERT_EQ(bot.read_line(line, 64, in(kPatience)), BotProcess::ReadStatus::kLine);
  EXPECT_FALSE(bot.write(std::string(1 << 20, 'x')));
  bot.finish(in(kPatience));
  (void)std::signal(SIGPIPE, previous);
}

TEST(BotProcess, ProgramThatCannotStartThrows) {
  const std::vector<std::string> missing = {"/nonexistent/arbiter-bot"};
  EXPECT_THROW(check_bot_command(missing), BotStartError);
  EXPECT_THROW(BotProcess(missing, true), BotStartError);
  EXPECT_THROW(check_bot_command({"/dev/null"}), BotStartError);  // Not executable.
  EXPECT_NO_THROW(check_bot_command({"sh", "-c", "true"}));       // Found in PATH.
}

}  // namespace
}  // namespace arbiter::interactor
