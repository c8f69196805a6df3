// Sleeps argv[1] milliseconds before each move, alternating 1 1 and 1 2 (on a board of 1s).
#include <chrono>
#include <string>
#include <thread>

#include "tests/bots/bot_io.h"

int main(int argc, char** argv) {
  if (argc != 2) return 2;
  const std::chrono::milliseconds delay(std::stoi(argv[1]));
  zoo::read_board();
  for (int i = 0; i < 6; ++i) {
    std::this_thread::sleep_for(delay);
    zoo::move(1, 1 + i % 2);
  }
  zoo::stop();
}
