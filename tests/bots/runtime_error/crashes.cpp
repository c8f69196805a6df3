// Plays a move, then aborts (SIGABRT) in the middle of the game.
#include <cstdlib>

#include "tests/bots/bot_io.h"

int main() {
  zoo::read_board();
  zoo::move(1, 1);
  std::abort();
}
