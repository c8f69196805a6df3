// airplane-sim: plays the airplane-chess games of HDU 7225 ("Thunder Bluff") from their seeds.
#include <string>

#include "common/cli.h"
#include "simulators/airplane/simulation.h"

namespace {

using namespace arbiter;
using namespace arbiter::airplane;
namespace po = boost::program_options;

const cli::ToolInfo kTool{
    "airplane-sim", "[FILE...]",
    "Plays airplane-chess games (HDU 7225) and prints, per game, the winner and the four scores\n"
    "(highest first). Reads the judge format: T, then T lines 'x y z w' seeding the xorshift128\n"
    "dice. Reads standard input when no FILE is given or FILE is -.",
    "  airplane-sim < seeds.in > results.out    judge format, 5 lines per game\n"
    "  airplane-sim --trace=3 seeds.in          also follow case 3 roll by roll on stderr\n"
    "  airplane-sim --dice rolls.txt --trace    replay one game from recorded rolls\n"
    "  airplane-sim --board                     print the board's geometry\n"};

void add_options(po::options_description& options) {
  options.add_options()  //
      ("trace", po::value<long long>()->implicit_value(1)->value_name("CASE"),
       "write every roll of case CASE (default 1) and what followed to standard error")  //
      ("dice", po::value<std::string>()->value_name("FILE"),
       "play one game with the rolls recorded in FILE (1..6, whitespace-separated; - is "
       "standard input) instead of seeded dice")  //
      ("max-rolls", po::value<long long>()->default_value(kDefaultMaxRolls)->value_name("N"),
       "give a game up as an error after N rolls without a winner")  //
      ("board", "print the board's geometry and exit");
}

int simulate(cli::Invocation& invocation) {
  const po::variables_map& options = invocation.options;
  if (options.count("board")) {
    invocation.out << draw_board(make_board());
    return 0;
  }
  RunOptions run;
  run.setup.max_rolls = options["max-rolls"].as<long long>();
  if (run.setup.max_rolls < 1) throw cli::UsageError("--max-rolls must be at least 1");
  if (options.count("trace")) run.trace_case = options["trace"].as<long long>();
  if (options.count("trace") && run.trace_case < 1) {
    throw cli::UsageError("--trace takes a case number from 1");
  }
  if (!options.count("dice")) {
    return cli::read_inputs(invocation, [&](Reader& reader) {
      run_judge_input(reader, run, invocation.out, invocation.err);
    });
  }
  if (options.count("input")) throw cli::UsageError("--dice plays one game; it takes no FILE");
  invocation.inputs = {options["dice"].as<std::string>()};
  return cli::read_inputs(invocation, [&](Reader& reader) {
    const long long unused = replay_recorded_game(reader, run, invocation.out, invocation.err);
    if (unused > 0) {
      invocation.out.flush();
      invocation.err << "airplane-sim: note: " << unused << " recorded rolls were not used\n";
    }
  });
}

}  // namespace

int main(int argc, char** argv) { return cli::run(argc, argv, kTool, add_options, simulate); }
