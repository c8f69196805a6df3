// Stops properly, then exits with status 2: a failing process is a runtime error even after
// a complete game.
#include "tests/bots/bot_io.h"

int main() {
  zoo::read_board();
  zoo::move(1, 1);
  zoo::stop();
  return 2;
}
