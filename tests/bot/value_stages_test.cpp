// Multi-stage weights: a network of several stages values each afterstate by the table of its
// stage, promotion copies the stages it replaces, the file keeps the stages (and still reads
// version 1, which has none), and training with stages is deterministic and resumes exactly.

#include <gtest/gtest.h>

#include <bit>
#include <cstdint>
#include <sstream>
#include <string>
#include <vector>

#include "bot/training/td_learning.h"
#include "bot/training/training.h"
#include "bot/value/features.h"
#include "bot/value/file.h"
#include "bot/value/network.h"
#include "common/random.h"
#include "tests/bot/fixtures.h"
#include "tests/bot/value_fixtures.h"

namespace arbiter::bot::value {
namespace {

using fixtures::alphabet;

// Every weight of stage k is k + 1: an afterstate with n features is worth n × (k + 1).
Network numbered_stages(const std::vector<int>& stage_starts) {
  Network network = Network::zero(alphabet("1234"), stage_starts);
  for (std::size_t i = 0; i < network.weights.size(); ++i) {
    const std::size_t stage = i / table_size(kBaseFeatureSet);
    network.weights[i] = static_cast<float>(stage + 1);
  }
  return network;
}

// The afterstates of a game of `letters` on deal 3 in which the lowest legal cell is taken.
std::vector<solitaire::Position> afterstates_of_a_game(const char* letters) {
  SeenTypes seen;
  const World deal = fixtures::deal_of(letters, 3);
  solitaire::Position position = fixtures::start_of(deal, seen);
  std::vector<solitaire::Position> afterstates;
  while (position.legal_moves() != 0) {
    const int cell = std::countr_zero(position.legal_moves());
    afterstates.push_back(afterstate(position, cell));
    fixtures::play_on(position, cell, deal);
  }
  return afterstates;
}

TEST(ValueStages, AStageBeginsAtItsMoveAndEndsBeforeTheNext) {
  const Network network = Network::zero(alphabet("12"), {10, 40});
  EXPECT_EQ(network.stages(), 3);
  EXPECT_EQ(network.weights.size(), 3 * std::size_t{table_size(kBaseFeatureSet)});
  EXPECT_EQ(network.stage_of(1), 0);
  EXPECT_EQ(network.stage_of(9), 0);
  EXPECT_EQ(network.stage_of(10), 1);
  EXPECT_EQ(network.stage_of(39), 1);
  EXPECT_EQ(network.stage_of(40), 2);
  EXPECT_EQ(network.stage_of(solitaire::kMaxMoves), 2);
  EXPECT_EQ(Network::zero(alphabet("12")).stages(), 1);
  EXPECT_EQ(Network::zero(alphabet("12")).stage_of(solitaire::kMaxMoves), 0);

  EXPECT_TRUE(valid_stage_starts({}));
  EXPECT_TRUE(valid_stage_starts({1, 2, 107}));
  EXPECT_FALSE(valid_stage_starts({0}));
  EXPECT_FALSE(valid_stage_starts({108}));
  EXPECT_FALSE(valid_stage_starts({30, 30}));
  EXPECT_FALSE(valid_stage_starts({40, 30}));
  EXPECT_FALSE(valid_stage_starts({10, 20, 30, 40}));  // Five stages.
}

TEST(ValueStages, ATwoStageNetworkValuesEachAfterstateByItsStagesTable) {
  Network network = Network::zero(alphabet("12"), {10});
  const std::size_t second = table_size(kBaseFeatureSet);
  network.weights[7] = 1.0F;
  network.weights[11] = 2.0F;
  network.weights[second + 7] = 10.0F;
  network.weights[second + 11] = 20.0F;
  ActiveFeatures features;
  features.count = 2;
  features.index = {7, 11};
  features.moves = 9;
  EXPECT_EQ(network.value(features), 3.0F);
  features.moves = 10;
  EXPECT_EQ(network.value(features), 30.0F);

  // A step moves only the table of the afterstate's stage.
  network.adjust(features, 0.5F);
  EXPECT_EQ(network.weights[second + 7], 10.5F);
  EXPECT_EQ(network.weights[second + 11], 20.5F);
  EXPECT_EQ(network.weights[7], 1.0F);
  features.moves = 9;
  network.adjust(features, -1.0F);
  EXPECT_EQ(network.weights[7], 0.0F);
  EXPECT_EQ(network.weights[11], 1.0F);
  EXPECT_EQ(network.weights[second + 7], 10.5F);

  // Through the features of real afterstates: the encoding records the moves played.
  const Network numbered = numbered_stages({10});
  const std::vector<solitaire::Position> afterstates = afterstates_of_a_game("12");
  ASSERT_GT(afterstates.size(), 20U);
  for (const solitaire::Position& after : afterstates) {
    if (is_final(after)) continue;
    ActiveFeatures encoded;
    encode(after, kBaseFeatureSet, encoded);
    EXPECT_EQ(encoded.moves, after.moves());
    const float stage_weight = after.moves() < 10 ? 1.0F : 2.0F;
    EXPECT_EQ(numbered.value(after), static_cast<float>(encoded.count) * stage_weight)
        << "after move " << after.moves();
  }
}

// A network of small noise, as trained weights would be.
Network noisy(const std::vector<int>& stage_starts, std::uint64_t seed) {
  Network network = Network::zero(alphabet("12"), stage_starts);
  Random random(seed);
  for (float& weight : network.weights) {
    weight = static_cast<float>(random.between(-100, 100)) / 8.0F;
  }
  return network;
}

TEST(ValueStages, PromotionCopiesTheStageEachNewStageReplaces) {
  const Network one = noisy({}, 1);
  const Network three = with_stages(one, {30, 60});
  EXPECT_EQ(three.stage_starts, (std::vector<int>{30, 60}));
  ASSERT_EQ(three.weights.size(), 3 * one.weights.size());
  for (int stage = 0; stage < 3; ++stage) {
    const auto first =
        three.weights.begin() + stage * static_cast<std::ptrdiff_t>(table_size(kBaseFeatureSet));
    EXPECT_TRUE(std::equal(one.weights.begin(), one.weights.end(), first)) << "stage " << stage;
  }
  // It values every afterstate to the bit as the network it came from.
  for (const solitaire::Position& after : afterstates_of_a_game("12")) {
    EXPECT_EQ(three.value(after), one.value(after)) << "after move " << after.moves();
  }

  // From two stages to three: the new middle stage begins inside the old first one.
  const Network two = noisy({40}, 2);
  const Network regrouped = with_stages(two, {20, 60});
  const auto stage = [](const Network& network, int k) {
    const auto first =
        network.weights.begin() + k * static_cast<std::ptrdiff_t>(table_size(kBaseFeatureSet));
    return std::vector<float>(first,
                              first + static_cast<std::ptrdiff_t>(table_size(kBaseFeatureSet)));
  };
  EXPECT_EQ(stage(regrouped, 0), stage(two, 0));
  EXPECT_EQ(stage(regrouped, 1), stage(two, 0));
  EXPECT_EQ(stage(regrouped, 2), stage(two, 1));
  EXPECT_EQ(regrouped.games, two.games);
  EXPECT_EQ(regrouped.random_state, two.random_state);
}

TEST(ValueStages, TheFileKeepsTheStagesOfEachNetwork) {
  Network staged = noisy({30, 60}, 3);
  staged.games = 77;
  const Network plain = Network::zero(alphabet("tld"));
  std::stringstream file;
  write_networks(file, {staged, plain});
  const std::vector<Network> read = read_networks(file);
  ASSERT_EQ(read.size(), 2U);
  EXPECT_EQ(read[0].stage_starts, staged.stage_starts);
  EXPECT_EQ(read[0].weights, staged.weights);
  EXPECT_EQ(read[0].games, 77U);
  EXPECT_EQ(read[1].stages(), 1);
  EXPECT_EQ(read[1].weights, plain.weights);
}

TEST(ValueStages, TrainingWithStagesIsDeterministicAndResumesExactly) {
  TrainingSettings settings;
  settings.games = 300;
  settings.seed = 5;
  const auto fresh = [&] { return with_stages(fresh_network(alphabet("12"), 5), {20, 50}); };

  const Network once = fixtures::trained(fresh(), settings);
  // Every stage learned: a game of `12` lasts past move 50.
  for (int stage = 0; stage < 3; ++stage) {
    const auto first =
        once.weights.begin() + stage * static_cast<std::ptrdiff_t>(table_size(kBaseFeatureSet));
    EXPECT_TRUE(std::any_of(first, first + static_cast<std::ptrdiff_t>(table_size(kBaseFeatureSet)),
                            [](float weight) { return weight != 0.0F; }))
        << "stage " << stage;
  }

  const Network continued = fixtures::stopped_and_resumed(fresh(), settings, 120);
  EXPECT_EQ(continued.stage_starts, once.stage_starts);
  EXPECT_EQ(continued.weights, once.weights);
  EXPECT_EQ(continued.random_state, once.random_state);

  // The same games on one stage learn other weights.
  const Network single = fixtures::trained(fresh_network(alphabet("12"), 5), settings);
  EXPECT_NE(with_stages(single, {20, 50}).weights, once.weights);
}

}  // namespace
}  // namespace arbiter::bot::value
