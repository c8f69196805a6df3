#pragma once

// The chaos bot's plan, shared by the bot (which carries it out) and the soak driver (which
// derives from it the verdict each game must get). A plan is a pure function of the opening
// board the judge sends, so the driver, knowing each game's seed and so its deal, computes
// the same plan as the bot without any side channel.
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "common/solitaire/position.h"

namespace arbiter::stress {

/// The limits the soak runs the interactor with, and the pause that makes kSlowTotal run out
/// of total time rather than move time: after the pause the remaining total time is shorter
/// than a move's (kSlowPauseMs > total - move), while the pause itself stays well inside one
/// move's limit. Scheduling delays only shorten the time left, so the first margin needs no
/// room for them; the second does. It is 400 ms: 150 ms was too little for one game in 2 000
/// under ThreadSanitizer on a 2-core machine busy with the other pass. The quick moves before
/// the pause have 800 ms between them.
inline constexpr int kMoveLimitMs = 1000;
inline constexpr int kTotalLimitMs = 1400;
inline constexpr int kSlowPauseMs = 600;

/// What a chaos bot does after its quick moves. The comment gives the verdict it must get.
enum class Behaviour : std::uint8_t {
  kStop,                // `0 0`: OK.
  kStopSpaced,          // Every line with tabs, spaces and "\r\n", then `0 0`: OK.
  kStopNoNewline,       // `0 0` without a line break, then exit 0: OK.
  kStopThenOutput,      // `0 0`, junk lines, 1 MB without a line break, exit 0: OK.
  kStopThenFail,        // `0 0`, exit 2: RUNTIME_ERROR.
  kStopThenAbort,       // `0 0`, abort(): RUNTIME_ERROR.
  kStopAndLinger,       // `0 0`, then sleeps until killed (after 1 s): OK.
  kStopLeavingStray,    // Starts a helper that calls setsid and sleeps, `0 0`, exit 0: OK.
  kGarbage,             // A line of letters and punctuation: WRONG_ANSWER.
  kBinary,              // A line of random bytes (no '\n'): WRONG_ANSWER.
  kOffBoard,            // Coordinates off the board: WRONG_ANSWER.
  kIllegal,             // A cell the rules forbid (after one move at least): WRONG_ANSWER.
  kHugeLine,            // 4 MB without a line break: WRONG_ANSWER (line too long).
  kMoveNoNewlineExit,   // A legal move without '\n', exit 0: RUNTIME_ERROR (`0 0` if stuck: OK).
  kExit,                // Exits with `status`, no `0 0`: RUNTIME_ERROR.
  kAbort,               // abort(): RUNTIME_ERROR.
  kSegv,                // SIGSEGV: RUNTIME_ERROR.
  kCloseOutput,         // Closes stdout, exits 4 20 ms later: RUNTIME_ERROR.
  kCloseOutputAndStay,  // Closes stdout and sleeps until killed (after 1 s): RUNTIME_ERROR.
  kExitLeavingHelper,   // A helper keeps the pipe open, the bot exits 3: RUNTIME_ERROR.
  kStall,               // Sleeps instead of moving: TIME_LIMIT (per move).
  kNeverFlush,          // Writes its move into a buffer it never flushes: TIME_LIMIT (per move).
  kSlowTotal,           // Pauses kSlowPauseMs, moves, stalls: TIME_LIMIT (total; OK if stuck).
};

/// How many behaviours there are. The seeds 1 to 2000 of the soak's alphabet give each at
/// least once (the rarest are 2 in 1000).
inline constexpr int kBehaviourCount = 23;

/// The name of a behaviour, for reports: "stop", "huge-line".
std::string_view behaviour_name(Behaviour behaviour);

/// One game's plan.
struct Plan {
  Behaviour behaviour = Behaviour::kStop;
  int quick_moves = 0;     ///< Legal moves played first, fewer if the game gets stuck.
  int status = 0;          ///< kExit's exit status.
  std::uint64_t salt = 0;  ///< Seeds the junk lines.
};

/// The plan for a game whose judge sent `opening` (the six lines of the bronze layer, each
/// with its '\n').
Plan plan_for(std::string_view opening);

/// The start of the game whose bronze layer the judge sent as `opening` (six lines of six
/// wire tokens); nothing when it is not one.
std::optional<solitaire::Position> read_opening(std::string_view opening);

/// The quick moves' choice: the lowest legal cell, or -1 when the game is stuck.
int next_cell(const solitaire::Position& position);
/// kIllegal's cell: the lowest non-blank cell that is neither the last cell nor reachable,
/// or else the last cell. Precondition: position.moves() >= 1.
int illegal_cell(const solitaire::Position& position);

/// The line (without '\n') that kGarbage, kBinary and kOffBoard write.
std::string garbage_line(const Plan& plan);
std::string binary_line(const Plan& plan);
std::string off_board_line(const Plan& plan);

/// The byte kHugeLine repeats.
inline constexpr char kHugeByte = '7';

}  // namespace arbiter::stress
