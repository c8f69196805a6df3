#include "simulators/airplane/command_line.h"

#include <sstream>
#include <string>

namespace arbiter::airplane {

namespace po = boost::program_options;

const cli::ToolInfo kTool{
    "airplane-sim", "[FILE...]",
    "Plays airplane-chess games (HDU 7225) and prints, per game, the winner and the four scores\n"
    "(highest first). Reads the judge format: T, then T lines 'x y z w' seeding the xorshift128\n"
    "dice. Reads standard input when no FILE is given or FILE is -. With several files, each\n"
    "line starts with the file's name.",
    "  airplane-sim < seeds.in > results.out    judge format, 5 lines per game\n"
    "  airplane-sim --trace seeds.in            also follow case 1 roll by roll on stderr\n"
    "  airplane-sim --trace-case 3 seeds.in     ... case 3 instead\n"
    "  airplane-sim --dice rolls.txt --trace    replay one game from recorded rolls\n"
    "  airplane-sim --format json seeds.in      one JSON object per game\n"
    "  airplane-sim --board                     print the board's geometry\n"};

void add_options(po::options_description& options) {
  options.add_options()                                                                       //
      ("trace", "write every roll of one game (case 1) and what followed to standard error")  //
      ("trace-case", po::value<long long>()->value_name("N"),
       "trace case N instead of case 1 (implies --trace)")  //
      ("dice", po::value<std::string>()->value_name("FILE"),
       "play one game with the rolls recorded in FILE (1..6, whitespace-separated; - is "
       "standard input) instead of seeded dice")  //
      ("max-rolls", po::value<long long>()->default_value(kDefaultMaxRolls)->value_name("N"),
       "give a game up after N rolls without a winner: an error for that case, then the "
       "next")  //
      ("strategies", po::value<std::string>()->value_name("S,S,S,S"),
       "the strategies of Alice, Bob, Carol and David, each stacker, fighter, runner or laggard "
       "(default: stacker,fighter,runner,laggard)")  //
      ("format", po::value<std::string>()->value_name("FORMAT")->default_value("judge"),
       "judge, or json: one JSON object a game with its seed, rolls, pieces home and "
       "scores")  //
      ("board", "print the board's geometry and exit");
}

namespace {

// The four comma-separated names of --strategies.
std::array<Strategy, kPlayers> parse_strategies(const std::string& text) {
  std::array<Strategy, kPlayers> strategies{};
  std::istringstream names(text);
  std::string name;
  int player = 0;
  for (; std::getline(names, name, ','); ++player) {
    const auto strategy = strategy_from_name(name);
    if (!strategy || player == kPlayers) break;
    strategies[player] = *strategy;
  }
  if (player != kPlayers || names || text.empty() || text.back() == ',') {
    throw cli::UsageError("--strategies " + text +
                          ": expected four of stacker, fighter, runner, laggard, comma-separated");
  }
  return strategies;
}

}  // namespace

RunOptions run_options(const po::variables_map& options) {
  RunOptions run;
  run.setup.max_rolls = cli::option_in_range(options, "max-rolls", 1LL);
  if (options.count("strategies") > 0) {
    run.setup.strategies = parse_strategies(options["strategies"].as<std::string>());
  }
  if (options.count("trace") > 0) run.trace_case = 1;
  if (options.count("trace-case") > 0) {
    run.trace_case = cli::option_in_range(options, "trace-case", 1LL);
    if (options.count("dice") > 0 && run.trace_case != 1) {
      throw cli::UsageError("--trace-case " + std::to_string(run.trace_case) +
                            ": --dice plays a single game, case 1");
    }
  }
  if (options.count("dice") > 0 && options.count("input") > 0) {
    throw cli::UsageError("--dice plays one game; it takes no FILE");
  }
  return run;
}

}  // namespace arbiter::airplane
