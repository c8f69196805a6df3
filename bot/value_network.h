#pragma once

#include <cstdint>
#include <vector>

#include "bot/value_features.h"
#include "common/random.h"
#include "common/solitaire/piece.h"
#include "common/solitaire/position.h"

namespace arbiter::bot::value {

/// A learned afterstate value for one alphabet: the expected points a player still earns
/// after a move, before the move's chance event, as a sum of weights over the afterstate's
/// features (value_features.h). A final afterstate is worth exactly 0.
///
/// It also carries how it was trained (games played, the seed, and the state of the
/// self-play's random stream), so that a checkpoint resumes exactly where it stopped.
struct Network {
  solitaire::Alphabet alphabet;
  std::uint32_t feature_set = kFeatureSet;
  std::uint64_t games = 0;         ///< Self-play games it has learned from.
  std::uint64_t seed = 0;          ///< The training's --seed.
  std::uint64_t random_state = 0;  ///< The self-play stream after `games` games.
  std::vector<float> weights;      ///< table_size() of them.

  /// An untrained network (every weight 0) for `alphabet`.
  static Network zero(const solitaire::Alphabet& alphabet);

  float value(const ActiveFeatures& features) const {
    float sum = 0;
    for (int i = 0; i < features.count; ++i) {
      sum += weights[features.index[static_cast<std::size_t>(i)]];
    }
    return sum;
  }
  /// The value of `afterstate` (see value_features.h).
  float value(const solitaire::Position& afterstate) const;
  /// Moves the value of the afterstate with `features` by `step` per active feature.
  void adjust(const ActiveFeatures& features, float step) {
    for (int i = 0; i < features.count; ++i) {
      weights[features.index[static_cast<std::size_t>(i)]] += step;
    }
  }
};

/// The afterstate of taking `cell` in `position`: the position after the move, with the
/// uncovered piece unknown (a placeholder the features never read). Precondition: the move
/// is legal.
solitaire::Position afterstate(solitaire::Position position, int cell);

/// What taking `cell` in `position` is worth one move ahead: the points the move earns plus
/// the value of its afterstate by `network` (0 when it is final). The rule by which the trainer
/// plays and learns (training/td_learning.h) and the value search values its last ply.
/// `features` receives the afterstate's features, count 0 when it is final.
/// Precondition: the move is legal.
float points_and_value(const Network& network, const solitaire::Position& position, int cell,
                       ActiveFeatures& features);

}  // namespace arbiter::bot::value
