// A good bot that plays the moves listed in the file argv[1] ("r c" a line), then 0 0. Given
// argv[2], it keeps time as solitaire-bot does, by the wall clock from its start, and exits 3
// instead of stopping once more than argv[2] milliseconds have gone by.
#include <chrono>
#include <fstream>
#include <string>

#include "tests/bots/bot_io.h"

int main(int argc, char** argv) {
  const auto start = std::chrono::steady_clock::now();
  if (argc != 2 && argc != 3) return 2;
  std::ifstream script(argv[1]);
  if (!script) return 2;
  zoo::read_board();
  int row = 0;
  int col = 0;
  while (script >> row >> col) zoo::move(row, col);
  if (argc == 3 &&
      std::chrono::steady_clock::now() - start > std::chrono::milliseconds(std::stoi(argv[2]))) {
    return 3;
  }
  zoo::stop();
}
