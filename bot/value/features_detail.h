#pragma once

#include "common/solitaire/geometry.h"
#include "common/solitaire/piece.h"

/// Internals of the learned value's features (features.cpp) that its tests check too;
/// no other code needs them.
namespace arbiter::bot::value::detail {

/// The board's symmetries: the identity, three rotations, and their reflections.
inline constexpr int kSymmetries = 8;

/// The cell `cell` maps to under symmetry `symmetry` (0..7). The move rules are the same under
/// each, so the features share a weight between a pattern and its images.
constexpr int transform(int cell, int symmetry) {
  int row = solitaire::row_of(cell);
  int col = solitaire::col_of(cell);
  if (symmetry >= 4) col = solitaire::kSide - 1 - col;  // The reflections: mirror, then rotate.
  for (int turn = 0; turn < symmetry % 4; ++turn) {
    const int rotated_row = col;
    col = solitaire::kSide - 1 - row;
    row = rotated_row;
  }
  return solitaire::cell_at(row, col);
}

/// A cell's coarse content in a tuple: blank, hidden under the last move, or its top's type
/// with whether it is the gold (the last piece of the cell).
inline constexpr int kBlankTupleState = 0;
inline constexpr int kHiddenTupleState = 1;
constexpr int top_tuple_state(int kind, bool gold) { return 2 + 2 * kind + (gold ? 1 : 0); }
inline constexpr int kTupleStates = top_tuple_state(solitaire::kPieceKinds, false);

/// The cells of a tuple (a 2×2 square) and the weights of one tuple's table.
inline constexpr int kTupleCells = 4;
inline constexpr int kTupleWeights = kTupleStates * kTupleStates * kTupleStates * kTupleStates;

}  // namespace arbiter::bot::value::detail
