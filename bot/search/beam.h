#pragma once

#include <array>
#include <cstdint>
#include <limits>
#include <vector>

#include "bot/search/beam_selection.h"
#include "bot/search/evaluation.h"
#include "bot/search/world.h"
#include "common/solitaire/position.h"

namespace arbiter::bot {

/// What one beam search found on one world: for each possible next move, the best value of a
/// line starting with it (or kUnreached when the beam dropped every such line), and the length
/// of the best line found. A line played to the end is worth its final score, a whole number;
/// one cut short is worth its score plus a learned value (ValueBeamSearch), which is not, and
/// may be below 0: so "unreached" is below every value.
struct LineValues {
  static constexpr float kUnreached = -std::numeric_limits<float>::infinity();
  std::array<float, solitaire::kCells> best_by_first_move{};
  float best_score = kUnreached;
  int best_moves = 0;       ///< Moves in the best line, counted from the start of the game.
  std::uint64_t nodes = 0;  ///< Lines extended by one move: the work done.
};

/// A beam search over a full-information world, played out to the end of the game: at each
/// depth it extends every kept line by every legal move, finishes the lines that cannot go
/// on, and keeps the `width` best of the rest by `evaluate`: one per set of identical futures
/// (the same pieces taken, the same last cell and the same scoring state) from the same first
/// move, and at least width / (2 × first moves) lines of each first move, so that every first
/// move is valued by lines of its own. Set progress counts only for the kinds of set whose four
/// types are all among the world's pieces left at the start (see CompletableSets).
/// Allocates nothing after construction; reuse one for every search of a game.
class BeamSearch {
 public:
  explicit BeamSearch(int width, Weights weights = {});

  /// Searches from `start` (which `world` must agree with) to the end of the game.
  LineValues run(const solitaire::Position& start, const World& world);

  int width() const { return width_; }
  /// Whether its lines always run to the end of the game: they do.
  static constexpr bool plays_to_the_end() { return true; }

 private:
  struct Node {
    std::array<std::uint8_t, solitaire::kCells> taken{};
    solitaire::CellSet non_blank = 0;
    std::uint64_t taken_hash = 0;  // The pieces taken, as a Zobrist key.
    solitaire::ScoreState score;
    std::int8_t last = 0;
    solitaire::Piece last_type{};
    std::int8_t first = 0;  // The first move of the line.
  };
  struct Candidate {
    int value;
    int parent;
    int cell;
    // Identifies the child: its future (pieces taken, last cell, scoring state) and its first
    // move, so that lines from two first moves that meet are both kept and both credited.
    std::uint64_t key;
  };

  void expand(const World& world, LineValues& values);
  void select_survivors(const World& world);
  static Node child_of(const Node& parent, int cell, const World& world);

  int width_;
  int first_move_quota_ = 1;  // Lines each first move keeps at every depth.
  Weights weights_;
  CompletableSets completable_;  // Of the search under way: from the pieces left at its start.
  std::vector<Node> beam_;
  std::vector<Node> next_;
  std::vector<Candidate> candidates_;
  beam_selection::KeySet seen_keys_;
};

}  // namespace arbiter::bot
