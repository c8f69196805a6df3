// Plays two moves on a board of 1s, then aborts (SIGABRT) when its third is due: the replay
// must show the verdict at move 3.
#include <cstdlib>

#include "tests/bots/bot_io.h"

int main() {
  zoo::read_board();
  zoo::move(1, 1);
  zoo::move(1, 2);
  std::abort();
}
