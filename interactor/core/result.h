#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "common/reader.h"
#include "common/solitaire/score.h"
#include "common/verdict.h"
#include "interactor/core/json.h"

/// One judged game as the interactor reports it, and its JSON line.
namespace arbiter::interactor {

/// Which bot of a paired run (--baseline) played a game: the bot after `--`, or the baseline.
enum class PairedBot { kCandidate, kBaseline };

/// "candidate" or "baseline", as in the JSON lines.
std::string_view paired_bot_name(PairedBot bot);

/// The result of one game. A game without the OK verdict scores 0: `score` and `breakdown`
/// are zero, `moves` still counts the moves it played.
struct GameResult {
  std::string game;      ///< The game's name: a test or board file's stem, or "A/seed".
  std::string alphabet;  ///< Canonical letters (1234tlds order) of the game's alphabet.
  std::optional<std::uint64_t> seed;  ///< The deal's seed, when it was dealt from one.
  int points = 0;                     ///< P of an official test, 0 when the game is not one.
  int best = 0;                       ///< Y of an official test (its .ans), 0 when unknown.
  Verdict verdict = Verdict::kJudgeError;
  std::string message;
  int moves = 0;
  int score = 0;
  solitaire::ScoreBreakdown breakdown;
  long long wall_ms = 0;
  long long cpu_ms = 0;  ///< User + system time of the bot and its processes.
  /// The bot's peak memory, all its processes together (its cgroup's, or its resident memory).
  long long memory_kb = 0;
  /// What held its memory and processes: "cgroup v2", "cgroup v1" or "watch" (MemoryGuard);
  /// empty when unknown (a bot that did not start, a line written before the field existed).
  std::string memory_guard;
  std::optional<PairedBot> bot;  ///< Which bot played, in a paired run; none otherwise.
  /// In a paired run: the deal's 1-based position in the run's whole list (a shard's games keep
  /// their places), which orders the pairs of merged shards; 0 otherwise.
  std::uint64_t deal = 0;

  /// The contest grade P·X/Y of an official test, not capped; 0 without P and Y.
  double grade() const;
};

/// The result as one JSON object (no line break), fields in this order: game, alphabet, seed
/// (when known), bot and deal (paired runs only), points and best (official tests only), verdict,
/// score, moves, base, runs, sets, alternation, wall_ms, cpu_ms, memory_kb, memory_guard (when
/// known), grade (official tests only), message.
std::string to_json(const GameResult& result);

/// Reads one result line written by to_json (the merge step). Unknown fields are ignored, so
/// older and newer writers stay readable (cpu_ms and memory_kb may be missing: 0; memory_guard:
/// empty; bot and deal
/// come together or not at all, bot "candidate" or "baseline", deal from 1); missing or
/// mistyped ones are a ParseError, and so are inconsistent ones: an OK game whose score is not base
/// + runs + sets + alternation or whose base is not its number of moves, a game of another verdict
/// with a non-zero score or part (reported at that value). Precondition: the reader is not at the
/// end of its input.
GameResult read_result(Reader& reader);

/// read_result on an object already read, which started at `start`.
GameResult result_from_json(const Reader& reader, const JsonObject& object,
                            const SourcePosition& start);

}  // namespace arbiter::interactor
