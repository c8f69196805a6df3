// Plays one move, stops, then does not exit: the judge kills it and the game stays OK.
#include <chrono>
#include <thread>

#include "tests/bots/bot_io.h"

int main() {
  zoo::read_board();
  zoo::move(1, 1);
  zoo::stop();
  std::this_thread::sleep_for(std::chrono::seconds(30));
}
