// Plays two moves on a board of 1s at once, then hangs when its third is due: the replay must
// show the time limit at move 3.
#include <chrono>
#include <thread>

#include "tests/bots/bot_io.h"

int main() {
  zoo::read_board();
  zoo::move(1, 1);
  zoo::move(1, 2);
  std::this_thread::sleep_for(std::chrono::seconds(60));
}
