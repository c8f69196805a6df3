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
  // A move of a line that the selection may keep: what the selection sorts and reads, and what
  // the kept line needs besides its parent. Small, so that sorting moves little; the position
  // the move leads to stays in children_.
  struct Candidate {
    std::uint32_t rank_order = 0;  // Its rank as best_first() orders it: the best first.
    int parent = 0;                // Its line's place in beam_, until keep_best marks it done (-1).
    std::uint64_t key = 0;         // The child's future and first move (line_keys.h).
    int child = 0;                 // Its position's place in children_.
    std::int8_t cell = 0;
    std::int8_t first = 0;  // The child's first move.
  };

  void expand(const World& world, int start_moves, LineValues& values);
  // Makes the kept candidates the next beam, in the order they were kept: each a copy of its
  // parent moved on by its move, but a parent's last kept child, which moves its parent on in
  // place once the others have copied it.
  void make_next_beam();
  static void credit(LineValues& values, int first, float value, int moves);

  int width_;
  int horizon_;
  std::uint32_t feature_set_;
  const value::FixedWeights* fixed_;  // The network's, made once here: worlds run on threads.
  int first_move_quota_ = 1;
  // The lines, in places of lines_ that outlive a depth: beam_ lists the current ones, in order;
  // unused_ the places free for the next. Never more than two beams' worth.
  std::vector<Line> lines_;
  std::vector<int> beam_;
  std::vector<int> next_;
  std::vector<int> unused_;
  std::vector<int> kept_children_;  // By line of beam_: how many of its children were kept.
  std::vector<Candidate> candidates_;
  std::vector<Candidate> kept_;  // Those of candidates_ kept, in order.
  // The positions every line's moves lead to at this depth, and their values while a line's
  // moves are valued (those that do not end the game).
  std::vector<solitaire::Position> children_;
  std::array<float, solitaire::kCells> child_values_{};
  beam_selection::KeySet seen_keys_;
};

}  // namespace arbiter::bot
