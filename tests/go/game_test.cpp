#include "simulators/go/game.h"

#include <gtest/gtest.h>

namespace arbiter::go {
namespace {

TEST(Game, PlayOnOccupiedPointChangesNothing) {
  Game game(3);
  ASSERT_TRUE(game.play(Color::kBlack, {1, 1}));
  const Board before = game.board();
  EXPECT_FALSE(game.play(Color::kWhite, {1, 1}));
  EXPECT_EQ(game.board(), before);
  EXPECT_EQ(game.captures(Color::kWhite), 0);
}

}  // namespace
}  // namespace arbiter::go
