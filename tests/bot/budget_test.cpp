#include "bot/search/budget.h"

#include <gtest/gtest.h>
#include <sys/resource.h>

#include <algorithm>
#include <chrono>
#include <set>

namespace arbiter::bot {
namespace {

using namespace std::chrono_literals;
using Clock = GameBudget::Clock;

// Spends about `duration` of this process's CPU time.
void burn_cpu(std::chrono::nanoseconds duration) {
  const std::chrono::nanoseconds until = GameStart::cpu_now() + duration;
  volatile unsigned sink = 0;
  while (GameStart::cpu_now() < until) sink = sink + 1;
}

TEST(GameBudget, AWallClockBudgetCountsTheTimeSinceTheGameStarted) {
  const GameBudget long_ago({}, GameStart{Clock::now() - 1h, GameStart::cpu_now()});
  EXPECT_LT(long_ago.left(), 0);
  EXPECT_EQ(long_ago.share_by_depth(10), 0);
  const GameBudget just_now({}, GameStart::now());
  EXPECT_GT(just_now.left(), 0);
  EXPECT_LE(just_now.left(), just_now.total());
}

TEST(GameBudget, ACpuClockBudgetCountsOnlyTheProcesssCpuTime) {
  BudgetSettings settings;
  settings.game_time = 100ms;
  settings.cpu_clock = true;
  // An hour on the wall clock spent waiting costs nothing on the CPU clock.
  const GameBudget waited(settings, GameStart{Clock::now() - 1h, GameStart::cpu_now()});
  EXPECT_GT(waited.left(), 0);
  // What the process spends counts.
  const GameBudget busy(settings, GameStart::now());
  burn_cpu(150ms);
  EXPECT_LT(busy.left(), 0);
  // From the process's start, as the bot counts a game.
  const GameBudget whole_process(settings, GameStart{Clock::now(), 0ns});
  const double burnt = std::chrono::duration<double, std::nano>(150ms).count();
  EXPECT_GE(whole_process.spent(), burnt);
}

TEST(GameBudget, ElapsedIsReadOnTheClockTheBudgetCounts) {
  // A game that started an hour ago on the wall clock and now on the CPU clock.
  const GameStart hour_ago{Clock::now() - 1h, GameStart::cpu_now()};
  BudgetSettings on_the_cpu;
  on_the_cpu.cpu_clock = true;
  EXPECT_LT(GameBudget(on_the_cpu, hour_ago).elapsed(), 1min);
  EXPECT_GE(GameBudget(BudgetSettings{}, hour_ago).elapsed(), 1h);
  // Whatever the budget counts: a budget of work still reads its clock.
  BudgetSettings work_on_the_wall;
  work_on_the_wall.game_work = 1000;
  EXPECT_GE(GameBudget(work_on_the_wall, hour_ago).elapsed(), 1h);
}

// Gives this process a CPU limit (as a judge's RLIMIT_CPU does) for the test's life.
class GameStartUnderACpuLimit : public ::testing::Test {
 protected:
  void SetUp() override {
    ASSERT_EQ(getrlimit(RLIMIT_CPU, &before_), 0);
    rlimit limited = before_;
    limited.rlim_cur = std::min<rlim_t>(before_.rlim_max, 3600);
    ASSERT_EQ(setrlimit(RLIMIT_CPU, &limited), 0);
  }
  void TearDown() override { EXPECT_EQ(setrlimit(RLIMIT_CPU, &before_), 0); }

 private:
  rlimit before_{};
};

TEST_F(GameStartUnderACpuLimit, ReadsTheCpuClockFinely) {
  // The process-wide CPU clock moves in scheduler ticks (milliseconds) once a CPU limit is
  // set; a ply that takes a fraction of a tick must not read as free. Over 20 ms of work a
  // clock of ticks shows a few tens of values, a fine one thousands.
  std::set<std::chrono::nanoseconds::rep> readings;
  const std::chrono::nanoseconds until = GameStart::cpu_now() + 20ms;
  for (std::chrono::nanoseconds now = GameStart::cpu_now(); now < until;
       now = GameStart::cpu_now()) {
    readings.insert(now.count());
  }
  EXPECT_GT(readings.size(), 200u);
}

TEST(GameBudget, AWorkBudgetIgnoresBothClocks) {
  BudgetSettings settings;
  settings.game_work = 1000;
  GameBudget budget(settings, GameStart{Clock::now() - 1h, 0ns});
  EXPECT_TRUE(budget.counts_work());
  EXPECT_EQ(budget.left(), 1000);
  budget.charge(250);
  EXPECT_EQ(budget.spent(), 250);
  // This move, with 3 to go counting it, gets 2/(3+1) of the 750 left; even shares split it.
  EXPECT_EQ(budget.share_by_depth(3), 375);
  EXPECT_EQ(budget.even_share(3), 250);
  budget.charge(1000);
  EXPECT_EQ(budget.share_by_depth(3), 0);
  EXPECT_LT(budget.even_share(3), 0);
}

TEST(GameBudget, UnderTheClockAMovesShareIsItsPartOfWhatIsLeft) {
  // An hour, so that the time this test takes changes no share by a ten-thousandth.
  BudgetSettings settings;
  settings.game_time = 1h;
  const GameBudget budget(settings, GameStart::now());
  // This move, with 3 to go counting it, gets 2/(3+1) of what is left, whatever the moves
  // before it spent.
  EXPECT_NEAR(budget.share_by_depth(3), budget.total() / 2, budget.total() * 1e-4);
  EXPECT_NEAR(budget.share_by_depth(1), budget.total(), budget.total() * 1e-4);
}

}  // namespace
}  // namespace arbiter::bot
