// Takes the same cell twice in a row.
#include "tests/bots/bot_io.h"

int main() {
  zoo::read_board();
  zoo::move(1, 1);
  zoo::move(1, 1);
  zoo::stop();
}
