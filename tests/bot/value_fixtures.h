#pragma once

// Shared by the tests of the learned value: the value played one move ahead, as the trainer
// plays, for a reference and a yardstick; a training stopped and resumed from its checkpoint.

#include <gtest/gtest.h>

#include <atomic>
#include <cstdint>
#include <optional>
#include <sstream>

#include "bot/strategy.h"
#include "bot/training/training.h"
#include "bot/value/file.h"
#include "bot/value/network.h"
#include "common/random.h"
#include "common/solitaire/position.h"

namespace arbiter::bot::fixtures {

/// The alphabet of `letters`, which must be a valid one.
inline solitaire::Alphabet alphabet(const char* letters) {
  return *solitaire::Alphabet::parse(letters);
}

/// A network for `letters` whose every weight is noise of up to `scale` points (in steps of a
/// thousandth of it), drawn with `seed`: its ranking of lines has nothing to do with their
/// scores. Scale 0: every weight 0.
inline value::Network noise_network(const char* letters, float scale, std::uint64_t seed) {
  value::Network network = value::Network::zero(alphabet(letters));
  Random random(seed);
  for (float& weight : network.weights) {
    weight = scale * static_cast<float>(random.between(-1000, 1000)) / 1000.0F;
  }
  return network;
}

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

/// `network` trained with `settings` to settings.games, with no stop and no report.
inline value::Network trained(value::Network network, const value::TrainingSettings& settings) {
  const std::atomic<bool> never{false};
  value::train(network, settings, never,
               [](const value::Network&, const value::TrainingReport&) {});
  return network;
}

/// `network` trained with `settings` but stopped at the report after `stop_after` games, written
/// to a file and read back, then trained on to settings.games: what a run stopped and resumed
/// from its checkpoint has learned. The first part reports every game, unless settings has
/// batches of more than one game: batches end at reports, so it then keeps the settings'
/// reports. Precondition: stop_after < settings.games, and a multiple of
/// settings.report_every when settings.batch > 1.
inline value::Network stopped_and_resumed(value::Network network,
                                          const value::TrainingSettings& settings,
                                          std::uint64_t stop_after) {
  std::atomic<bool> stop{false};
  value::TrainingSettings reporting = settings;
  if (settings.batch == 1) reporting.report_every = 1;
  value::train(network, reporting, stop,
               [&stop, stop_after](const value::Network& now, const value::TrainingReport&) {
                 if (now.games >= stop_after) stop = true;
               });
  EXPECT_LT(network.games, settings.games) << "the training was not stopped";
  std::stringstream checkpoint;
  value::write_networks(checkpoint, {network});
  return trained(value::read_networks(checkpoint).front(), settings);
}

}  // namespace arbiter::bot::fixtures
