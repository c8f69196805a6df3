#pragma once

#include <optional>
#include <string>

#include "common/solitaire/board.h"

namespace arbiter::interactor {

/// Draws the visible board for a person watching a game (`--show`): a header row of column
/// numbers, then 6 rows, each cell 4 characters wide: its layer letter (b bronze, s silver,
/// g gold) and piece letter (1 2 3 4 T L D S), or ".." when blank; the cell of the last move
/// is wrapped in brackets. With `colour`, ANSI colours show the layers too (bronze, silver,
/// gold, dim blank) and the last move is reversed; the letters carry the same information, so
/// the drawing also reads without colour. Ends with a line break.
std::string draw_board(const solitaire::Board& board, std::optional<int> last_cell, bool colour);

}  // namespace arbiter::interactor
