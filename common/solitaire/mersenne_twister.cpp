#include "common/solitaire/mersenne_twister.h"

#include <algorithm>
#include <bit>

namespace arbiter::solitaire {

namespace {

constexpr int kShift = 397;
constexpr std::uint32_t kMatrixA = 0x9908b0dfU;
constexpr std::uint32_t kUpperMask = 0x80000000U;
constexpr std::uint32_t kLowerMask = 0x7fffffffU;

}  // namespace

MersenneTwister::MersenneTwister(std::uint64_t seed) {
  const std::array<std::uint32_t, 2> words = {static_cast<std::uint32_t>(seed),
                                              static_cast<std::uint32_t>(seed >> 32)};
  init_by_array(std::span(words.data(), words[1] != 0 ? 2 : 1));
}

MersenneTwister::MersenneTwister(std::span<const std::uint32_t> key) { init_by_array(key); }

void MersenneTwister::init_genrand(std::uint32_t seed) {
  state_[0] = seed;
  for (int i = 1; i < kStateSize; ++i) {
    const std::uint32_t prev = state_[static_cast<std::size_t>(i - 1)];
    state_[static_cast<std::size_t>(i)] =
        1812433253U * (prev ^ (prev >> 30)) + static_cast<std::uint32_t>(i);
  }
  index_ = kStateSize;
}

void MersenneTwister::init_by_array(std::span<const std::uint32_t> key) {
  init_genrand(19650218U);
  const auto n = static_cast<std::size_t>(kStateSize);
  std::size_t i = 1;
  std::size_t j = 0;
  for (std::size_t k = std::max(n, key.size()); k > 0; --k) {
    const std::uint32_t prev = state_[i - 1];
    state_[i] =
        (state_[i] ^ ((prev ^ (prev >> 30)) * 1664525U)) + key[j] + static_cast<std::uint32_t>(j);
    ++i;
    ++j;
    if (i >= n) {
      state_[0] = state_[n - 1];
      i = 1;
    }
    if (j >= key.size()) j = 0;
  }
  for (std::size_t k = n - 1; k > 0; --k) {
    const std::uint32_t prev = state_[i - 1];
    state_[i] = (state_[i] ^ ((prev ^ (prev >> 30)) * 1566083941U)) - static_cast<std::uint32_t>(i);
    ++i;
    if (i >= n) {
      state_[0] = state_[n - 1];
      i = 1;
    }
  }
  state_[0] = 0x80000000U;  // The most significant bit is 1: a non-zero initial state.
}

void MersenneTwister::refill() {
  const auto twist = [this](std::size_t at, std::size_t next, std::size_t far) {
    const std::uint32_t y = (state_[at] & kUpperMask) | (state_[next] & kLowerMask);
    state_[at] = state_[far] ^ (y >> 1) ^ ((y & 1U) != 0 ? kMatrixA : 0U);
  };
  const auto n = static_cast<std::size_t>(kStateSize);
  const auto m = static_cast<std::size_t>(kShift);
  for (std::size_t k = 0; k < n - m; ++k) twist(k, k + 1, k + m);
  for (std::size_t k = n - m; k < n - 1; ++k) twist(k, k + 1, k + m - n);
  twist(n - 1, 0, m - 1);
  index_ = 0;
}

std::uint32_t MersenneTwister::next() {
  if (index_ >= kStateSize) refill();
  std::uint32_t y = state_[static_cast<std::size_t>(index_++)];
  y ^= y >> 11;
  y ^= (y << 7) & 0x9d2c5680U;
  y ^= (y << 15) & 0xefc60000U;
  y ^= y >> 18;
  return y;
}

std::uint32_t MersenneTwister::below(std::uint32_t n) {
  const auto k = static_cast<int>(std::bit_width(n));
  std::uint32_t r = bits(k);
  while (r >= n) r = bits(k);
  return r;
}

}  // namespace arbiter::solitaire
