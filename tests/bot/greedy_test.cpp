#include "bot/search/greedy.h"

#include <gtest/gtest.h>

#include "common/solitaire/board.h"

namespace arbiter::bot {
namespace {

using solitaire::cell_at;
using solitaire::Piece;

solitaire::Board board_of(Piece fill, std::initializer_list<std::pair<int, Piece>> exceptions) {
  std::array<Piece, solitaire::kCells> bronze{};
  bronze.fill(fill);
  for (const auto& [cell, piece] : exceptions) bronze[static_cast<std::size_t>(cell)] = piece;
  return solitaire::Board::from_bronze(bronze);
}

std::optional<int> greedy_choice(const solitaire::Position& position) {
  SeenTypes seen;
  GreedyStrategy greedy;
  return greedy.choose(View{position, seen});
}

TEST(Greedy, FirstMoveFollowsWarnsdorff) {
  // Every first move earns 1 point. On a board of 4s, a 4 reaches at most three cells and the
  // middle ones none; the first cell with the fewest onward moves that is not a dead end is
  // 1 3, whose only target is 5 3.
  const auto position = solitaire::Position::start(board_of(Piece::kFour, {}));
  EXPECT_EQ(greedy_choice(position), cell_at(0, 2));
}

TEST(Greedy, FirstMoveSavesWellConnectedCells) {
  // With 1s on 1 3 and 1 4 (five onward moves each) and 4s elsewhere (at most three), the
  // first cell with a single onward move is 2 3, whose only target is 6 3.
  const auto position = solitaire::Position::start(
      board_of(Piece::kFour, {{cell_at(0, 2), Piece::kOne}, {cell_at(0, 3), Piece::kOne}}));
  EXPECT_EQ(greedy_choice(position), cell_at(1, 2));
}

TEST(Greedy, PrefersTheMoveThatExtendsARun) {
  // After a 1 at 3 3, the neighbours are 2s except one 1: continuing the run earns 1 + 4.
  auto position = solitaire::Position::start(
      board_of(Piece::kTwo, {{cell_at(2, 2), Piece::kOne}, {cell_at(3, 3), Piece::kOne}}));
  position.play(cell_at(2, 2), Piece::kThree);
  EXPECT_EQ(greedy_choice(position), cell_at(3, 3));
}

TEST(Greedy, StopsOnlyWhenNoMoveIsLeft) {
  // A lone 4 in the middle: after it, nothing is reachable.
  auto position = solitaire::Position::start(board_of(Piece::kFour, {}));
  position.play(cell_at(2, 2), Piece::kFour);
  EXPECT_EQ(position.legal_moves(), 0u);
  EXPECT_EQ(greedy_choice(position), std::nullopt);
}

}  // namespace
}  // namespace arbiter::bot
