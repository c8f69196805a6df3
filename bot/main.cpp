// solitaire-bot: plays one game of solitaire chess on standard input and output.
#include <chrono>
#include <iostream>
#include <memory>

#include "bot/bench.h"
#include "bot/command_line.h"
#include "bot/player.h"
#include "bot/search/greedy.h"
#include "bot/search/learned_strategy.h"
#include "bot/search/search.h"
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
  if (invocation.inputs == std::vector<std::string>{"bench"}) {
    bot::BenchSettings settings = bot::bench_settings(options);
    std::vector<bot::value::Network> bench_networks;
    // Without --search the bench keeps measuring the beams: its node count is their fingerprint.
    const bot::SearchKind kind =
        options["search"].defaulted() ? bot::SearchKind::kBeams : bot::search_kind(options);
    if (kind != bot::SearchKind::kBeams) {
      settings.value_search = bot::value_search_settings(options);
      try {
        bench_networks = bot::load_networks_for(kind, bot::value_file_path(options));
      } catch (const bot::value::FileError& error) {
        invocation.err << kTool.name << ": " << error.what() << '\n';
        return to_int(error.status());
      }
      settings.networks = &bench_networks;
      settings.learned = bot::learned_settings(kind, options);
    }
    bot::run_bench(settings, invocation.out);
    return 0;
  }
  if (invocation.inputs != std::vector<std::string>{"-"}) {
    throw cli::UsageError("the only argument it takes is `bench`, not '" + invocation.inputs[0] +
                          "'");
  }
  bot::check_game_options(options);
  bot::GameBudget budget(bot::budget_settings(options), game_start);
  std::unique_ptr<bot::Strategy> strategy;
  std::vector<bot::value::Network> networks;
  if (options.count("greedy") != 0) {
    strategy = std::make_unique<bot::GreedyStrategy>();
  } else if (const bot::SearchKind kind = bot::search_kind(options);
             kind != bot::SearchKind::kBeams) {
    try {
      networks = bot::load_networks_for(kind, bot::value_file_path(options));
    } catch (const bot::value::FileError& error) {
      invocation.err << kTool.name << ": " << error.what() << '\n';
      return to_int(error.status());
    }
    strategy = std::make_unique<bot::LearnedStrategy>(
        networks, bot::learned_settings(kind, options), bot::value_search_settings(options),
        bot::search_settings(options), budget);
  } else {
    strategy = std::make_unique<bot::SearchStrategy>(bot::search_settings(options), budget);
  }
  Reader in(std::cin, "<stdin>");
  bot::play_game(in, invocation.out, *strategy);
  return 0;
}

}  // namespace

int main(int argc, char** argv) { return cli::run(argc, argv, kTool, bot::add_options, play); }
