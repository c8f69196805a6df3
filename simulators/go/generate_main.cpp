// go-gen: writes random, valid judge-format Go games, deterministically for a seed.
#include <iostream>
#include <string>

#include "common/cli.h"
#include "common/random.h"
#include "simulators/go/judge_format.h"
#include "simulators/go/random_games.h"

namespace {

using namespace arbiter;
using namespace arbiter::go;
namespace po = boost::program_options;

const cli::ToolInfo kTool{
    "go-gen", "",
    "Writes random, valid Go games in the judge format (n m, m placements, ..., 0 0): the same\n"
    "file for the same options on every machine. Most games are 19x19 and long enough to fill\n"
    "the board, so large groups are captured and points replayed. Prints the number of\n"
    "placements on standard error.",
    "  go-gen --games 10000 --seed 1 > big.in\n"
    "  go-gen --games 5 --size 9 --seed 7\n"};

void add_options(po::options_description& options) {
  options.add_options()                                                                   //
      ("games", po::value<long long>()->default_value(10000), "how many games to write")  //
      ("seed", po::value<std::uint64_t>()->default_value(1), "the random seed")           //
      ("size", po::value<int>()->default_value(0),
       "board side (odd, 3 to 19); 0 mixes sizes, mostly 19");
}

int generate(cli::Invocation& invocation) {
  const auto games = cli::option_in_range(invocation.options, "games", 0LL);
  const int size = invocation.options["size"].as<int>();
  if (size != 0 && (size < kJudgeMinSize || size > kJudgeMaxSize || size % 2 == 0)) {
    throw cli::UsageError("--size must be 0 or an odd number from 3 to 19");
  }
  Random random(invocation.options["seed"].as<std::uint64_t>());
  long long placements = 0;
  std::string text;
  for (long long i = 0; i < games; ++i) {
    placements += append_random_game(random, size == 0 ? random_board_size(random) : size, text);
    invocation.out << text;
    text.clear();
  }
  invocation.out << "0 0\n";
  invocation.err << "go-gen: " << games << " games, " << placements << " placements\n";
  return 0;
}

}  // namespace

int main(int argc, char** argv) { return cli::run(argc, argv, kTool, add_options, generate); }
