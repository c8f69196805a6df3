#include "common/random.h"

#include <gtest/gtest.h>

#include <array>
#include <cstdint>

namespace arbiter {
namespace {

TEST(Random, MatchesTheSplitMix64ReferenceSequence) {
  // First outputs of SplitMix64 seeded with 1234567, as published with the algorithm.
  Random random(1234567);
  EXPECT_EQ(random.next(), 6457827717110365317ULL);
  EXPECT_EQ(random.next(), 3203168211198807973ULL);
  EXPECT_EQ(random.next(), 9817491932198370423ULL);
  EXPECT_EQ(random.next(), 4593380528125082431ULL);
  EXPECT_EQ(random.next(), 16408922859458223821ULL);
}

TEST(Random, SameSeedSameStream) {
  Random a(42);
  Random b(42);
  for (int i = 0; i < 100; ++i) EXPECT_EQ(a.next(), b.next());
}

TEST(Random, BelowStaysInRangeAndCoversIt) {
  Random random(7);
  std::array<int, 6> counts{};
  for (int i = 0; i < 60000; ++i) {
    const std::uint64_t value = random.below(6);
    ASSERT_LT(value, 6u);
    ++counts[value];
  }
  // Each face expects 10000; 600 is more than six standard deviations.
  for (const int count : counts) EXPECT_NEAR(count, 10000, 600);
}

TEST(Random, BelowOneIsAlwaysZero) {
  Random random(3);
  for (int i = 0; i < 100; ++i) EXPECT_EQ(random.below(1), 0u);
}

TEST(Random, BetweenIncludesBothEnds) {
  Random random(11);
  bool low = false;
  bool high = false;
  for (int i = 0; i < 1000; ++i) {
    const std::int64_t value = random.between(-2, 2);
    ASSERT_GE(value, -2);
    ASSERT_LE(value, 2);
    low = low || value == -2;
    high = high || value == 2;
  }
  EXPECT_TRUE(low);
  EXPECT_TRUE(high);
}

TEST(Random, BetweenHandlesTheFullRange) {
  Random a(5);
  Random b(5);
  // The whole 64-bit output, shifted down so that 0 maps to INT64_MIN.
  const auto value = a.between(INT64_MIN, INT64_MAX);
  EXPECT_EQ(static_cast<std::uint64_t>(value) - static_cast<std::uint64_t>(INT64_MIN), b.next());
}

}  // namespace
}  // namespace arbiter
