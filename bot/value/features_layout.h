#pragma once

#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>

#include "bot/value/features.h"
#include "bot/value/features_detail.h"
#include "common/solitaire/board.h"
#include "common/solitaire/geometry.h"
#include "common/solitaire/piece.h"
#include "common/solitaire/score.h"

/// Where each feature group's weights lie in a network's table, and the small tables and
/// counts both encoders of the features read (features.cpp, which finds an afterstate's
/// features from nothing, and sibling_features.cpp, which finds those of a position's every
/// move from what they share). Internal to those two; the layout is the weight files' format
/// (file.h): a change of any index is a new feature set.
namespace arbiter::bot::value::layout {

using solitaire::CellSet;
using solitaire::kCells;
using solitaire::kPieceKinds;
using solitaire::kSide;

using detail::kSymmetries;
using detail::kTupleCells;
using detail::kTupleStates;
using detail::kTupleWeights;
using detail::transform;

// Each (cell, last cell) pair numbered by its orbit under the eight symmetries.
struct PairOrbits {
  std::array<std::array<std::uint16_t, kCells>, kCells> orbit{};
  int count = 0;
};

inline constexpr PairOrbits build_pair_orbits() {
  PairOrbits orbits;
  std::array<int, std::size_t{kCells} * kCells> id_of_representative{};
  for (int& id : id_of_representative) id = -1;
  for (int cell = 0; cell < kCells; ++cell) {
    for (int last = 0; last < kCells; ++last) {
      int representative = kCells * kCells;
      for (int symmetry = 0; symmetry < kSymmetries; ++symmetry) {
        representative = std::min(representative,
                                  transform(cell, symmetry) * kCells + transform(last, symmetry));
      }
      int& id = id_of_representative[static_cast<std::size_t>(representative)];
      if (id < 0) id = orbits.count++;
      orbits.orbit[static_cast<std::size_t>(cell)][static_cast<std::size_t>(last)] =
          static_cast<std::uint16_t>(id);
    }
  }
  return orbits;
}

inline constexpr PairOrbits kPairOrbits = build_pair_orbits();

inline constexpr std::array<std::uint8_t, kCells> build_cell_orbits() {
  std::array<std::uint8_t, kCells> orbits{};
  std::array<int, kCells> id_of_representative{};
  for (int& id : id_of_representative) id = -1;
  int count = 0;
  for (int cell = 0; cell < kCells; ++cell) {
    int representative = kCells;
    for (int symmetry = 0; symmetry < kSymmetries; ++symmetry) {
      representative = std::min(representative, transform(cell, symmetry));
    }
    int& id = id_of_representative[static_cast<std::size_t>(representative)];
    if (id < 0) id = count++;
    orbits[static_cast<std::size_t>(cell)] = static_cast<std::uint8_t>(id);
  }
  return orbits;
}

inline constexpr std::array<std::uint8_t, kCells> kCellOrbitOf = build_cell_orbits();

// A cell's content: blank, hidden under the last move (one or two pieces taken), or a top
// piece with 0..2 pieces taken below it.
inline constexpr int kBlankContent = 0;
inline constexpr int kHiddenContent = 1;  // + pieces taken - 1.
inline constexpr int kTopContent = 3;     // + taken * kPieceKinds + type.
inline constexpr int kContents = kTopContent + 3 * kPieceKinds;

// A line's pattern: pieces taken from each of its six cells, base 4. Rows and columns at the
// same distance from the edge are one class; a pattern and its reverse share a weight.
inline constexpr int kLineClasses = 3;
inline constexpr int kLinePatterns = 1 << (2 * kSide);

inline constexpr int kWindows = 1 + 8 + 64 + 512;  // The types waiting on the scan, 0..3 of them.
inline constexpr int kRunLengths = 4;              // 1, 2, 3, 4 or more.
inline constexpr int kChains = 4;                  // 0, 1, 2, 3 or more.
inline constexpr int kSetKinds = 3;                // None yet, numbers, pieces.
inline constexpr int kTypeCounts = 6561;           // 3^8: cells of each type, 0, 1, 2 or more.
inline constexpr int kTypeMasks = 1 << kPieceKinds;
inline constexpr int kMovesTaken = solitaire::kMaxMoves + 1;
inline constexpr int kOpenMoves = 9;  // Moves open next: 0..8 or more.

inline constexpr std::uint32_t kCellsOffset = 0;
inline constexpr std::uint32_t kLinesOffset =
    kCellsOffset + static_cast<std::uint32_t>(kPairOrbits.count * kContents * kPieceKinds);
inline constexpr std::uint32_t kWindowOffset = kLinesOffset + kLineClasses * kLinePatterns;
inline constexpr std::uint32_t kReachOffset =
    kWindowOffset + kWindows * kPieceKinds * kRunLengths * kChains * kSetKinds;
inline constexpr std::uint32_t kReachWindowOffset = kReachOffset + kTypeCounts * kPieceKinds;
inline constexpr std::uint32_t kSecondStepOffset = kReachWindowOffset + kTypeMasks * kWindows;
inline constexpr std::uint32_t kProgressOffset = kSecondStepOffset + kPieceKinds * kTypeCounts;
inline constexpr int kCellOrbits = 6;  // Cells by their orbit under the symmetries (6 of them).
inline constexpr int kDegrees = 5;     // 0..4 or more.
inline constexpr std::uint32_t kDegreeOffset = kProgressOffset + kMovesTaken * kOpenMoves;
inline constexpr std::uint32_t kTableSize =
    kDegreeOffset + kCellOrbits * kContents * kDegrees * kDegrees;

// Where the cell group's weights of each (last cell, cell) pair begin, the pair's orbit
// scaled: a row a last cell, so that the cell group reads one row in order.
inline constexpr std::array<std::array<std::uint32_t, kCells>, kCells> build_pair_bases() {
  std::array<std::array<std::uint32_t, kCells>, kCells> bases{};
  for (int last = 0; last < kCells; ++last) {
    for (int cell = 0; cell < kCells; ++cell) {
      bases[static_cast<std::size_t>(last)][static_cast<std::size_t>(cell)] =
          kCellsOffset +
          static_cast<std::uint32_t>(
              kPairOrbits.orbit[static_cast<std::size_t>(cell)][static_cast<std::size_t>(last)] *
              kContents * kPieceKinds);
    }
  }
  return bases;
}

inline constexpr std::array<std::array<std::uint32_t, kCells>, kCells> kPairBases =
    build_pair_bases();

// Tuples (set 3 only), after every index of set 2: one table per orbit of 2×2 squares, each
// indexed by the states of a square's cells, in the order of the orbit's first square mapped
// by the symmetry.
inline constexpr int kSquareOrbits = 6;
inline constexpr std::uint32_t kTuplesOffset = kTableSize;
inline constexpr std::uint32_t kTupleTableSize = kTableSize + kSquareOrbits * kTupleWeights;
static_assert(kSquareOrbits * detail::kSymmetries == kTupleIndices);

// The cells of each orbit's square at each of its images: the squares whose top left cell is
// (row, col) with row <= col <= 2 are one of each orbit.
using TupleImages =
    std::array<std::array<std::array<std::uint8_t, kTupleCells>, kSymmetries>, kSquareOrbits>;

inline constexpr TupleImages build_tuple_images() {
  constexpr std::array<std::array<int, 2>, kSquareOrbits> kCorners = {
      {{0, 0}, {0, 1}, {0, 2}, {1, 1}, {1, 2}, {2, 2}}};
  TupleImages images{};
  for (int orbit = 0; orbit < kSquareOrbits; ++orbit) {
    const auto [row, col] = kCorners[static_cast<std::size_t>(orbit)];
    const std::array<int, kTupleCells> square = {
        solitaire::cell_at(row, col), solitaire::cell_at(row, col + 1),
        solitaire::cell_at(row + 1, col), solitaire::cell_at(row + 1, col + 1)};
    for (int symmetry = 0; symmetry < kSymmetries; ++symmetry) {
      for (int i = 0; i < kTupleCells; ++i) {
        images[static_cast<std::size_t>(orbit)][static_cast<std::size_t>(symmetry)]
              [static_cast<std::size_t>(i)] = static_cast<std::uint8_t>(
                  transform(square[static_cast<std::size_t>(i)], symmetry));
      }
    }
  }
  return images;
}

inline constexpr TupleImages kTupleImages = build_tuple_images();

inline constexpr std::array<std::uint16_t, kLinePatterns> build_canonical_lines() {
  std::array<std::uint16_t, kLinePatterns> canonical{};
  for (int pattern = 0; pattern < kLinePatterns; ++pattern) {
    int reversed = 0;
    for (int cell = 0; cell < kSide; ++cell) {
      reversed |= (pattern >> (2 * cell) & 3) << (2 * (kSide - 1 - cell));
    }
    canonical[static_cast<std::size_t>(pattern)] =
        static_cast<std::uint16_t>(std::min(pattern, reversed));
  }
  return canonical;
}

inline constexpr std::array<std::uint16_t, kLinePatterns> kCanonicalLines = build_canonical_lines();

// Cells of each type among `cells`, each count capped at 2, as a base-3 number.
inline int type_counts(CellSet cells, const std::array<CellSet, kPieceKinds>& cells_of_type) {
  int code = 0;
  for (int kind = kPieceKinds - 1; kind >= 0; --kind) {
    const int count = std::popcount(cells & cells_of_type[static_cast<std::size_t>(kind)]);
    code = code * 3 + std::min(count, 2);
  }
  return code;
}

inline int window_code(const solitaire::ScoreState& score) {
  const auto& last = score.last_types();
  int code = 0;
  int offset = 0;
  for (int waiting = 1; waiting <= score.pending(); ++waiting) {
    offset += 1 << (3 * (waiting - 1));
    code = code * kPieceKinds +
           solitaire::index_of(last[static_cast<std::size_t>(3 - score.pending() + waiting - 1)]);
  }
  return offset + code;
}

// How many times each cell is counted, 0 to 4 or more, in bit-sliced counters: a bit plane
// per binary digit, one bit a cell, so that counting a set of cells once is a few logical
// operations whatever its size.
class CellCounts {
 public:
  static constexpr int kMost = 4;
  void add(CellSet cells) {
    const CellSet carry_ones = ones_ & cells;
    ones_ ^= cells;
    const CellSet carry_twos = twos_ & carry_ones;
    twos_ ^= carry_ones;
    fours_ |= carry_twos;
  }
  // The count of `cell`, at most kMost.
  int at(int cell) const {
    if (solitaire::has_cell(fours_, cell)) return kMost;
    return (solitaire::has_cell(ones_, cell) ? 1 : 0) + (solitaire::has_cell(twos_, cell) ? 2 : 0);
  }

 private:
  CellSet ones_ = 0;
  CellSet twos_ = 0;
  CellSet fours_ = 0;  // Set once a cell is counted 4 times or more.
};

// A visible top with the pieces taken below it.
inline int top_content(const solitaire::Board& board, int cell) {
  return kTopContent + board.removed(cell) * kPieceKinds +
         solitaire::index_of(board.top_piece(cell));
}

}  // namespace arbiter::bot::value::layout
