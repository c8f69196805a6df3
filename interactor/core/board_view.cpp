#include "interactor/core/board_view.h"

#include <array>
#include <cctype>

namespace arbiter::interactor {

namespace {

constexpr std::array<char, 3> kLayerLetters{'b', 's', 'g'};
// 256-colour foregrounds: bronze, silver, gold; then the dim grey of a blank cell.
constexpr std::array<const char*, 4> kLayerColours{"\x1b[38;5;130m", "\x1b[38;5;250m",
                                                   "\x1b[38;5;220m", "\x1b[2m"};
constexpr const char* kReverse = "\x1b[7m";
constexpr const char* kReset = "\x1b[0m";

std::string cell_text(const solitaire::Board& board, int cell) {
  if (board.blank(cell)) return "..";
  std::string text(1, kLayerLetters[static_cast<std::size_t>(board.removed(cell))]);
  const char letter = solitaire::alphabet_letter(board.top_piece(cell));
  text.push_back(static_cast<char>(std::toupper(static_cast<unsigned char>(letter))));
  return text;
}

}  // namespace

std::string draw_board(const solitaire::Board& board, std::optional<int> last_cell, bool colour) {
  std::string text = "   ";
  for (int col = 1; col <= solitaire::kSide; ++col) {
    text.append("   ").append(std::to_string(col)).append(" ");
  }
  text.push_back('\n');
  for (int row = 0; row < solitaire::kSide; ++row) {
    text.append(" ").append(std::to_string(row + 1)).append(" ");
    for (int col = 0; col < solitaire::kSide; ++col) {
      const int cell = solitaire::cell_at(row, col);
      const bool last = last_cell == cell;
      text.append(last ? " [" : "  ");
      if (colour) {
        text.append(kLayerColours[static_cast<std::size_t>(board.removed(cell))]);
        if (last) text.append(kReverse);
      }
      text.append(cell_text(board, cell));
      if (colour) text.append(kReset);
      text.append(last ? "]" : " ");
    }
    text.push_back('\n');
  }
  return text;
}

}  // namespace arbiter::interactor
