// Stops before any move: a legal game that scores 0.
#include "tests/bots/bot_io.h"

int main() {
  zoo::read_board();
  zoo::stop();
}
