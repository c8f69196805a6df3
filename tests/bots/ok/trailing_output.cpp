// Plays one move, stops, then keeps writing: output after 0 0 is ignored.
#include "tests/bots/bot_io.h"

int main() {
  zoo::read_board();
  zoo::move(1, 1);
  zoo::stop();
  for (int i = 0; i < 100000; ++i) std::cout << "garbage after the end " << i << '\n';
}
