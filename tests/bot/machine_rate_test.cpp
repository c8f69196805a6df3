#include "bot/search/machine_rate.h"

#include <gtest/gtest.h>

#include <chrono>

#include "bot/search/budget.h"
#include "tests/bot/value_fixtures.h"

namespace arbiter::bot {
namespace {

TEST(MachineRate, TheWorkloadIsFixedOnlyItsTimeVaries) {
  const value::Network network = fixtures::noise_network("1234", 1, 7);
  // Timed as a game on the wall clock times it.
  const GameBudget game({}, GameStart::now());
  const auto wall_now = [&game] { return game.elapsed(); };
  const WorkloadTiming first = time_fixed_workload(network, wall_now);
  const WorkloadTiming second = time_fixed_workload(network, wall_now);
  // The same positions, the same search: the same lines, a whole world's beam of them.
  EXPECT_EQ(first.lines, second.lines);
  EXPECT_GT(first.lines, 1000u);
  EXPECT_GT(first.elapsed.count(), 0);
  EXPECT_GT(first.lines_per_second(), 0);
  // Another alphabet's network plays other positions.
  EXPECT_NE(time_fixed_workload(fixtures::noise_network("1234tlds", 1, 7), wall_now).lines,
            first.lines);
}

TEST(MachineRate, TheWorkloadIsTimedByTheClockItIsGiven) {
  // A clock that moves a millisecond a reading: each run reads it twice, so each takes 1 ms on
  // it, however long it took on any other clock.
  std::chrono::nanoseconds now{0};
  const auto tick = [&now] { return now += std::chrono::milliseconds(1); };
  const WorkloadTiming timing = time_fixed_workload(fixtures::noise_network("1234", 1, 7), tick);
  EXPECT_EQ(timing.elapsed, std::chrono::milliseconds(1));
  EXPECT_DOUBLE_EQ(timing.lines_per_second(), static_cast<double>(timing.lines) * 1000);
}

TEST(MachineRate, NothingTimedIsNoRate) { EXPECT_EQ(WorkloadTiming{}.lines_per_second(), 0); }

}  // namespace
}  // namespace arbiter::bot
