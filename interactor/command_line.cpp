#include "interactor/command_line.h"

#include <unistd.h>

#include <algorithm>
#include <array>
#include <charconv>
#include <cstdint>
#include <cstdlib>
#include <filesystem>
#include <functional>
#include <initializer_list>
#include <iostream>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "common/exit_codes.h"
#include "common/layout.h"
#include "common/solitaire/alphabet_option.h"
#include "interactor/containment_options.h"
#include "interactor/core/command_words.h"
#include "interactor/paired_options.h"
#include "interactor/run/kattis.h"
#include "interactor/run/merge.h"
#include "interactor/run/play.h"
#include "interactor/run/write_board.h"
#include "interactor/sandbox/sandbox.h"

namespace arbiter::interactor {

namespace po = boost::program_options;

const cli::ToolInfo kTool{
    "solitaire-interactor",
    "[-- BOT [ARG...]] | --merge [FILE...] | --kattis INPUT ANSWER FEEDBACK_DIR",
    "Local judge for interactive solitaire chess. Deals a game, starts the bot given after --,\n"
    "speaks the official protocol with it under time limits, and judges it: OK with its score,\n"
    "WRONG_ANSWER, TIME_LIMIT or RUNTIME_ERROR (scoring 0). One game with --board, --test or\n"
    "--alphabet and --seed; a benchmark with --alphabet and --seeds, --boards or --tests.\n"
    "With --merge, reads the JSON lines of earlier runs (shards) and prints their summary.\n"
    "With --write-board, writes one game's deal as a .board file instead of playing it.\n"
    "With --kattis, is the output validator of a Kattis problem package: deals the official\n"
    "test INPUT, plays over its own standard input and output (the judging system connects the\n"
    "player and enforces the time limits), writes judgemessage.txt and score.txt to\n"
    "FEEDBACK_DIR, and exits 42 (accepted) or 43 (wrong answer).",
    "  solitaire-interactor --test g6-1.in -- solitaire-bot\n"
    "  solitaire-interactor --tests -j 2 -- solitaire-bot --greedy\n"
    "  solitaire-interactor --board deal.board --show -- ./my-bot\n"
    "  solitaire-interactor --alphabet 1234 --seeds 1-100 -j 2 --json -- ./my-bot > runs.jsonl\n"
    "  solitaire-interactor --tests official/ --shard 2/4 --json -- ./my-bot > shard2.jsonl\n"
    "  solitaire-interactor --merge shard*.jsonl --histogram scores.svg\n"
    "  solitaire-interactor --alphabet 1234 --seeds 1-1000 -j 2 --baseline 'old-bot --greedy' \\\n"
    "      --sprt 0,5 -- ./new-bot\n"
    "  solitaire-interactor --alphabet 1234 --seeds 1-50 --replay-dir replays -- ./my-bot\n"
    "  solitaire-interactor --alphabet 1234 --seed 7 --write-board deal.board\n"
    "  solitaire-interactor --kattis data/secret/g6-1.in data/secret/g6-1.ans feedback/\n"};

namespace {

// A default's text in the help: the shortest decimal that reads back as `value` ("0.05").
std::string decimal(double value) {
  std::array<char, 32> text{};
  const std::to_chars_result written = std::to_chars(text.data(), text.data() + text.size(), value);
  return {text.data(), written.ptr};
}

// The deals, and how each game is played and reported.
void add_game_options(po::options_description& options) {
  const RunOptions run;
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
      ("tests", po::value<std::string>()->value_name("[DIR]")->implicit_value("", ""),
       "benchmark: every official test (*.in, with *.ans) of DIR, and the contest grade; "
       "without DIR, the 14 official tests installed with arbiter (in "
       "../share/arbiter/solitaire-tests from the program's directory)")  //
      ("move-time-limit",
       po::value<long long>()->value_name("MS")->default_value(run.move_limit.count()),
       "per move: milliseconds from the judge's line to the bot's reply")  //
      ("time-limit",
       po::value<long long>()->value_name("MS")->default_value(run.total_limit.count()),
       "per game: milliseconds from the bot's start to its 0 0")  //
      ("json",
       "print each game's result as one JSON line on standard output (or -o FILE); the "
       "readable results then go to standard output with -o FILE, else to standard error")  //
      ("transcript", po::value<std::string>()->value_name("FILE"),
       "one game: write every line exchanged to FILE")                         //
      ("show", "one game: draw the board on standard error after every move")  //
      ("show-delay",
       po::value<long long>()->value_name("MS")->default_value(run.show_delay.count()),
       "with --show: pause MS ms after each move drawn (drawn once the game is over)")    //
      ("no-colour", "draw --show without ANSI colours (default: colours on a terminal)")  //
      ("feedback-dir", po::value<std::string>()->value_name("DIR"),
       "one game: write judgemessage.txt and score.txt to DIR (Kattis style)")  //
      ("quiet-bot", "send the bot's standard error to /dev/null");
}

// The clock of the limits, the limits, the sandbox and the bot's environment.
void add_containment_options(po::options_description& options) {
  const RunOptions run;
  const Config config;
  const Limits limits;
  options.add_options()  //
      ("time-mode",
       po::value<std::string>()
           ->value_name(time_mode_words())
           ->default_value(time_mode_word(run.time_mode)),
       "the clock of the time limits: wall time, or the bot's CPU time (user + system)")  //
      ("memory-limit", po::value<long long>()->value_name("MB")->default_value(limits.memory_mb),
       "the bot's resident memory, all its processes together; over it: RUNTIME_ERROR")  //
      ("memory-guard",
       po::value<std::string>()
           ->value_name(memory_guard_words())
           ->default_value(memory_guard_word(config.memory_guard)),
       "what holds the memory and process limits: the kernel, in a cgroup of the game's own "
       "(cgroup; auto where the judge can make one), or the judge's watch every 10 ms")  //
      ("cpu-limit", po::value<long long>()->value_name("S"),
       "each bot process's CPU seconds (RLIMIT_CPU); over it: TIME_LIMIT (default: from the time "
       "limits, see the docs)")  //
      ("process-limit", po::value<long long>()->value_name("N")->default_value(limits.processes),
       "processes and threads of the bot (in the sandbox, or in a cgroup)")  //
      ("file-limit", po::value<long long>()->value_name("MB")->default_value(limits.file_mb),
       "the largest file the bot may write, and the size of its /tmp")  //
      ("sandbox-bind", po::value<std::vector<std::string>>()->value_name("PATH")->composing(),
       "show PATH to the bot, read-only (repeatable)")  //
      ("sandbox-bind-rw", po::value<std::vector<std::string>>()->value_name("DIR")->composing(),
       "show DIR to the bot, writable (repeatable)")  //
      ("env", po::value<std::vector<std::string>>()->value_name("NAME[=VALUE]")->composing(),
       "give the bot the variable NAME, with VALUE or the judge's value (repeatable); in the "
       "sandbox the bot gets only PATH, LANG, HOME, TMPDIR, ASAN_OPTIONS, LSAN_OPTIONS and "
       "these")  //
      ("no-sandbox",
       "run the bot without the sandbox, as the judge's plain child (trusted bots, debuggers; "
       "as user 65534 when the judge is root); the limits still apply");
}

// Benchmarks, paired runs, merges and the other runs.
void add_run_options(po::options_description& options) {
  const Config config;
  const SprtSettings sprt;
  options.add_options()  //
      ("jobs,j", po::value<int>()->value_name("N")->default_value(config.jobs),
       "benchmark: play N games at a time (more than the processors the judge may use, by "
       "its CPU affinity and cgroup quota, is warned of: each bot then gets a share of one)")  //
      ("shard", po::value<std::string>()->value_name("K/N"),
       "benchmark: play only games K, K+N, K+2N, ... (1-based) of the list; N < 2^63")  //
      ("histogram", po::value<std::string>()->value_name("FILE"),
       "benchmark or merge: draw the score distribution as an SVG image")  //
      ("replay", po::value<std::string>()->value_name("FILE"),
       "one game: write its replay, an HTML page to open in a browser")  //
      ("replay-dir", po::value<std::string>()->value_name("DIR"),
       "write a replay page per game to DIR, and DIR/index.html listing them")  //
      ("baseline", po::value<std::string>()->value_name("'CMD [ARG...]'"),
       "benchmark: play every deal also with this bot, under the same limits and sandbox, and "
       "compare the two deal by deal (candidate - baseline); its command is one argument, "
       "split into words as a shell splits them (quotes and backslashes), without a shell")  //
      ("sprt", po::value<std::string>()->value_name("D0,D1"),
       "with --baseline or --merge: a sequential test of mean difference D0 (H0) against D1 "
       "(H1), which stops the run as soon as it decides")  //
      ("sprt-alpha",
       po::value<double>()->value_name("P")->default_value(sprt.alpha, decimal(sprt.alpha)),
       "with --sprt: the chance of accepting H1 when H0 holds, above 0 and below 0.5")  //
      ("sprt-beta",
       po::value<double>()->value_name("P")->default_value(sprt.beta, decimal(sprt.beta)),
       "with --sprt: the chance of accepting H0 when H1 holds, above 0 and below 0.5")  //
      ("sprt-min-pairs",
       po::value<long long>()->value_name("N")->default_value(
           static_cast<long long>(sprt.min_pairs)),
       "with --sprt: no decision before N pairs, from 2 to 1000000 (fewer pairs estimate the "
       "variance too roughly for alpha and beta to hold)")                        //
      ("merge", "read JSON result lines from the FILEs and print their summary")  //
      ("write-board", po::value<std::string>()->value_name("FILE"),
       "write the deal of --board, --test or --alphabet with --seed to FILE (- for standard "
       "output) as a .board file, and play nothing")  //
      ("kattis",
       "be a Kattis output validator: the arguments are INPUT ANSWER FEEDBACK_DIR, the player "
       "is on standard input and output; exit 42 (accepted) or 43 (wrong answer)");
}

}  // namespace

void add_options(po::options_description& options) {
  add_game_options(options);
  add_containment_options(options);
  add_run_options(options);
}

namespace {

bool has(const cli::Invocation& in, const char* name) { return in.options.count(name) > 0; }
std::string text(const cli::Invocation& in, const char* name) {
  return in.options[name].as<std::string>();
}
std::optional<std::string> optional_text(const cli::Invocation& in, const char* name) {
  if (!has(in, name)) return std::nullopt;
  return text(in, name);
}

// Which deal options were given: exactly one source of games. Sets `benchmark`.
void check_sources(const cli::Invocation& in, bool& benchmark) {
  if ((has(in, "seed") || has(in, "seeds")) && !has(in, "alphabet")) {
    throw cli::UsageError("--seed and --seeds go with --alphabet");
  }
  constexpr std::array kSources = {"board", "test", "alphabet", "boards", "tests"};
  const auto sources =
      std::ranges::count_if(kSources, [&in](const char* name) { return has(in, name); });
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
}

std::optional<GameList> seed_list(const cli::Invocation& in) {
  if (!has(in, "alphabet")) return std::nullopt;
  const std::string alphabet = cli::alphabet_option(text(in, "alphabet")).given_letters();
  const char* option = has(in, "seed") ? "seed" : "seeds";
  const auto seeds = parse_seed_range(text(in, option));
  if (!seeds || (has(in, "seed") && seeds->first != seeds->last)) {
    throw cli::UsageError("--" + std::string(option) + " " + text(in, option) +
                          (has(in, "seed") ? ": expected a number from 0 to 2^63-1"
                                           : ": expected FROM-TO with 0 <= FROM <= TO < 2^63"));
  }
  return GameList::seeds(alphabet, *seeds);
}

std::optional<Shard> shard_option(const cli::Invocation& in, bool benchmark) {
  if (!has(in, "shard")) return std::nullopt;
  const auto shard = parse_shard(text(in, "shard"));
  if (!shard) {
    throw cli::UsageError("--shard " + text(in, "shard") +
                          ": expected K/N with 1 <= K <= N < 2^63");
  }
  if (!benchmark) throw cli::UsageError("--shard needs a benchmark (--seeds, --boards, --tests)");
  return shard;
}

// The directory of --tests: the one given, or the official tests installed with the program.
std::string tests_directory(const cli::Invocation& in) {
  const std::string directory = text(in, "tests");
  return directory.empty() ? layout::data_path("solitaire-tests").string() : directory;
}

// The deal files of the run, hidden from the bot wherever a bind would show them: a deal file
// and its .ans, or a directory of deals.
std::vector<std::string> deal_paths(const cli::Invocation& in) {
  if (has(in, "boards")) return {text(in, "boards")};
  if (has(in, "tests")) return {tests_directory(in)};
  if (has(in, "board")) return {text(in, "board")};
  if (has(in, "test")) {
    const std::string test = text(in, "test");
    return {test, std::filesystem::path(test).replace_extension(".ans").string()};
  }
  return {};
}

// The files the run writes, hidden from the bot as its deal files are: an earlier run's
// results, replays and transcripts of the same names carry deals.
std::vector<std::string> output_paths(const cli::Invocation& in) {
  std::vector<std::string> paths;
  for (const char* option :
       {"output", "transcript", "replay", "replay-dir", "histogram", "feedback-dir"}) {
    if (has(in, option) && text(in, option) != "-") paths.push_back(text(in, option));
  }
  return paths;
}

// The options of how each game is played and reported, the bot's command and its
// containment. Precondition: config.benchmark set (check_sources).
void check_run_options(const cli::Invocation& in, Config& config) {
  for (const char* single : {"transcript", "show", "feedback-dir"}) {
    if (config.benchmark && has(in, single)) {
      throw cli::UsageError("--" + std::string(single) + " needs a single game");
    }
  }
  config.jobs = cli::option_in_range(in.options, "jobs", 1, 256);
  constexpr long long kMostLimitMs = 86'400'000;  // A day.
  const long long move_ms = cli::option_in_range(in.options, "move-time-limit", 1LL, kMostLimitMs);
  const long long total_ms = cli::option_in_range(in.options, "time-limit", 1LL, kMostLimitMs);
  const long long delay_ms = cli::option_in_range(in.options, "show-delay", 0LL, 60'000LL);
  if (!in.options["show-delay"].defaulted() && !has(in, "show")) {
    throw cli::UsageError("--show-delay goes with --show");
  }
  config.run.move_limit = std::chrono::milliseconds(move_ms);
  config.run.total_limit = std::chrono::milliseconds(total_ms);
  config.run.show_delay = std::chrono::milliseconds(delay_ms);
  config.run.quiet_bot_stderr = has(in, "quiet-bot");
  config.run.colour = !has(in, "no-colour") && ::isatty(STDERR_FILENO) == 1;
  config.json = has(in, "json");
  config.show = has(in, "show");
  config.transcript = optional_text(in, "transcript");
  config.histogram = optional_text(in, "histogram");
  config.feedback_dir = optional_text(in, "feedback-dir");
  if (in.inputs == std::vector<std::string>{"-"}) {
    throw cli::UsageError("no bot: give its command after --, e.g. -- build/bin/solitaire-bot");
  }
  config.run.bot = in.inputs;
  config.run.time_mode = time_mode_option(in.options);
  config.memory_guard = memory_guard_option(in.options);
  config.run.containment =
      containment_option(in.options, config.run.time_mode, config.run.total_limit);
}

// --replay FILE (one game) and --replay-dir DIR.
void replay_options(const cli::Invocation& in, Config& config) {
  if (has(in, "replay")) {
    if (config.benchmark) throw cli::UsageError("--replay needs a single game (see --replay-dir)");
    config.replay_file = text(in, "replay");
  }
  if (has(in, "replay-dir")) config.replay_dir = text(in, "replay-dir");
}

// The list of games, once every option is known to be valid. A directory that cannot be read
// or holds no game exits 66; a shard that selects nothing is a usage error.
std::optional<int> choose_games(const cli::Invocation& in, std::optional<GameList> seeds,
                                const std::optional<Shard>& shard, Config& config) {
  if (seeds) {
    config.games = std::move(*seeds);
  } else if (has(in, "board") || has(in, "test")) {
    const bool board = has(in, "board");
    config.games =
        GameList::files({text(in, board ? "board" : "test")},
                        board ? GameSpec::Source::kBoardFile : GameSpec::Source::kTestFile);
  } else {
    const bool boards = has(in, "boards");
    const std::string directory = boards ? text(in, "boards") : tests_directory(in);
    try {
      config.games = boards ? GameList::board_files(directory) : GameList::test_files(directory);
    } catch (const std::runtime_error& error) {
      in.err << kTool.name << ": " << error.what() << '\n';
      return to_int(ExitCode::kNoInput);
    }
    if (config.games.empty()) {
      in.err << kTool.name << ": no " << (boards ? "*.board" : "*.in") << " file in '" << directory
             << "'\n";
      return to_int(ExitCode::kNoInput);
    }
  }
  if (shard) {
    const std::uint64_t all = config.games.size();
    config.games = config.games.shard(*shard);
    if (config.games.empty()) {
      throw cli::UsageError("--shard " + text(in, "shard") + " selects no game: the list has " +
                            std::to_string(all));
    }
  }
  return std::nullopt;
}

// The first option given on the command line (its default not taken) that is not in
// `allowed`, in name order; the bot's command does not count.
std::optional<std::string> other_option(const cli::Invocation& in,
                                        std::initializer_list<std::string_view> allowed) {
  for (const auto& [name, value] : in.options) {
    if (value.defaulted() || name == "input") continue;
    if (std::ranges::find(allowed, name) == allowed.end()) return name;
  }
  return std::nullopt;
}

// --write-board FILE: the deal of one game, written out; no bot, no play.
int write_board_command(const cli::Invocation& in, const Console& console) {
  constexpr std::array<std::pair<const char*, const char*>, 3> kBenchmarks{
      {{"seeds", "--seed S"}, {"tests", "--test FILE"}, {"boards", "--board FILE"}}};
  for (const auto& [benchmark, single] : kBenchmarks) {
    if (has(in, benchmark)) {
      throw cli::UsageError("--write-board writes one deal: give " + std::string(single) +
                            ", not --" + benchmark);
    }
  }
  if (const auto other = other_option(in, {"write-board", "board", "test", "alphabet", "seed"})) {
    throw cli::UsageError("--write-board plays no game: --" + *other + " does not go with it");
  }
  if (has(in, "input")) throw cli::UsageError("--write-board plays no game: give no bot");
  constexpr std::array kDeals = {"board", "test", "alphabet"};
  if (std::ranges::count_if(kDeals, [&in](const char* name) { return has(in, name); }) != 1) {
    throw cli::UsageError(
        "--write-board needs one deal: --board FILE, --test FILE, or --alphabet A with --seed S");
  }
  bool benchmark = false;
  check_sources(in, benchmark);
  const std::optional<GameList> seeds = seed_list(in);
  GameSpec game;
  if (seeds) {
    game = seeds->at(0);
  } else {
    game.source = has(in, "board") ? GameSpec::Source::kBoardFile : GameSpec::Source::kTestFile;
    game.path = text(in, has(in, "board") ? "board" : "test");
  }
  return write_board(game, text(in, "write-board"), console);
}

// --kattis INPUT ANSWER FEEDBACK_DIR: the judge as a Kattis output validator.
int kattis_command(const cli::Invocation& in, const Console& console) {
  if (const auto other = other_option(in, {"kattis"})) {
    throw cli::UsageError("--kattis takes no other option, found --" + *other);
  }
  const std::vector<std::string> arguments =
      has(in, "input") ? in.options["input"].as<std::vector<std::string>>()
                       : std::vector<std::string>{};
  if (arguments.size() != 3) {
    throw cli::UsageError("--kattis needs 3 arguments, INPUT ANSWER FEEDBACK_DIR; found " +
                          std::to_string(arguments.size()));
  }
  return run_kattis({arguments[0], arguments[1], arguments[2]}, console);
}

}  // namespace

int run_command(cli::Invocation& invocation) {
  Console console{kTool.name, invocation.out, invocation.err};
  if (has(invocation, "kattis")) return kattis_command(invocation, console);
  if (has(invocation, "write-board")) return write_board_command(invocation, console);
  if (has(invocation, "merge")) {
    return merge(
        optional_text(invocation, "histogram"), sprt_option(invocation.options),
        [&invocation](const std::function<void(Reader&)>& read) {
          return cli::read_inputs(invocation, read);
        },
        console);
  }
  Config config;
  check_sources(invocation, config.benchmark);
  std::optional<GameList> seeds = seed_list(invocation);
  const std::optional<Shard> shard = shard_option(invocation, config.benchmark);
  check_run_options(invocation, config);
  replay_options(invocation, config);
  paired_run_options(invocation.options, config);
  if (const auto status = choose_games(invocation, std::move(seeds), shard, config)) return *status;
  constexpr std::uint64_t kMostPairedDeals = std::uint64_t{1} << 62;
  if (!config.baseline.empty() && config.games.size() > kMostPairedDeals) {
    throw cli::UsageError("--baseline plays two games a deal: give at most 2^62 deals");
  }
  config.run.containment.hidden = deal_paths(invocation);
  config.run.containment.deal_names = deal_names_of(config.run.containment.hidden);
  config.run.containment.earlier_run_walks = std::make_shared<EarlierRunWalks>();
  for (std::string& path : output_paths(invocation)) {
    config.run.containment.hidden.push_back(std::move(path));
  }
  // With --json, the JSON lines take -o FILE or standard output; the readable results then
  // go to standard output when that is free, else to standard error.
  if (config.json) {
    const bool output_file = has(invocation, "output") && text(invocation, "output") != "-";
    console.report = output_file ? &std::cout : &invocation.err;
  }
  const int status = play(config, console);
  // cli::run checks the writes of -o FILE; those of the readable results are checked here.
  if (console.report == &std::cout && !std::cout.flush()) {
    invocation.err << kTool.name << ": error writing standard output\n";
    return to_int(ExitCode::kIoError);
  }
  return status;
}

}  // namespace arbiter::interactor
