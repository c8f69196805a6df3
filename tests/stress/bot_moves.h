#pragma once

// Moves as the stress tests' bots write them and the judge's replies applied to their view of
// the board.
#include <string>

#include "tests/stress/bot_support.h"
#include "tests/stress/chaos.h"

namespace arbiter::stress {

/// "r c\n" for `cell`; with `spaced`, a tab, spaces and "\r\n" around the numbers; without
/// `newline`, no line break at all.
inline std::string move_text(int cell, bool spaced, bool newline = true) {
  const std::string row = std::to_string(solitaire::row_of(cell) + 1);
  const std::string col = std::to_string(solitaire::col_of(cell) + 1);
  std::string text = spaced ? "\t" + row + "  " + col + " \r" : row + " " + col;
  if (newline) text.push_back('\n');
  return text;
}

/// Plays `cell`, reads the judge's reply and applies it; false when there is none.
inline bool play(Input& input, solitaire::Position& position, int cell, bool spaced = false) {
  if (!send(move_text(cell, spaced))) return false;
  std::string reply;
  if (!input.line(reply)) return false;
  while (!reply.empty() && (reply.back() == '\n' || reply.back() == '\r')) reply.pop_back();
  position.play(cell, solitaire::piece_from_token(reply));
  return true;
}

}  // namespace arbiter::stress
