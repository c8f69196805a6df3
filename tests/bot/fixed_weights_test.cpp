// The searches' fixed-point weights (FixedWeights): the scale a network's largest weight allows,
// the rounding, the stages' tables, and a copy made again once the trainer moves the weights.

#include <gtest/gtest.h>

#include <cstdint>
#include <limits>

#include "bot/value/features.h"
#include "bot/value/network.h"
#include "common/solitaire/piece.h"

namespace arbiter::bot::value {
namespace {

Network small_network(std::vector<int> stage_starts = {}) {
  return Network::zero(*solitaire::Alphabet::parse("12"), std::move(stage_starts));
}

TEST(FixedWeights, AZeroNetworkHasTheFinestScale) {
  const FixedWeights fixed = quantise(small_network());
  EXPECT_EQ(fixed.scale, 1 << 24);
  EXPECT_EQ(fixed.to_value(1 << 24), 1.0F);
}

TEST(FixedWeights, TheScaleLeavesRoomForTwiceTheMostIndicesAtTheLargestWeight) {
  Network network = small_network();
  network.weights[3] = 40.0F;
  network.weights[4] = -50.25F;
  const FixedWeights fixed = quantise(network);
  // 2^16 is the largest power of two at which 2 × kMostActive × 50.25 × scale fits.
  EXPECT_EQ(fixed.scale, 1 << 16);
  EXPECT_LE(2.0 * kMostActive * 50.25 * fixed.scale,
            static_cast<double>(std::numeric_limits<std::int32_t>::max()));
  EXPECT_GT(2.0 * kMostActive * 50.25 * fixed.scale * 2,
            static_cast<double>(std::numeric_limits<std::int32_t>::max()));
  EXPECT_EQ(fixed.weights[3], 40 << 16);
  EXPECT_EQ(fixed.weights[4], -(50 << 16) - (1 << 14));
  EXPECT_EQ(fixed.to_value(fixed.weights[4]), -50.25F);
}

TEST(FixedWeights, WeightsRoundToTheNearestStep) {
  Network network = small_network();
  network.weights[0] = 1000.0F;  // Scale 2^12.
  network.weights[1] = 0.3F;
  const FixedWeights fixed = quantise(network);
  ASSERT_EQ(fixed.scale, 1 << 12);
  EXPECT_EQ(fixed.weights[1], 1229);  // 0.3 × 4096 = 1228.8.
}

TEST(FixedWeights, EachStageHasItsTable) {
  Network network = small_network({10});
  const std::uint32_t size = table_size(network.feature_set);
  network.weights[7] = 1.0F;
  network.weights[size + 7] = 2.0F;
  const FixedWeights fixed = quantise(network);
  EXPECT_EQ(fixed.to_value(fixed.table(9)[7]), 1.0F);
  EXPECT_EQ(fixed.to_value(fixed.table(10)[7]), 2.0F);
}

TEST(FixedWeights, AreMadeAgainOnceTheWeightsAreAdjusted) {
  Network network = small_network();
  ActiveFeatures features;
  features.index[0] = 7;
  features.count = 1;
  features.moves = 1;
  EXPECT_EQ(network.fixed().weights[7], 0);
  network.adjust(features, 0.5F);
  EXPECT_EQ(network.fixed().to_value(network.fixed().weights[7]), 0.5F);
}

}  // namespace
}  // namespace arbiter::bot::value
