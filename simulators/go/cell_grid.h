#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <vector>

#include "simulators/go/board.h"

/// A position as plain values on Board's cells, for the whole-board passes of the life estimate
/// (Benson's algorithm, the playouts' tallies): no chains kept, just what stands where.
namespace arbiter::go {

/// What a CellGrid cell holds besides the Color values 0 (empty), 1 (Black) and 2 (White).
inline constexpr std::uint8_t kEmptyCell = 0;
inline constexpr std::uint8_t kBorderCell = 3;

/// The position as Board numbers its cells: a border ring around the points, row by row.
struct CellGrid {
  explicit CellGrid(const Board& board)
      : size(board.size()), cells(static_cast<std::size_t>(Board::kCells), kBorderCell) {
    for (int row = 0; row < size; ++row) {
      for (int col = 0; col < size; ++col) {
        cells[cell({col, row})] = static_cast<std::uint8_t>(board.at(Point{col, row}));
      }
    }
  }
  static std::size_t cell(Point p) { return static_cast<std::size_t>(Board::cell(p)); }
  static std::array<std::size_t, 4> neighbours(std::size_t c) {
    constexpr auto kStride = static_cast<std::size_t>(Board::kStride);
    return {c - 1, c + 1, c - kStride, c + kStride};
  }
  int size;
  std::vector<std::uint8_t> cells;
};

/// Labels the maximal connected sets of cells that `member` accepts, -1 elsewhere; with
/// `same_value`, only cells holding the same value connect (chains rather than regions).
/// Returns how many sets there are.
template <typename Member>
int label_components(const CellGrid& grid, Member member, std::vector<int>& label,
                     bool same_value = false) {
  label.assign(grid.cells.size(), -1);
  int count = 0;
  std::vector<std::size_t> stack;
  for (std::size_t start = 0; start < grid.cells.size(); ++start) {
    if (label[start] >= 0 || !member(grid.cells[start])) continue;
    label[start] = count;
    stack.push_back(start);
    while (!stack.empty()) {
      const std::size_t c = stack.back();
      stack.pop_back();
      for (const std::size_t n : CellGrid::neighbours(c)) {
        if (label[n] < 0 && member(grid.cells[n]) &&
            (!same_value || grid.cells[n] == grid.cells[c])) {
          label[n] = count;
          stack.push_back(n);
        }
      }
    }
    ++count;
  }
  return count;
}

}  // namespace arbiter::go
