// The Mersenne Twister against reference outputs of CPython 3.11's `random` (computed once
// with `random.seed(s); random.getrandbits(32)` etc. and pasted here; nothing runs Python).
#include "common/solitaire/mersenne_twister.h"

#include <gtest/gtest.h>

#include <array>
#include <cstdint>
#include <vector>

namespace arbiter::solitaire {
namespace {

std::vector<std::uint32_t> first_outputs(MersenneTwister twister, int count) {
  std::vector<std::uint32_t> outputs;
  outputs.reserve(static_cast<std::size_t>(count));
  for (int i = 0; i < count; ++i) outputs.push_back(twister.next());
  return outputs;
}

TEST(MersenneTwister, MatchesCPythonSeeds) {
  // Seed 0 is one key word 0; 2^40 + 5 needs two words; 2^63 - 1 is the largest seed we read.
  EXPECT_EQ(first_outputs(MersenneTwister(0), 5),
            (std::vector<std::uint32_t>{3626764237U, 1654615998U, 3255389356U, 3823568514U,
                                        1806341205U}));
  EXPECT_EQ(
      first_outputs(MersenneTwister(1), 5),
      (std::vector<std::uint32_t>{577090037U, 2444712010U, 3639700191U, 3445702192U, 3280387012U}));
  EXPECT_EQ(first_outputs(MersenneTwister(12), 5),
            (std::vector<std::uint32_t>{2038265566U, 1155324522U, 2823822892U, 2272599372U,
                                        2862211193U}));
  EXPECT_EQ(first_outputs(MersenneTwister((std::uint64_t{1} << 40) + 5), 5),
            (std::vector<std::uint32_t>{2166296868U, 2220160828U, 1153647273U, 2850991874U,
                                        3976222944U}));
  EXPECT_EQ(
      first_outputs(MersenneTwister(9223372036854775807ULL), 5),
      (std::vector<std::uint32_t>{1359979423U, 2819855560U, 2711238091U, 569878368U, 3451239204U}));
}

TEST(MersenneTwister, KeyConstructorEqualsSeedConstructor) {
  const std::array<std::uint32_t, 2> key = {5U, 256U};
  EXPECT_EQ(first_outputs(MersenneTwister(key), 5),
            first_outputs(MersenneTwister((std::uint64_t{1} << 40) + 5), 5));
}

TEST(MersenneTwister, MatchesCPythonAcrossTheStateRefill) {
  // 624 outputs per refill: outputs 1000..1002 come after the first refill.
  MersenneTwister twister(12);
  for (int i = 0; i < 1000; ++i) twister.next();
  EXPECT_EQ(first_outputs(twister, 3),
            (std::vector<std::uint32_t>{4190299960U, 3469160762U, 604353287U}));
}

TEST(MersenneTwister, GetRandBits) {
  // random.seed(5); [random.getrandbits(k) for k in (1, 3, 7, 31, 32)]
  MersenneTwister twister(5);
  EXPECT_EQ(twister.bits(1), 1U);
  EXPECT_EQ(twister.bits(3), 2U);
  EXPECT_EQ(twister.bits(7), 94U);
  EXPECT_EQ(twister.bits(31), 769949150U);
  EXPECT_EQ(twister.bits(32), 3415330359U);
}

TEST(MersenneTwister, RandBelowRejectsAndConsumesLikeCPython) {
  // random.seed(7); [random._inst._randbelow(n) for n in (1, 1, 2, 3, 5, 8, 100, 2**31 + 1)]
  // n = 1 draws one bit and redraws while it is 1, so it consumes outputs too; a wrong count
  // would shift every later value.
  MersenneTwister twister(7);
  std::vector<std::uint32_t> values;
  for (const std::uint32_t n : {1U, 1U, 2U, 3U, 5U, 8U, 100U, 2147483649U}) {
    values.push_back(twister.below(n));
  }
  EXPECT_EQ(values, (std::vector<std::uint32_t>{0, 0, 1, 2, 0, 1, 68, 404285457}));
}

}  // namespace
}  // namespace arbiter::solitaire
