// Plays a move, closes its standard output, and keeps running.
#include <unistd.h>

#include <chrono>
#include <thread>

#include "tests/bots/bot_io.h"

int main() {
  zoo::read_board();
  zoo::move(1, 1);
  ::close(STDOUT_FILENO);
  std::this_thread::sleep_for(std::chrono::seconds(30));
}
