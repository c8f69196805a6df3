#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "simulators/go/board.h"
#include "simulators/go/game.h"
#include "simulators/go/input_format.h"
#include "simulators/go/record_score.h"
#include "simulators/go/scoring.h"

namespace arbiter::go {

/// How a drawing labels the board's lines.
enum class Coordinates {
  kCentred,  ///< The judge format's: x from -(n-1)/2 left to (n-1)/2 right, y growing upward.
  kGtp,      ///< Go players': columns A..Z without I, rows numbered from 1 at the bottom.
};

/// Draws a final position for a person: `X` Black stone, `O` White stone, and each empty
/// point marked with its owner, `x` Black, `o` White, `.` nobody; then each side's territory,
/// captures and score.
std::string draw_position(const Game& game, const Territory& territory, Coordinates coordinates);

/// Draws a position counted under area or territory rules: `X`/`O` living stones, `#` a dead
/// Black stone and `@` a dead White stone, `x`/`o`/`.` each empty point's owner after the
/// dead stones are removed (a dead stone's point is its captor's too, shown by the stone);
/// then each side's count and the result. With `doubt`, a point in doubt is drawn `?`, whatever
/// is on it, and a last line says how many there are and whether they could change the winner.
std::string draw_counted_position(const Game& game, const RecordScore& score,
                                  Coordinates coordinates,
                                  const std::optional<Doubt>& doubt = std::nullopt);

/// The position of a scored game as counted (draw_counted_position, with its points in doubt),
/// or under poj rules as it stands (draw_position); in the coordinates of its input's `format`
/// (GTP's for SGF, else the judge's centred ones).
std::string draw_scored_game(const Game& game, const ScoredGame& scored, InputFormat format);

/// Builds a board from a picture, top row first: `X` Black, `O` White, `.` empty; spaces are
/// ignored and blank lines skipped, so tests read like diagrams. Stones are set, never
/// played: nothing is captured. Throws std::invalid_argument on an unknown character or a
/// picture that is not square (or larger than kMaxSize).
Board parse_diagram(std::string_view picture);

}  // namespace arbiter::go
