#include "bot/search/machine_rate.h"

#include <gtest/gtest.h>

#include "tests/bot/value_fixtures.h"

namespace arbiter::bot {
namespace {

TEST(MachineRate, TheWorkloadIsFixedOnlyItsTimeVaries) {
  const value::Network network = fixtures::noise_network("1234", 1, 7);
  const WorkloadTiming first = time_fixed_workload(network);
  const WorkloadTiming second = time_fixed_workload(network);
  // The same positions, the same search: the same lines, a whole world's beam of them.
  EXPECT_EQ(first.lines, second.lines);
  EXPECT_GT(first.lines, 1000u);
  EXPECT_GT(first.elapsed.count(), 0);
  EXPECT_GT(first.lines_per_second(), 0);
  // Another alphabet's network plays other positions.
  EXPECT_NE(time_fixed_workload(fixtures::noise_network("1234tlds", 1, 7)).lines, first.lines);
}

TEST(MachineRate, NothingTimedIsNoRate) { EXPECT_EQ(WorkloadTiming{}.lines_per_second(), 0); }

}  // namespace
}  // namespace arbiter::bot
