#include "interactor/core/paired.h"

#include <charconv>
#include <cmath>
#include <map>
#include <string>

#include "common/json_text.h"
#include "common/text.h"
#include "interactor/core/json.h"

namespace arbiter::interactor {

namespace {

// The group of `alphabet` in `groups`, kept ordered by alphabet_before; created empty.
ScoreTally::Group& group_of(std::vector<ScoreTally::Group>& groups, const std::string& alphabet) {
  auto where = std::lower_bound(groups.begin(), groups.end(), alphabet,
                                [](const ScoreTally::Group& group, const std::string& key) {
                                  return alphabet_before(group.alphabet, key);
                                });
  if (where == groups.end() || where->alphabet != alphabet) {
    where = groups.insert(where, ScoreTally::Group{alphabet, 0, {}, {}, 0});
  }
  return *where;
}

// `from`'s games added to `into`.
void add_group(ScoreTally::Group& into, const ScoreTally::Group& from) {
  into.games += from.games;
  for (const auto& [score, count] : from.scores) into.scores[score] += count;
  for (std::size_t v = 0; v < kVerdicts; ++v) into.verdicts[v] += from.verdicts[v];
  into.total_ms += from.total_ms;
}

// Every group of `groups` together, named "all".
ScoreTally::Group all_of(const std::vector<ScoreTally::Group>& groups) {
  ScoreTally::Group all{"all", 0, {}, {}, 0};
  for (const ScoreTally::Group& group : groups) add_group(all, group);
  return all;
}

PairedSummary summary_of(const ScoreTally::Group& candidate, const ScoreTally::Group& baseline,
                         const ScoreTally::Group& differences) {
  const ScoreSummary difference = summarize(differences);
  PairedSummary summary;
  summary.alphabet = differences.alphabet;
  summary.pairs = differences.games;
  summary.mean = summarize(candidate).mean;
  summary.baseline_mean = summarize(baseline).mean;
  summary.diff = difference.mean;
  if (difference.sd) {
    summary.se = *difference.sd / std::sqrt(static_cast<double>(differences.games));
    summary.ci_low = difference.ci_low;
    summary.ci_high = difference.ci_high;
  }
  for (const auto& [score, count] : differences.scores) {
    (score > 0 ? summary.wins : score < 0 ? summary.losses : summary.ties) += count;
  }
  summary.verdicts = candidate.verdicts;
  summary.baseline_verdicts = baseline.verdicts;
  return summary;
}

std::optional<double> parse_number(std::string_view text) {
  double value = 0;
  const char* end = text.data() + text.size();
  const auto [stop, error] = std::from_chars(text.data(), end, value);
  if (text.empty() || error != std::errc() || stop != end || !std::isfinite(value)) {
    return std::nullopt;
  }
  return value;
}

std::string optional_fixed(const std::optional<double>& value, const char* format) {
  return value ? printf_string(format, *value) : printf_string("%8s", "n/a");
}

}  // namespace

std::string_view sprt_decision_name(SprtDecision decision) {
  switch (decision) {
    case SprtDecision::kH0:
      return "H0";
    case SprtDecision::kH1:
      return "H1";
    case SprtDecision::kNone:
      break;
  }
  return "none";
}

SprtBounds sprt_bounds(const SprtSettings& settings) {
  return {std::log(settings.beta / (1 - settings.alpha)),
          std::log((1 - settings.beta) / settings.alpha)};
}

double sprt_llr(const SprtSettings& settings, std::uint64_t pairs, double mean, double variance) {
  if (pairs < 2 || !(variance > 0)) return 0;
  const auto n = static_cast<double>(pairs);
  return (settings.d1 - settings.d0) / variance * n * (mean - (settings.d0 + settings.d1) / 2);
}

SprtDecision sprt_decide(double llr, const SprtBounds& bounds) {
  if (llr >= bounds.upper) return SprtDecision::kH1;
  if (llr <= bounds.lower) return SprtDecision::kH0;
  return SprtDecision::kNone;
}

std::optional<SprtSettings> parse_sprt_hypotheses(std::string_view text) {
  const std::size_t comma = text.find(',');
  if (comma == std::string_view::npos) return std::nullopt;
  const auto d0 = parse_number(text.substr(0, comma));
  const auto d1 = parse_number(text.substr(comma + 1));
  if (!d0 || !d1) return std::nullopt;
  SprtSettings settings;
  settings.d0 = *d0;
  settings.d1 = *d1;
  return settings;
}

void PairedTally::add(const GameResult& candidate, const GameResult& baseline) {
  candidate_.add(candidate);
  baseline_.add(baseline);
  const int difference = candidate.score - baseline.score;  // Scores are not negative.
  for (ScoreTally::Group* group :
       {&group_of(differences_, candidate.alphabet), &all_differences_}) {
    ++group->games;
    ++group->scores[difference];
  }
}

SprtState PairedTally::sprt(const SprtSettings& settings) const {
  const ScoreSummary differences = summarize(all_differences_);
  SprtState state;
  state.settings = settings;
  state.bounds = sprt_bounds(settings);
  const double variance = differences.sd ? *differences.sd * *differences.sd : 0;
  state.llr = sprt_llr(settings, pairs(), differences.mean, variance);
  if (pairs() >= settings.min_pairs) state.decision = sprt_decide(state.llr, state.bounds);
  state.pairs = pairs();
  return state;
}

std::vector<PairedSummary> paired_summaries(const PairedTally& tally) {
  std::vector<PairedSummary> summaries;
  const auto& candidate = tally.candidate().groups();
  const auto& baseline = tally.baseline().groups();
  for (std::size_t i = 0; i < tally.differences().size(); ++i) {
    summaries.push_back(summary_of(candidate[i], baseline[i], tally.differences()[i]));
  }
  if (summaries.size() > 1) summaries.push_back(overall_summary(tally));
  return summaries;
}

PairedSummary overall_summary(const PairedTally& tally) {
  return summary_of(all_of(tally.candidate().groups()), all_of(tally.baseline().groups()),
                    tally.all_differences());
}

std::string format_paired_summary(const PairedTally& tally, const std::optional<SprtState>& sprt) {
  std::string text =
      "alphabet  pairs  candidate   baseline       diff       se  95% CI of diff         wins"
      "   ties losses  verdicts: candidate | baseline\n";
  for (const PairedSummary& s : paired_summaries(tally)) {
    text += printf_string(
        "%-8s %6llu %10.2f %10.2f %+10.2f %s  [%s, %s] %6llu %6llu %6llu  %s | %s\n",
        s.alphabet.c_str(), static_cast<unsigned long long>(s.pairs), s.mean, s.baseline_mean,
        s.diff, optional_fixed(s.se, "%8.2f").c_str(), optional_fixed(s.ci_low, "%+8.2f").c_str(),
        optional_fixed(s.ci_high, "%+8.2f").c_str(), static_cast<unsigned long long>(s.wins),
        static_cast<unsigned long long>(s.ties), static_cast<unsigned long long>(s.losses),
        verdict_counts_text(s.verdicts).c_str(), verdict_counts_text(s.baseline_verdicts).c_str());
  }
  const Grade& grade = tally.candidate().grade();
  const Grade& baseline_grade = tally.baseline().grade();
  if (grade.tests > 0) {
    text += printf_string(
        "grade over %d official tests, of %d (capped per test): candidate %.3f, baseline %.3f; "
        "uncapped %.3f, %.3f\n",
        grade.tests, grade.points, grade.capped, baseline_grade.capped, grade.uncapped,
        baseline_grade.uncapped);
  }
  if (sprt) {
    const SprtSettings& s = sprt->settings;
    text += printf_string(
        "SPRT of diff %g (H0) against %g (H1), alpha %g, beta %g, from pair %llu: ", s.d0, s.d1,
        s.alpha, s.beta, static_cast<unsigned long long>(s.min_pairs));
    const auto pairs = static_cast<unsigned long long>(sprt->pairs);
    text += sprt->decision == SprtDecision::kNone
                ? printf_string("no decision after %llu pairs", pairs)
                : printf_string("%s accepted after %llu pairs",
                                std::string(sprt_decision_name(sprt->decision)).c_str(), pairs);
    text += printf_string(" (LLR %.3f, bounds %.3f, %.3f)\n", sprt->llr, sprt->bounds.lower,
                          sprt->bounds.upper);
  }
  return text;
}

std::string paired_summary_json(const PairedTally& tally, const std::optional<SprtState>& sprt) {
  constexpr int kDecimals = 4;
  const PairedSummary s = overall_summary(tally);
  JsonObject object;
  object.add_string("summary", "paired");
  object.add_int("pairs", static_cast<long long>(s.pairs));
  object.add_fixed("mean", s.mean, kDecimals);
  object.add_fixed("baseline_mean", s.baseline_mean, kDecimals);
  object.add_fixed("diff", s.diff, kDecimals);
  if (s.se) {
    object.add_fixed("se", *s.se, kDecimals);
    object.add_fixed_array("ci95", {*s.ci_low, *s.ci_high}, kDecimals);
  } else {
    object.add_null("se");
    object.add_null("ci95");
  }
  object.add_int("wins", static_cast<long long>(s.wins));
  object.add_int("ties", static_cast<long long>(s.ties));
  object.add_int("losses", static_cast<long long>(s.losses));
  if (sprt) {
    object.add_fixed("llr", sprt->llr, kDecimals);
    object.add_fixed_array("bounds", {sprt->bounds.lower, sprt->bounds.upper}, kDecimals);
    object.add_int("min_pairs", static_cast<long long>(sprt->settings.min_pairs));
    object.add_string("sprt", sprt_decision_name(sprt->decision));
  }
  return object.to_string();
}

std::string difference_text(const PairedSummary& summary) {
  std::string text = printf_string("diff %+.2f", summary.diff);
  if (summary.se) text += printf_string(" ± %.2f", *summary.se);
  return text;
}

std::string llr_text(const SprtState& sprt) {
  std::string text =
      printf_string("LLR %.2f (%.2f, %.2f)", sprt.llr, sprt.bounds.lower, sprt.bounds.upper);
  if (sprt.decision != SprtDecision::kNone) {
    text.append(", ").append(sprt_decision_name(sprt.decision));
  } else if (sprt_decide(sprt.llr, sprt.bounds) != SprtDecision::kNone) {
    // Beyond a bound before --sprt-min-pairs: say why the run goes on.
    text += printf_string(", decides from pair %llu",
                          static_cast<unsigned long long>(sprt.settings.min_pairs));
  }
  return text;
}

bool PairedRecord::add(const GameResult& candidate, const GameResult& baseline) {
  if (decided()) return true;
  tally_.add(candidate, baseline);
  if (settings_) state_ = tally_.sprt(*settings_);
  return decided();
}

std::optional<std::vector<std::pair<GameResult, GameResult>>> pair_games(
    std::vector<ReadGame> games, std::string* error) {
  std::map<std::string, std::array<std::optional<ReadGame>, 2>> by_game;
  for (ReadGame& game : games) {
    const auto side = static_cast<std::size_t>(*game.result.bot);
    by_game[game.result.game][side] = std::move(game);
  }
  std::vector<std::pair<GameResult, GameResult>> pairs;
  for (auto& [name, pair] : by_game) {
    auto& [candidate, baseline] = pair;
    const ReadGame& one = candidate ? *candidate : *baseline;
    std::string problem;
    std::string quoted;
    append_json_string(quoted, name);
    if (!candidate || !baseline) {
      problem = "game " + quoted + " has no " + (candidate ? "baseline" : "candidate") +
                " game to pair with (a shard plays both games of its deals: is a file missing?)";
    } else if (candidate->result.deal != baseline->result.deal ||
               candidate->result.alphabet != baseline->result.alphabet) {
      problem = "the two games of " + quoted + " disagree on their deal or alphabet (see " +
                candidate->where + ")";
    }
    if (!problem.empty()) {
      if (error != nullptr)
        *error = (candidate && baseline ? baseline->where : one.where) + ": " + problem;
      return std::nullopt;
    }
    pairs.emplace_back(std::move(candidate->result), std::move(baseline->result));
  }
  std::stable_sort(pairs.begin(), pairs.end(),
                   [](const auto& a, const auto& b) { return a.first.deal < b.first.deal; });
  return pairs;
}

}  // namespace arbiter::interactor
