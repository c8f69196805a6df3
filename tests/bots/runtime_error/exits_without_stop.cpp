// Plays a move, then exits 0 without writing 0 0.
#include "tests/bots/bot_io.h"

int main() {
  zoo::read_board();
  zoo::move(1, 1);
}
