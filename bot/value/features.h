#pragma once

#include <array>
#include <cstdint>

#include "common/solitaire/position.h"

/// The features of the learned value: what a player knows of a position right after a move,
/// before the move's chance event (the piece it uncovers), encoded as indices into one table
/// of weights. The value of an afterstate is the sum of the weights at its indices.
///
/// An afterstate is a Position whose last move has been played with any placeholder reveal:
/// the encoding never reads the top of the last cell (only whether it is blank), so every
/// reveal gives the same features. Every hidden piece is an independent uniform draw, so the
/// visible tops, the pieces taken from each cell, the last cell and type and the scoring state
/// are all a player can know; the features look at them in these groups:
///
/// - cells: each cell's content (blank, hidden under the last move, or its top and how many
///   pieces were taken below it) crossed with the last cell and the type taken there. The
///   move rules are symmetric under the board's eight rotations and reflections, so a (cell,
///   last cell) pair shares its weights with its seven images;
/// - lines: the pattern of pieces taken along each row and column (shared by symmetry);
/// - window: the types the set scan is waiting on, the last type and its run, the alternation
///   chain and the kind of the last set;
/// - reach: how many cells of each type the next move may take, with the last type;
/// - reach and window: which types the next move may take, with the scan's window;
/// - second step: for each cell the next move may take, its type and how many cells of each
///   type the move after may take from there;
/// - progress: pieces taken so far with the number of moves open next;
/// - ways in and out: for each cell with a visible top, its content with how many cells its
///   top reaches and how many tops reach it;
/// - tuples (feature set 3 only): the coarse contents of the four cells of each 2×2 square of
///   the board (blank, hidden under the last move, or the top's type and whether it is the
///   gold), as an n-tuple network for 2048 does (Szubert and Jaśkowski 2014). The 25 squares
///   fall into 6 orbits under the symmetries; each orbit has a table, which one square of it
///   indexes at each of its 8 images, so that a position and its images get the same value.
namespace arbiter::bot::value {

/// The feature sets, as weight files name them; a new one whenever an index changes meaning.
/// Set 3 is set 2 with the tuples after it: every index of set 2 means the same in set 3.
inline constexpr std::uint32_t kBaseFeatureSet = 2;
inline constexpr std::uint32_t kTupleFeatureSet = 3;

/// Whether this build knows the feature set `feature_set`.
constexpr bool known_feature_set(std::uint32_t feature_set) {
  return feature_set == kBaseFeatureSet || feature_set == kTupleFeatureSet;
}

/// Tuple indices a position has in feature set 3: each orbit's square at its 8 images.
inline constexpr int kTupleIndices = 6 * 8;

/// The most indices one afterstate has: a cell group index per cell, one per line, the
/// four single ones, at most 35 second-step ones and 35 ways in and out, and the tuples.
inline constexpr int kMostActive =
    solitaire::kCells + 12 + 4 + 2 * solitaire::kCells + kTupleIndices;

/// The size of the weight table of a network of `feature_set`. Precondition:
/// known_feature_set(feature_set).
std::uint32_t table_size(std::uint32_t feature_set);

/// The indices of an afterstate's features, and the moves played up to it (the pieces taken),
/// by which a network of several stages chooses the table they index (network.h).
struct ActiveFeatures {
  std::array<std::uint32_t, kMostActive> index{};
  int count = 0;
  int moves = 0;
};

/// The features of `afterstate`, a position right after a move (see above), in `feature_set`.
/// Preconditions: afterstate.moves() > 0, known_feature_set(feature_set).
void encode(const solitaire::Position& afterstate, std::uint32_t feature_set,
            ActiveFeatures& features);

/// Whether the game is over after `afterstate`: whatever the move uncovered, the next move
/// can take nothing (the last cell is never a target, so its reveal does not matter).
inline bool is_final(const solitaire::Position& afterstate) {
  return afterstate.legal_moves() == 0;
}

}  // namespace arbiter::bot::value
