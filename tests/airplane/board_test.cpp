// The board's geometry: the four rows of the spec's landmark table, grid colours, the mapping
// between a colour's steps and loop grids, and the printable board.
#include "simulators/airplane/board.h"

#include <gtest/gtest.h>

#include <array>
#include <string>

namespace arbiter::airplane {
namespace {

TEST(Geometry, LandmarksAreTheSpecTable) {
  // colour: first grid F, Jump Point F + 17, shortcut end J + 12, entry E = F - 3 (mod 52).
  EXPECT_EQ(landmarks(Colour::kYellow), (Landmarks{1, 18, 30, 50}));
  EXPECT_EQ(landmarks(Colour::kGreen), (Landmarks{14, 31, 43, 11}));
  EXPECT_EQ(landmarks(Colour::kRed), (Landmarks{27, 44, 4, 24}));
  EXPECT_EQ(landmarks(Colour::kBlue), (Landmarks{40, 5, 17, 37}));
}

TEST(Geometry, GridColoursCycleYellowGreenRedBlueFromGridTwo) {
  EXPECT_EQ(grid_colour(1), Colour::kBlue);
  EXPECT_EQ(grid_colour(2), Colour::kYellow);
  EXPECT_EQ(grid_colour(3), Colour::kGreen);
  EXPECT_EQ(grid_colour(4), Colour::kRed);
  EXPECT_EQ(grid_colour(52), Colour::kRed);
  std::array<int, kPlayers> per_colour{};
  for (int grid = 1; grid <= kLoopGrids; ++grid) ++per_colour[static_cast<int>(grid_colour(grid))];
  for (const int count : per_colour) EXPECT_EQ(count, 13);
}

TEST(Geometry, JumpPointAndEntryAreOwnColourButFirstGridIsNot) {
  for (int k = 0; k < kPlayers; ++k) {
    const auto colour = static_cast<Colour>(k);
    const Landmarks marks = landmarks(colour);
    EXPECT_EQ(grid_colour(marks.jump_point), colour) << colour_name(colour);
    EXPECT_EQ(grid_colour(marks.entry), colour) << colour_name(colour);
    EXPECT_NE(grid_colour(marks.first), colour) << colour_name(colour);
    // The shortcut end is an own-colour grid too: a shortcut that was not preceded by a combo
    // ends with one.
    EXPECT_EQ(grid_colour(marks.shortcut_end), colour) << colour_name(colour);
  }
}

TEST(Geometry, StepsMapToGridsAlongEachPath) {
  for (int k = 0; k < kPlayers; ++k) {
    const auto colour = static_cast<Colour>(k);
    const Landmarks marks = landmarks(colour);
    EXPECT_EQ(grid_of_step(colour, 1), marks.first);
    EXPECT_EQ(grid_of_step(colour, 18), marks.jump_point);
    EXPECT_EQ(grid_of_step(colour, 30), marks.shortcut_end);
    EXPECT_EQ(grid_of_step(colour, kEntry), marks.entry);
    for (int step = 1; step <= kEntry; ++step) {
      EXPECT_EQ(step_of_grid(colour, grid_of_step(colour, step)), step);
    }
  }
  // Green's path wraps from grid 52 to grid 1.
  EXPECT_EQ(grid_of_step(Colour::kGreen, 39), 52);
  EXPECT_EQ(grid_of_step(Colour::kGreen, 40), 1);
}

TEST(Geometry, DistanceToHomeIsTheSpecFormula) {
  // On loop grid g: ((E - g) mod 52) + 6; in Launch 56; on the stretch 6 - p.
  for (int k = 0; k < kPlayers; ++k) {
    const auto colour = static_cast<Colour>(k);
    const int entry = landmarks(colour).entry;
    for (int step = 1; step <= kLastLoopStep; ++step) {
      const int grid = grid_of_step(colour, step);
      EXPECT_EQ(kHome - step, ((entry - grid) % 52 + 52) % 52 + 6);
    }
  }
  EXPECT_EQ(kHome - kLaunch, 56);
  EXPECT_EQ(kHome - (kEntry + 4), 2);
}

TEST(Geometry, DescribesStepsAsAPersonReadsThem) {
  EXPECT_EQ(describe_step(Colour::kRed, kHanger), "Hanger");
  EXPECT_EQ(describe_step(Colour::kRed, kLaunch), "Launch");
  EXPECT_EQ(describe_step(Colour::kRed, 1), "grid 27");
  EXPECT_EQ(describe_step(Colour::kRed, 30), "grid 4");
  EXPECT_EQ(describe_step(Colour::kRed, kEntry), "stretch 0 (grid 24)");
  EXPECT_EQ(describe_step(Colour::kRed, kEntry + 5), "stretch 5");
  EXPECT_EQ(describe_step(Colour::kRed, kHome), "home");
}

TEST(Geometry, BoardValueIsTheTable) {
  const Board board = make_board();
  EXPECT_EQ(board.landmarks[2], landmarks(Colour::kRed));
  EXPECT_EQ(board.grid_colours[17], Colour::kYellow);  // grid 18
  const std::string text = draw_board(board);
  EXPECT_EQ(text.substr(0, text.find("loop")),
            "colour  first  jump  shortcut-end  entry\n"
            "yellow      1    18            30     50\n"
            "green      14    31            43     11\n"
            "red        27    44             4     24\n"
            "blue       40     5            17     37\n");
  EXPECT_NE(text.find(" 1:B FY "), std::string::npos);
  EXPECT_NE(text.find("18:Y JY "), std::string::npos);
  EXPECT_NE(text.find(" 4:R SR "), std::string::npos);
  EXPECT_NE(text.find("50:Y EY "), std::string::npos);
}

TEST(Geometry, Names) {
  EXPECT_EQ(colour_name(Colour::kGreen), "green");
  EXPECT_EQ(player_name(0), "Alice");
  EXPECT_EQ(player_name(3), "David");
}

}  // namespace
}  // namespace arbiter::airplane
