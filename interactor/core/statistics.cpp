#include "interactor/core/statistics.h"

#include <algorithm>
#include <cmath>
#include <optional>
#include <string_view>

#include "common/solitaire/piece.h"
#include "common/text.h"

namespace arbiter::interactor {

namespace {

// t(0.975, df) for df = 1..30.
constexpr std::array<double, 30> kStudentT975{
    12.706205, 4.302653, 3.182446, 2.776445, 2.570582, 2.446912, 2.364624, 2.306004,
    2.262157,  2.228139, 2.200985, 2.178813, 2.160369, 2.144787, 2.131450, 2.119905,
    2.109816,  2.100922, 2.093024, 2.085963, 2.079614, 2.073873, 2.068658, 2.063899,
    2.059539,  2.055529, 2.051831, 2.048407, 2.045230, 2.042272};

// The score at 0-based position `rank` of the sorted scores.
int score_at_rank(const std::map<int, std::uint64_t>& scores, std::uint64_t rank) {
  std::uint64_t seen = 0;
  for (const auto& [score, count] : scores) {
    seen += count;
    if (rank < seen) return score;
  }
  return scores.rbegin()->first;
}

std::string spread(const std::optional<double>& value, const char* format) {
  return value ? printf_string(format, *value) : printf_string("%8s", "n/a");
}

}  // namespace

double student_t_975(std::uint64_t degrees) {
  if (degrees <= kStudentT975.size()) return kStudentT975[static_cast<std::size_t>(degrees - 1)];
  const double z = 1.959963984540054;  // The normal distribution's 97.5% quantile.
  const auto v = static_cast<double>(degrees);
  const double z3 = z * z * z;
  const double z5 = z3 * z * z;
  const double z7 = z5 * z * z;
  const double z9 = z7 * z * z;
  return z + (z3 + z) / 4 / v + (5 * z5 + 16 * z3 + 3 * z) / 96 / (v * v) +
         (3 * z7 + 19 * z5 + 17 * z3 - 15 * z) / 384 / (v * v * v) +
         (79 * z9 + 776 * z7 + 1482 * z5 - 1920 * z3 - 945 * z) / 92160 / (v * v * v * v);
}

bool alphabet_before(const std::string& a, const std::string& b) {
  if (a.size() != b.size()) return a.size() < b.size();
  // A letter ranks as its piece does (1234tlds); anything else (a merged file may hold any
  // text) after every piece, by byte.
  const auto rank = [](char c) {
    const std::optional<solitaire::Piece> piece = solitaire::piece_from_letter(c);
    return piece ? solitaire::index_of(*piece)
                 : solitaire::kPieceKinds + static_cast<unsigned char>(c);
  };
  return std::lexicographical_compare(a.begin(), a.end(), b.begin(), b.end(),
                                      [&rank](char x, char y) { return rank(x) < rank(y); });
}

void ScoreTally::add(const GameResult& result) {
  // A handful of alphabets: a sorted vector is the simplest map.
  auto where = std::lower_bound(groups_.begin(), groups_.end(), result.alphabet,
                                [](const Group& group, const std::string& key) {
                                  return alphabet_before(group.alphabet, key);
                                });
  if (where == groups_.end() || where->alphabet != result.alphabet) {
    where = groups_.insert(where, Group{result.alphabet, 0, {}, {}, 0});
  }
  Group& group = *where;
  ++group.games;
  ++group.scores[result.score];
  ++group.verdicts[static_cast<std::size_t>(result.verdict)];
  group.total_ms += result.wall_ms;
  ++games_;
  status_ = std::max(status_, exit_code_for(result.verdict));
  if (result.points > 0 && result.best > 0) {
    ++grade_.tests;
    grade_.points += result.points;
    grade_.uncapped += result.grade();
    grade_.capped += std::min(result.grade(), static_cast<double>(result.points));
  }
}

std::vector<ScoreSummary> ScoreTally::summaries() const {
  std::vector<ScoreSummary> all;
  for (const Group& group : groups_) all.push_back(summarize(group));
  return all;
}

ScoreSummary summarize(const ScoreTally::Group& group) {
  ScoreSummary summary;
  summary.alphabet = group.alphabet;
  summary.games = group.games;
  summary.verdicts = group.verdicts;
  const auto n = static_cast<long double>(group.games);
  // Sums over the sorted scores: the same in every order the games came in.
  long double sum = 0;
  for (const auto& [score, count] : group.scores) sum += static_cast<long double>(score) * count;
  const long double mean = sum / n;
  summary.mean = static_cast<double>(mean);
  if (group.games > 1) {
    long double squares = 0;
    for (const auto& [score, count] : group.scores) {
      squares += (score - mean) * (score - mean) * count;
    }
    const auto sd = static_cast<double>(std::sqrt(squares / (n - 1)));
    const double half_width =
        student_t_975(group.games - 1) * sd / std::sqrt(static_cast<double>(group.games));
    summary.sd = sd;
    summary.ci_low = summary.mean - half_width;
    summary.ci_high = summary.mean + half_width;
  }
  summary.min = group.scores.begin()->first;
  summary.max = group.scores.rbegin()->first;
  const int low = score_at_rank(group.scores, (group.games - 1) / 2);
  const int high = score_at_rank(group.scores, group.games / 2);
  summary.median = (static_cast<double>(low) + high) / 2.0;  // low + high may overflow an int.
  summary.mean_ms = static_cast<double>(group.total_ms) / static_cast<double>(group.games);
  return summary;
}

std::string verdict_counts_text(const std::array<std::uint64_t, kVerdicts>& verdicts) {
  std::string text;
  for (std::size_t v = 0; v < verdicts.size(); ++v) {
    if (verdicts[v] == 0) continue;
    if (!text.empty()) text.append(", ");
    text.append(verdict_name(static_cast<Verdict>(v)));
    text.append(" ").append(std::to_string(verdicts[v]));
  }
  return text;
}

std::string format_summary(const std::vector<ScoreSummary>& summaries, const Grade& grade) {
  std::string text =
      "alphabet  games     mean       sd  95% CI                min   median      max    ms/game"
      "  verdicts\n";
  for (const ScoreSummary& s : summaries) {
    text += printf_string("%-8s %6llu %8.2f %s  [%s, %s] %6d %8.1f %8d %10.1f ", s.alphabet.c_str(),
                          static_cast<unsigned long long>(s.games), s.mean,
                          spread(s.sd, "%8.2f").c_str(), spread(s.ci_low, "%8.2f").c_str(),
                          spread(s.ci_high, "%8.2f").c_str(), s.min, s.median, s.max, s.mean_ms);
    text.append(" ").append(verdict_counts_text(s.verdicts)).push_back('\n');
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
  text += printf_string(
      ", score %d (base %d, runs %d, sets %d, alternation %d), %d moves, %lld ms, CPU %lld ms, "
      "%.1f MB",
      r.score, r.breakdown.base, r.breakdown.runs, r.breakdown.sets, r.breakdown.alternation,
      r.moves, r.wall_ms, r.cpu_ms, static_cast<double>(r.memory_kb) / 1024.0);
  if (!r.memory_guard.empty()) text.append(" (memory guard: ").append(r.memory_guard).append(")");
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
