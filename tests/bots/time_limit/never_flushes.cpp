// Writes its move but never flushes it, then waits for the reply: a deadlock the per-move
// limit ends.
#include <unistd.h>

#include "tests/bots/bot_io.h"

int main() {
  std::ios::sync_with_stdio(false);
  std::cin.tie(nullptr);  // Reading must not flush the move.
  zoo::read_board();
  std::cout << "1 1\n";
  char byte = 0;
  while (::read(STDIN_FILENO, &byte, 1) > 0) {
  }
}
