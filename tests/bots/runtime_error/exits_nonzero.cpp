// Plays a move, then exits with status 3 without 0 0.
#include "tests/bots/bot_io.h"

int main() {
  zoo::read_board();
  zoo::move(1, 1);
  return 3;
}
