#pragma once

#include <ostream>

#include "bot/strategy.h"
#include "common/reader.h"

namespace arbiter::bot {

/// Plays one game of solitaire chess over the protocol: reads the opening board from `in`,
/// then asks `strategy` for a move, writes it to `out` and flushes, reads the judge's reply,
/// and so on until the strategy stops; then writes `0 0` and flushes. Returns the number of
/// moves played.
///
/// Throws ParseError at the offending place when the judge's input is not what the protocol
/// allows: a malformed line, the end of the input mid-game, or a reply that contradicts the
/// rules (a piece where the cell must now be blank, or `blank` where a piece must remain).
/// The strategy's move is checked too; an illegal one is a bug and throws std::logic_error.
int play_game(Reader& in, std::ostream& out, Strategy& strategy);

}  // namespace arbiter::bot
