#pragma once

// Shared by the tests of the learned value: the value played one move ahead, as the trainer
// plays, for a reference and a yardstick.

#include <optional>

#include "bot/strategy.h"
#include "bot/value_network.h"
#include "common/solitaire/position.h"

namespace arbiter::bot::fixtures {

/// The move of the most points plus afterstate value (value::points_and_value) in `position`,
/// ties to the lowest cell, or nothing when no move is legal.
inline std::optional<int> one_ply_move(const value::Network& network,
                                       const solitaire::Position& position) {
  std::optional<int> best;
  float best_value = 0;
  value::ActiveFeatures features;
  for (solitaire::CellSet moves = position.legal_moves(); moves != 0;) {
    const int cell = solitaire::pop_cell(moves);
    const float value = value::points_and_value(network, position, cell, features);
    if (!best || value > best_value) {
      best = cell;
      best_value = value;
    }
  }
  return best;
}

/// Plays one_ply_move with `network`, whatever the seen types.
class OnePly final : public Strategy {
 public:
  explicit OnePly(const value::Network& network) : network_(network) {}
  std::optional<int> choose(const View& view) override {
    return one_ply_move(network_, view.position);
  }

 private:
  const value::Network& network_;
};

}  // namespace arbiter::bot::fixtures
