#include "simulators/go/board.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <utility>
#include <vector>

#include "common/random.h"
#include "simulators/go/diagram.h"
#include "tests/go/printers.h"

namespace arbiter::go {
namespace {

TEST(Board, StartsEmpty) {
  const Board board(5);
  for (int row = 0; row < 5; ++row) {
    for (int col = 0; col < 5; ++col) EXPECT_EQ(board.at({col, row}), Color::kEmpty);
  }
  EXPECT_TRUE(board.contains({4, 4}));
  EXPECT_FALSE(board.contains({5, 0}));
  EXPECT_FALSE(board.contains({0, -1}));
  board.check_invariants();
}

TEST(Board, CapturesASingleStone) {
  Board board = parse_diagram(R"(
    . X .
    X O .
    . X .
  )");
  EXPECT_EQ(board.play({2, 1}, Color::kBlack), 1);
  EXPECT_EQ(board, parse_diagram(R"(
    . X .
    X . X
    . X .
  )"));
  board.check_invariants();
}

TEST(Board, CapturesSeveralGroupsWithOneStone) {
  Board board = parse_diagram(R"(
    X O . O X
    X O . O X
    . X . X .
    . . . . .
    . . . . .
  )");
  // Both white groups keep two liberties, (2,0) and (2,1); Black fills one, then the other.
  EXPECT_EQ(board.play({2, 1}, Color::kBlack), 0);
  EXPECT_EQ(board.play({2, 0}, Color::kBlack), 4);
  EXPECT_EQ(board, parse_diagram(R"(
    X . X . X
    X . X . X
    . X . X .
    . . . . .
    . . . . .
  )"));
  board.check_invariants();
}

TEST(Board, CaptureBeatsSelfCapture) {
  // The white stone in the middle has no liberty after it is placed, but it removes the black
  // ring first, so it stays.
  Board board = parse_diagram(R"(
    X X X
    X . X
    X X X
  )");
  EXPECT_EQ(board.play({1, 1}, Color::kWhite), 8);
  EXPECT_EQ(board, parse_diagram(R"(
    . . .
    . O .
    . . .
  )"));
  EXPECT_EQ(board.liberties({1, 1}), 4);
  board.check_invariants();
}

TEST(Board, SuicideStoneStaysAndCapturesNothing) {
  Board board = parse_diagram(R"(
    . O .
    O . .
    . . .
  )");
  EXPECT_EQ(board.play({0, 0}, Color::kBlack), 0);
  EXPECT_EQ(board.at({0, 0}), Color::kBlack);
  EXPECT_EQ(board.liberties({0, 0}), 0);
  board.check_invariants();
  // It can be captured later, like any stone: here a White move next to it removes it.
  Board later = parse_diagram(R"(
    . . .
    O . .
    . . .
  )");
  EXPECT_EQ(later.play({0, 0}, Color::kBlack), 0);
  EXPECT_EQ(later.play({1, 0}, Color::kWhite), 1);
  EXPECT_EQ(later.at({0, 0}), Color::kEmpty);
  later.check_invariants();
}

TEST(Board, MultiStoneSuicideKeepsTheWholeGroup) {
  Board board = parse_diagram(R"(
    X . O
    O O .
    . . .
  )");
  EXPECT_EQ(board.play({1, 0}, Color::kBlack), 0);
  EXPECT_EQ(board.chain_size({0, 0}), 2);
  EXPECT_EQ(board.liberties({1, 0}), 0);
  board.check_invariants();
}

TEST(Board, MergingCountsSharedLibertiesOnce) {
  Board board(5);
  board.play({1, 1}, Color::kBlack);
  board.play({3, 1}, Color::kBlack);
  board.play({2, 1}, Color::kBlack);
  EXPECT_EQ(board.chain_size({1, 1}), 3);
  EXPECT_EQ(board.liberties({3, 1}), 8);
  board.check_invariants();
}

TEST(Board, SetPlacesAndRemovesWithoutCapturing) {
  Board board(3);
  board.set({0, 0}, Color::kWhite);
  board.set({1, 0}, Color::kBlack);
  board.set({0, 1}, Color::kBlack);
  EXPECT_EQ(board.at({0, 0}), Color::kWhite);  // No liberty, yet not captured by setup.
  EXPECT_EQ(board.liberties({0, 0}), 0);
  board.set({1, 0}, Color::kEmpty);
  EXPECT_EQ(board.liberties({0, 0}), 1);
  board.check_invariants();
}

TEST(Board, RepeatedCaptureOfTheSamePoint) {
  // A ko shape: the point is taken, retaken and taken again; every take removes one stone.
  Board board = parse_diagram(R"(
    . X O .
    X O . O
    . X O .
    . . . .
  )");
  EXPECT_EQ(board.play({2, 1}, Color::kBlack), 1);  // Black takes the white stone at (1,1).
  EXPECT_EQ(board.play({1, 1}, Color::kWhite), 1);  // White takes back at once (no ko rule).
  EXPECT_EQ(board.play({2, 1}, Color::kBlack), 1);
  EXPECT_EQ(board.at({1, 1}), Color::kEmpty);
  board.check_invariants();
}

TEST(Board, OneByOneBoardKeepsItsStone) {
  Board board(1);
  EXPECT_EQ(board.play({0, 0}, Color::kBlack), 0);
  EXPECT_EQ(board.at({0, 0}), Color::kBlack);
  board.check_invariants();
}

TEST(Board, PlayOnACellReportsEachRemovedStoneChainByChain) {
  Board board = parse_diagram(R"(
    X O . O X
    X O . O X
    . X . X .
    . . . . .
    . . . . .
  )");
  EXPECT_EQ(board.play(Board::cell({2, 1}), Color::kBlack, [](int) { FAIL(); }), 0);
  std::vector<int> removed;
  EXPECT_EQ(
      board.play(Board::cell({2, 0}), Color::kBlack, [&](int cell) { removed.push_back(cell); }),
      4);
  // The chain to the left of the new stone first, then the one to its right.
  ASSERT_EQ(removed.size(), 4U);
  const auto left = {Board::cell({1, 0}), Board::cell({1, 1})};
  const auto right = {Board::cell({3, 0}), Board::cell({3, 1})};
  EXPECT_TRUE(std::is_permutation(removed.begin(), removed.begin() + 2, left.begin()));
  EXPECT_TRUE(std::is_permutation(removed.begin() + 2, removed.end(), right.begin()));
  for (const int cell : removed) EXPECT_EQ(board.at(cell), Color::kEmpty);
  board.check_invariants();
}

TEST(Board, CellsAndChainsSeenCellByCell) {
  const Board board = parse_diagram(R"(
    X X
    . X
  )");
  EXPECT_TRUE(board.is_border(Board::cell({-1, 0})));
  EXPECT_TRUE(board.is_border(Board::cell({0, 2})));
  EXPECT_FALSE(board.is_border(Board::cell({0, 1})));
  EXPECT_EQ(board.at(Board::cell({0, 1})), Color::kEmpty);
  EXPECT_EQ(board.at(Board::cell({1, 1})), Color::kBlack);
  const int a1 = Board::cell({0, 0});
  EXPECT_EQ(board.at(a1 + Board::kNeighbourOffsets[1]), Color::kBlack);
  // The list of the chain visits its three stones once each, back to where it started.
  std::vector<int> stones{a1};
  for (int s = board.next_in_chain(a1); s != a1; s = board.next_in_chain(s)) stones.push_back(s);
  EXPECT_EQ(stones.size(), 3U);
  EXPECT_EQ(board.chain_stones(a1), 3);
  for (const int s : stones) EXPECT_EQ(board.chain_head(s), board.chain_head(a1));
  // One liberty, touched by two stones: two contacts.
  EXPECT_EQ(board.liberties({0, 0}), 1);
  EXPECT_EQ(board.liberty_contacts(a1), 2);
}

// The head and the next stone of every stone of `board`.
std::vector<std::pair<int, int>> chain_lists(const Board& board) {
  std::vector<std::pair<int, int>> lists;
  for (int row = 0; row < board.size(); ++row) {
    for (int col = 0; col < board.size(); ++col) {
      const int cell = Board::cell({col, row});
      if (board.at(cell) != Color::kEmpty) {
        lists.emplace_back(board.chain_head(cell), board.next_in_chain(cell));
      }
    }
  }
  return lists;
}

TEST(Board, RebuiltChainsDependOnThePositionOnly) {
  const std::vector<Point> stones{{1, 1}, {2, 1}, {1, 2}, {2, 2}, {3, 2}, {3, 3}};
  Board forward(5);
  for (const Point p : stones) forward.play(p, Color::kWhite);
  Board backward(5);
  const std::vector<Point> reversed(stones.rbegin(), stones.rend());
  for (const Point p : reversed) backward.play(p, Color::kWhite);
  ASSERT_EQ(forward, backward);
  ASSERT_NE(chain_lists(forward), chain_lists(backward));  // Else the test shows nothing.
  forward.rebuild_chains();
  backward.rebuild_chains();
  EXPECT_EQ(chain_lists(forward), chain_lists(backward));
  forward.check_invariants();
}

// The rules read as plainly as possible: flood fill for every check, no bookkeeping.
class NaiveBoard {
 public:
  explicit NaiveBoard(int size)
      : size_(size), stones_(static_cast<std::size_t>(size) * size, Color::kEmpty) {}
  Color at(Point p) const { return stones_[p.row * size_ + p.col]; }

  int play(Point p, Color color) {
    stones_[p.row * size_ + p.col] = color;
    int captured = 0;
    for (const Point q : neighbours(p)) {
      if (at(q) == opponent(color) && !has_liberty(q)) captured += remove_group(q);
    }
    return captured;
  }

 private:
  std::vector<Point> neighbours(Point p) const {
    std::vector<Point> result;
    for (const Point q : {Point{p.col - 1, p.row}, Point{p.col + 1, p.row}, Point{p.col, p.row - 1},
                          Point{p.col, p.row + 1}}) {
      if (q.col >= 0 && q.col < size_ && q.row >= 0 && q.row < size_) result.push_back(q);
    }
    return result;
  }
  std::vector<Point> group(Point start) const {
    std::vector<Point> found{start};
    for (std::size_t i = 0; i < found.size(); ++i) {
      for (const Point q : neighbours(found[i])) {
        bool known = false;
        for (const Point k : found) known = known || k == q;
        if (!known && at(q) == at(start)) found.push_back(q);
      }
    }
    return found;
  }
  bool has_liberty(Point p) const {
    for (const Point stone : group(p)) {
      for (const Point q : neighbours(stone)) {
        if (at(q) == Color::kEmpty) return true;
      }
    }
    return false;
  }
  int remove_group(Point p) {
    const std::vector<Point> stones = group(p);
    for (const Point stone : stones) stones_[stone.row * size_ + stone.col] = Color::kEmpty;
    return static_cast<int>(stones.size());
  }

  int size_;
  std::vector<Color> stones_;
};

TEST(Board, AgreesWithANaiveRefereeOnRandomGames) {
  Random random(2024);
  for (int game = 0; game < 60; ++game) {
    const int size = 1 + static_cast<int>(random.below(kMaxSize));
    Board board(size);
    NaiveBoard naive(size);
    const int placements = 3 * size * size;
    for (int i = 0; i < placements; ++i) {
      const Point p{static_cast<int>(random.below(static_cast<std::uint64_t>(size))),
                    static_cast<int>(random.below(static_cast<std::uint64_t>(size)))};
      if (board.at(p) != Color::kEmpty) continue;
      const Color color = random.below(2) == 0 ? Color::kBlack : Color::kWhite;
      ASSERT_EQ(board.play(p, color), naive.play(p, color)) << "game " << game << " move " << i;
      for (int row = 0; row < size; ++row) {
        for (int col = 0; col < size; ++col) {
          ASSERT_EQ(board.at({col, row}), naive.at({col, row})) << "game " << game << " move " << i;
        }
      }
      if (i % 16 == 0) {
        ASSERT_NO_THROW(board.check_invariants());
      }
    }
    ASSERT_NO_THROW(board.check_invariants());
  }
}

}  // namespace
}  // namespace arbiter::go
