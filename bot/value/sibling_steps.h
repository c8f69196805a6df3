#pragma once

#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>

#include "bot/value/features_layout.h"
#include "bot/value/sibling_features.h"

/// The tables and the steps that SiblingEncoder's encode() (sibling_features.cpp) and value()
/// (sibling_values.cpp) share: internal to those two.
namespace arbiter::bot::value::sibling_steps {

using namespace layout;  // NOLINT(google-build-using-namespace): the layout is this file's
                         // vocabulary.
using solitaire::cell_bit;
using solitaire::has_cell;

// For each cell and type, the cells from which a top of that type reaches the cell: the move
// rule read backwards (it is not symmetric: rooks and bishops reach only edge cells).
using SourceTable = std::array<std::array<CellSet, kPieceKinds>, kCells>;

inline constexpr SourceTable build_sources() {
  SourceTable sources{};
  for (int from = 0; from < kCells; ++from) {
    for (int kind = 0; kind < kPieceKinds; ++kind) {
      for (CellSet to = solitaire::targets(from, solitaire::piece_at(kind)); to != 0;) {
        sources[static_cast<std::size_t>(solitaire::pop_cell(to))]
               [static_cast<std::size_t>(kind)] |= cell_bit(from);
      }
    }
  }
  return sources;
}

inline constexpr SourceTable kSources = build_sources();

// Where each cell stands in the tuples: the tuple indices (orbit × 8 + symmetry, encode()'s
// order) whose square holds it, and the place value of its state in each.
struct TuplePlaces {
  static constexpr int kMost = kTupleIndices;
  std::array<std::uint8_t, kMost> slot{};
  std::array<std::uint16_t, kMost> place{};
  int count = 0;
};

inline constexpr std::array<TuplePlaces, kCells> build_tuple_places() {
  std::array<TuplePlaces, kCells> places{};
  for (int orbit = 0; orbit < kSquareOrbits; ++orbit) {
    for (int symmetry = 0; symmetry < kSymmetries; ++symmetry) {
      const auto& cells =
          kTupleImages[static_cast<std::size_t>(orbit)][static_cast<std::size_t>(symmetry)];
      int place = 1;
      for (int i = kTupleCells - 1; i >= 0; --i) {
        TuplePlaces& of_cell = places[cells[static_cast<std::size_t>(i)]];
        of_cell.slot[static_cast<std::size_t>(of_cell.count)] =
            static_cast<std::uint8_t>(orbit * kSymmetries + symmetry);
        of_cell.place[static_cast<std::size_t>(of_cell.count)] = static_cast<std::uint16_t>(place);
        ++of_cell.count;
        place *= kTupleStates;
      }
    }
  }
  return places;
}

inline constexpr std::array<TuplePlaces, kCells> kTuplePlaces = build_tuple_places();

// Powers of three: what one more cell of a type adds to type_counts' code.
inline constexpr std::array<int, kPieceKinds> kTypeCountPlace = {1, 3, 9, 27, 81, 243, 729, 2187};

// The index of a line of `line_class` with `pattern` (encode()'s lines group).
inline std::uint32_t line_index(int line_class, int pattern) {
  return kLinesOffset +
         static_cast<std::uint32_t>(line_class * kLinePatterns +
                                    kCanonicalLines[static_cast<std::size_t>(pattern)]);
}

inline constexpr int line_class_of(int line) { return std::min(line, kSide - 1 - line); }

// For each code of type_counts, which types it counts at least once: a bit a type.
inline constexpr std::array<std::uint8_t, kTypeCounts> build_types_present() {
  std::array<std::uint8_t, kTypeCounts> present{};
  for (int code = 0; code < kTypeCounts; ++code) {
    int rest = code;
    for (int kind = 0; kind < kPieceKinds; ++kind, rest /= 3) {
      if (rest % 3 != 0)
        present[static_cast<std::size_t>(code)] |= static_cast<std::uint8_t>(1 << kind);
    }
  }
  return present;
}

inline constexpr std::array<std::uint8_t, kTypeCounts> kTypesPresent = build_types_present();

inline int tuple_state_of(const solitaire::Board& board, int cell) {
  const int taken = board.removed(cell);
  if (taken == solitaire::kLayers) return detail::kBlankTupleState;
  return detail::top_tuple_state(solitaire::index_of(board.top_piece(cell)),
                                 taken == solitaire::kLayers - 1);
}

}  // namespace arbiter::bot::value::sibling_steps

namespace arbiter::bot::value {

using solitaire::CellSet;

// The steps both encode() and value() take, inlined into each.
inline int SiblingEncoder::reach_counts(int cell) {
  using namespace sibling_steps;  // NOLINT(google-build-using-namespace): its tables.
  auto& counts = reach_counts_[static_cast<std::size_t>(cell)];
  if (!has_cell(reach_counts_known_, cell)) {
    counts = static_cast<std::uint16_t>(
        type_counts(onward_[static_cast<std::size_t>(cell)], cells_of_type_));
    reach_counts_known_ |= cell_bit(cell);
  }
  return counts;
}

template <typename Add>
[[gnu::always_inline]] inline void SiblingEncoder::window_and_reach(
    const TakenCell& move, const solitaire::Position& child, CellSet& reach, const Add& add) {
  using namespace sibling_steps;  // NOLINT(google-build-using-namespace): its tables.
  const solitaire::ScoreState& score = child.score();
  const int window = window_code(score);
  const int run = std::min(score.run_length(), kRunLengths) - 1;
  const int chain = std::min(score.chain(), kChains - 1);
  add(kWindowOffset,
      (((window * kPieceKinds + move.type) * kRunLengths + run) * kChains + chain) * kSetKinds +
          static_cast<int>(score.last_set_kind()));

  // Reach: what the taken top reached among the parent's filled cells. The cell itself is
  // never among them, so its leaving changes none of the counts by type.
  reach = onward_[static_cast<std::size_t>(move.cell)];
  const int reach_counts_code = reach_counts(move.cell);
  add(kReachOffset, reach_counts_code * kPieceKinds + move.type);
  add(kReachWindowOffset,
      kTypesPresent[static_cast<std::size_t>(reach_counts_code)] * kWindows + window);

  // Second step: a reached cell's own reach lost the cell taken, if it held it, which counts
  // one fewer of the taken type (unless it was counted past the cap of 2).
  const CellSet taken_type = cells_of_type_[static_cast<std::size_t>(move.type)];
  for (CellSet cells = reach; cells != 0;) {
    const int cell = solitaire::pop_cell(cells);
    const CellSet onward = onward_[static_cast<std::size_t>(cell)];
    int counts = reach_counts(cell);
    if (has_cell(onward, move.cell) && std::popcount(onward & taken_type) <= 2) {
      counts -= kTypeCountPlace[static_cast<std::size_t>(move.type)];
    }
    add(kSecondStepOffset, solitaire::index_of(board_.top_piece(cell)) * kTypeCounts + counts);
  }

  add(kProgressOffset, child.moves() * kOpenMoves + std::min(std::popcount(reach), kOpenMoves - 1));
}

[[gnu::always_inline]] inline void SiblingEncoder::fewer_ways(const TakenCell& move, CellSet reach,
                                                              CellSet& fewer_in,
                                                              CellSet& fewer_out) const {
  using namespace sibling_steps;  // NOLINT(google-build-using-namespace): its tables.
  // A top the taken one reached has one way in fewer, a top that reached the taken one has one
  // way out fewer (where they were below the cap).
  CellSet reached_it = 0;
  const auto& sources = kSources[static_cast<std::size_t>(move.cell)];
  for (int kind = 0; kind < kPieceKinds; ++kind) {
    reached_it |=
        sources[static_cast<std::size_t>(kind)] & cells_of_type_[static_cast<std::size_t>(kind)];
  }
  fewer_in = reach & in_below_cap_;
  fewer_out = reached_it & out_below_cap_;
}

}  // namespace arbiter::bot::value
