// solitaire-bot: plays one game of solitaire chess on standard input and output.
#include <iostream>
#include <memory>

#include "bot/command_line.h"
#include "bot/player.h"
#include "bot/value/file.h"
#include "common/cli.h"

namespace {

using namespace arbiter;
namespace po = boost::program_options;

const cli::ToolInfo kTool{
    "solitaire-bot", "[bench]",
    "Plays one game of solitaire chess against a judge: reads the opening board on standard\n"
    "input, answers with moves `r c` on standard output, and stops with `0 0`. Run it under\n"
    "solitaire-interactor, or talk to it by hand. It plays sampled deals out with beam\n"
    "searches whose lines are ranked by a value learned by self-play (solitaire-train), or\n"
    "looks a few moves ahead over every piece a move may uncover and values the positions\n"
    "there, whichever measured stronger on the alphabet it sees (--search), within --time-ms\n"
    "for the whole game.\n\n"
    "`solitaire-bot bench` plays --games boards of each of --alphabets in-process with a\n"
    "fixed budget (--worlds 2 unless a budget is given) and prints the scores, the nodes\n"
    "searched (a fingerprint of the search's behaviour) and nodes per second.",
    "  solitaire-interactor --alphabet 1234 --seed 7 -- solitaire-bot\n"
    "  solitaire-interactor --test g6-1.in --show -- solitaire-bot --time-ms 5000\n"
    "  solitaire-interactor --alphabet 1234tlds --seeds 1-20 -- solitaire-bot --nodes 4000000\n"
    "  solitaire-bot bench\n",
    false};

int play(cli::Invocation& invocation) {
  const bot::GameStart game_start = bot::GameStart::now();
  const po::variables_map& options = invocation.options;
  try {
    if (invocation.inputs == std::vector<std::string>{"bench"}) {
      bot::run_bench_command(options, invocation.out);
      return 0;
    }
    if (invocation.inputs != std::vector<std::string>{"-"}) {
      throw cli::UsageError("the only argument it takes is `bench`, not '" + invocation.inputs[0] +
                            "'");
    }
    bot::check_game_options(options);
    bot::GameBudget budget(bot::budget_settings(options), game_start);
    std::vector<bot::value::Network> networks;
    const std::unique_ptr<bot::Strategy> strategy = bot::strategy_of(options, budget, networks);
    Reader in(std::cin, "<stdin>");
    bot::play_game(in, invocation.out, *strategy);
    return 0;
  } catch (const bot::value::FileError& error) {
    invocation.err << kTool.name << ": " << error.what() << '\n';
    return to_int(error.status());
  }
}

}  // namespace

int main(int argc, char** argv) { return cli::run(argc, argv, kTool, bot::add_options, play); }
