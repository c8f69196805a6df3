// go-gen: writes random, valid judge-format Go games, deterministically for a seed.
#include <iostream>
#include <string>

#include "common/cli.h"
#include "common/random.h"
#include "simulators/go/game.h"
#include "simulators/go/judge_format.h"

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

int pick_size(Random& random) {
  if (random.below(10) < 7) return kJudgeMaxSize;
  return kJudgeMinSize + 2 * static_cast<int>(random.below((kJudgeMaxSize - kJudgeMinSize) / 2));
}

// Appends one game: about 0.8 to 2.8 placements per point, so a 19x19 game has 300 to 1000.
long long write_game(Random& random, int size, std::string& text) {
  const int points = size * size;
  const auto target = random.between(points * 8 / 10, points * 28 / 10);
  Game game(size);
  std::string body;
  long long placed = 0;
  Color mover = Color::kBlack;
  // Random points until an empty one turns up; a board that stays full (suicides stay) ends
  // the game early.
  for (int misses = 0; placed < target && misses < 64 * points;) {
    const Point p{static_cast<int>(random.below(static_cast<std::uint64_t>(size))),
                  static_cast<int>(random.below(static_cast<std::uint64_t>(size)))};
    if (!game.play(mover, p)) {
      ++misses;
      continue;
    }
    misses = 0;
    body += mover == Color::kBlack ? "B(" : "W(";
    const CentredPoint centred = centred_from_point(size, p);
    body += std::to_string(centred.x) + "," + std::to_string(centred.y) + ")\n";
    ++placed;
    // One turn in ten is a pass, so a colour sometimes plays twice.
    if (random.below(10) != 0) mover = opponent(mover);
  }
  text += std::to_string(size) + " " + std::to_string(placed) + "\n" + body;
  return placed;
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
    placements += write_game(random, size == 0 ? pick_size(random) : size, text);
    invocation.out << text;
    text.clear();
  }
  invocation.out << "0 0\n";
  invocation.err << "go-gen: " << games << " games, " << placements << " placements\n";
  return 0;
}

}  // namespace

int main(int argc, char** argv) { return cli::run(argc, argv, kTool, add_options, generate); }
