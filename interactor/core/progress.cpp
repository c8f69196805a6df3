#include "interactor/core/progress.h"

#include <algorithm>
#include <string_view>

#include "common/text.h"

namespace arbiter::interactor {

std::string clock_text(std::chrono::milliseconds duration) {
  const long long seconds = std::max<long long>(0, duration.count() / 1000);
  const long long hours = seconds / 3600;
  if (hours > 0) return printf_string("%lld:%02lld:%02lld", hours, seconds / 60 % 60, seconds % 60);
  return printf_string("%lld:%02lld", seconds / 60, seconds % 60);
}

namespace {

// Games of `tally` that did not get OK.
std::uint64_t not_ok(const ScoreTally& tally) {
  std::uint64_t count = 0;
  for (const ScoreTally::Group& group : tally.groups()) {
    count += group.games - group.verdicts[static_cast<std::size_t>(Verdict::kOk)];
  }
  return count;
}

// "37/100 games, 2 not OK, 0:42 elapsed, 1:11 left" (`unit`: games or pairs).
std::string progress_head(const Progress& progress, const char* unit, std::uint64_t not_ok) {
  std::string line = printf_string(
      "%llu/%llu %s, %llu not OK, %s elapsed", static_cast<unsigned long long>(progress.done),
      static_cast<unsigned long long>(progress.total), unit,
      static_cast<unsigned long long>(not_ok), clock_text(progress.elapsed).c_str());
  if (progress.done > 0 && progress.done <= progress.total) {
    // In floating point: a seed range may hold 2^63 games. Capped at about 30 000 years.
    constexpr long double kMostMs = 1e15;
    const long double left = static_cast<long double>(progress.elapsed.count()) *
                             static_cast<long double>(progress.total - progress.done) /
                             static_cast<long double>(progress.done);
    const auto left_ms = static_cast<long long>(std::min(left, kMostMs));
    line.append(", ").append(clock_text(std::chrono::milliseconds(left_ms))).append(" left");
  }
  return line;
}

}  // namespace

std::string paired_progress_line(const Progress& progress, const PairedTally& tally,
                                 const std::optional<SprtSettings>& sprt, std::size_t columns) {
  std::string line =
      progress_head(progress, "pairs", not_ok(tally.candidate()) + not_ok(tally.baseline()));
  if (tally.pairs() > 0) {
    line.append(", ").append(difference_text(overall_summary(tally)));
    if (sprt) line.append(", ").append(llr_text(tally.sprt(*sprt)));
  }
  // Cut at a character's start: "±" is two bytes.
  std::size_t cut = std::min(columns, line.size());
  while (cut < line.size() && (static_cast<unsigned char>(line[cut]) & 0xC0U) == 0x80U) --cut;
  line.resize(cut);
  return line;
}

std::string progress_line(const Progress& progress, const ScoreTally& tally, std::size_t columns) {
  std::string line = progress_head(progress, "games", not_ok(tally));
  if (line.size() > columns) return line.substr(0, columns);
  constexpr std::string_view kMore = ", ...";
  bool first = true;
  for (const ScoreTally::Group& group : tally.groups()) {
    long double sum = 0;
    for (const auto& [score, count] : group.scores) sum += static_cast<long double>(score) * count;
    const std::string mean =
        printf_string("%s%s: %.1f", first ? ", mean " : ", ", group.alphabet.c_str(),
                      static_cast<double>(sum / static_cast<long double>(group.games)));
    // The last alphabet needs no room for "...".
    const bool last = &group == &tally.groups().back();
    if (line.size() + mean.size() + (last ? 0 : kMore.size()) > columns) {
      if (line.size() + kMore.size() <= columns) line.append(kMore);
      break;
    }
    line.append(mean);
    first = false;
  }
  return line;
}

}  // namespace arbiter::interactor
