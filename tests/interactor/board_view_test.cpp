#include "interactor/core/board_view.h"

#include <gtest/gtest.h>

namespace arbiter::interactor {
namespace {

using solitaire::Piece;

TEST(DrawBoard, LayersBlankAndLastMoveWithoutColour) {
  std::array<Piece, solitaire::kCells> bronze{};
  bronze.fill(Piece::kOne);
  bronze[1] = Piece::kSpringare;
  solitaire::Board board = solitaire::Board::from_bronze(bronze);
  board.remove_top(0, Piece::kDam);   // 1 1: silver dam.
  board.remove_top(0, Piece::kTorn);  // 1 1: gold torn.
  board.remove_top(2, Piece::kFour);  // 1 3: silver 4.
  board.remove_top(2, Piece::kFour);  // 1 3: gold 4.
  board.remove_top(2, std::nullopt);  // 1 3: blank.
  EXPECT_EQ(draw_board(board, 2, false),
            "      1    2    3    4    5    6 \n"
            " 1   gT   bS  [..]  b1   b1   b1 \n"
            " 2   b1   b1   b1   b1   b1   b1 \n"
            " 3   b1   b1   b1   b1   b1   b1 \n"
            " 4   b1   b1   b1   b1   b1   b1 \n"
            " 5   b1   b1   b1   b1   b1   b1 \n"
            " 6   b1   b1   b1   b1   b1   b1 \n");
}

TEST(DrawBoard, ColourKeepsTheLetters) {
  std::array<Piece, solitaire::kCells> bronze{};
  bronze.fill(Piece::kTwo);
  const solitaire::Board board = solitaire::Board::from_bronze(bronze);
  const std::string drawing = draw_board(board, 0, true);
  EXPECT_NE(drawing.find("\x1b[38;5;130m\x1b[7mb2\x1b[0m]"), std::string::npos);
  EXPECT_NE(drawing.find("\x1b[38;5;130mb2\x1b[0m"), std::string::npos);
}

}  // namespace
}  // namespace arbiter::interactor
