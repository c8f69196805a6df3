// Asks for row 7.
#include "tests/bots/bot_io.h"

int main() {
  zoo::read_board();
  zoo::move(1, 1);
  zoo::move(7, 1);
  zoo::stop();
}
