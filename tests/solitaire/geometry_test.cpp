// The move rule: the target table against the literal rule and against an independent
// direction-walking construction, and pictures of every piece type in the middle, on an edge
// and in a corner.
#include "common/solitaire/geometry.h"

#include <gtest/gtest.h>

#include <array>
#include <utility>

#include "tests/solitaire/printers.h"

namespace arbiter::solitaire {
namespace {

constexpr std::array<std::pair<int, int>, 8> kKingSteps = {
    {{-1, -1}, {-1, 0}, {-1, 1}, {0, -1}, {0, 1}, {1, -1}, {1, 0}, {1, 1}}};
constexpr std::array<std::pair<int, int>, 8> kKnightSteps = {
    {{-2, -1}, {-2, 1}, {-1, -2}, {-1, 2}, {1, -2}, {1, 2}, {2, -1}, {2, 1}}};

CellSet add_if_on_board(CellSet set, int row, int col) {
  return on_board(row, col) ? set | cell_bit(cell_at(row, col)) : set;
}

// The targets built a second way: by walking directions rather than testing every cell.
CellSet walked_targets(int from, Piece piece) {
  const int r = row_of(from);
  const int c = col_of(from);
  CellSet set = 0;
  if (is_number(piece)) {
    const int k = number_value(piece);
    for (const auto& [dr, dc] : kKingSteps) set = add_if_on_board(set, r + k * dr, c + k * dc);
  }
  if (piece == Piece::kSpringare) {
    for (const auto& [dr, dc] : kKnightSteps) set = add_if_on_board(set, r + dr, c + dc);
  }
  if (piece == Piece::kTorn || piece == Piece::kDam) {
    set |= cell_bit(cell_at(0, c)) | cell_bit(cell_at(kSide - 1, c));
    set |= cell_bit(cell_at(r, 0)) | cell_bit(cell_at(r, kSide - 1));
  }
  if (piece == Piece::kLopare || piece == Piece::kDam) {
    // A diagonal meets the edge only where it leaves the board: walk to its last cell.
    for (const auto& [dr, dc] : {std::pair{-1, -1}, {-1, 1}, {1, -1}, {1, 1}}) {
      int row = r;
      int col = c;
      while (on_board(row + dr, col + dc)) row += dr, col += dc;
      set |= cell_bit(cell_at(row, col));
    }
  }
  return set & ~cell_bit(from);
}

TEST(Geometry, CellIndices) {
  EXPECT_EQ(cell_at(0, 0), 0);
  EXPECT_EQ(cell_at(2, 3), 15);
  EXPECT_EQ(cell_at(5, 5), 35);
  EXPECT_EQ(row_of(15), 2);
  EXPECT_EQ(col_of(15), 3);
  EXPECT_TRUE(on_edge(cell_at(0, 3)));
  EXPECT_TRUE(on_edge(cell_at(3, 5)));
  EXPECT_FALSE(on_edge(cell_at(1, 4)));
  EXPECT_EQ(cell_count(kAllCells), 36);
  CellSet set = cell_bit(3) | cell_bit(35);
  EXPECT_EQ(pop_cell(set), 3);
  EXPECT_EQ(pop_cell(set), 35);
  EXPECT_EQ(set, 0U);
}

TEST(Geometry, TableMatchesTheRuleAndAWalkedConstruction) {
  for (int from = 0; from < kCells; ++from) {
    for (int kind = 0; kind < kPieceKinds; ++kind) {
      const Piece piece = piece_at(kind);
      CellSet by_rule = 0;
      for (int to = 0; to < kCells; ++to) {
        if (rule_allows(from, to, piece)) by_rule |= cell_bit(to);
      }
      EXPECT_EQ(targets(from, piece), by_rule) << from << " " << wire_token(piece);
      EXPECT_EQ(targets(from, piece), walked_targets(from, piece))
          << from << " " << wire_token(piece) << "\n"
          << picture(from, targets(from, piece));
      EXPECT_FALSE(has_cell(targets(from, piece), from));
    }
  }
}

TEST(Geometry, DamIsTornOrLopare) {
  for (int from = 0; from < kCells; ++from) {
    EXPECT_EQ(targets(from, Piece::kDam),
              targets(from, Piece::kTorn) | targets(from, Piece::kLopare));
  }
}

TEST(Geometry, NumbersAreExactDistancesInEightDirections) {
  EXPECT_EQ(picture(cell_at(2, 2), targets(cell_at(2, 2), Piece::kOne)),
            "......\n"
            ".xxx..\n"
            ".xox..\n"
            ".xxx..\n"
            "......\n"
            "......\n");
  EXPECT_EQ(picture(cell_at(2, 2), targets(cell_at(2, 2), Piece::kTwo)),
            "x.x.x.\n"
            "......\n"
            "x.o.x.\n"
            "......\n"
            "x.x.x.\n"
            "......\n");
  EXPECT_EQ(picture(cell_at(2, 2), targets(cell_at(2, 2), Piece::kThree)),
            "......\n"
            "......\n"
            "..o..x\n"
            "......\n"
            "......\n"
            "..x..x\n");
  EXPECT_EQ(picture(cell_at(0, 0), targets(cell_at(0, 0), Piece::kFour)),
            "o...x.\n"
            "......\n"
            "......\n"
            "......\n"
            "x...x.\n"
            "......\n");
  // Four from the middle leaves the board in every direction but one.
  EXPECT_EQ(picture(cell_at(2, 3), targets(cell_at(2, 3), Piece::kFour)),
            "......\n"
            "......\n"
            "...o..\n"
            "......\n"
            "......\n"
            "......\n");
  EXPECT_EQ(picture(cell_at(1, 1), targets(cell_at(1, 1), Piece::kFour)),
            "......\n"
            ".o...x\n"
            "......\n"
            "......\n"
            "......\n"
            ".x...x\n");
  EXPECT_EQ(cell_count(targets(cell_at(5, 5), Piece::kOne)), 3);
  EXPECT_EQ(cell_count(targets(cell_at(0, 3), Piece::kOne)), 5);
}

TEST(Geometry, TornJumpsToTheEdges) {
  EXPECT_EQ(picture(cell_at(2, 3), targets(cell_at(2, 3), Piece::kTorn)),
            "...x..\n"
            "......\n"
            "x..o.x\n"
            "......\n"
            "......\n"
            "...x..\n");
  // On an edge, the own edge end of the line is the cell itself, which is excluded.
  EXPECT_EQ(picture(cell_at(0, 2), targets(cell_at(0, 2), Piece::kTorn)),
            "x.o..x\n"
            "......\n"
            "......\n"
            "......\n"
            "......\n"
            "..x...\n");
  EXPECT_EQ(picture(cell_at(5, 5), targets(cell_at(5, 5), Piece::kTorn)),
            ".....x\n"
            "......\n"
            "......\n"
            "......\n"
            "......\n"
            "x....o\n");
}

TEST(Geometry, LopareGoesToTheEdgeCellsOfItsDiagonals) {
  EXPECT_EQ(picture(cell_at(2, 2), targets(cell_at(2, 2), Piece::kLopare)),
            "x...x.\n"
            "......\n"
            "..o...\n"
            "......\n"
            "x.....\n"
            ".....x\n");
  EXPECT_EQ(picture(cell_at(1, 3), targets(cell_at(1, 3), Piece::kLopare)),
            "..x.x.\n"
            "...o..\n"
            "......\n"
            ".....x\n"
            "x.....\n"
            "......\n");
  // In a corner only one diagonal exists, and its far end is the opposite corner.
  EXPECT_EQ(picture(cell_at(0, 0), targets(cell_at(0, 0), Piece::kLopare)),
            "o.....\n"
            "......\n"
            "......\n"
            "......\n"
            "......\n"
            ".....x\n");
  // On an edge, each diagonal runs into the board and out at another edge.
  EXPECT_EQ(picture(cell_at(0, 2), targets(cell_at(0, 2), Piece::kLopare)),
            "..o...\n"
            "......\n"
            "x.....\n"
            ".....x\n"
            "......\n"
            "......\n");
  EXPECT_EQ(picture(cell_at(3, 5), targets(cell_at(3, 5), Piece::kLopare)),
            "..x...\n"
            "......\n"
            "......\n"
            ".....o\n"
            "......\n"
            "...x..\n");
}

TEST(Geometry, DamInTheMiddleAndInACorner) {
  EXPECT_EQ(picture(cell_at(2, 2), targets(cell_at(2, 2), Piece::kDam)),
            "x.x.x.\n"
            "......\n"
            "x.o..x\n"
            "......\n"
            "x.....\n"
            "..x..x\n");
  EXPECT_EQ(picture(cell_at(5, 0), targets(cell_at(5, 0), Piece::kDam)),
            "x....x\n"
            "......\n"
            "......\n"
            "......\n"
            "......\n"
            "o....x\n");
}

TEST(Geometry, SpringareJumpsLikeAKnight) {
  EXPECT_EQ(picture(cell_at(2, 2), targets(cell_at(2, 2), Piece::kSpringare)),
            ".x.x..\n"
            "x...x.\n"
            "..o...\n"
            "x...x.\n"
            ".x.x..\n"
            "......\n");
  EXPECT_EQ(picture(cell_at(0, 0), targets(cell_at(0, 0), Piece::kSpringare)),
            "o.....\n"
            "..x...\n"
            ".x....\n"
            "......\n"
            "......\n"
            "......\n");
  EXPECT_EQ(cell_count(targets(cell_at(0, 1), Piece::kSpringare)), 3);
}

}  // namespace
}  // namespace arbiter::solitaire
