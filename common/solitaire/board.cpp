#include "common/solitaire/board.h"

#include <stdexcept>

namespace arbiter::solitaire {

Board::Board() { cells_.fill(static_cast<std::uint8_t>(kBlankCode | kLayers << kRemovedShift)); }

Board Board::from_bronze(const std::array<Piece, kCells>& bronze) {
  Board board;
  for (int cell = 0; cell < kCells; ++cell) {
    board.cells_[static_cast<std::size_t>(cell)] =
        static_cast<std::uint8_t>(bronze[static_cast<std::size_t>(cell)]);
  }
  board.non_blank_ = kAllCells;
  return board;
}

int Board::pieces_left() const {
  int left = 0;
  for (int cell = 0; cell < kCells; ++cell) left += kLayers - removed(cell);
  return left;
}

void Board::check_invariants() const {
  CellSet expected = 0;
  for (int cell = 0; cell < kCells; ++cell) {
    const int code = cells_[static_cast<std::size_t>(cell)] & kTopMask;
    const int taken = removed(cell);
    const std::string where = "cell " + std::to_string(cell) + ": ";
    if (taken > kLayers) throw std::logic_error(where + "more than 3 pieces taken");
    if (code != kBlankCode && code >= kPieceKinds) throw std::logic_error(where + "bad piece");
    if ((code == kBlankCode) != (taken == kLayers)) {
      throw std::logic_error(where + "blank without 3 pieces taken, or the reverse");
    }
    if (code != kBlankCode) expected |= cell_bit(cell);
  }
  if (expected != non_blank_) throw std::logic_error("the set of non-blank cells is stale");
}

std::string Board::to_string() const {
  std::string text;
  for (int row = 0; row < kSide; ++row) {
    for (int col = 0; col < kSide; ++col) {
      const int cell = cell_at(row, col);
      if (col > 0) text.push_back(' ');
      if (blank(cell)) {
        text.append("--");
      } else {
        text.push_back(alphabet_letter(top_piece(cell)));
        text.push_back(static_cast<char>('0' + removed(cell)));
      }
    }
    text.push_back('\n');
  }
  return text;
}

}  // namespace arbiter::solitaire
