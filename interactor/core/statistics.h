#pragma once

#include <array>
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "common/exit_codes.h"
#include "common/verdict.h"
#include "interactor/core/result.h"

/// Benchmark statistics over game results: per-alphabet score summaries and the contest grade.
namespace arbiter::interactor {

/// The score distribution of a group of games. Non-OK games count with score 0.
struct ScoreSummary {
  std::string alphabet;
  std::uint64_t games = 0;
  double mean = 0;
  std::optional<double> sd;  ///< Sample standard deviation (n - 1); none for one game.
  /// The 95% confidence interval of the mean, mean ± t·sd/√n with t the 97.5% quantile of
  /// Student's t with n - 1 degrees of freedom; none for one game.
  std::optional<double> ci_low;
  std::optional<double> ci_high;
  int min = 0;
  double median = 0;  ///< The middle score, or the mean of the two middle ones.
  int max = 0;
  double mean_ms = 0;  ///< Mean wall time per game.
  /// Games per verdict, indexed by Verdict's value.
  std::array<std::uint64_t, kVerdicts> verdicts{};
};

/// The contest grade over the official tests among the results (those with points and best).
struct Grade {
  int tests = 0;
  int points = 0;       ///< Sum of P: the most the capped grade can reach.
  double capped = 0;    ///< Sum of min(P, P·X/Y): the contest's grade.
  double uncapped = 0;  ///< Sum of P·X/Y: how far beyond the best contestant the bot went.
};

/// The 97.5% quantile of Student's t distribution with `degrees` >= 1 degrees of freedom: a
/// table to 30, then the Cornish-Fisher expansion around the normal quantile (within 1e-6).
double student_t_975(std::uint64_t degrees);

/// The order of alphabets in reports: fewer letters first, then letter by letter in the order
/// 1 2 3 4 t l d s (any other character after those, by byte value). So the official
/// alphabets come as 1, s, 12, tld, 1234, 1234tlds.
bool alphabet_before(const std::string& a, const std::string& b);

/// What the summaries and the histogram need of any number of games, in memory that does not
/// grow with their number: per alphabet, how many games got each score, the verdict counts
/// and the total time; and the grade. Every figure, and the order of the alphabets, is
/// independent of the order of the results, so a merge of shards, in any order, prints exactly
/// what the whole run printed.
class ScoreTally {
 public:
  /// One alphabet's games.
  struct Group {
    std::string alphabet;
    std::uint64_t games = 0;
    std::map<int, std::uint64_t> scores;  ///< Score -> number of games with it.
    std::array<std::uint64_t, kVerdicts> verdicts{};
    long long total_ms = 0;
  };

  void add(const GameResult& result);

  std::uint64_t games() const { return games_; }
  bool all_ok() const { return status_ == ExitCode::kOk; }
  /// The exit status of the run these games make up: the largest exit_code_for their
  /// verdicts call for (0 without a game).
  ExitCode status() const { return status_; }
  /// The groups, ordered by alphabet_before.
  const std::vector<Group>& groups() const { return groups_; }
  /// One summary per group, in the same order.
  std::vector<ScoreSummary> summaries() const;
  const Grade& grade() const { return grade_; }

 private:
  std::vector<Group> groups_;
  Grade grade_;
  std::uint64_t games_ = 0;
  ExitCode status_ = ExitCode::kOk;
};

/// The summary of one group (see ScoreSummary). Precondition: the group has a game.
ScoreSummary summarize(const ScoreTally::Group& group);

/// The verdicts that occurred, in Verdict's order, with their counts: "OK 97, TIME_LIMIT 3".
std::string verdict_counts_text(const std::array<std::uint64_t, kVerdicts>& verdicts);

/// The readable report: a table with one row per alphabet (games, mean, sd, 95% CI, min,
/// median, max, mean ms, verdict counts; "n/a" where one game gives no spread), then the grade
/// when any official test was played.
std::string format_summary(const std::vector<ScoreSummary>& summaries, const Grade& grade);

/// One line for a single game: "g1: OK, score 324 (base 108, runs 216, sets 0, alternation
/// 0), 108 moves, 15 ms, CPU 12 ms, 3.9 MB (memory guard: cgroup v1)" (the guard when known),
/// and the verdict's message on a second line unless OK.
std::string format_game(const GameResult& result);

}  // namespace arbiter::interactor
