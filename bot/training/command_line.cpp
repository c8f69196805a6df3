#include "bot/training/command_line.h"

#include <algorithm>
#include <array>
#include <charconv>
#include <cmath>
#include <optional>
#include <string>
#include <string_view>

#include "bot/value/file.h"
#include "common/solitaire/alphabet_option.h"
#include "common/text.h"

namespace arbiter::bot::training {

namespace po = boost::program_options;

namespace {

// A rate as people write it, the shortest decimals that read back as the same float: `0.0025`
// where Program_options would show the float's `0.00249999994`.
std::string shortest_text(float value) {
  std::array<char, 32> text{};
  const char* end =
      std::to_chars(text.data(), text.data() + text.size(), value, std::chars_format::fixed).ptr;
  return std::string(text.data(), static_cast<std::size_t>(end - text.data()));
}

}  // namespace

void add_options(po::options_description& options) {
  options.add_options()  //
      ("alphabets",
       po::value<std::string>()->default_value("s,1,12,tld,1234,1234tlds")->value_name("A,B"),
       "one network for each of these alphabets")  //
      ("games", po::value<std::string>()->default_value("1000000")->value_name("N|A=N,..."),
       "self-play games each network learns from in all: one count for every alphabet, or a "
       "count for each (12=1000000,tld=500000)")  //
      ("seed", po::value<std::uint64_t>()->default_value(1)->value_name("N"),
       "seed of the self-play deals")  //
      ("rate",
       po::value<float>()
           ->default_value(value::TrainingSettings{}.first_rate,
                           shortest_text(value::TrainingSettings{}.first_rate))
           ->value_name("R"),
       "learning step per feature at the start")  //
      ("final-rate",
       po::value<float>()
           ->default_value(value::TrainingSettings{}.last_rate,
                           shortest_text(value::TrainingSettings{}.last_rate))
           ->value_name("R"),
       "learning step per feature at the last game (it falls linearly)")  //
      ("lambda", po::value<float>()->value_name("L"),
       "learn from each finished game backwards, towards lambda-returns of trace decay L (0 "
       "to 1: TD(lambda)); unset: learn after every move (TD(0))")  //
      ("initial-weight", po::value<float>()->default_value(0)->value_name("W"),
       "every weight of a network this run starts at W instead of 0 (optimistic initial "
       "values: an afterstate sums 50 to 120 weights, so W 4 values it at 200 to 480 points "
       "until it learns); networks read back with --resume keep theirs")  //
      ("expected-targets",
       "learn each afterstate's value towards the mean, over every piece its move may "
       "uncover, of the best next move's points plus value, instead of the next move played "
       "(after every move; not with --lambda)")  //
      ("batch", po::value<int>()->default_value(1)->value_name("K"),
       "with --lambda: games each network plays at once with the same weights, then learns "
       "from in the order they were dealt (1 to 1000); the weights depend on it")  //
      ("threads", po::value<int>()->default_value(1)->value_name("N"),
       "networks trained at once (1 to 8); the weights do not depend on it")  //
      ("game-threads", po::value<int>()->default_value(1)->value_name("N"),
       "threads playing each network's batch of games (1 to --batch); the weights do not "
       "depend on it")  //
      ("output,o", po::value<std::string>()->value_name("FILE"),
       "the file of networks to write (required)")             //
      ("resume", "continue the networks already in --output")  //
      ("stages", po::value<std::string>()->value_name("M/M|A=M/M,..."),
       "multi-stage weights: a table of weights for each stage of the game, the stages after "
       "the first beginning at these moves (pieces taken), increasing, at most 3 of them: for "
       "every alphabet, or for each named (1234=30/60,12=45); a network resumed with other "
       "stages is promoted to these. Unset: one stage, or those of the network resumed")  //
      ("feature-set", po::value<std::string>()->value_name("N|A=N,..."),
       "the features a network reads: 2, or 3 for those of 2 and the board tuples (2x2 "
       "squares); for every alphabet, or for each named (1234=3); a network of set 2 resumed "
       "with 3 is extended with the tuples' weights at 0. Unset: 2, or that of the network "
       "resumed")  //
      ("checkpoint-s", po::value<int>()->default_value(60)->value_name("S"),
       "seconds between checkpoints")  //
      ("log", po::value<std::string>()->value_name("FILE"),
       "append `alphabet games mean` every 10000 games of each network (the mean of those "
       "games): the learning curve, for scripts/plot-training");
}

// The most games a network plays at once with --batch: more would only hold their moves in
// memory (up to 75 kB a game) for no more parallelism.
constexpr int kMostBatch = 1000;

// A count of games: decimal digits only (no sign, no space), within 64 bits.
namespace {

std::uint64_t parse_count(std::string_view text) {
  const std::optional<std::uint64_t> count = whole_integer<std::uint64_t>(text);
  if (!count) {
    std::string message = "--games: '";
    message.append(text).append("' is not a count of games");
    throw cli::UsageError(message);
  }
  return *count;
}

// An option that takes one value for every alphabet, or ALPHABET=VALUE for some of
// `alphabets` (VALUE called `value_name` in its errors): the value of each of them, unset for
// an alphabet it does not name.
template <typename Value, typename Parse>
std::vector<std::optional<Value>> per_alphabet(const std::string& option,
                                               const std::string& value_name, std::string_view text,
                                               const std::vector<solitaire::Alphabet>& alphabets,
                                               const Parse& parse) {
  if (text.find('=') == std::string_view::npos) {
    return std::vector<std::optional<Value>>(alphabets.size(), parse(text));
  }
  std::vector<std::optional<Value>> values(alphabets.size());
  for (const std::string_view item : cli::split_commas(text)) {
    const std::size_t equals = item.find('=');
    if (equals == std::string_view::npos) {
      std::string message = option + ": '";
      message.append(item).append("' is not ALPHABET=").append(value_name);
      throw cli::UsageError(message);
    }
    const std::string_view letters = item.substr(0, equals);
    const auto alphabet = solitaire::Alphabet::parse(letters);
    std::size_t index = 0;
    while (alphabet && index < alphabets.size() && !(alphabets[index] == *alphabet)) ++index;
    if (!alphabet || index == alphabets.size()) {
      throw cli::UsageError(option + ": '" + std::string(letters) + "' is not one of --alphabets");
    }
    values[index] = parse(item.substr(equals + 1));
  }
  return values;
}

// --games: one count for every alphabet, or ALPHABET=COUNT for each of `alphabets`.
std::vector<std::uint64_t> parse_games(std::string_view text,
                                       const std::vector<solitaire::Alphabet>& alphabets) {
  const auto games = per_alphabet<std::uint64_t>("--games", "COUNT", text, alphabets, parse_count);
  std::vector<std::uint64_t> counts;
  for (std::size_t index = 0; index < alphabets.size(); ++index) {
    if (!games[index]) {
      throw cli::UsageError("--games gives no count for " + alphabets[index].letters());
    }
    counts.push_back(*games[index]);
  }
  return counts;
}

// The moves at which the stages after the first begin, as --stages gives them: M/M/...
std::vector<int> parse_stage_starts(std::string_view text) {
  std::vector<int> starts;
  const auto fail = [text]() {
    return cli::UsageError("--stages: '" + std::string(text) +
                           "' is not the moves at which stages begin: 1 to 3 increasing numbers "
                           "from 1 to " +
                           std::to_string(solitaire::kMaxMoves - 1) + " separated by '/'");
  };
  for (std::size_t first = 0; first <= text.size();) {
    const std::size_t slash = std::min(text.find('/', first), text.size());
    const std::optional<int> start = whole_integer<int>(text.substr(first, slash - first));
    if (!start) throw fail();
    starts.push_back(*start);
    first = slash + 1;
  }
  if (!value::valid_stage_starts(starts)) throw fail();
  return starts;
}

// A feature set as --feature-set gives it: one this build knows.
std::uint32_t parse_feature_set(std::string_view text) {
  const std::optional<std::uint32_t> feature_set = whole_integer<std::uint32_t>(text);
  if (!feature_set || !value::known_feature_set(*feature_set)) {
    throw cli::UsageError("--feature-set: '" + std::string(text) + "' is not a feature set (" +
                          std::to_string(value::kBaseFeatureSet) + ", or " +
                          std::to_string(value::kTupleFeatureSet) + " with the board tuples)");
  }
  return *feature_set;
}

}  // namespace

Plan plan_of(const cli::Invocation& invocation) {
  const po::variables_map& options = invocation.options;
  if (invocation.inputs != std::vector<std::string>{"-"}) {
    throw cli::UsageError("it takes no arguments, not '" + invocation.inputs[0] + "'");
  }
  if (options.count("output") == 0) throw cli::UsageError("--output FILE is required");
  Plan plan;
  plan.path = options["output"].as<std::string>();
  plan.settings.seed = options["seed"].as<std::uint64_t>();
  plan.settings.first_rate = options["rate"].as<float>();
  plan.settings.last_rate = options["final-rate"].as<float>();
  if (!(plan.settings.first_rate > 0 && plan.settings.last_rate > 0)) {
    throw cli::UsageError("--rate and --final-rate must be positive");
  }
  if (options.count("lambda") != 0) {
    const float lambda = options["lambda"].as<float>();
    if (!(lambda >= 0 && lambda <= 1)) throw cli::UsageError("--lambda must be from 0 to 1");
    plan.settings.lambda = lambda;
  }
  plan.settings.expected_targets = options.count("expected-targets") != 0;
  if (plan.settings.expected_targets && plan.settings.lambda) {
    throw cli::UsageError("--expected-targets learns after every move: it takes no --lambda");
  }
  plan.settings.batch = cli::option_in_range(options, "batch", 1, kMostBatch);
  if (plan.settings.batch > 1 && !plan.settings.lambda) {
    throw cli::UsageError(
        "--batch needs --lambda: learning after every move plays one game at a time");
  }
  plan.settings.game_threads =
      cli::option_in_range(options, "game-threads", 1, plan.settings.batch);
  plan.threads = cli::option_in_range(options, "threads", 1, solitaire::kPieceKinds);
  plan.checkpoint_s = cli::option_in_range(options, "checkpoint-s", 1);
  plan.alphabets = cli::alphabets_option(options["alphabets"].as<std::string>());
  plan.games = parse_games(options["games"].as<std::string>(), plan.alphabets);
  plan.stage_starts.resize(plan.alphabets.size());
  if (options.count("stages") != 0) {
    plan.stage_starts =
        per_alphabet<std::vector<int>>("--stages", "MOVES", options["stages"].as<std::string>(),
                                       plan.alphabets, parse_stage_starts);
  }
  plan.feature_sets.resize(plan.alphabets.size());
  if (options.count("feature-set") != 0) {
    plan.feature_sets = per_alphabet<std::uint32_t>("--feature-set", "SET",
                                                    options["feature-set"].as<std::string>(),
                                                    plan.alphabets, parse_feature_set);
  }
  plan.initial_weight = options["initial-weight"].as<float>();
  if (!std::isfinite(plan.initial_weight)) {
    throw cli::UsageError("--initial-weight must be a finite number");
  }
  plan.resume = options.count("resume") != 0;
  if (options.count("log") != 0) plan.log = options["log"].as<std::string>();
  return plan;
}

Work work_of(const Plan& plan, std::vector<value::Network> loaded) {
  Work work{std::move(loaded), {}, {}};
  work.games_of.assign(work.networks.size() + plan.alphabets.size(), 0);
  for (std::size_t which = 0; which < plan.alphabets.size(); ++which) {
    const solitaire::Alphabet& alphabet = plan.alphabets[which];
    std::size_t index = 0;
    while (index < work.networks.size() && !(work.networks[index].alphabet == alphabet)) ++index;
    const bool fresh = index == work.networks.size();
    if (fresh) {
      work.networks.push_back(value::fresh_network(alphabet, plan.settings.seed));
    } else if (work.networks[index].seed != plan.settings.seed) {
      throw cli::UsageError("--seed " + std::to_string(plan.settings.seed) +
                            " differs from the seed " + std::to_string(work.networks[index].seed) +
                            " of " + alphabet.letters() + " in '" + plan.path + "'");
    }
    const auto& feature_set = plan.feature_sets[which];
    if (feature_set && *feature_set != work.networks[index].feature_set) {
      if (*feature_set != value::kTupleFeatureSet) {
        throw cli::UsageError("--feature-set " + std::to_string(*feature_set) + ": " +
                              alphabet.letters() + " in '" + plan.path + "' has feature set " +
                              std::to_string(work.networks[index].feature_set) +
                              ", and a network cannot lose features");
      }
      work.networks[index] = value::with_tuples(work.networks[index]);
    }
    const auto& starts = plan.stage_starts[which];
    if (starts && *starts != work.networks[index].stage_starts) {
      work.networks[index] = value::with_stages(work.networks[index], *starts);
    }
    if (fresh) std::ranges::fill(work.networks[index].weights, plan.initial_weight);
    work.training.push_back(index);
    work.games_of[index] = plan.games[which];
  }
  // The longest trainings first, so that threads finish together.
  std::stable_sort(work.training.begin(), work.training.end(), [&](std::size_t a, std::size_t b) {
    return work.games_of[a] > work.games_of[b];
  });
  return work;
}

}  // namespace arbiter::bot::training
