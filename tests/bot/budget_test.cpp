#include "bot/search/budget.h"

#include <gtest/gtest.h>

#include <chrono>

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

TEST(GameBudget, SharesShrinkByWhatTheMovesBeforeOverranTheirs) {
  GameBudget budget = GameBudget::of_work(1300);
  // 2/(3+1) of 1300.
  EXPECT_EQ(budget.share_by_depth(3), 650);
  // A move that spends less than its share does not make the others' larger: what it left is
  // theirs anyway.
  budget.note_move(650, 300);
  budget.charge(300);
  EXPECT_EQ(budget.share_by_depth(3), 500);
  // Moves that spent one and a half times what they were given in all: later shares are
  // cut by as much.
  budget.note_move(100, 825);
  budget.charge(100);
  EXPECT_EQ(budget.share_by_depth(3), 450 / 1.5);
  // By twice at the most: beyond that one sampled world outcosts the share, which no cut
  // makes cheaper.
  budget.note_move(50, 2000);
  EXPECT_EQ(budget.share_by_depth(3), 225);
  // A move given nothing (the budget spent) says nothing of the pace.
  budget.note_move(0, 1e6);
  EXPECT_EQ(budget.share_by_depth(3), 225);
}

}  // namespace
}  // namespace arbiter::bot
