// Writes a line that is not a move.
#include "tests/bots/bot_io.h"

int main() {
  zoo::read_board();
  std::cout << "one one" << std::endl;
  std::string reply;
  std::getline(std::cin, reply);
}
