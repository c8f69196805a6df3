#pragma once

#include "common/solitaire/geometry.h"

/// Internals of the learned value's features (value_features.cpp) that its tests check too;
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

}  // namespace arbiter::bot::value::detail
