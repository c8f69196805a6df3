#include "simulators/airplane/strategy.h"

namespace arbiter::airplane {

namespace {

constexpr std::array<std::string_view, 4> kStrategyNames = {"stacker", "fighter", "runner",
                                                            "laggard"};

}  // namespace

std::string_view strategy_name(Strategy strategy) {
  return kStrategyNames[static_cast<int>(strategy)];
}

std::optional<Strategy> strategy_from_name(std::string_view name) {
  for (int i = 0; i < 4; ++i) {
    if (kStrategyNames[i] == name) return static_cast<Strategy>(i);
  }
  return std::nullopt;
}

}  // namespace arbiter::airplane
