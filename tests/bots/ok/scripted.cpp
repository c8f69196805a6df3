// A good bot that plays the moves listed in the file argv[1] ("r c" a line), then 0 0.
#include <fstream>

#include "tests/bots/bot_io.h"

int main(int argc, char** argv) {
  if (argc != 2) return 2;
  std::ifstream script(argv[1]);
  if (!script) return 2;
  zoo::read_board();
  int row = 0;
  int col = 0;
  while (script >> row >> col) zoo::move(row, col);
  zoo::stop();
}
