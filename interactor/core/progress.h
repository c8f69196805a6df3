#pragma once

#include <chrono>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>

#include "interactor/core/paired.h"
#include "interactor/core/statistics.h"

/// The line a benchmark keeps up to date on a terminal while it plays.
namespace arbiter::interactor {

/// How far a benchmark has got.
struct Progress {
  std::uint64_t done = 0;                ///< Games finished.
  std::uint64_t total = 0;               ///< Games in the run.
  std::chrono::milliseconds elapsed{0};  ///< Since the run started.
};

/// The progress line, without a line break: games done of all, games not OK, the time elapsed
/// and the time left (the time per game finished so far, times the games left; left out before
/// the first game is done), then the running mean score of each alphabet of `tally` (the
/// games reported so far) in the summary's order:
///   "37/100 games, 2 not OK, 0:42 elapsed, 1:11 left, mean 12: 241.3, 1234: 198.0"
/// At most `columns` characters (a terminal line that wraps cannot be redrawn in place): the
/// alphabets that do not fit are left out, "..." saying so, and a line too narrow even for the
/// counts is cut.
std::string progress_line(const Progress& progress, const ScoreTally& tally, std::size_t columns);

/// The progress line of a paired run (`progress` counting pairs): pairs done of all, games not
/// OK (of both bots), the time elapsed and left, then the running mean difference with its
/// standard error and, with `sprt`, the log-likelihood ratio between its bounds:
///   "12/100 pairs, 0 not OK, 0:42 elapsed, 1:11 left, diff +3.21 ± 1.05, LLR 1.23 (-2.94, 2.94)"
/// Cut to at most `columns` bytes, never inside a character.
std::string paired_progress_line(const Progress& progress, const PairedTally& tally,
                                 const std::optional<SprtSettings>& sprt, std::size_t columns);

/// A duration in whole seconds (rounded down) as M:SS, or H:MM:SS from an hour: "0:42",
/// "12:05", "27:46:40".
std::string clock_text(std::chrono::milliseconds duration);

}  // namespace arbiter::interactor
