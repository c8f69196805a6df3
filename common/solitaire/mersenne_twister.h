#pragma once

#include <array>
#include <cstdint>
#include <span>

namespace arbiter::solitaire {

/// MT19937 exactly as CPython's `random` module runs it, to reproduce the official judge's
/// deal bit for bit: the 32-bit Mersenne Twister (Matsumoto and Nishimura, 1998) seeded by
/// `init_by_array`, with CPython's `getrandbits` and `_randbelow` on top. Not for anything
/// else: the project's own generator is arbiter::Random.
class MersenneTwister {
 public:
  /// The state after CPython's `random.seed(seed)` for a non-negative integer: init_by_array
  /// over the 32-bit words of the seed, least significant first (one word 0 for seed 0).
  explicit MersenneTwister(std::uint64_t seed);
  /// The state after init_by_array(`key`). Precondition: key is not empty.
  explicit MersenneTwister(std::span<const std::uint32_t> key);

  /// The next 32-bit output (genrand_uint32).
  std::uint32_t next();
  /// CPython's getrandbits(k) for 1 <= k <= 32: the top k bits of one output.
  std::uint32_t bits(int k) { return next() >> (32 - k); }
  /// CPython's _randbelow(n) (random.choice draws its index with it): k = bit length of n,
  /// draw getrandbits(k) until it is below n, so even n = 1 consumes at least one output.
  /// Precondition: 1 <= n < 2^32.
  std::uint32_t below(std::uint32_t n);

 private:
  static constexpr int kStateSize = 624;

  void init_genrand(std::uint32_t seed);
  void init_by_array(std::span<const std::uint32_t> key);
  void refill();

  std::array<std::uint32_t, kStateSize> state_{};
  int index_ = kStateSize + 1;
};

}  // namespace arbiter::solitaire
