#include "bot/command_line.h"

#include <array>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "bot/search/learned_strategy.h"
#include "bot/value/file.h"
#include "common/cli.h"
#include "common/layout.h"
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

}  // namespace

void add_options(po::options_description& options) {
  const BudgetSettings budget;
  const SearchSettings search;
  const BenchSettings bench;
  options.add_options()  //
      ("time-ms",
       po::value<int>()
           ->default_value(static_cast<int>(budget.game_time.count()))
           ->value_name("MS"),
       "wall time for the whole game, interaction included")  //
      ("nodes", po::value<std::uint64_t>()->value_name("N"),
       "a budget of N nodes (beam lines extended, or positions valued) for the whole game "
       "instead of time: deterministic")  //
      ("worlds", po::value<int>()->value_name("N"),
       "exactly N sampled worlds a move (1 to 100000), whatever the time: deterministic; "
       "plays the beams on every alphabet")  //
      ("seed", po::value<std::uint64_t>()->default_value(search.seed)->value_name("N"),
       "seed of the sampling of hidden layers")  //
      ("beam-width", po::value<int>()->value_name("N"),
       "lines a beam keeps at each depth (1 to 100000; default 48, or 16 when the value ranks "
       "them)")  //
      ("horizon", po::value<int>()->value_name("N"),
       "value-beams and hybrid: lines stop N moves ahead and are valued there (1 to 108; "
       "default: at the end of the game)")  //
      ("threads", po::value<int>()->default_value(search.threads)->value_name("N"),
       "threads searching worlds at once (1 to 256); with --worlds the moves are the same "
       "for any N")  //
      ("weights", po::value<std::string>()->value_name("S,A,L"),
       "evaluation weights in 1/16 point: set progress, alternation progress, lost piece (for "
       "tuning)")  //
      ("search", po::value<std::string>()->default_value("auto")->value_name("KIND"),
       "value: expectimax over the uncovered pieces with the learned value; value-beams: "
       "sampled worlds played out by beams ranked by score + learned value; hybrid: the same, "
       "the pieces each move uncovers shared out evenly among the worlds; staged: value, then "
       "hybrid once few pieces are left; beams: the same "
       "beams ranked by a hand-made evaluation; auto: on each alphabet the one measured "
       "strongest")  //
      ("value", po::value<std::string>()->value_name("FILE"),
       "the learned values (default: solitaire-bot.values in ../share/arbiter from the "
       "program's directory, where it is installed)")  //
      ("staged-pieces", po::value<int>()->value_name("N"),
       "staged: the hybrid takes over once at most N pieces are left (1 to 108; default 70)")  //
      ("plies", po::value<int>()->value_name("N"),
       "value search: exactly N plies a move (1 to 6), whatever the time: deterministic")  //
      ("greedy", "play the one-ply greedy baseline instead of searching")                  //
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
  if (options.count("nodes") != 0) {
    settings.game_work = cli::option_in_range<std::uint64_t>(options, "nodes", 1);
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
  for (const std::string_view letters : cli::split_commas(options["alphabets"].as<std::string>())) {
    solitaire::AlphabetError error;
    if (!solitaire::Alphabet::parse(letters, &error)) {
      std::string message = "--alphabets: '";
      message.append(letters).append("': ").append(error.message);
      throw cli::UsageError(message);
    }
    settings.alphabets.emplace_back(letters);
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
  const std::string kind = options["search"].as<std::string>();
  if (kind != "auto" && kind != "value" && kind != "value-beams" && kind != "hybrid" &&
      kind != "staged" && kind != "beams") {
    throw cli::UsageError("--search is auto, value, value-beams, hybrid, staged or beams, not '" +
                          kind + "'");
  }
  if (kind != "staged" && options.count("staged-pieces") != 0) {
    throw cli::UsageError("--staged-pieces is for --search staged, not --search " + kind);
  }
  if (kind != "value" && kind != "staged" && kind != "auto" && options.count("plies") != 0) {
    throw cli::UsageError("--plies is for --search value or staged, not --search " + kind);
  }
  if (kind != "value-beams" && kind != "hybrid" && kind != "staged" &&
      options.count("horizon") != 0) {
    throw cli::UsageError("--horizon is for --search value-beams, hybrid or staged, not --search " +
                          kind);
  }
  // A fixed number of worlds a move is a budget only the beams have.
  if (kind == "value" && options.count("worlds") != 0) {
    throw cli::UsageError("--worlds is for the beams, not --search value");
  }
  if (kind == "auto") {
    return options.count("worlds") != 0 ? SearchKind::kBeams : SearchKind::kAuto;
  }
  if (kind == "value") return SearchKind::kValue;
  if (kind == "hybrid") return SearchKind::kHybrid;
  if (kind == "staged") return SearchKind::kStaged;
  return kind == "value-beams" ? SearchKind::kValueBeams : SearchKind::kBeams;
}

LearnedSettings learned_settings(SearchKind kind, const po::variables_map& options) {
  LearnedSettings settings;
  if (kind == SearchKind::kValue) settings.search = LearnedSearch::kExpectimax;
  if (kind == SearchKind::kValueBeams) settings.search = LearnedSearch::kValueBeams;
  if (kind == SearchKind::kHybrid) settings.search = LearnedSearch::kHybrid;
  if (kind == SearchKind::kStaged) settings.search = LearnedSearch::kStaged;
  if (options.count("staged-pieces") != 0) {
    settings.hybrid_from_pieces =
        cli::option_in_range(options, "staged-pieces", 1, solitaire::kMaxMoves);
  }
  return settings;
}

std::string value_file_path(const po::variables_map& options) {
  if (options.count("value") != 0) return options["value"].as<std::string>();
  return layout::data_path("solitaire-bot.values").string();
}

std::vector<value::Network> load_networks_for(SearchKind kind, const std::string& path) {
  if (kind == SearchKind::kAuto) {
    return value::load_networks(path, [](const solitaire::Alphabet& alphabet) {
      return strongest_search(alphabet).has_value();
    });
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

}  // namespace arbiter::bot
