// solitaire-bot: plays one game of solitaire chess on standard input and output.
#include <iostream>

#include "bot/greedy.h"
#include "bot/player.h"
#include "common/cli.h"

namespace {

using namespace arbiter;

const cli::ToolInfo kTool{
    "solitaire-bot", "",
    "Plays one game of solitaire chess against a judge: reads the opening board on standard\n"
    "input, answers with moves `r c` on standard output, and stops with `0 0`. Run it under\n"
    "solitaire-interactor, or talk to it by hand. This baseline plays a one-ply greedy.",
    "  solitaire-interactor --alphabet 1234 --seed 7 -- solitaire-bot\n"
    "  solitaire-interactor --test g6-1.in --show -- solitaire-bot\n",
    false};

int play(cli::Invocation& invocation) {
  Reader in(std::cin, "<stdin>");
  bot::GreedyStrategy strategy;
  bot::play_game(in, invocation.out, strategy);
  return 0;
}

}  // namespace

int main(int argc, char** argv) { return cli::run(argc, argv, kTool, nullptr, play); }
