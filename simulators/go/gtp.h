#pragma once

#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>

#include "simulators/go/board.h"
#include "simulators/go/life.h"

/// Talking to a Go engine over GTP (the Go Text Protocol) to learn its judgement of a final
/// position. Only the conversation is here: the engine is an interface, so that tests can
/// answer for it, and gtp_process.h runs a real one.
namespace arbiter::go {

/// The engine failed: it refused a command, answered something that is no GTP answer, or
/// could not be started or ended. The message says what it said.
class GtpError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

/// A GTP engine: one command out, one reply back.
class GtpEngine {
 public:
  GtpEngine() = default;
  GtpEngine(const GtpEngine&) = delete;
  GtpEngine& operator=(const GtpEngine&) = delete;
  GtpEngine(GtpEngine&&) = delete;
  GtpEngine& operator=(GtpEngine&&) = delete;
  virtual ~GtpEngine() = default;

  /// What the engine is called in messages ("GNU Go").
  virtual std::string name() const = 0;
  /// Sends one command line (no line break) and returns the engine's reply as it came: every
  /// line up to the empty line that ends it, line breaks included, the empty line left out.
  /// Throws GtpError when the engine ends instead.
  virtual std::string exchange(const std::string& command) = 0;
};

/// The answer of a successful reply ("= D4 C3" gives "D4 C3"; a reply "=1 ..." with an id is
/// accepted too). Throws GtpError naming `engine` and `command` with what it said when the
/// reply is a refusal ("? ...") or no GTP reply at all.
std::string gtp_answer(std::string_view engine, std::string_view command, std::string_view reply);

/// Sends `command` to `engine` and returns its answer (gtp_answer).
std::string ask(GtpEngine& engine, const std::string& command);

/// The engine's judgement of the final position `board`, with `to_move` to play when given: it
/// is set up on the engine's board stone by stone (boardsize, clear_board, then a play for each
/// stone, which captures nothing as long as every chain has a liberty; then a pass by the other
/// side when the last stone set up was to_move's, since an engine takes the side after the last
/// play to move, and GNU Go judges a position by playing it out from there), then asked
/// `final_status_list dead`, `seki`, `black_territory` and `white_territory`: the territory gives
/// LifeEstimate::owner, the owner of each empty point after GNU Go has played the game out (kEmpty
/// for its dame). Throws GtpError when the engine refuses any of it (a board size it does not
/// support, a chain without liberty, which it takes for an illegal move) or names a point that is
/// not on the board, or a dead or seki point that holds no stone.
LifeEstimate judge_life_by_gtp(GtpEngine& engine, const Board& board,
                               std::optional<Color> to_move = std::nullopt);

}  // namespace arbiter::go
