#pragma once

#include <concepts>
#include <cstddef>
#include <cstdint>
#include <utility>
#include <vector>

namespace arbiter::airplane {

/// A source of dice rolls, drawn one at a time in turn order: `roll()` returns 1..6, or 0 when
/// the source has run out (a recorded sequence that ended). The simulator is a template over it,
/// so the generator's few instructions inline into the game loop.
template <class Dice>
concept DiceSource = requires(Dice dice) {
  { dice.roll() } -> std::same_as<int>;
};

/// The four 32-bit words of a xorshift128 state: one line `x y z w` of the judge input.
struct Seed {
  std::uint32_t x = 0;
  std::uint32_t y = 0;
  std::uint32_t z = 0;
  std::uint32_t w = 0;
  friend bool operator==(const Seed&, const Seed&) = default;
};

/// The problem's dice: Marsaglia's xorshift128 on uint32, one roll `w % 6 + 1` per step.
/// It never runs out. An all-zero seed stays zero and rolls 1 forever; it is still valid.
class Xorshift128 {
 public:
  explicit Xorshift128(const Seed& seed) : x_(seed.x), y_(seed.y), z_(seed.z), w_(seed.w) {}

  /// The next 32-bit output (the problem's Xor128()).
  std::uint32_t next() {
    const std::uint32_t t = x_ ^ (x_ << 11);
    x_ = y_;
    y_ = z_;
    z_ = w_;
    w_ = w_ ^ (w_ >> 19) ^ (t ^ (t >> 8));
    return w_;
  }

  /// The next roll, 1..6 (the problem's GetDice()).
  int roll() { return static_cast<int>(next() % 6) + 1; }

 private:
  std::uint32_t x_, y_, z_, w_;
};

/// A recorded sequence of rolls, replayed in order; 0 once it is used up.
class RecordedDice {
 public:
  /// Precondition: every roll is 1..6.
  explicit RecordedDice(std::vector<std::uint8_t> rolls) : rolls_(std::move(rolls)) {}

  int roll() { return next_ < rolls_.size() ? rolls_[next_++] : 0; }
  /// How many rolls were drawn, and how many there are.
  std::size_t used() const { return next_; }
  std::size_t size() const { return rolls_.size(); }

 private:
  std::vector<std::uint8_t> rolls_;
  std::size_t next_ = 0;
};

static_assert(DiceSource<Xorshift128>);
static_assert(DiceSource<RecordedDice>);

}  // namespace arbiter::airplane
