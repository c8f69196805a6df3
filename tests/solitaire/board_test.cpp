// The visible board: the start from a bronze layer, removals down to blank, the incremental
// set of non-blank cells, the diagram, invariant checks, and what a deal reveals.
#include "common/solitaire/board.h"

#include <gtest/gtest.h>

#include <array>
#include <stdexcept>

#include "common/solitaire/deal.h"
#include "tests/solitaire/printers.h"

namespace arbiter::solitaire {
namespace {

// Cell i holds piece i % 8 on layer 0, (i + 1) % 8 on layer 1 and (i + 2) % 8 on layer 2.
Deal cycling_deal() {
  Deal deal;
  for (int cell = 0; cell < kCells; ++cell) {
    for (int layer = 0; layer < kLayers; ++layer) {
      deal.stacks[static_cast<std::size_t>(cell)][static_cast<std::size_t>(layer)] =
          piece_at((cell + layer) % kPieceKinds);
    }
  }
  return deal;
}

TEST(Board, StartsFromTheBronzeLayer) {
  const Deal deal = cycling_deal();
  const Board board = deal.visible_start();
  for (int cell = 0; cell < kCells; ++cell) {
    EXPECT_EQ(board.top(cell), piece_at(cell % kPieceKinds));
    EXPECT_EQ(board.removed(cell), 0);
    EXPECT_FALSE(board.blank(cell));
  }
  EXPECT_EQ(board.non_blank(), kAllCells);
  EXPECT_EQ(board.pieces_left(), 108);
  board.check_invariants();
  EXPECT_EQ(board.to_string(),
            "10 20 30 40 t0 l0\n"
            "d0 s0 10 20 30 40\n"
            "t0 l0 d0 s0 10 20\n"
            "30 40 t0 l0 d0 s0\n"
            "10 20 30 40 t0 l0\n"
            "d0 s0 10 20 30 40\n");
}

TEST(Board, RemovesDownToBlank) {
  const Deal deal = cycling_deal();
  Board board = deal.visible_start();
  const int cell = cell_at(1, 1);  // Springare, then 1, then 2.
  EXPECT_EQ(revealed_by(deal, board, cell), Piece::kOne);
  board.remove_top(cell, revealed_by(deal, board, cell));
  EXPECT_EQ(board.top(cell), Piece::kOne);
  EXPECT_EQ(board.removed(cell), 1);
  EXPECT_EQ(board.pieces_left(), 107);
  EXPECT_EQ(revealed_by(deal, board, cell), Piece::kTwo);
  board.remove_top(cell, revealed_by(deal, board, cell));
  EXPECT_EQ(board.top(cell), Piece::kTwo);
  EXPECT_EQ(revealed_by(deal, board, cell), std::nullopt);
  board.remove_top(cell, revealed_by(deal, board, cell));
  EXPECT_TRUE(board.blank(cell));
  EXPECT_EQ(board.top(cell), std::nullopt);
  EXPECT_EQ(board.removed(cell), 3);
  EXPECT_EQ(board.non_blank(), kAllCells & ~cell_bit(cell));
  EXPECT_EQ(board.pieces_left(), 105);
  board.check_invariants();
  EXPECT_EQ(board.to_string(),
            "10 20 30 40 t0 l0\n"
            "d0 -- 10 20 30 40\n"
            "t0 l0 d0 s0 10 20\n"
            "30 40 t0 l0 d0 s0\n"
            "10 20 30 40 t0 l0\n"
            "d0 s0 10 20 30 40\n");
}

TEST(Board, ComparesEverythingVisible) {
  const Deal deal = cycling_deal();
  const Board start = deal.visible_start();
  Board a = start;
  Board b = start;
  EXPECT_EQ(a, b);
  a.remove_top(0, Piece::kTwo);
  EXPECT_NE(a, b);
  b.remove_top(0, Piece::kThree);  // Same count, another piece revealed.
  EXPECT_NE(a, b);
  // The same piece on top, but one more taken from under it.
  Board c = start;
  c.remove_top(8, Piece::kOne);
  EXPECT_EQ(c.top(8), start.top(8));
  EXPECT_NE(c, start);
}

TEST(Board, DefaultIsAFinishedBoard) {
  const Board board;
  EXPECT_EQ(board.non_blank(), 0U);
  for (int cell = 0; cell < kCells; ++cell) EXPECT_EQ(board.removed(cell), 3);
  EXPECT_EQ(board.pieces_left(), 0);
  board.check_invariants();
}

TEST(Board, CheckInvariantsCatchesABlankCellWithPiecesLeft) {
  // The only way to break a Board from outside is a broken precondition: revealing nothing on a
  // cell's first removal.
  Board board = cycling_deal().visible_start();
  board.remove_top(5, std::nullopt);
  EXPECT_THROW(board.check_invariants(), std::logic_error);
}

TEST(Deal, ComparesAllLayers) {
  const Deal a = cycling_deal();
  Deal b = a;
  EXPECT_EQ(a, b);
  b.stacks[35][2] = b.stacks[35][2] == Piece::kOne ? Piece::kTwo : Piece::kOne;
  EXPECT_NE(a, b);
  EXPECT_EQ(a.visible_start(), b.visible_start());  // Only the gold layer differs.
}

}  // namespace
}  // namespace arbiter::solitaire
