#include "interactor/statistics.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <map>

namespace arbiter::interactor {

namespace {

ScoreSummary summarize_group(const std::string& alphabet, std::vector<const GameResult*> games) {
  ScoreSummary summary;
  summary.alphabet = alphabet;
  summary.games = static_cast<int>(games.size());
  std::vector<int> scores;
  double total_ms = 0;
  for (const GameResult* game : games) {
    scores.push_back(game->score);
    total_ms += static_cast<double>(game->wall_ms);
    ++summary.verdicts[static_cast<std::size_t>(game->verdict)];
  }
  std::sort(scores.begin(), scores.end());
  const double n = static_cast<double>(scores.size());
  double sum = 0;
  for (const int score : scores) sum += score;
  summary.mean = sum / n;
  double squares = 0;
  for (const int score : scores) squares += (score - summary.mean) * (score - summary.mean);
  summary.sd = scores.size() > 1 ? std::sqrt(squares / (n - 1)) : 0;
  const double half_width = 1.96 * summary.sd / std::sqrt(n);
  summary.ci_low = summary.mean - half_width;
  summary.ci_high = summary.mean + half_width;
  summary.min = scores.front();
  summary.max = scores.back();
  const std::size_t middle = scores.size() / 2;
  summary.median =
      scores.size() % 2 == 1 ? scores[middle] : (scores[middle - 1] + scores[middle]) / 2.0;
  summary.mean_ms = total_ms / n;
  return summary;
}

std::string printf_string(const char* format, auto... values) {
  char text[256];
  std::snprintf(text, sizeof text, format, values...);
  return text;
}

}  // namespace

std::vector<ScoreSummary> summarize(std::span<const GameResult> results) {
  std::vector<std::string> order;
  std::map<std::string, std::vector<const GameResult*>> groups;
  for (const GameResult& result : results) {
    auto& group = groups[result.alphabet];
    if (group.empty()) order.push_back(result.alphabet);
    group.push_back(&result);
  }
  std::vector<ScoreSummary> summaries;
  for (const std::string& alphabet : order) {
    summaries.push_back(summarize_group(alphabet, groups[alphabet]));
  }
  return summaries;
}

Grade grade(std::span<const GameResult> results) {
  Grade total;
  for (const GameResult& result : results) {
    if (result.points <= 0 || result.best <= 0) continue;
    ++total.tests;
    total.points += result.points;
    total.uncapped += result.grade();
    total.capped += std::min(result.grade(), static_cast<double>(result.points));
  }
  return total;
}

std::string format_summary(std::span<const ScoreSummary> summaries, const Grade& grade) {
  std::string text =
      "alphabet  games     mean       sd  95% CI                min   median      max    ms/game"
      "  verdicts\n";
  for (const ScoreSummary& s : summaries) {
    text += printf_string("%-8s %6d %8.2f %8.2f  [%8.2f, %8.2f] %6d %8.1f %8d %10.1f ",
                          s.alphabet.c_str(), s.games, s.mean, s.sd, s.ci_low, s.ci_high, s.min,
                          s.median, s.max, s.mean_ms);
    bool first = true;
    for (std::size_t v = 0; v < s.verdicts.size(); ++v) {
      if (s.verdicts[v] == 0) continue;
      text.append(first ? " " : ", ");
      text.append(verdict_name(static_cast<Verdict>(v)));
      text.append(" ").append(std::to_string(s.verdicts[v]));
      first = false;
    }
    text.push_back('\n');
  }
  if (grade.tests > 0) {
    text +=
        printf_string("grade over %d official tests: %.3f of %d (capped per test), %.3f uncapped\n",
                      grade.tests, grade.capped, grade.points, grade.uncapped);
  }
  return text;
}

std::string format_game(const GameResult& r) {
  std::string text = r.game;
  text.append(": ").append(verdict_name(r.verdict));
  text += printf_string(", score %d (base %d, runs %d, sets %d, alternation %d), %d moves, %lld ms",
                        r.score, r.breakdown.base, r.breakdown.runs, r.breakdown.sets,
                        r.breakdown.alternation, r.moves, r.wall_ms);
  if (r.points > 0 && r.best > 0) {
    text += printf_string(", grade %.3f of %d (uncapped %.3f, best known score %d)",
                          std::min(r.grade(), static_cast<double>(r.points)), r.points, r.grade(),
                          r.best);
  }
  text.push_back('\n');
  if (r.verdict != Verdict::kOk) text.append("  ").append(r.message).push_back('\n');
  return text;
}

}  // namespace arbiter::interactor
