#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "common/solitaire/deal.h"
#include "common/solitaire/position.h"

/// The judge's side of the solitaire-chess protocol as a pure state machine: it is handed the
/// bot's lines one at a time and answers with the judge's lines, so it is tested without any
/// process or pipe (lc0's UciLoop::ProcessLine). Timing, end of output and the bot's exit are
/// the process layer's business; see outcome.h for how they combine into a verdict.
namespace arbiter::interactor {

/// The longest line a bot may write, line break excluded. A legal line is at most 5 bytes
/// ("6 6"); the cap keeps a flooding bot from making the judge buffer without bound.
inline constexpr std::size_t kMaxLineBytes = 64;

/// Where the protocol stands.
enum class GameState {
  kPlaying,      ///< Waiting for the bot's next line.
  kStopped,      ///< The bot wrote `0 0`: the game is over and scored.
  kWrongAnswer,  ///< The bot wrote a line that breaks the protocol; fault() says which.
};

/// Referees one game on a deal it owns a copy of.
class Referee {
 public:
  explicit Referee(const solitaire::Deal& deal);

  /// The judge's first message: the bronze layer as 6 lines of 6 space-separated tokens, each
  /// line ending in '\n'.
  std::string opening() const;

  /// Judges one line the bot wrote, without its line break (a trailing '\r' is tolerated).
  /// A legal move `r c` is played and the judge's reply returned: the token of the piece now
  /// on top of that cell, or `blank` (no line break). `0 0` stops the game; anything else ends
  /// it with a wrong answer: a malformed line (not two integers separated by spaces; spaces
  /// and tabs around them are allowed), a line longer than kMaxLineBytes, coordinates off the
  /// board, a blank cell, the cell of the last move, a cell the last piece cannot reach.
  /// Returns nothing once the game is over. Precondition: state() == kPlaying.
  std::optional<std::string> judge_line(std::string_view line);

  GameState state() const { return state_; }
  /// Why the game ended with a wrong answer: "move 3: ..." (the move the line would have
  /// been). Empty otherwise.
  const std::string& fault() const { return fault_; }
  /// The game so far: board, last move, moves played and score.
  const solitaire::Position& position() const { return position_; }
  const solitaire::Deal& deal() const { return deal_; }
  /// The cells of the moves played, in order: what a replay needs besides the deal.
  const std::vector<int>& played() const { return played_; }

 private:
  void reject(std::string_view reason);

  solitaire::Deal deal_;
  solitaire::Position position_;
  GameState state_ = GameState::kPlaying;
  std::string fault_;
  std::vector<int> played_;
};

/// Takes the bot's next line off the front of `buffer` (what was read of its output and not yet
/// judged) as the judge reads it: a complete line, without its '\n', when it is at most
/// `max_bytes` long; the first max_bytes + 1 bytes of a longer one as soon as they are there,
/// without waiting for its end, so that the judge never holds more than that of one line. Nothing
/// while `buffer` holds neither. At the end of the output, what is left is the last line.
std::optional<std::string> take_line(std::string& buffer, std::size_t max_bytes);

/// How a line of the bot is quoted in messages: printable ASCII as is, other bytes as \xNN,
/// cut after kMaxLineBytes bytes with "..." appended.
std::string quote_line(std::string_view line);

}  // namespace arbiter::interactor
