// On the example board (a 4 at 1 1), takes 2 2 next: not reachable by a 4.
#include "tests/bots/bot_io.h"

int main() {
  zoo::read_board();
  zoo::move(1, 1);
  zoo::move(2, 2);
  zoo::stop();
}
