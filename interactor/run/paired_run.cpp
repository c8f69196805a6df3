#include "interactor/run/paired_run.h"

#include <unistd.h>

#include <cstdint>
#include <optional>
#include <string>
#include <utility>

#include "common/exit_codes.h"
#include "interactor/core/histogram.h"
#include "interactor/core/json.h"
#include "interactor/core/paired.h"
#include "interactor/core/progress.h"
#include "interactor/run/containment_checks.h"
#include "interactor/run/game_scheduler.h"
#include "interactor/run/progress_display.h"

namespace arbiter::interactor {

namespace {

// What a paired run ends with: why it stopped early (a JUDGE_ERROR game), else its status.
struct PairedOutcome {
  std::optional<std::string> stopped;
  ExitCode status = ExitCode::kOk;
};

// Which bot plays game `index` of a paired run: deal index / 2, the candidate first on even
// deals, the baseline first on odd ones, so that a change of the machine's load falls on both.
PairedBot paired_bot_of(std::uint64_t index) {
  const bool candidate_first = index / 2 % 2 == 0;
  return (index % 2 == 0) == candidate_first ? PairedBot::kCandidate : PairedBot::kBaseline;
}

// What a paired run does with each game as play_games reports it: its JSON line, and once
// both games of a deal are in, the pair in the record. Stops at the first JUDGE_ERROR game and
// at the test's decision (after which nothing is reported).
class PairedReporter {
 public:
  PairedReporter(const Config& config, const Console& in, ProgressDisplay& progress)
      : config_(config),
        in_(in),
        progress_(progress),
        record_(config.sprt),
        json_on_terminal_(config.json && ::isatty(STDOUT_FILENO) == 1) {}

  // play_games's on_result: whether to go on.
  bool report(std::uint64_t index, const GameResult& result) {
    if (record_.decided()) return false;  // A later pair, in play when the test decided.
    if (config_.json) {
      if (json_on_terminal_) progress_.clear();
      in_.out << to_json(result) << std::endl;
    }
    if (result.verdict == Verdict::kJudgeError && !stopped_) {
      stopped_ = "benchmark stopped at game " + result.game + " of the " +
                 std::string(paired_bot_name(*result.bot)) + ": " + result.message;
    }
    // The first game of a pair (or, interrupted, a game whose partner never came) waits.
    if (index % 2 == 0 || !held_ || held_->first != index - 1) {
      held_.emplace(index, result);
      return !stopped_;
    }
    const bool candidate_first = held_->second.bot == PairedBot::kCandidate;
    if (!stopped_) {
      record_.add(candidate_first ? held_->second : result,
                  candidate_first ? result : held_->second);
    }
    held_.reset();
    return !stopped_ && !record_.decided();
  }

  const PairedRecord& record() const { return record_; }
  const std::optional<std::string>& stopped() const { return stopped_; }

 private:
  const Config& config_;
  const Console& in_;
  ProgressDisplay& progress_;
  PairedRecord record_;
  bool json_on_terminal_;
  std::optional<std::pair<std::uint64_t, GameResult>> held_;  // A pair's first game, by index.
  std::optional<std::string> stopped_;                        // Why the run stopped early.
};

// The games of a paired run, their JSON lines, progress, summaries and histogram. Returns why
// it stopped early, if it did, and its status.
PairedOutcome play_pairs(const Config& config, const Console& in, ReplayWriter& replays,
                         std::ostream* histogram, const Oversubscription& oversubscription) {
  RunOptions baseline_run = config.run;
  baseline_run.bot = config.baseline;
  const std::uint64_t deals = config.games.size();
  ProgressDisplay progress(in.err, ::isatty(STDERR_FILENO) == 1);
  PairedReporter reporter(config, in, progress);
  const PairedRecord& record = reporter.record();
  play_games(
      2 * deals, config.jobs,
      [&](std::uint64_t index) {
        const PairedBot bot = paired_bot_of(index);
        GameResult result = play_listed_game(
            config.games.at(index / 2), bot == PairedBot::kCandidate ? config.run : baseline_run,
            index, replays);
        result.bot = bot;
        result.deal = config.games.position(index / 2) + 1;
        return result;
      },
      [&reporter](std::uint64_t index, const GameResult& result) {
        return reporter.report(index, result);
      },
      progress.updater([&record, deals, &config](const Progress& games, std::size_t columns) {
        const Progress pairs{record.tally().pairs(), deals, games.elapsed};
        return paired_progress_line(pairs, record.tally(), config.sprt, columns);
      }));
  progress.clear();
  oversubscription.write_json(config, in.out);
  if (reporter.stopped() || record.tally().pairs() == 0) {
    in.out.flush();
    return {reporter.stopped(), ExitCode::kOk};
  }
  if (config.json) in.out << paired_summary_json(record.tally(), record.sprt()) << '\n';
  in.out.flush();
  if (histogram != nullptr) *histogram << paired_histogram_svg(record.tally());
  in.readable() << format_paired_summary(record.tally(), record.sprt()) << std::flush;
  oversubscription.write_readable(in.readable());
  return {std::nullopt, record.tally().status()};
}

}  // namespace

int play_paired_run(const Config& config, const Console& in, ReplayWriter& replays,
                    std::ostream* histogram, const Oversubscription& oversubscription) {
  const PairedOutcome outcome = play_pairs(config, in, replays, histogram, oversubscription);
  warn_without_sandbox(in, config.run.containment);
  if (!outcome.stopped) return to_int(outcome.status);
  in.err << in.tool << ": " << *outcome.stopped << '\n';
  return to_int(ExitCode::kNoInput);
}

}  // namespace arbiter::interactor
