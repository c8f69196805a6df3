#pragma once

#include <array>
#include <bit>
#include <cstdint>

#include "common/solitaire/piece.h"

namespace arbiter::solitaire {

/// The board is kSide × kSide cells, each a stack of kLayers pieces, so a game has at most
/// kMaxMoves moves.
inline constexpr int kSide = 6;
inline constexpr int kCells = kSide * kSide;
inline constexpr int kLayers = 3;
inline constexpr int kMaxMoves = kCells * kLayers;

// A cell is an index 0..35, row-major: cell = row * 6 + col, rows and columns 0-based from the
// top left. The wire's 1-based "r c" is converted at the protocol boundary.
constexpr int row_of(int cell) { return cell / kSide; }
constexpr int col_of(int cell) { return cell % kSide; }
/// Precondition: 0 <= row, col < kSide.
constexpr int cell_at(int row, int col) { return row * kSide + col; }
constexpr bool on_board(int row, int col) {
  return row >= 0 && row < kSide && col >= 0 && col < kSide;
}
constexpr bool on_edge(int cell) {
  return row_of(cell) == 0 || row_of(cell) == kSide - 1 || col_of(cell) == 0 ||
         col_of(cell) == kSide - 1;
}

/// A set of cells: bit i is cell i.
using CellSet = std::uint64_t;
inline constexpr CellSet kAllCells = (CellSet{1} << kCells) - 1;
constexpr CellSet cell_bit(int cell) { return CellSet{1} << cell; }
constexpr bool has_cell(CellSet set, int cell) { return (set >> cell & 1U) != 0; }
constexpr int cell_count(CellSet set) { return std::popcount(set); }
/// Removes the lowest cell of `set` and returns it: `while (s) { int c = pop_cell(s); ... }`.
/// Precondition: set != 0.
constexpr int pop_cell(CellSet& set) {
  const int cell = std::countr_zero(set);
  set &= set - 1;
  return cell;
}

/// The spec's move rule, written out literally: may the next move take `to` after the piece
/// `removed` was taken from `from`? Geometry only: it knows nothing of blank cells. Never true
/// for to == from. Slow next to `targets`; it builds the table and checks it in tests.
constexpr bool rule_allows(int from, int to, Piece removed) {
  if (from == to) return false;
  const int r = row_of(from);
  const int c = col_of(from);
  const int r2 = row_of(to);
  const int c2 = col_of(to);
  const int dr = r > r2 ? r - r2 : r2 - r;
  const int dc = c > c2 ? c - c2 : c2 - c;
  const bool edge_row = r2 == 0 || r2 == kSide - 1;
  const bool edge_col = c2 == 0 || c2 == kSide - 1;
  const bool torn = (c == c2 && edge_row) || (r == r2 && edge_col);
  const bool lopare = dr == dc && (edge_row || edge_col);
  switch (removed) {
    case Piece::kOne:
    case Piece::kTwo:
    case Piece::kThree:
    case Piece::kFour: {
      const int k = number_value(removed);
      return (dr == 0 || dr == k) && (dc == 0 || dc == k);
    }
    case Piece::kTorn:
      return torn;
    case Piece::kLopare:
      return lopare;
    case Piece::kDam:
      return torn || lopare;
    case Piece::kSpringare:
      return (dr == 1 && dc == 2) || (dr == 2 && dc == 1);
  }
  return false;
}

namespace detail {

using TargetTable = std::array<std::array<CellSet, kPieceKinds>, kCells>;

constexpr TargetTable build_target_table() {
  TargetTable table{};
  for (int from = 0; from < kCells; ++from) {
    for (int kind = 0; kind < kPieceKinds; ++kind) {
      CellSet set = 0;
      for (int to = 0; to < kCells; ++to) {
        if (rule_allows(from, to, piece_at(kind))) set |= cell_bit(to);
      }
      table[static_cast<std::size_t>(from)][static_cast<std::size_t>(kind)] = set;
    }
  }
  return table;
}

inline constexpr TargetTable kTargetTable = build_target_table();

}  // namespace detail

/// Every cell the next move may take, geometrically, after the piece `removed` was taken from
/// `from` (never `from` itself). One table look-up. The legal next moves are
/// `targets(last, type) & board.non_blank()`. Precondition: 0 <= from < kCells.
constexpr CellSet targets(int from, Piece removed) {
  return detail::kTargetTable[static_cast<std::size_t>(from)][static_cast<std::size_t>(removed)];
}

}  // namespace arbiter::solitaire
