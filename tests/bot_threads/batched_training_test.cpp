// Self-play learning backwards with batches of games played on several threads: the weights
// do not depend on the thread count (the tsan preset runs it for data races).
#include <gtest/gtest.h>

#include "bot/training/training.h"
#include "bot/value/network.h"
#include "tests/bot/value_fixtures.h"

namespace arbiter::bot::value {
namespace {

Network trained(const TrainingSettings& settings) {
  return fixtures::trained(fresh_network(fixtures::alphabet("12"), settings.seed), settings);
}

TEST(BatchedTraining, TheWeightsDoNotDependOnTheThreads) {
  TrainingSettings settings;
  settings.games = 30;
  settings.seed = 4;
  settings.lambda = 0.5F;
  settings.batch = 6;
  const Network one_thread = trained(settings);
  for (const int threads : {2, 3, 6}) {
    settings.game_threads = threads;
    const Network many = trained(settings);
    EXPECT_EQ(many.weights, one_thread.weights) << threads << " threads";
    EXPECT_EQ(many.random_state, one_thread.random_state) << threads << " threads";
    EXPECT_EQ(many.games, 30U);
  }
}

}  // namespace
}  // namespace arbiter::bot::value
