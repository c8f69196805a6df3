#pragma once

#include <atomic>
#include <cstdint>
#include <functional>

#include "bot/value_network.h"

namespace arbiter::bot::value {

/// How a network is trained by self-play (td_learning.h).
struct TrainingSettings {
  std::uint64_t games = 1'000'000;  ///< Games the network has learned from when training ends.
  /// The step per active feature, at the start and at the end of the games; in between it
  /// falls linearly with the games played, so a resumed run takes the same steps.
  float first_rate = 0.0025F;
  float last_rate = 0.0005F;
  std::uint64_t seed = 1;
  /// Games between two calls of the report (and so between two checkpoints at most).
  std::uint64_t report_every = 10'000;
};

/// What a training reports every TrainingSettings::report_every games: the games played, and
/// the mean score of the games since the last report.
struct TrainingReport {
  std::uint64_t games = 0;
  double recent_mean = 0;
};

/// A network ready to train for `settings`: a new one for `alphabet` with its random stream
/// seeded from the seed and the alphabet, so that every alphabet's games differ.
Network fresh_network(const solitaire::Alphabet& alphabet, std::uint64_t seed);

/// Trains `network` by self-play until it has learned from settings.games games or `stop`
/// is set (checked between games), calling `report` every settings.report_every games.
/// Deterministic: the same network and settings give the same weights whether the training ran in
/// one go or was stopped and resumed from a copy of the network taken at a report.
void train(Network& network, const TrainingSettings& settings, const std::atomic<bool>& stop,
           const std::function<void(const Network&, const TrainingReport&)>& report);

}  // namespace arbiter::bot::value
