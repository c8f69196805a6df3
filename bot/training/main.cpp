// solitaire-train: learns the bot's afterstate values by self-play.
#include <atomic>
#include <csignal>

#include "bot/training/command_line.h"
#include "bot/training/session.h"
#include "common/cli.h"

namespace {

using namespace arbiter;

const cli::ToolInfo kTool{
    "solitaire-train", "",
    "Learns the value of a solitaire-chess position for the bot by self-play: one network a\n"
    "alphabet, trained by temporal-difference learning (see docs/solitaire-bot.md). Writes the\n"
    "networks to --output every --checkpoint-s seconds and at the end; on Ctrl-C (SIGINT or\n"
    "SIGTERM) it stops after the game under way, writes them and exits 130. With --resume it\n"
    "continues the networks in --output up to --games: the result is the same as one\n"
    "uninterrupted run. --stages gives a network one table of weights per stage of the game;\n"
    "a network resumed with other stages is promoted to them first (each new stage a copy of\n"
    "the old one it replaces). --feature-set 3 adds the board tuples to a network's features; a\n"
    "network of feature set 2 resumed with it keeps its weights and gets the tuples' at 0.\n"
    "--lambda learns from each finished game backwards (TD(lambda)) instead of after every\n"
    "move; then --batch K --game-threads N plays K games at once on N threads.\n"
    "--expected-targets learns towards the mean over the pieces a move may uncover instead of\n"
    "the next move played. --initial-weight W starts a new network's weights at W, not 0\n"
    "(optimistic initial values). Progress goes to standard error.",
    "  solitaire-train --alphabets 12 --games 200000 -o 12.values\n"
    "  solitaire-train --alphabets 12,tld --games 12=500000,tld=800000 --threads 2 -o a.values\n"
    "  solitaire-train --resume -o bot/data/solitaire-bot.values\n"
    "  solitaire-train --resume --alphabets 1234 --stages 30/60 --games 1500000 -o copy.values\n"
    "  solitaire-train --resume --alphabets 1234 --feature-set 3 --games 2200000 -o copy.values\n"
    "  solitaire-train --resume --alphabets 1234 --lambda 0.5 --games 2200000 -o copy.values\n"
    "  solitaire-train --alphabets 1234 --lambda 0.5 --batch 8 --game-threads 4 -o a.values\n",
    false};

// The one place a signal handler may write; read by the training loops between games.
std::atomic<bool> g_stop{false};  // NOLINT(cppcoreguidelines-avoid-non-const-global-variables)

extern "C" void request_stop(int /*signal*/) { g_stop.store(true); }

int train_networks(cli::Invocation& invocation) {
  const bot::training::Plan plan = bot::training::plan_of(invocation);
  (void)std::signal(SIGINT, request_stop);
  (void)std::signal(SIGTERM, request_stop);
  return bot::training::train(plan, invocation.err, g_stop, kTool.name);
}

}  // namespace

int main(int argc, char** argv) {
  return cli::run(argc, argv, kTool, bot::training::add_options, train_networks);
}
