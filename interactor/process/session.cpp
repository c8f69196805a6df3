#include "interactor/process/session.h"

#include <unistd.h>

#include <boost/process/args.hpp>
#include <boost/process/child.hpp>
#include <boost/process/exe.hpp>
#include <boost/process/io.hpp>
#include <boost/process/pipe.hpp>
#include <cerrno>
#include <chrono>
#include <filesystem>
#include <fstream>
#include <optional>
#include <stdexcept>
#include <system_error>
#include <unordered_map>

#include "common/exit_codes.h"
#include "interactor/core/histogram.h"
#include "interactor/core/json.h"
#include "interactor/core/paired.h"
#include "interactor/core/progress.h"
#include "interactor/core/statistics.h"
#include "interactor/process/benchmark.h"
#include "interactor/process/bot_guard.h"
#include "interactor/process/bot_process.h"
#include "interactor/process/processor_budget.h"
#include "interactor/process/progress_display.h"
#include "interactor/process/replay_output.h"
#include "interactor/sandbox/game_cgroup.h"
#include "interactor/sandbox/sandbox.h"

namespace arbiter::interactor {

namespace {

namespace fs = std::filesystem;

// An output file, opened (and truncated) at once; failed() after printing why it could not be.
class OutputFile {
 public:
  OutputFile(const Console& in, const std::optional<std::string>& path) {
    if (!path) return;
    path_ = *path;
    file_.open(path_, std::ios::binary | std::ios::trunc);
    if (!file_) {
      const int open_error = errno;  // Read before the writes below can overwrite it.
      in.err << in.tool << ": cannot create '" << path_
             << "': " << std::generic_category().message(open_error) << '\n';
      failed_ = true;
    }
  }
  bool failed() const { return failed_; }
  std::ostream* stream() { return path_.empty() ? nullptr : &file_; }

 private:
  std::string path_;
  std::ofstream file_;
  bool failed_ = false;
};

// --feedback-dir, Kattis style: the directory and its two files exist before the game starts.
class Feedback {
 public:
  Feedback(const Console& in, const std::optional<std::string>& directory) {
    if (!directory) return;
    std::error_code error;
    fs::create_directories(*directory, error);
    if (!error && !fs::is_directory(*directory, error)) {
      error = std::make_error_code(std::errc::not_a_directory);
    }
    if (error) {
      in.err << in.tool << ": cannot create feedback directory '" << *directory
             << "': " << error.message() << '\n';
      failed_ = true;
      return;
    }
    message_.emplace(in, *directory + "/judgemessage.txt");
    score_.emplace(in, *directory + "/score.txt");
    failed_ = message_->failed() || score_->failed();
  }
  bool failed() const { return failed_; }
  void write(const GameResult& result) {
    if (!message_) return;
    *message_->stream() << verdict_name(result.verdict) << ": " << result.message << '\n'
                        << std::flush;
    *score_->stream() << result.score << '\n' << std::flush;
  }

 private:
  std::optional<OutputFile> message_;
  std::optional<OutputFile> score_;
  bool failed_ = false;
};

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

// One game, its deal loaded here (in the worker), so a benchmark holds no list of deals.
GameResult play_one(const GameSpec& spec, const RunOptions& options, std::uint64_t index,
                    ReplayWriter& replays) {
  try {
    return replays.play(load_game(spec), options, index);
  } catch (const std::exception& error) {  // A deal file changed since check_deals.
    GameResult result;
    result.game = spec.source == GameSpec::Source::kSeed
                      ? spec.alphabet + "/" + std::to_string(spec.seed)
                      : fs::path(spec.path).stem().string();
    result.message = error.what();
    return result;
  }
}

// Checks that this machine can build the sandbox, so that a machine without user namespaces
// refuses plainly (exit 66) before any game.
int check_sandbox(const Console& in, const Containment& containment) {
  if (!containment.sandbox) return 0;
  const std::string helper = sandbox_helper_path();
  std::string reason;
  if (::access(helper.c_str(), X_OK) != 0) {
    reason = "its helper " + helper + " is missing";
  } else {
    // Started without a shell, whose quoting the helper's path could break.
    namespace bp = boost::process;
    bp::ipstream said;
    std::error_code error;
    bp::child probe(bp::exe = helper, bp::args = {"--probe"}, (bp::std_out & bp::std_err) > said,
                    bp::std_in < bp::null, error);
    for (std::string line; !error && std::getline(said, line);) reason.append(line).append("\n");
    if (!error) probe.wait(error);
    if (!error && probe.exit_code() == 0) return 0;
    while (!reason.empty() && reason.back() == '\n') reason.pop_back();
    if (reason.empty() && error) reason = "solitaire-sandbox --probe: " + error.message();
    if (reason.empty()) reason = "solitaire-sandbox --probe failed";
  }
  in.err << in.tool << ": cannot run the bot in a sandbox on this machine: " << reason
         << "\nRun untrusted bots where user namespaces are allowed; give --no-sandbox only to a "
            "bot you trust (its limits still apply).\n";
  return to_int(ExitCode::kNoInput);
}

// Chooses what holds the bots' memory and processes (config.memory_guard): a cgroup site in
// config.run.containment, or the watch. Returns the exit status of a run that cannot go on,
// and sets `note` to what a run that falls back to the watch says after its results.
int choose_memory_guard(const Console& in, Config& config, std::string& note) {
  if (config.memory_guard == GuardRequest::kWatch) return 0;
  CgroupChoice choice;
  try {
    choice = find_cgroup_site();
  } catch (const CgroupError& error) {
    in.err << in.tool << ": memory guard: " << error.what() << '\n';
    return to_int(ExitCode::kNoInput);
  }
  if (choice.site) {
    config.run.containment.cgroup = choice.site;
    return 0;
  }
  if (config.memory_guard == GuardRequest::kCgroup) {
    in.err << in.tool << ": --memory-guard cgroup: the judge cannot make a cgroup here ("
           << choice.reason << ")\n";
    return to_int(ExitCode::kNoInput);
  }
  note =
      std::string(in.tool) + ": note: memory guard: the watch, no cgroup (" + choice.reason + ")\n";
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

// Every run without the sandbox says so, after its results (standard error stays free of
// anything else while the games are played).
void warn_without_sandbox(const Console& in, const Config& config) {
  if (config.run.containment.sandbox) return;
  in.err << in.tool
         << ": warning: --no-sandbox: the bot ran unconfined, with the judge's view of the "
            "machine (the deal files included); only the limits applied\n";
}

// A benchmark that plays more games at a time than the judge has processors (processor_budget.h)
// says so before the first game, and again beside its summary, readable and in JSON.
class Oversubscription {
 public:
  Oversubscription(const Config& config, const Console& in) : jobs_(config.jobs) {
    if (!config.benchmark) return;
    budget_ = judge_processor_budget();
    warning_ = oversubscription_warning(jobs_, budget_, !config.baseline.empty());
    if (warning_) in.err << in.tool << ": warning: " << *warning_ << '\n' << std::flush;
  }
  // With --json, the line after the games' lines, before any summary line.
  void write_json(const Config& config, std::ostream& out) const {
    if (warning_ && config.json) out << oversubscription_json(jobs_, budget_, *warning_) << '\n';
  }
  // The line after the readable summary.
  void write_readable(std::ostream& out) const {
    if (warning_) out << "warning: " << *warning_ << '\n' << std::flush;
  }

 private:
  int jobs_;
  ProcessorBudget budget_;
  std::optional<std::string> warning_;
};

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

// A paired run (session.h's play()): its games, JSON lines, progress, summaries and histogram.
// Returns why it stopped early, if it did, and its status.
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
        GameResult result =
            play_one(config.games.at(index / 2),
                     bot == PairedBot::kCandidate ? config.run : baseline_run, index, replays);
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

// The end of a paired run: the warning without the sandbox, then why it stopped, if it did.
int finish_pairs(const PairedOutcome& outcome, const Config& config, const Console& in) {
  warn_without_sandbox(in, config);
  if (!outcome.stopped) return to_int(outcome.status);
  in.err << in.tool << ": " << *outcome.stopped << '\n';
  return to_int(ExitCode::kNoInput);
}

// What merge() reads: the games of a benchmark in a tally, or those of a paired run kept to be
// paired at the end; each game's name (with its bot) and where it was first seen, to report
// one read twice.
struct MergedGames {
  ScoreTally tally;
  std::vector<ReadGame> paired;
  std::unordered_map<std::string, std::string> first_seen;  // Game (and bot) -> "FILE:LINE".

  // Reads the line at the reader: a game, or a summary or warning line, which is skipped (the merge
  // computes it again). Throws ParseError for a defective line, a game read twice, and paired
  // and unpaired games mixed.
  void read(Reader& reader) {
    const SourcePosition start = reader.position();
    const JsonObject object = read_json_object(reader);
    if (object.find("summary") != nullptr || object.find("warning") != nullptr) return;
    GameResult result = result_from_json(reader, object, start);
    const bool first = tally.games() == 0 && paired.empty();
    if (!first && result.bot.has_value() == paired.empty()) {
      reader.fail_at(start, result.bot ? "a game of a paired run (with \"bot\") among games without"
                                       : "a game without \"bot\" among the games of a paired run");
    }
    const std::string line = reader.source() + ":" + std::to_string(start.line);
    std::string key = result.game;
    if (result.bot) key.append(" of the ").append(paired_bot_name(*result.bot));
    const auto [seen, added] = first_seen.try_emplace(key, line);
    if (!added) {
      std::string message =
          result.bot ? std::string(paired_bot_name(*result.bot)) + " game " : std::string("game ");
      append_json_string(message, result.game);
      reader.fail_at(start,
                     message.append(" appears twice (first at ").append(seen->second).append(")"));
    }
    if (!result.bot) {
      tally.add(result);
      return;
    }
    paired.push_back({std::move(result), line + ":" + std::to_string(start.column)});
  }
};

// The paired part of merge(): the games paired and added in deal order, as the run added them.
int merge_pairs(std::vector<ReadGame> games, const std::optional<SprtSettings>& sprt,
                std::ostream* histogram, const Console& in) {
  std::string error;
  const auto pairs = pair_games(std::move(games), &error);
  if (!pairs) {
    in.out.flush();
    in.err << error << '\n';
    return to_int(ExitCode::kDataError);
  }
  PairedRecord record(sprt);
  for (const auto& [candidate, baseline] : *pairs) {
    if (record.add(candidate, baseline)) break;
  }
  in.readable() << format_paired_summary(record.tally(), record.sprt()) << std::flush;
  if (histogram != nullptr) *histogram << paired_histogram_svg(record.tally());
  return to_int(record.tally().status());
}

}  // namespace

int play(Config& config, const Console& in) {
  if (const int status = check_before_games(in, config)) return status;
  OutputFile transcript(in, config.transcript);
  OutputFile histogram(in, config.histogram);
  Feedback feedback(in, config.feedback_dir);
  ReplayWriter replays(in.err, std::string(in.tool), config.replay_file, config.replay_dir);
  if (transcript.failed() || histogram.failed() || feedback.failed() || replays.failed()) {
    return to_int(ExitCode::kCannotCreate);
  }
  config.run.transcript = transcript.stream();
  if (config.show) config.run.show = &in.err;
  if (const int status = check_sandbox(in, config.run.containment)) return status;
  std::string guard_note;
  if (const int status = choose_memory_guard(in, config, guard_note)) return status;
  const SaidAtTheEnd note(in.err, guard_note);
  const Oversubscription oversubscription(config, in);
  prepare_signals();
  if (!config.baseline.empty()) {
    return finish_pairs(play_pairs(config, in, replays, histogram.stream(), oversubscription),
                        config, in);
  }
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
        return play_one(config.games.at(index), config.run, index, replays);
      },
      [&](std::uint64_t index, const GameResult& result) {
        if (config.json) {
          if (json_on_terminal) progress.clear();
          in.out << to_json(result) << std::endl;
        }
        if (!config.benchmark) readable << format_game(result) << std::flush;
        feedback.write(result);
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
  if (std::ostream* svg = histogram.stream()) *svg << histogram_svg(tally);
  const bool replays_written = !replay_failed && replays.finish(tally);
  warn_without_sandbox(in, config);
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

int merge(const std::optional<std::string>& histogram_path, const std::optional<SprtSettings>& sprt,
          const InputReader& read_inputs, const Console& in) {
  OutputFile histogram(in, histogram_path);
  if (histogram.failed()) return to_int(ExitCode::kCannotCreate);
  MergedGames merged;
  const int status = read_inputs([&merged](Reader& reader) {
    for (reader.skip_whitespace(); !reader.at_eof(); reader.skip_whitespace()) merged.read(reader);
  });
  if (status != 0) return status;
  if (merged.tally.games() == 0 && merged.paired.empty()) {
    in.err << in.tool << ": no game results to merge\n";
    return to_int(ExitCode::kNoInput);
  }
  if (!merged.paired.empty()) {
    return merge_pairs(std::move(merged.paired), sprt, histogram.stream(), in);
  }
  if (sprt) {
    in.err << in.tool
           << ": --sprt needs the games of a paired run (--baseline): these have no \"bot\"\n";
    return to_int(ExitCode::kUsage);
  }
  const ScoreTally& tally = merged.tally;
  in.readable() << format_summary(tally.summaries(), tally.grade()) << std::flush;
  if (std::ostream* svg = histogram.stream()) *svg << histogram_svg(tally);
  return to_int(tally.status());
}

}  // namespace arbiter::interactor
