#include "simulators/snooker/ball.h"

namespace arbiter::snooker {

namespace {

// Indexed by the enum's value.
constexpr std::array<std::string_view, 8> kNames{"White", "Red",  "Yellow", "Green",
                                                 "Brown", "Blue", "Pink",   "Black"};

}  // namespace

std::string_view ball_name(Ball ball) { return kNames[static_cast<std::size_t>(ball)]; }

std::optional<Ball> ball_from_name(std::string_view name) {
  for (std::size_t i = 0; i < kNames.size(); ++i) {
    if (kNames[i] == name) return static_cast<Ball>(i);
  }
  return std::nullopt;
}

}  // namespace arbiter::snooker
