#include "interactor/run/play.h"

#include <unistd.h>

#include <cstdint>
#include <optional>
#include <ostream>
#include <stdexcept>
#include <string>
#include <utility>

#include "common/exit_codes.h"
#include "common/reader.h"
#include "interactor/core/histogram.h"
#include "interactor/core/json.h"
#include "interactor/core/progress.h"
#include "interactor/core/statistics.h"
#include "interactor/process/bot_guard.h"
#include "interactor/process/bot_process.h"
#include "interactor/run/containment_checks.h"
#include "interactor/run/feedback_dir.h"
#include "interactor/run/game_scheduler.h"
#include "interactor/run/output_file.h"
#include "interactor/run/oversubscription.h"
#include "interactor/run/paired_run.h"
#include "interactor/run/progress_display.h"
#include "interactor/run/replay_output.h"

namespace arbiter::interactor {

namespace {

// Reads every deal file of the list once, so a defective one stops the run before any bot
// starts. Returns the exit status 66 (after saying why) for a file that cannot be opened.
int check_deals(const Console& in, const GameList& games) {
  if (!games.from_files()) return 0;
  try {
    for (std::uint64_t i = 0; i < games.size(); ++i) load_game(games.at(i));
  } catch (const ParseError&) {
    throw;  // The caller reports it with its place, exit 65.
  } catch (const std::runtime_error& error) {
    in.err << in.tool << ": " << error.what() << '\n';
    return to_int(ExitCode::kNoInput);
  }
  return 0;
}

// Writes a note on its way out of the scope, after the results, whichever way the run ends.
class SaidAtTheEnd {
 public:
  SaidAtTheEnd(std::ostream& out, std::string text) : out_(&out), text_(std::move(text)) {}
  ~SaidAtTheEnd() { *out_ << text_ << std::flush; }
  SaidAtTheEnd(const SaidAtTheEnd&) = delete;
  SaidAtTheEnd& operator=(const SaidAtTheEnd&) = delete;

 private:
  std::ostream* out_;
  std::string text_;
};

// What every game needs, checked before the first starts: the judge as the reaper of what the
// bots leave behind (become_subreaper), the deal files (check_deals), and that the bot's
// program can be started, so that a missing bot stops one game as it stops a benchmark, with 66.
int check_before_games(const Console& in, const Config& config) {
  try {
    become_subreaper();
  } catch (const std::runtime_error& error) {
    in.err << in.tool << ": cannot guard the bots: " << error.what() << '\n';
    return to_int(ExitCode::kNoInput);
  }
  if (const int status = check_deals(in, config.games)) return status;
  try {
    check_bot_command(config.run.bot);
  } catch (const BotStartError& error) {
    in.err << in.tool << ": " << error.what() << '\n';
    return to_int(ExitCode::kNoInput);
  }
  if (config.baseline.empty()) return 0;
  try {
    check_bot_command(config.baseline);
  } catch (const BotStartError& error) {
    in.err << in.tool << ": --baseline: " << error.what() << '\n';
    return to_int(ExitCode::kNoInput);
  }
  return 0;
}

// The games of a run without a baseline: one game, or a benchmark that stops at its first
// JUDGE_ERROR game. Reports each game (JSON line, the one game's line, the feedback files, the
// replay page), then the histogram, the replays' index and the summary.
int play_listed_games(const Config& config, const Console& in, ReplayWriter& replays,
                      std::ostream* histogram, FeedbackDir* feedback,
                      const Oversubscription& oversubscription) {
  ScoreTally tally;
  std::optional<std::string> stopped;  // Why a benchmark stopped early.
  bool replay_failed = false;
  std::ostream& readable = in.readable();
  ProgressDisplay progress(in.err, config.benchmark && ::isatty(STDERR_FILENO) == 1);
  // JSON lines on the same terminal would be written after the progress line, on its line.
  const bool json_on_terminal = config.json && ::isatty(STDOUT_FILENO) == 1;
  play_games(
      config.games.size(), config.jobs,
      [&](std::uint64_t index) {
        return play_listed_game(config.games.at(index), config.run, index, replays);
      },
      [&](std::uint64_t index, const GameResult& result) {
        if (config.json) {
          if (json_on_terminal) progress.clear();
          in.out << to_json(result) << std::endl;
        }
        if (!config.benchmark) readable << format_game(result) << std::flush;
        if (feedback != nullptr) feedback->write(result.verdict, result.message, result.score);
        tally.add(result);
        replay_failed = !replays.write(index);
        if (config.benchmark && result.verdict == Verdict::kJudgeError) {
          stopped = "benchmark stopped at game " + result.game + ": " + result.message;
        }
        return !stopped && !replay_failed;
      },
      progress.updater([&tally](const Progress& games, std::size_t columns) {
        return progress_line(games, tally, columns);
      }));
  progress.clear();
  oversubscription.write_json(config, in.out);
  in.out.flush();
  if (histogram != nullptr) *histogram << histogram_svg(tally);
  const bool replays_written = !replay_failed && replays.finish(tally);
  warn_without_sandbox(in, config.run.containment);
  if (!replays_written) return to_int(ExitCode::kCannotCreate);
  if (stopped) {
    in.err << in.tool << ": " << *stopped << '\n';
    return to_int(ExitCode::kNoInput);
  }
  if (config.benchmark) {
    readable << format_summary(tally.summaries(), tally.grade()) << std::flush;
    oversubscription.write_readable(readable);
  }
  return to_int(tally.status());
}

}  // namespace

int play(Config& config, const Console& in) {
  if (const int status = check_before_games(in, config)) return status;
  OutputFile transcript(in, config.transcript);
  OutputFile histogram(in, config.histogram);
  std::optional<FeedbackDir> feedback;
  if (config.feedback_dir)
    feedback.emplace(in, *config.feedback_dir, FeedbackDir::Missing::kCreate);
  ReplayWriter replays(in, config.replay_file, config.replay_dir);
  if (transcript.failed() || histogram.failed() || (feedback && feedback->failed()) ||
      replays.failed()) {
    return to_int(ExitCode::kCannotCreate);
  }
  config.run.transcript = transcript.stream();
  if (config.show) config.run.show = &in.err;
  if (const int status = check_sandboxes(in, config)) return status;
  std::string guard_note;
  if (const int status =
          choose_memory_guard(in, config.memory_guard, config.run.containment, guard_note)) {
    return status;
  }
  const SaidAtTheEnd note(in.err, guard_note);
  const Oversubscription oversubscription(config, in);
  prepare_signals();
  if (!config.baseline.empty()) {
    return play_paired_run(config, in, replays, histogram.stream(), oversubscription);
  }
  return play_listed_games(config, in, replays, histogram.stream(), feedback ? &*feedback : nullptr,
                           oversubscription);
}

}  // namespace arbiter::interactor
