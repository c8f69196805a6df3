#include "simulators/airplane/board.h"

#include <string>

namespace arbiter::airplane {

namespace {

constexpr std::array<std::string_view, kPlayers> kColourNames = {"yellow", "green", "red", "blue"};
constexpr std::array<std::string_view, kPlayers> kPlayerNames = {"Alice", "Bob", "Carol", "David"};
constexpr std::array<char, kPlayers> kInitials = {'Y', 'G', 'R', 'B'};

// Right-aligns `value` in `width` characters.
std::string padded(int value, std::size_t width) {
  std::string text = std::to_string(value);
  if (text.size() < width) text.insert(0, width - text.size(), ' ');
  return text;
}

// The landmark on `grid`, as "F", "J", "S" or "E" followed by the owner's initial; or "".
std::string landmark_label(const Board& board, int grid) {
  std::string label;
  for (int k = 0; k < kPlayers; ++k) {
    const Landmarks& marks = board.landmarks[k];
    const char tag = grid == marks.first          ? 'F'
                     : grid == marks.jump_point   ? 'J'
                     : grid == marks.shortcut_end ? 'S'
                     : grid == marks.entry        ? 'E'
                                                  : '\0';
    if (tag == '\0') continue;
    label.push_back(tag);
    label.push_back(kInitials[k]);
  }
  return label;
}

}  // namespace

std::string_view colour_name(Colour colour) { return kColourNames[static_cast<int>(colour)]; }

std::string_view player_name(int player) { return kPlayerNames[player]; }

std::string draw_board(const Board& board) {
  std::string text = "colour  first  jump  shortcut-end  entry\n";
  for (int k = 0; k < kPlayers; ++k) {
    const Landmarks& marks = board.landmarks[k];
    std::string name(colour_name(static_cast<Colour>(k)));
    name.resize(6, ' ');
    text += name + padded(marks.first, 7) + padded(marks.jump_point, 6) +
            padded(marks.shortcut_end, 14) + padded(marks.entry, 7) + "\n";
  }
  text += "loop (grid:colour, F first, J jump point, S shortcut end, E entry, then whose):\n";
  for (int grid = 1; grid <= kLoopGrids; ++grid) {
    std::string cell = padded(grid, 2);
    cell.push_back(':');
    cell.push_back(kInitials[static_cast<int>(board.grid_colours[grid - 1])]);
    const std::string label = landmark_label(board, grid);
    if (!label.empty()) cell += " " + label;
    cell.resize(9, ' ');
    text += cell;
    if (grid % 13 == 0) {
      while (!text.empty() && text.back() == ' ') text.pop_back();
      text.push_back('\n');
    }
  }
  return text;
}

std::string describe_step(Colour colour, int step) {
  if (step == kHanger) return "Hanger";
  if (step == kLaunch) return "Launch";
  if (step == kHome) return "home";
  if (on_loop(step)) return "grid " + std::to_string(grid_of_step(colour, step));
  std::string text = "stretch " + std::to_string(stretch_index(step));
  if (step == kEntry) text += " (grid " + std::to_string(grid_of_step(colour, step)) + ")";
  return text;
}

}  // namespace arbiter::airplane
