// MoveTally, the search's summary of its worlds: the means, the best move with its tie rule,
// and the separation of the best from the runner-up, all by hand.
#include <gtest/gtest.h>

#include <array>
#include <limits>

#include "bot/search/move_tally.h"

namespace arbiter::bot {
namespace {

using solitaire::cell_bit;
using solitaire::kCells;

constexpr solitaire::CellSet kMoves = cell_bit(3) | cell_bit(5) | cell_bit(9);

// One world's values: `a`, `b`, `c` for cells 3, 5, 9, and nonsense on every other cell,
// which the tally must ignore.
std::array<float, kCells> world(float a, float b, float c) {
  std::array<float, kCells> values{};
  values.fill(1000);
  values[3] = a;
  values[5] = b;
  values[9] = c;
  return values;
}

TEST(MoveTallyByHand, BeforeAnyWorld) {
  const MoveTally tally(kMoves);
  EXPECT_EQ(tally.worlds(), 0);
  EXPECT_EQ(tally.value(5), 0);
  EXPECT_EQ(tally.best(), 3);  // All equal: the lowest cell.
  EXPECT_EQ(tally.separation(), 0);
}

TEST(MoveTallyByHand, MeansAndTheBestMove) {
  MoveTally tally(kMoves);
  tally.add_world(world(10, 12, 12));
  EXPECT_EQ(tally.worlds(), 1);
  EXPECT_EQ(tally.value(3), 10);
  EXPECT_EQ(tally.best(), 5);        // 5 and 9 tie: the lower cell.
  EXPECT_EQ(tally.separation(), 0);  // One world says nothing of the spread.
  tally.add_world(world(10, 8, 14));
  EXPECT_EQ(tally.worlds(), 2);
  EXPECT_DOUBLE_EQ(tally.value(3), 10);
  EXPECT_DOUBLE_EQ(tally.value(5), 10);
  EXPECT_DOUBLE_EQ(tally.value(9), 13);
  EXPECT_EQ(tally.best(), 9);
  // Runner-up: 3 and 5 tie at 10, the lower cell. Differences 9 - 3: 2 and 4, mean 3,
  // standard deviation sqrt(2), standard error 1: t = 3.
  EXPECT_DOUBLE_EQ(tally.separation(), 3);
}

TEST(MoveTallyByHand, SeparationIsInfiniteWhenTheChoiceIsClear) {
  constexpr double kClear = std::numeric_limits<double>::infinity();
  // A lone candidate.
  MoveTally lone(cell_bit(7));
  EXPECT_EQ(lone.separation(), kClear);
  // The same difference in every world.
  MoveTally steady(kMoves);
  steady.add_world(world(1, 5, 3));
  steady.add_world(world(2, 6, 4));
  steady.add_world(world(7, 11, 9));
  EXPECT_EQ(steady.best(), 5);
  EXPECT_EQ(steady.separation(), kClear);
  // No difference at all.
  MoveTally even(kMoves);
  even.add_world(world(4, 4, 4));
  even.add_world(world(6, 6, 6));
  EXPECT_EQ(even.separation(), kClear);
}

}  // namespace
}  // namespace arbiter::bot
