#pragma once

#include <array>
#include <span>
#include <string>
#include <vector>

#include "common/verdict.h"
#include "interactor/result.h"

/// Benchmark statistics over game results: per-alphabet score summaries and the contest grade.
namespace arbiter::interactor {

/// The score distribution of a group of games. Non-OK games count with score 0.
struct ScoreSummary {
  std::string alphabet;
  int games = 0;
  double mean = 0;
  double sd = 0;       ///< Sample standard deviation (n - 1 in the denominator); 0 for one game.
  double ci_low = 0;   ///< 95% confidence interval of the mean: mean ± 1.96·sd/√n (normal
  double ci_high = 0;  ///< approximation; optimistic below about 30 games).
  int min = 0;
  double median = 0;  ///< The middle score, or the mean of the two middle ones.
  int max = 0;
  double mean_ms = 0;             ///< Mean wall time per game.
  std::array<int, 5> verdicts{};  ///< Games per verdict, indexed by Verdict's value.
};

/// One summary per alphabet, in the order each alphabet first appears in `results`.
std::vector<ScoreSummary> summarize(std::span<const GameResult> results);

/// The contest grade over the official tests among `results` (those with points and best).
struct Grade {
  int tests = 0;
  int points = 0;       ///< Sum of P: the most the capped grade can reach.
  double capped = 0;    ///< Sum of min(P, P·X/Y): the contest's grade.
  double uncapped = 0;  ///< Sum of P·X/Y: how far beyond the best contestant the bot went.
};
Grade grade(std::span<const GameResult> results);

/// The readable report: a table with one row per alphabet (games, mean, sd, 95% CI, min,
/// median, max, mean ms, verdict counts), then the grade when any official test was played.
std::string format_summary(std::span<const ScoreSummary> summaries, const Grade& grade);

/// One line for a single game: "g1: OK, score 324 (base 108, runs 216, sets 0, alternation
/// 0), 108 moves, 15 ms", and the verdict's message on a second line unless OK.
std::string format_game(const GameResult& result);

}  // namespace arbiter::interactor
