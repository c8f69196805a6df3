#include "simulators/go/diagram.h"

#include <gtest/gtest.h>

#include <stdexcept>

namespace arbiter::go {
namespace {

TEST(Diagram, ParsesRowsTopFirst) {
  const Board board = parse_diagram(R"(
    X . .
    . O .
    . . .
  )");
  EXPECT_EQ(board.size(), 3);
  EXPECT_EQ(board.at({0, 0}), Color::kBlack);
  EXPECT_EQ(board.at({1, 1}), Color::kWhite);
  EXPECT_EQ(board.at({2, 2}), Color::kEmpty);
}

TEST(Diagram, RejectsRaggedAndUnknownPictures) {
  EXPECT_THROW(parse_diagram("X .\n."), std::invalid_argument);
  EXPECT_THROW(parse_diagram("X ?\n. ."), std::invalid_argument);
  EXPECT_THROW(parse_diagram(""), std::invalid_argument);
}

TEST(Diagram, DrawsCentredCoordinatesWithYGrowingUpward) {
  Game game(3);
  game.play(Color::kBlack, {0, 0});  // (-1, 1): top left.
  game.play(Color::kWhite, {2, 2});  // (1, -1): bottom right.
  EXPECT_EQ(draw_position(game, Territory(game.board()), Coordinates::kCentred),
            "     -1  0  1\n"
            "   1  X  .  .\n"
            "   0  .  .  .\n"
            "  -1  .  .  O\n"
            "Black (X): 0 territory (x) + 0 captured = 0\n"
            "White (O): 0 territory (o) + 0 captured = 0\n");
}

TEST(Diagram, DrawsOwnersAndGtpCoordinatesWithoutI) {
  Game game(10);
  game.play(Color::kBlack, {8, 0});  // J10: the ninth column is J, since I is skipped.
  const std::string drawing = draw_position(game, Territory(game.board()), Coordinates::kGtp);
  EXPECT_EQ(drawing.substr(0, drawing.find('\n')), "     A B C D E F G H J K");
  EXPECT_NE(drawing.find("  10 x x x x x x x x X x\n"), std::string::npos) << drawing;
  EXPECT_NE(drawing.find("   1 x x x x x x x x x x\n"), std::string::npos) << drawing;
  EXPECT_NE(drawing.find("Black (X): 99 territory (x) + 0 captured = 99\n"), std::string::npos);
}

}  // namespace
}  // namespace arbiter::go
