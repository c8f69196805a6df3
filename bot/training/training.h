#pragma once

#include <atomic>
#include <cstdint>
#include <functional>
#include <optional>

#include "bot/value/network.h"

namespace arbiter::bot::value {

/// How a network is trained by self-play (td_learning.h).
struct TrainingSettings {
  std::uint64_t games = 1'000'000;  ///< Games the network has learned from when training ends.
  /// The step per active feature, at the start and at the end of the games; in between it
  /// falls linearly with the games played, so a resumed run takes the same steps.
  float first_rate = 0.0025F;
  float last_rate = 0.0005F;
  std::uint64_t seed = 1;
  /// Unset: learn after every move (learn_from_game, TD(0)). Set: learn from each finished
  /// game backwards with this trace decay (play_for_learning, learn_backwards: TD(λ)), in
  /// 0..1.
  std::optional<float> lambda;
  /// Learning after every move only: towards the expected_target of each afterstate instead
  /// of the next move's points plus value.
  bool expected_targets = false;
  /// Learning backwards only: games a network plays at once with the same weights, their deals
  /// drawn in order, then learned from in that order. The weights depend on it (the later
  /// games of a batch are played by weights that have not learned from the earlier ones); 1
  /// learns from each game before the next. A batch never spans a report.
  int batch = 1;
  /// Threads that play a batch's games; the weights do not depend on it.
  int game_threads = 1;
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
