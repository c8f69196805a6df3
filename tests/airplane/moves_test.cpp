// Where a roll takes a piece: Launch, the loop, entering the stretch, the bounce, and every jump
// case of the spec (own Jump Point, combo, combo onto the Jump Point, combo onto the entry grid).
#include "simulators/airplane/moves.h"

#include <gtest/gtest.h>

namespace arbiter::airplane {
namespace {

Landing plain(int step) { return {step, step, Jump::kNone, false}; }

Landing jumped(int plain_step, int step, Jump jump) { return {plain_step, step, jump, false}; }

TEST(Moves, FromLaunchARollOfDLandsOnFPlusDMinusOne) {
  // Yellow: d = 1 lands on grid 1 = step 1; d = 3 on grid 3.
  EXPECT_EQ(land(kLaunch, 1), plain(1));
  EXPECT_EQ(land(kLaunch, 3), plain(3));
  EXPECT_EQ(grid_of_step(Colour::kBlue, land(kLaunch, 4).step), 43);
}

TEST(Moves, OwnColourGridGivesACombo) {
  // Step 2 is grid F + 1, the first own-colour grid: combo to step 6.
  EXPECT_EQ(land(kLaunch, 2), jumped(2, 6, Jump::kCombo));
  EXPECT_EQ(land(kLaunch, 6), jumped(6, 10, Jump::kCombo));
  EXPECT_EQ(land(40, 2), jumped(42, 46, Jump::kCombo));
}

TEST(Moves, OwnColourStepsAreTheOwnColourGridsOfEveryPath) {
  for (int k = 0; k < kPlayers; ++k) {
    const auto colour = static_cast<Colour>(k);
    for (int step = 1; step <= kEntry; ++step) {
      EXPECT_EQ(own_colour_step(step), grid_colour(grid_of_step(colour, step)) == colour)
          << colour_name(colour) << " step " << step;
    }
  }
}

TEST(Moves, OwnJumpPointGivesShortcutThenCombo) {
  // Step 18 is the Jump Point: +12 through the shortcut, then the combo +4.
  EXPECT_EQ(kJumpPointStep, 18);
  EXPECT_EQ(kShortcutLength, 12);
  EXPECT_EQ(land(15, 3), jumped(18, 34, Jump::kShortcutThenCombo));
  EXPECT_EQ(grid_of_step(Colour::kYellow, 34), 34);
  EXPECT_EQ(grid_of_step(Colour::kGreen, 18), 31);
  EXPECT_EQ(grid_of_step(Colour::kGreen, 34), 47);
}

TEST(Moves, ComboOntoTheJumpPointTakesTheShortcutAndStops) {
  // Step 14 is own colour: combo to 18, the Jump Point, then the shortcut to 30 and no more.
  EXPECT_EQ(land(9, 5), jumped(14, 30, Jump::kComboThenShortcut));
  EXPECT_EQ(land(10, 4), jumped(14, 30, Jump::kComboThenShortcut));
  EXPECT_EQ(grid_of_step(Colour::kYellow, 30), landmarks(Colour::kYellow).shortcut_end);
}

TEST(Moves, ComboOntoTheEntryGridPutsThePieceOnStretchZero) {
  EXPECT_EQ(land(43, 3), jumped(46, kEntry, Jump::kCombo));
}

TEST(Moves, PassedGridsNeverMatter) {
  // From step 16 a 4 passes the Jump Point (18) and lands on 20: nothing happens.
  EXPECT_EQ(land(16, 4), plain(20));
  EXPECT_EQ(land(17, 6), plain(23));
}

TEST(Moves, ReachingOrPassingTheEntryEntersTheStretch) {
  EXPECT_EQ(land(47, 3), plain(kEntry));      // exactly on E: stretch 0, no combo
  EXPECT_EQ(land(47, 6), plain(kEntry + 3));  // past E: stretch 3
  EXPECT_EQ(land(49, 6), plain(kEntry + 5));
  EXPECT_EQ(land(46, 4), plain(kEntry));  // an own-colour step, but E is not a combo
}

TEST(Moves, StretchMovesExactlyHomeOrBouncesBack) {
  EXPECT_EQ(land(kEntry, 6), plain(kHome));
  EXPECT_EQ(land(kEntry + 4, 2), plain(kHome));
  // From index 4 a 5 goes to 9, bounces back to 12 - 4 - 5 = 3.
  EXPECT_EQ(land(kEntry + 4, 5), (Landing{kEntry + 3, kEntry + 3, Jump::kNone, true}));
  // From index 3 a 6 comes back to index 3 itself.
  EXPECT_EQ(land(kEntry + 3, 6), (Landing{kEntry + 3, kEntry + 3, Jump::kNone, true}));
  // From index 5 a 6 goes back to index 1: the worst move on the board.
  EXPECT_EQ(land(kEntry + 5, 6), (Landing{kEntry + 1, kEntry + 1, Jump::kNone, true}));
  // Nothing on the stretch jumps, even where the index equals an own-colour step number.
  for (int step = kEntry; step < kHome; ++step) {
    for (int roll = 1; roll <= 6; ++roll) EXPECT_EQ(land(step, roll).jump, Jump::kNone);
  }
}

TEST(Moves, TableAgreesWithTheFunction) {
  for (int step = kLaunch; step < kHome; ++step) {
    for (int roll = 1; roll <= 6; ++roll) EXPECT_EQ(kLandings.at(step, roll), land(step, roll));
  }
  // Pieces that cannot move stay where they are.
  EXPECT_EQ(kLandings.at(kHanger, 4), (Landing{kHanger, kHanger, Jump::kNone, false}));
  EXPECT_EQ(kLandings.at(kHome, 4), (Landing{kHome, kHome, Jump::kNone, false}));
}

TEST(Moves, JumpNames) {
  EXPECT_EQ(jump_name(Jump::kNone), "");
  EXPECT_EQ(jump_name(Jump::kCombo), "combo");
  EXPECT_EQ(jump_name(Jump::kShortcutThenCombo), "shortcut + combo");
  EXPECT_EQ(jump_name(Jump::kComboThenShortcut), "combo + shortcut");
}

}  // namespace
}  // namespace arbiter::airplane
