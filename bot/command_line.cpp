#include "bot/command_line.h"

#include <array>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "bot/search/edge_search.h"
#include "bot/search/greedy.h"
#include "bot/search/learned_strategy.h"
#include "bot/value/file.h"
#include "common/cli.h"
#include "common/layout.h"
#include "common/solitaire/alphabet_option.h"
#include "common/text.h"

namespace arbiter::bot {

namespace po = boost::program_options;

namespace {

// Bounds on what a search allocates up front or keeps: at them a beam takes about 32 MB and a
// move's worlds (1.3 kB each) about 150 MB, well under the judge's 1 GB, where a larger value
// would end in std::bad_alloc instead of a usage error.
constexpr int kMostBeamWidth = 100'000;
constexpr int kMostWorlds = 100'000;
// Each thread keeps a beam of its own; more threads than a machine has cores only slow it.
constexpr int kMostThreads = 256;

std::string join_commas(const std::vector<std::string>& parts) {
  std::string text;
  for (const std::string& part : parts) text.append(text.empty() ? "" : ",").append(part);
  return text;
}

Weights parse_weights(std::string_view text) {
  const std::vector<std::string_view> parts = cli::split_commas(text);
  Weights weights;
  const std::array fields = {&weights.set_progress, &weights.chain_progress, &weights.lost_piece};
  bool valid = parts.size() == std::size(fields);
  for (std::size_t i = 0; valid && i < parts.size(); ++i) {
    const std::optional<int> field = whole_integer<int>(parts[i]);
    valid = field.has_value();
    if (valid) *fields[i] = *field;
  }
  if (!valid) {
    std::string message = "--weights takes three integers separated by commas, not '";
    message.append(text).append("'");
    throw cli::UsageError(message);
  }
  return weights;
}

// "a, b or c" (`last` " or "; " and " reads better in a help line): the names of the searches
// whose row `keep` keeps, in the table's order.
template <typename Keep>
std::string names_of_searches(std::string_view last, Keep keep) {
  std::vector<std::string_view> names;
  for (const SearchInfo& info : kSearches) {
    if (keep(info)) names.push_back(info.name);
  }
  std::string text;
  for (std::size_t i = 0; i < names.size(); ++i) {
    if (i > 0) text.append(i + 1 == names.size() ? last : ", ");
    text.append(names[i]);
  }
  return text;
}

// --search's help: each search's name and help line, in the table's order.
std::string search_help() {
  std::string text;
  for (const SearchInfo& info : kSearches) {
    text.append(text.empty() ? "" : "; ").append(info.name).append(": ").append(info.help);
  }
  return text;
}

}  // namespace

void add_options(po::options_description& options) {
  const BudgetSettings budget;
  const SearchSettings search;
  const ValueSearchSettings value_search;
  const LearnedSettings learned;
  const BenchSettings bench;
  options.add_options()  //
      ("time-ms",
       po::value<int>()
           ->default_value(static_cast<int>(budget.game_time.count()))
           ->value_name("MS"),
       "wall time for the whole game, interaction included")  //
      ("cpu-clock",
       "count --time-ms in the bot's own CPU time, not the wall clock: to measure strength on "
       "a busy machine (a judge counts the wall clock)")  //
      ("nodes", po::value<std::uint64_t>()->value_name("N"),
       "a budget of N nodes (beam lines extended, or positions valued) for the whole game "
       "instead of time: deterministic")  //
      ("worlds", po::value<int>()->value_name("N"),
       printf_string("exactly N sampled worlds a move (1 to %d), whatever the time: "
                     "deterministic; plays the beams on every alphabet",
                     kMostWorlds)
           .c_str())  //
      ("seed", po::value<std::uint64_t>()->default_value(search.seed)->value_name("N"),
       "seed of the sampling of hidden layers")  //
      ("beam-width", po::value<int>()->value_name("N"),
       printf_string("lines a beam keeps at each depth (1 to %d; default %d, or %d when the value "
                     "ranks them)",
                     kMostBeamWidth, search.beam_width, search.value_beam_width)
           .c_str())  //
      ("horizon", po::value<int>()->value_name("N"),
       (names_of_searches(" and ", [](const SearchInfo& info) { return info.reads_horizon; }) +
        printf_string(": lines stop N moves ahead and are valued there (1 to %d; default: at "
                      "the end of the game)",
                      solitaire::kMaxMoves))
           .c_str())  //
      ("threads", po::value<int>()->default_value(search.threads)->value_name("N"),
       printf_string("threads searching worlds at once (1 to %d); with --worlds the moves are "
                     "the same for any N",
                     kMostThreads)
           .c_str())  //
      ("weights", po::value<std::string>()->value_name("S,A,L"),
       "evaluation weights in 1/16 point: set progress, alternation progress, lost piece (for "
       "tuning)")  //
      ("search",
       po::value<std::string>()
           ->default_value(std::string(info_of(kDefaultSearch).name))
           ->value_name("KIND"),
       search_help().c_str())  //
      ("value", po::value<std::string>()->value_name("FILE"),
       "the learned values (default: solitaire-bot.values in ../share/arbiter from the "
       "program's directory, where it is installed)")  //
      ("staged-pieces", po::value<int>()->value_name("N"),
       printf_string("staged: the hybrid takes over once at most N pieces are left (1 to %d; "
                     "default %d)",
                     solitaire::kMaxMoves, learned.hybrid_from_pieces)
           .c_str())  //
      ("edge-pieces", po::value<int>()->value_name("N"),
       printf_string("edges: the expectimax takes over once at most N pieces are left on the "
                     "board's edge, the beams before (1 to %d, where %d is from the first move; "
                     "default %d)",
                     kEdgePiecesAtStart, kEdgePiecesAtStart, learned.edges.from_edge_pieces)
           .c_str())  //
      ("plies", po::value<int>()->value_name("N"),
       printf_string("value search: exactly N plies a move (1 to %d), whatever the time: "
                     "deterministic",
                     value_search.most_plies)
           .c_str())                                                       //
      ("greedy", "play the one-ply greedy baseline instead of searching")  //
      ("games", po::value<int>()->default_value(bench.games)->value_name("N"),
       "bench: boards per alphabet")  //
      ("alphabets",
       po::value<std::string>()->default_value(join_commas(bench.alphabets))->value_name("A,B"),
       "bench: the alphabets")  //
      ("scores", "bench: also print every game's score, board by board");
}

BudgetSettings budget_settings(const po::variables_map& options) {
  BudgetSettings settings;
  settings.game_time = std::chrono::milliseconds(cli::option_in_range(options, "time-ms", 1));
  settings.cpu_clock = options.count("cpu-clock") != 0;
  if (options.count("nodes") != 0) {
    settings.game_work = cli::option_in_range<std::uint64_t>(options, "nodes", 1);
  }
  if (settings.cpu_clock && settings.game_work) {
    throw cli::UsageError(
        "--cpu-clock counts --time-ms, and --nodes is a budget of work: give one");
  }
  return settings;
}

SearchSettings search_settings(const po::variables_map& options) {
  SearchSettings settings;
  settings.seed = options["seed"].as<std::uint64_t>();
  if (options.count("beam-width") != 0) {
    settings.beam_width = cli::option_in_range(options, "beam-width", 1, kMostBeamWidth);
    settings.value_beam_width = settings.beam_width;
  }
  if (options.count("horizon") != 0) {
    settings.horizon = cli::option_in_range(options, "horizon", 1, solitaire::kMaxMoves);
  }
  settings.threads = cli::option_in_range(options, "threads", 1, kMostThreads);
  if (options.count("worlds") != 0) {
    settings.worlds_per_move = cli::option_in_range(options, "worlds", 1, kMostWorlds);
  }
  if (settings.worlds_per_move && options.count("nodes") != 0) {
    throw cli::UsageError("--worlds and --nodes are two budgets: give one");
  }
  if (options.count("weights") != 0) {
    settings.weights = parse_weights(options["weights"].as<std::string>());
  }
  return settings;
}

BenchSettings bench_settings(const po::variables_map& options) {
  BenchSettings settings;
  settings.budget = budget_settings(options);
  settings.search = search_settings(options);
  if (!settings.search.worlds_per_move && !settings.budget.game_work &&
      options["time-ms"].defaulted()) {
    settings.search.worlds_per_move = BenchSettings::kDefaultWorldsPerMove;
  }
  settings.games = cli::option_in_range(options, "games", 1);
  settings.scores = options.count("scores") != 0;
  settings.alphabets.clear();
  for (const auto& alphabet : cli::alphabets_option(options["alphabets"].as<std::string>())) {
    settings.alphabets.push_back(alphabet.given_letters());
  }
  return settings;
}

ValueSearchSettings value_search_settings(const po::variables_map& options) {
  ValueSearchSettings settings;
  if (options.count("plies") != 0) {
    settings.plies = cli::option_in_range(options, "plies", 1, settings.most_plies);
  }
  return settings;
}

SearchKind search_kind(const po::variables_map& options) {
  const std::string name = options["search"].as<std::string>();
  const std::optional<SearchKind> kind = search_named(name);
  if (!kind) {
    throw cli::UsageError("--search is " +
                          names_of_searches(" or ", [](const SearchInfo&) { return true; }) +
                          ", not '" + name + "'");
  }
  const SearchInfo& info = info_of(*kind);
  const std::array<std::pair<const char*, bool SearchInfo::*>, 4> only_some = {{
      {"staged-pieces", &SearchInfo::reads_staged_pieces},
      {"edge-pieces", &SearchInfo::reads_edge_pieces},
      {"plies", &SearchInfo::reads_plies},
      {"horizon", &SearchInfo::reads_horizon},
  }};
  for (const auto& [option, reads] : only_some) {
    if (!(info.*reads) && options.count(option) != 0) {
      throw cli::UsageError(
          std::string("--") + option + " is for --search " +
          names_of_searches(" or ", [reads = reads](const SearchInfo& row) { return row.*reads; }) +
          ", not --search " + name);
    }
  }
  // A fixed number of worlds a move is a budget only the beams have.
  if (!info.reads_worlds && options.count("worlds") != 0) {
    throw cli::UsageError("--worlds is for the beams, not --search " + name);
  }
  if (*kind == SearchKind::kAuto && options.count("worlds") != 0) return SearchKind::kBeams;
  return *kind;
}

LearnedSettings learned_settings(SearchKind kind, const po::variables_map& options) {
  LearnedSettings settings;
  if (kind != SearchKind::kAuto) settings.search = kind;
  if (options.count("staged-pieces") != 0) {
    settings.hybrid_from_pieces =
        cli::option_in_range(options, "staged-pieces", 1, solitaire::kMaxMoves);
  }
  if (options.count("edge-pieces") != 0) {
    settings.edges.from_edge_pieces =
        cli::option_in_range(options, "edge-pieces", 1, kEdgePiecesAtStart);
  }
  return settings;
}

std::string value_file_path(const po::variables_map& options) {
  if (options.count("value") != 0) return options["value"].as<std::string>();
  return layout::data_path("solitaire-bot.values").string();
}

std::vector<value::Network> load_networks_for(SearchKind kind, const std::string& path) {
  if (kind == SearchKind::kAuto) {
    return value::load_networks(
        path, [](const solitaire::Alphabet& alphabet) { return learned_search_plays(alphabet); });
  }
  return value::load_networks(path);
}

void check_game_options(const po::variables_map& options) {
  if (options.count("scores") != 0) {
    throw cli::UsageError("--scores is for `solitaire-bot bench` only");
  }
  for (const char* name : {"games", "alphabets"}) {
    if (!options[name].defaulted()) {
      std::string message = "--";
      message.append(name).append(" is for `solitaire-bot bench` only");
      throw cli::UsageError(message);
    }
  }
}

std::unique_ptr<Strategy> strategy_of(const po::variables_map& options, GameBudget& budget,
                                      std::vector<value::Network>& networks) {
  if (options.count("greedy") != 0) return std::make_unique<GreedyStrategy>();
  const SearchKind kind = search_kind(options);
  if (kind == SearchKind::kBeams) {
    return std::make_unique<SearchStrategy>(search_settings(options), budget);
  }
  networks = load_networks_for(kind, value_file_path(options));
  return std::make_unique<LearnedStrategy>(networks, learned_settings(kind, options),
                                           value_search_settings(options), search_settings(options),
                                           budget);
}

void run_bench_command(const po::variables_map& options, std::ostream& out) {
  BenchSettings settings = bench_settings(options);
  std::vector<value::Network> networks;
  const SearchKind kind = options["search"].defaulted() ? SearchKind::kBeams : search_kind(options);
  if (kind != SearchKind::kBeams) {
    settings.value_search = value_search_settings(options);
    networks = load_networks_for(kind, value_file_path(options));
    settings.networks = &networks;
    settings.learned = learned_settings(kind, options);
  }
  run_bench(settings, out);
}

}  // namespace arbiter::bot
