// On a board of 1s, takes 1 1 and 1 2 in turn until 1 1 is blank, then takes it again.
#include "tests/bots/bot_io.h"

int main() {
  zoo::read_board();
  for (int i = 0; i < 3; ++i) {
    zoo::move(1, 1);
    zoo::move(1, 2);
  }
  zoo::move(1, 1);
  zoo::stop();
}
