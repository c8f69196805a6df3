#pragma once

#include <cstdint>

#include "simulators/airplane/board.h"

/// Short names that make hand-built airplane positions read like the board: players by name,
/// H (Hanger), L (Launch), kDone (home) and S(p) for stretch index p.
namespace arbiter::airplane::notation {

constexpr int kAlice = 0;
constexpr int kBob = 1;
constexpr int kCarol = 2;
constexpr int kDavid = 3;
constexpr std::int8_t H = kHanger;  // NOLINT(readability-identifier-naming): notation
constexpr std::int8_t L = kLaunch;  // NOLINT(readability-identifier-naming): notation
constexpr std::int8_t kDone = kHome;
/// Stretch index p as a step.
constexpr std::int8_t S(int p) {  // NOLINT(readability-identifier-naming): notation
  return static_cast<std::int8_t>(kEntry + p);
}

}  // namespace arbiter::airplane::notation
