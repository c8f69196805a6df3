#pragma once

#include <algorithm>
#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "common/exit_codes.h"
#include "interactor/core/result.h"
#include "interactor/core/statistics.h"

/// A paired run (--baseline): both bots play every deal, and what counts is the difference of
/// their scores deal by deal (candidate − baseline), in which the deal's own luck cancels out.
/// Its statistics and its sequential test (--sprt), pure: no I/O.
namespace arbiter::interactor {

/// A sequential probability ratio test of the mean paired difference: H0 "it is d0" against
/// H1 "it is d1", with the error rates alpha (accepting H1 when H0 holds) and beta (accepting
/// H0 when H1 holds), deciding from its `min_pairs`-th pair on.
struct SprtSettings {
  double d0 = 0;
  double d1 = 0;
  double alpha = 0.05;
  double beta = 0.05;
  /// Wald's bounds hold for a known variance, and the LLR uses the variance of the pairs so
  /// far: a handful of pairs estimates it so roughly that a test free to decide from the second
  /// pair accepted the wrong hypothesis about three times as often as alpha and beta allow
  /// (simulated); waiting for 30 pairs brought the error rates back near them.
  std::uint64_t min_pairs = 30;
};

/// The log-likelihood ratio's two bounds: H0 is accepted at or below `lower`, H1 at or above
/// `upper`.
struct SprtBounds {
  double lower = 0;  ///< log(beta / (1 − alpha))
  double upper = 0;  ///< log((1 − beta) / alpha)
};

enum class SprtDecision { kNone, kH0, kH1 };

/// "none", "H0" or "H1".
std::string_view sprt_decision_name(SprtDecision decision);

/// Wald's bounds for the settings' error rates. Precondition: alpha and beta in (0, 0.5).
SprtBounds sprt_bounds(const SprtSettings& settings);

/// The log-likelihood ratio of H1 against H0 for `pairs` differences of mean `mean` and sample
/// variance `variance`, in the normal approximation of fishtest's normalised SPRT (the
/// variance estimated from the differences themselves):
///   LLR = (d1 − d0) / variance · (Σd − pairs · (d0 + d1) / 2).
/// 0 while the differences show no spread (fewer than two, or all equal): without a variance
/// the test has no scale and waits.
double sprt_llr(const SprtSettings& settings, std::uint64_t pairs, double mean, double variance);

/// The decision `llr` calls for against `bounds`.
SprtDecision sprt_decide(double llr, const SprtBounds& bounds);

/// Parses --sprt's "D0,D1" (two decimal numbers, e.g. "0,5" or "-2.5,2.5"); nothing when `text`
/// is not that. Leaves alpha, beta and min_pairs at their defaults; does not check that D0 and
/// D1 differ.
std::optional<SprtSettings> parse_sprt_hypotheses(std::string_view text);

/// Where a sequential test stands: its settings and bounds, the LLR after `pairs` pairs, and
/// its decision (kNone until a bound is reached with at least the settings' min_pairs pairs;
/// the pairs are then those it decided after).
struct SprtState {
  SprtSettings settings;
  SprtBounds bounds;
  double llr = 0;
  SprtDecision decision = SprtDecision::kNone;
  std::uint64_t pairs = 0;
};

/// The paired games of a run: each bot's scores (a ScoreTally each, with the grade when the
/// deals are official tests) and, per alphabet and over all, how many pairs had each
/// difference. Memory does not grow with the number of pairs, and every figure is independent
/// of the order of the pairs.
class PairedTally {
 public:
  /// Adds one deal's two games. Precondition: the same alphabet.
  void add(const GameResult& candidate, const GameResult& baseline);

  std::uint64_t pairs() const { return all_differences_.games; }
  const ScoreTally& candidate() const { return candidate_; }
  const ScoreTally& baseline() const { return baseline_; }
  /// Per alphabet (ordered by alphabet_before): differences -> pairs; `games` counts pairs.
  const std::vector<ScoreTally::Group>& differences() const { return differences_; }
  /// Every alphabet's differences together (alphabet "all").
  const ScoreTally::Group& all_differences() const { return all_differences_; }
  /// The worse exit status of the two bots' games (0 without a pair).
  ExitCode status() const { return std::max(candidate_.status(), baseline_.status()); }

  /// The test's state after the pairs so far, for `settings`: the LLR after every pair, a
  /// decision only from the settings' min_pairs-th pair on. Precondition: a pair.
  SprtState sprt(const SprtSettings& settings) const;

 private:
  ScoreTally candidate_;
  ScoreTally baseline_;
  std::vector<ScoreTally::Group> differences_;
  ScoreTally::Group all_differences_{"all", 0, {}, {}, 0};
};

/// A paired run's record: its tally and, with --sprt, its sequential test, which stops the
/// record at the pair where a bound is reached. The run and the merge of its shards add the
/// pairs in the order of their deals, so both stop at the same pair.
class PairedRecord {
 public:
  explicit PairedRecord(std::optional<SprtSettings> sprt) : settings_(sprt) {}

  /// Adds one deal's two games, unless the test has decided. Returns whether it has now.
  bool add(const GameResult& candidate, const GameResult& baseline);
  bool decided() const { return state_ && state_->decision != SprtDecision::kNone; }
  const PairedTally& tally() const { return tally_; }
  const std::optional<SprtSettings>& settings() const { return settings_; }
  /// The test after the pairs added (none without --sprt or without a pair).
  const std::optional<SprtState>& sprt() const { return state_; }

 private:
  std::optional<SprtSettings> settings_;
  PairedTally tally_;
  std::optional<SprtState> state_;
};

/// A game of a paired run read back (--merge), and where its line was ("FILE:LINE:COLUMN").
struct ReadGame {
  GameResult result;
  std::string where;
};

/// The games of a paired run (each with `bot`), paired by game name, ordered by their `deal`
/// (then name). Returns nothing, and sets `error` to "FILE:LINE:COLUMN: message", for a game
/// without its partner (a shard's file missing) or two partners on different deals or alphabets.
/// Precondition: no game twice for the same bot.
std::optional<std::vector<std::pair<GameResult, GameResult>>> pair_games(
    std::vector<ReadGame> games, std::string* error);

/// The comparison over one group of deals.
struct PairedSummary {
  std::string alphabet;  ///< "all" for every alphabet together.
  std::uint64_t pairs = 0;
  double mean = 0;           ///< The candidate's mean score.
  double baseline_mean = 0;  ///< The baseline's.
  double diff = 0;           ///< The mean paired difference, candidate − baseline.
  /// The standard error of `diff` (the differences' sample standard deviation over √pairs) and
  /// its 95% interval, diff ± t·se with Student's t for pairs − 1 degrees of freedom; none for
  /// one pair.
  std::optional<double> se;
  std::optional<double> ci_low;
  std::optional<double> ci_high;
  std::uint64_t wins = 0;  ///< Deals where the candidate scored more, the same, less.
  std::uint64_t ties = 0;
  std::uint64_t losses = 0;
  std::array<std::uint64_t, kVerdicts> verdicts{};           ///< The candidate's games.
  std::array<std::uint64_t, kVerdicts> baseline_verdicts{};  ///< The baseline's.
};

/// One summary per alphabet (the summary's order), then "all" when there are several.
/// Precondition: a pair.
std::vector<PairedSummary> paired_summaries(const PairedTally& tally);

/// The summary over every alphabet. Precondition: a pair.
PairedSummary overall_summary(const PairedTally& tally);

/// The readable report: a row per alphabet (and "all"): pairs, each bot's mean, the mean
/// difference with its standard error and 95% interval, wins, ties, losses, each bot's
/// verdict counts; each bot's grade when official tests were played; the test's line with
/// `sprt`. Precondition: a pair.
std::string format_paired_summary(const PairedTally& tally, const std::optional<SprtState>& sprt);

/// The JSON summary line (no line break): {"summary":"paired","pairs":..,"mean":..,
/// "baseline_mean":..,"diff":..,"se":..,"ci95":[lo,hi],"wins":..,"ties":..,"losses":..}, se
/// and ci95 null for one pair; with `sprt` also "llr", "bounds":[lower,upper], "min_pairs"
/// (the settings' min_pairs), "sprt":"H0", "H1" or "none". Precondition: a pair.
std::string paired_summary_json(const PairedTally& tally, const std::optional<SprtState>& sprt);

/// The short form for a progress line: "diff +3.21 ± 1.05" ("diff +3.21" for one pair).
std::string difference_text(const PairedSummary& summary);

/// "LLR 1.23 (-2.94, 2.94)", and ", H1" or ", H0" once decided, or ", decides from pair 30"
/// while the LLR is beyond a bound before the settings' min_pairs.
std::string llr_text(const SprtState& sprt);

}  // namespace arbiter::interactor
