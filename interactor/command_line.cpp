#include "interactor/command_line.h"

#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <optional>

#include "common/exit_codes.h"
#include "common/solitaire/piece.h"
#include "interactor/benchmark.h"
#include "interactor/bot_process.h"
#include "interactor/histogram.h"
#include "interactor/statistics.h"

namespace arbiter::interactor {

namespace po = boost::program_options;

const cli::ToolInfo kTool{
    "solitaire-interactor", "[-- BOT [ARG...]] | --merge [FILE...]",
    "Local judge for interactive solitaire chess. Deals a game, starts the bot given after --,\n"
    "speaks the official protocol with it under time limits, and judges it: OK with its score,\n"
    "WRONG_ANSWER, TIME_LIMIT or RUNTIME_ERROR (scoring 0). One game with --board, --test or\n"
    "--alphabet and --seed; a benchmark with --alphabet and --seeds, --boards or --tests.\n"
    "With --merge, reads the JSON lines of earlier runs (shards) and prints their summary.",
    "  solitaire-interactor --test g6-1.in -- build/bin/solitaire-bot\n"
    "  solitaire-interactor --board deal.board --show -- ./my-bot\n"
    "  solitaire-interactor --alphabet 1234 --seeds 1-100 -j 2 --json -- ./my-bot > runs.jsonl\n"
    "  solitaire-interactor --tests official/ --shard 2/4 --json -- ./my-bot > shard2.jsonl\n"
    "  solitaire-interactor --merge shard*.jsonl --histogram scores.svg\n"};

void add_options(po::options_description& options) {
  options.add_options()                                                                          //
      ("board", po::value<std::string>()->value_name("FILE"), "play the deal of a .board file")  //
      ("test", po::value<std::string>()->value_name("FILE"),
       "play an official test (.in: alphabet P seed), dealt as the official judge does")  //
      ("alphabet", po::value<std::string>()->value_name("A"),
       "letters from 1234tlds; deal with the project's own generator")           //
      ("seed", po::value<std::string>()->value_name("S"), "one game: its seed")  //
      ("seeds", po::value<std::string>()->value_name("FROM-TO"),
       "benchmark: one game per seed")  //
      ("boards", po::value<std::string>()->value_name("DIR"),
       "benchmark: every *.board file of DIR")  //
      ("tests", po::value<std::string>()->value_name("DIR"),
       "benchmark: every official test (*.in, with *.ans) of DIR, and the contest grade")  //
      ("move-time-limit", po::value<long long>()->value_name("MS")->default_value(5000),
       "per move: milliseconds from the judge's line to the bot's reply")  //
      ("time-limit", po::value<long long>()->value_name("MS")->default_value(10000),
       "per game: milliseconds from the bot's start to its 0 0")                //
      ("json", "print each game's result as one JSON line on standard output")  //
      ("transcript", po::value<std::string>()->value_name("FILE"),
       "one game: write every line exchanged to FILE")                                    //
      ("show", "one game: draw the board on standard error after every move")             //
      ("no-colour", "draw --show without ANSI colours (default: colours on a terminal)")  //
      ("feedback-dir", po::value<std::string>()->value_name("DIR"),
       "one game: write judgemessage.txt and score.txt to DIR (Kattis style)")  //
      ("quiet-bot", "send the bot's standard error to /dev/null")               //
      ("jobs,j", po::value<int>()->value_name("N")->default_value(1),
       "benchmark: play N games at a time")  //
      ("shard", po::value<std::string>()->value_name("K/N"),
       "benchmark: play only games K, K+N, K+2N, ... (1-based) of the list")  //
      ("histogram", po::value<std::string>()->value_name("FILE"),
       "benchmark or merge: draw the score distribution as an SVG image")  //
      ("merge", "read JSON result lines from the FILEs and print their summary");
}

namespace {

struct Config {
  std::vector<GameSpec> games;
  bool benchmark = false;
  RunOptions run;
  int jobs = 1;
  bool json = false;
};

bool has(const cli::Invocation& in, const char* name) { return in.options.count(name) > 0; }
std::string text(const cli::Invocation& in, const char* name) {
  return in.options[name].as<std::string>();
}

std::string check_alphabet(const std::string& letters) {
  solitaire::AlphabetError error;
  if (!solitaire::Alphabet::parse(letters, &error)) {
    throw cli::UsageError("--alphabet " + letters + ": " + error.message);
  }
  return letters;
}

// The deal options, exactly one source of games among them.
std::vector<GameSpec> choose_games(const cli::Invocation& in, bool& benchmark) {
  if ((has(in, "seed") || has(in, "seeds")) && !has(in, "alphabet")) {
    throw cli::UsageError("--seed and --seeds go with --alphabet");
  }
  const int sources = static_cast<int>(has(in, "board") + has(in, "test") + has(in, "alphabet") +
                                       has(in, "boards") + has(in, "tests"));
  if (sources != 1) {
    throw cli::UsageError(
        "give exactly one of --board, --test, --alphabet (with --seed or --seeds), --boards, "
        "--tests");
  }
  if (has(in, "alphabet") && !has(in, "seed") && !has(in, "seeds")) {
    throw cli::UsageError("--alphabet needs --seed S (one game) or --seeds FROM-TO (a benchmark)");
  }
  if (has(in, "seed") && has(in, "seeds"))
    throw cli::UsageError("give --seed or --seeds, not both");
  benchmark = has(in, "seeds") || has(in, "boards") || has(in, "tests");
  if (has(in, "board")) return {{GameSpec::Source::kBoardFile, text(in, "board"), {}, 0}};
  if (has(in, "test")) return {{GameSpec::Source::kTestFile, text(in, "test"), {}, 0}};
  if (has(in, "boards")) return board_games(text(in, "boards"));
  if (has(in, "tests")) return test_games(text(in, "tests"));
  const std::string alphabet = check_alphabet(text(in, "alphabet"));
  const char* option = has(in, "seed") ? "seed" : "seeds";
  const auto seeds = parse_seed_range(text(in, option));
  if (!seeds || (has(in, "seed") && seeds->first != seeds->last)) {
    throw cli::UsageError("--" + std::string(option) + " " + text(in, option) +
                          (has(in, "seed") ? ": expected a number from 0 to 2^63-1"
                                           : ": expected FROM-TO with 0 <= FROM <= TO < 2^63"));
  }
  return seed_games(alphabet, *seeds);
}

Config parse_config(const cli::Invocation& in) {
  Config config;
  config.games = choose_games(in, config.benchmark);
  if (has(in, "shard")) {
    const auto shard = parse_shard(text(in, "shard"));
    if (!shard)
      throw cli::UsageError("--shard " + text(in, "shard") + ": expected K/N with 1 <= K <= N");
    if (!config.benchmark)
      throw cli::UsageError("--shard needs a benchmark (--seeds, --boards, --tests)");
    config.games = select_shard(config.games, *shard);
  }
  for (const char* single : {"transcript", "show", "feedback-dir"}) {
    if (config.benchmark && has(in, single)) {
      throw cli::UsageError("--" + std::string(single) + " needs a single game");
    }
  }
  config.jobs = in.options["jobs"].as<int>();
  if (config.jobs < 1 || config.jobs > 256) throw cli::UsageError("--jobs must be from 1 to 256");
  const long long move_ms = in.options["move-time-limit"].as<long long>();
  const long long total_ms = in.options["time-limit"].as<long long>();
  if (move_ms < 1 || total_ms < 1 || move_ms > 86'400'000 || total_ms > 86'400'000) {
    throw cli::UsageError("time limits must be from 1 to 86400000 ms");
  }
  config.run.move_limit = std::chrono::milliseconds(move_ms);
  config.run.total_limit = std::chrono::milliseconds(total_ms);
  config.run.quiet_bot_stderr = has(in, "quiet-bot");
  config.run.colour = !has(in, "no-colour") && ::isatty(STDERR_FILENO) == 1;
  config.json = has(in, "json");
  if (in.inputs == std::vector<std::string>{"-"}) {
    throw cli::UsageError("no bot: give its command after --, e.g. -- build/bin/solitaire-bot");
  }
  config.run.bot = in.inputs;
  return config;
}

// An output file, or the exit status 73 with its message when it cannot be created.
class OutputFile {
 public:
  OutputFile(const cli::Invocation& in, const char* option) {
    if (!has(in, option)) return;
    path_ = text(in, option);
    file_.open(path_, std::ios::binary | std::ios::trunc);
    if (!file_) {
      in.err << kTool.name << ": cannot create '" << path_ << "': " << std::strerror(errno) << '\n';
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

void write_feedback(const std::string& directory, const GameResult& result) {
  std::filesystem::create_directories(directory);
  std::ofstream(directory + "/judgemessage.txt")
      << verdict_name(result.verdict) << ": " << result.message << '\n';
  std::ofstream(directory + "/score.txt") << result.score << '\n';
}

int summarize_results(const std::vector<GameResult>& results, std::ostream& report,
                      OutputFile& histogram) {
  const std::vector<ScoreSummary> summaries = summarize(results);
  if (!summaries.empty()) report << format_summary(summaries, grade(results));
  if (std::ostream* svg = histogram.stream()) *svg << histogram_svg(results);
  for (const GameResult& result : results) {
    if (result.verdict != Verdict::kOk) return 1;
  }
  return 0;
}

int merge(cli::Invocation& in) {
  OutputFile histogram(in, "histogram");
  if (histogram.failed()) return to_int(ExitCode::kCannotCreate);
  std::vector<GameResult> results;
  const int status = cli::read_inputs(in, [&results](Reader& reader) {
    for (reader.skip_whitespace(); !reader.at_eof(); reader.skip_whitespace()) {
      results.push_back(read_result(reader));
    }
  });
  if (status != 0) return status;
  return summarize_results(results, in.out, histogram);
}

void show_progress(std::size_t done, std::size_t total) {
  std::fprintf(stderr, "\r%zu/%zu games%s", done, total, done == total ? "\n" : "");
  std::fflush(stderr);
}

int play(cli::Invocation& in, Config& config) {
  std::vector<LoadedGame> games;
  try {
    for (const GameSpec& spec : config.games) games.push_back(load_game(spec));
  } catch (const ParseError&) {
    throw;  // A defective deal file: cli::run reports it with its place, exit 65.
  } catch (const std::runtime_error& error) {
    in.err << kTool.name << ": " << error.what() << '\n';
    return to_int(ExitCode::kNoInput);
  }
  OutputFile transcript(in, "transcript");
  OutputFile histogram(in, "histogram");
  if (transcript.failed() || histogram.failed()) return to_int(ExitCode::kCannotCreate);
  config.run.transcript = transcript.stream();
  if (has(in, "show")) config.run.show = &in.err;
  ignore_sigpipe();
  const bool progress = config.benchmark && ::isatty(STDERR_FILENO) == 1;
  const std::vector<GameResult> results = play_games(
      games, config.run, config.jobs,
      [&](std::size_t, const GameResult& result) {
        if (config.json) in.out << to_json(result) << std::endl;
        if (!config.benchmark) in.err << format_game(result);
      },
      progress ? show_progress : std::function<void(std::size_t, std::size_t)>());
  if (has(in, "feedback-dir")) write_feedback(text(in, "feedback-dir"), results.front());
  if (!config.benchmark) {
    if (std::ostream* svg = histogram.stream()) *svg << histogram_svg(results);
    return results.front().verdict == Verdict::kOk ? 0 : 1;
  }
  in.out.flush();
  return summarize_results(results, in.err, histogram);
}

}  // namespace

int run_command(cli::Invocation& invocation) {
  if (has(invocation, "merge")) return merge(invocation);
  Config config = parse_config(invocation);
  return play(invocation, config);
}

}  // namespace arbiter::interactor
