#pragma once

#include <ostream>
#include <string>

#include "common/solitaire/board.h"
#include "common/solitaire/deal.h"
#include "common/solitaire/geometry.h"
#include "common/solitaire/piece.h"
#include "common/solitaire/position.h"
#include "common/solitaire/score.h"

// GoogleTest printers for the solitaire value types, so that a failed expectation shows values,
// not bytes, and helpers that draw cell sets as pictures so geometry tests read like boards.
namespace arbiter::solitaire {

inline void PrintTo(Piece piece, std::ostream* out) { *out << wire_token(piece); }

inline void PrintTo(const Alphabet& alphabet, std::ostream* out) {
  *out << alphabet.given_letters();
}

inline void PrintTo(MoveError error, std::ostream* out) { *out << describe(error); }

inline void PrintTo(const ScoreBreakdown& score, std::ostream* out) {
  *out << "{base " << score.base << ", runs " << score.runs << ", sets " << score.sets
       << ", alternation " << score.alternation << "}";
}

inline void PrintTo(const Board& board, std::ostream* out) { *out << "\n" << board.to_string(); }

inline void PrintTo(const Deal& deal, std::ostream* out) {
  for (int layer = 0; layer < kLayers; ++layer) {
    *out << "\n";
    for (int cell = 0; cell < kCells; ++cell) {
      *out << alphabet_letter(
          deal.stacks[static_cast<std::size_t>(cell)][static_cast<std::size_t>(layer)]);
      if (col_of(cell) == kSide - 1) *out << "\n";
    }
  }
}

// Six lines of six characters: 'o' at `from`, 'x' on the cells of `set`, '.' elsewhere (a cell
// both `from` and in `set` shows '!', which no move rule allows).
inline std::string picture(int from, CellSet set) {
  std::string text;
  for (int cell = 0; cell < kCells; ++cell) {
    const bool in_set = has_cell(set, cell);
    text.push_back(cell == from ? (in_set ? '!' : 'o') : in_set ? 'x' : '.');
    if (col_of(cell) == kSide - 1) text.push_back('\n');
  }
  return text;
}

}  // namespace arbiter::solitaire
