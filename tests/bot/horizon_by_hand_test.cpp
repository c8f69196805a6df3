// The value at a beam's horizon with a network that is not zero, worked out by hand: a line cut
// at the horizon is worth its points plus the value of the afterstate it stopped at, by the
// table of that afterstate's stage; a line that ends the game first is worth its points. The
// search's worlds take those values as they are, without the greedy's playout as a floor.
#include <gtest/gtest.h>

#include <chrono>
#include <cstddef>
#include <vector>

#include "bot/search/search.h"
#include "bot/search/value_beam.h"
#include "bot/search/world.h"
#include "bot/value/network.h"
#include "common/random.h"
#include "tests/bot/fixtures.h"

namespace arbiter::bot {
namespace {

using fixtures::Stack;
using solitaire::Piece;
using solitaire::Position;

// Two stacks, no move made yet: B, cell 0, holds only its gold, a 1; A, cell 1 beside it, a
// bronze 1 over two hidden pieces. A 1 moves one cell, so after either move the other cell is
// the only one in reach; A then B leaves A's next piece in reach of B, B then A ends the game.
constexpr int kGoldB = 0;
constexpr int kBronzeA = 1;
Position two_stacks_at_the_horizon() {
  return Position::start(
      fixtures::endgame({Stack{kGoldB, Piece::kOne, 2}, Stack{kBronzeA, Piece::kOne, 0}}));
}

// Every afterstate of a line on the two stacks that does not end the game has 54 features
// (features.h): the 36 cells, the 12 lines, the window, the two of reach, the progress,
// and one second step and one way in and out for the one other cell, which is in reach.
constexpr float kFeatures = 54;

// After one move the value is stage 0's, after two stage 1's: every weight of stage 0 is
// kFirstStage, of stage 1 `second_stage`.
constexpr float kFirstStage = 0.5F;
value::Network two_stage_network(float second_stage) {
  value::Network network = value::Network::zero(*solitaire::Alphabet::parse("12"), {2});
  const std::size_t table = value::table_size(network.feature_set);
  for (std::size_t index = 0; index < network.weights.size(); ++index) {
    network.weights[index] = index < table ? kFirstStage : second_stage;
  }
  return network;
}

World world_of_the_two_stacks() {
  Random random(1);
  return World::sample(two_stacks_at_the_horizon().board(), fixtures::seen_of("12"), random);
}

TEST(HorizonByHand, ALineCutThereIsWorthItsPointsPlusTheValueOfItsStage) {
  const value::Network network = two_stage_network(0.25F);
  const Position start = two_stacks_at_the_horizon();
  const World world = world_of_the_two_stacks();
  // One move: either move scores 1, and its afterstate is worth 54 x 0.5 by stage 0.
  ValueBeamSearch one(4, network, 1);
  const LineValues after_one = one.run(start, world);
  EXPECT_EQ(after_one.best_by_first_move[kBronzeA], 1 + kFeatures * kFirstStage);
  EXPECT_EQ(after_one.best_by_first_move[kGoldB], 1 + kFeatures * kFirstStage);
  EXPECT_EQ(after_one.best_score, 28);
  EXPECT_EQ(after_one.best_moves, 1);
  // Two moves: A then B scores 1 + 5 (a run of two 1s) and is worth 54 x 0.25 more by stage 1;
  // B then A scores the same and ends the game, so it is worth its points alone.
  ValueBeamSearch two(4, network, 2);
  const LineValues after_two = two.run(start, world);
  EXPECT_EQ(after_two.best_by_first_move[kBronzeA], 6 + kFeatures * 0.25F);
  EXPECT_EQ(after_two.best_by_first_move[kGoldB], 6);
  EXPECT_EQ(after_two.best_score, 19.5F);
  EXPECT_EQ(after_two.best_moves, 2);
}

TEST(HorizonByHand, ALineWorthLessThanNothingThereStillCounts) {
  // Every weight of stage 0 at -1: a line cut after one move is worth 1 - 54, below 0 and
  // below what an unreached move once stood for (-1).
  value::Network network = two_stage_network(0.25F);
  const std::size_t table = value::table_size(network.feature_set);
  for (std::size_t index = 0; index < table; ++index) network.weights[index] = -1;
  ValueBeamSearch one(4, network, 1);
  const LineValues after_one = one.run(two_stacks_at_the_horizon(), world_of_the_two_stacks());
  EXPECT_EQ(after_one.best_by_first_move[kBronzeA], 1 - kFeatures);
  EXPECT_EQ(after_one.best_by_first_move[kGoldB], 1 - kFeatures);
  EXPECT_EQ(after_one.best_score, 1 - kFeatures);
  EXPECT_EQ(after_one.best_moves, 1);
}

TEST(HorizonByHand, TheSearchTakesTheHorizonsValueWithoutTheGreedysPlayoutAsAFloor) {
  // Stage 1 worth -1/16 a feature: A's line is worth 6 - 3.375 at the horizon, below B's 6,
  // though A's greedy playout (A, B, A again) scores more than 6 on any world.
  const value::Network network = two_stage_network(-0.0625F);
  const Position start = two_stacks_at_the_horizon();
  const World world = world_of_the_two_stacks();
  ValueBeamSearch beam(4, network, 2);
  const LineValues values = beam.run(start, world);
  ASSERT_EQ(values.best_by_first_move[kBronzeA], 6 - kFeatures * 0.0625F);
  ASSERT_EQ(values.best_by_first_move[kGoldB], 6);
  SearchSettings settings;
  settings.worlds_per_move = 1;
  settings.value_beam_width = 4;
  settings.horizon = 2;
  GameBudget budget({}, GameBudget::Clock::now());
  SearchStrategy search(settings, budget, &network);
  EXPECT_EQ(search.choose(View{start, fixtures::seen_of("12")}), kGoldB);
  // Without a horizon the lines run to the end, and A's is worth more.
  settings.horizon = 0;
  GameBudget to_the_end_budget({}, GameBudget::Clock::now());
  SearchStrategy to_the_end(settings, to_the_end_budget, &network);
  EXPECT_EQ(to_the_end.choose(View{start, fixtures::seen_of("12")}), kBronzeA);
}

}  // namespace
}  // namespace arbiter::bot
