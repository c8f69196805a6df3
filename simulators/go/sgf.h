#pragma once

#include <functional>
#include <optional>
#include <string>
#include <string_view>

#include "common/reader.h"
#include "simulators/go/game.h"
#include "simulators/go/record.h"

namespace arbiter::go {

/// A game record: the final game of its main line and what else it says (see RecordInfo).
struct SgfRecord {
  Game game;
  RecordInfo info;
};

/// Reads the next game tree of an SGF collection (FF[4]) and replays its main line: the
/// first variation at every branch. Returns the final game, or std::nullopt when only
/// whitespace is left.
///
/// Interpreted on the main line: `SZ` (a square side from 1 to kMaxSize, default 19, before
/// any move or stone), `GM` (must be 1, Go), `B`/`W` moves (`[]`, and `[tt]` on boards up to
/// 19, are passes; at most one move a node), `AB`/`AW`/`AE` setup points, single or as `aa:cc`
/// rectangles. For scoring: `RU` and `RE` (kept as written), `KM` (a number of half points),
/// `HA` (a number) and `TB`/`TW` (points or rectangles, of the last main-line node that has
/// either). Every other property, and every node off the main line, is checked for syntax and
/// otherwise ignored. Moves follow
/// the same rules as the judge format: a stone on an occupied point is an error, suicide keeps
/// the stone. Errors are ParseErrors whose message ends with the byte offset in the file.
std::optional<SgfRecord> read_sgf_record(Reader& reader);

/// read_sgf_record's game alone.
std::optional<Game> read_sgf_game(Reader& reader);

/// Reads every game tree of an SGF collection in turn, calling `on_record` with each record
/// before the next is read. An input without any game tree is an error.
void read_sgf_collection(Reader& reader, const std::function<void(const SgfRecord&)>& on_record);

/// A point named as SGF names it ("dd": column then row, from the top left) or as Go players
/// and GTP do ("D16": a column letter without I, then the row counted from the bottom), on a
/// board of `size`; nullopt if it is neither or off the board.
std::optional<Point> parse_point(std::string_view text, int size);

/// The SGF name of a point: {3, 3} is "dd".
std::string sgf_point(Point p);

/// A point as Go players and GTP name it on a board of `size`: {3, 15} is "D4" on 19x19
/// (columns A to Z without I, rows counted from 1 at the bottom).
std::string gtp_point(Point p, int size);

}  // namespace arbiter::go
