#pragma once

#include <cstdint>

namespace arbiter {

/// The project's one pseudo-random generator, identical on every compiler and standard library
/// (unlike std::uniform_int_distribution, whose output differs between libstdc++ and libc++).
///
/// Engine: SplitMix64 (G. Steele, D. Lea, C. Flood, 2014): the state advances by the constant
/// 0x9E3779B97F4A7C15 and each output is the state through two xor-shift-multiply rounds.
/// Bounded draws use rejection sampling: a 64-bit output below the largest multiple of the bound
/// is reduced modulo the bound, any other output is drawn again, so every value is equally likely.
/// Any seed, 0 included, is valid. The object is the whole state: copy it to fork a stream.
class Random {
 public:
  explicit Random(std::uint64_t seed) : state_(seed) {}

  /// The next 64 uniformly distributed bits.
  std::uint64_t next() {
    std::uint64_t z = (state_ += 0x9E3779B97F4A7C15ULL);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
  }

  /// The whole state: `Random(random.state())` continues the same stream (for checkpoints).
  std::uint64_t state() const { return state_; }

  /// A uniform integer in [0, bound). Precondition: bound > 0.
  std::uint64_t below(std::uint64_t bound) {
    // 2^64 mod bound outputs at the top would make small values likelier; they are redrawn.
    const std::uint64_t rejected = (0 - bound) % bound;
    std::uint64_t draw = next();
    while (draw > ~std::uint64_t{0} - rejected) draw = next();
    return draw % bound;
  }

  /// A uniform integer in [lo, hi]. Precondition: lo <= hi.
  std::int64_t between(std::int64_t lo, std::int64_t hi) {
    const std::uint64_t span = static_cast<std::uint64_t>(hi) - static_cast<std::uint64_t>(lo);
    const std::uint64_t offset = span == ~std::uint64_t{0} ? next() : below(span + 1);
    return static_cast<std::int64_t>(static_cast<std::uint64_t>(lo) + offset);
  }

 private:
  std::uint64_t state_;
};

}  // namespace arbiter
