#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "common/solitaire/deal.h"
#include "common/solitaire/piece.h"
#include "interactor/core/result.h"
#include "interactor/core/statistics.h"

/// HTML replays of judged games: the data of a game as JSON, the page that embeds it with the
/// viewer (interactor/viewer/), and the index page of a benchmark. Pure: the caller writes the
/// files.
namespace arbiter::interactor {

/// One judged game with everything a replay shows: the judge's result, the whole deal and the
/// cells the bot took, in order (Referee::played). The reveals follow from the deal.
struct Replay {
  GameResult result;
  solitaire::Deal deal;
  std::vector<int> cells;
};

/// One move of a replay, replayed on its deal.
struct ReplayMove {
  int cell = 0;
  solitaire::Piece took = solitaire::Piece::kOne;
  std::optional<solitaire::Piece> revealed;  ///< Nothing when the gold piece went (blank).
};

/// The moves of `replay` played again on its deal. Throws std::invalid_argument when a cell is
/// not a legal move there (never so for the cells a Referee accepted).
std::vector<ReplayMove> replay_moves(const Replay& replay);

/// The move at which a game that is not OK went wrong: the move the bot failed to make
/// properly, moves + 1. Nothing for an OK game.
std::optional<int> verdict_move(const GameResult& result);

/// The game's data as one JSON object, the format the viewer reads:
///   {"result": <to_json(result)>, "layers": [[36 tokens], [36], [36]],
///    "played": [{"row": r, "col": c, "took": token, "revealed": token or "blank"}, ...],
///    "verdict_move": k or null}
/// Layers are bronze, silver, gold, each row-major from the top left; rows and columns are the
/// wire's, 1-based. `result` is exactly the game's JSON line.
std::string replay_json(const Replay& replay);

/// `json` made safe inside an HTML <script> element: every '<' written as \u003c (JSON allows
/// it in strings, and it occurs nowhere else in replay_json's output), so no text of a game
/// (a message quotes the bot's line) can close the element.
std::string script_safe_json(std::string_view json);

/// The text of the element `<script type="application/json" id="ID">` of `page`, or nothing.
/// What a test (or a tool) reads the data back from.
std::optional<std::string> embedded_json(std::string_view page, std::string_view id);

/// The replay page of one game: one self-contained HTML document (data, script and style
/// inline; a Content-Security-Policy that forbids any network request).
std::string replay_page(const Replay& replay);

/// The name of the page of a game: its name with every character other than letters, digits,
/// '.', '_' and '-' replaced by '-', and ".html" ("1234/7" -> "1234-7.html").
std::string page_file_name(std::string_view game);

/// The index of a benchmark: the score histogram (histogram_svg of `tally`) on top, then a
/// sortable table of `games` (alphabet, seed, verdict, score, moves, each linking to its page
/// by page_file_name). Every game's data is embedded too, so that the index's script checks
/// the viewer's score of each game against the judge's.
std::string index_page(const std::vector<Replay>& games, const ScoreTally& tally);

}  // namespace arbiter::interactor
