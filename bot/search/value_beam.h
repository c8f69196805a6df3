#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "bot/search/beam.h"
#include "bot/search/beam_selection.h"
#include "bot/search/world.h"
#include "bot/value/network.h"
#include "bot/value/sibling_features.h"
#include "common/solitaire/position.h"

namespace arbiter::bot {

/// A beam search over a full-information world whose lines are ranked by what a player could
/// expect from them: the points scored so far plus the learned value of the afterstate the
/// line's last move left (network.h), instead of BeamSearch's hand-made evaluation.
/// The value knows only what a player at that point would know, so it ranks a line by its
/// prospects, not by the world's hidden pieces; the line itself still follows the world.
///
/// It plays the lines out to the end of the game, or, with a horizon, `horizon` moves past
/// the start, where a line is worth its score plus its value. A finished line is worth its
/// score. Lines with the same future keep
/// one representative, and every first move keeps a few lines, as in BeamSearch.
/// Allocates nothing after construction; reuse one for every search of a game.
class ValueBeamSearch {
 public:
  /// `network` must outlive the search; `horizon` 0 plays the lines to the end.
  ValueBeamSearch(int width, const value::Network& network, int horizon = 0);

  /// Searches from `start` (which `world` must agree with). LineValues::nodes counts the
  /// lines extended by one move, each valued by the network unless it ends the game.
  LineValues run(const solitaire::Position& start, const World& world);

  int width() const { return width_; }
  /// Whether its lines always run to the end of the game: without a horizon.
  bool plays_to_the_end() const { return horizon_ == 0; }

 private:
  struct Line {
    solitaire::Position position;  // The world's position after the line: no hidden piece.
    std::uint64_t taken_key = 0;   // The pieces taken, as line_keys.h keys them.
    int first = -1;                // The line's first move; -1 for the start.
    // What the afterstates of its moves share: each line's found from its parent's, so that
    // no line's features start from nothing but the start's.
    value::SiblingEncoder moves;
  };
  struct Candidate {
    int parent = 0;
    int cell = 0;
    std::uint64_t taken_key = 0;  // The pieces the child has taken.
    solitaire::Position child;
  };
  // A candidate as the selection sorts and reads it: small, so that sorting moves little.
  struct Ranked {
    float rank = 0;
    int parent = 0;         // As the candidate's, until keep_best marks it done (-1).
    std::uint64_t key = 0;  // The child's future and first move (line_keys.h).
    int candidate = 0;      // Its place in candidates_.
  };

  void expand(const World& world, int start_moves, LineValues& values);
  static void credit(LineValues& values, int first, float value, int moves);

  int width_;
  int horizon_;
  std::uint32_t feature_set_;
  const value::FixedWeights* fixed_;  // The network's, made once here: worlds run on threads.
  int first_move_quota_ = 1;
  std::vector<Line> beam_;
  std::vector<Line> next_;
  std::vector<Candidate> candidates_;
  std::vector<Ranked> ranked_;
  // A line's moves while they are valued: the moves and the values of their afterstates.
  std::array<Candidate, solitaire::kCells> children_{};
  std::array<float, solitaire::kCells> child_values_{};
  beam_selection::KeySet seen_keys_;
};

}  // namespace arbiter::bot
