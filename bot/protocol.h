#pragma once

#include <array>
#include <optional>
#include <ostream>
#include <string>

#include "common/reader.h"
#include "common/solitaire/geometry.h"
#include "common/solitaire/piece.h"

/// The player's side of the solitaire-chess protocol, as text: reading the judge's lines and
/// writing moves. Nothing here decides anything.
namespace arbiter::bot {

/// Reads the six lines of six space-separated pieces that open a game (the bronze layer).
/// Throws ParseError on anything else: an unknown token, `blank`, a short or long line.
std::array<solitaire::Piece, solitaire::kCells> read_bronze(Reader& in);

/// Reads one reply line: the piece now on top of the cell just played, or `blank`
/// (nullopt). Throws ParseError on anything else or at the end of the input.
std::optional<solitaire::Piece> read_reply(Reader& in);

/// What a player prints to stop.
inline constexpr std::string_view kStopLine = "0 0";

}  // namespace arbiter::bot
