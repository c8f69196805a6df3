// Checks that it inherited no descriptor but 0, 1 and 2: a judge's output file (-o,
// --transcript, --histogram) left open in the bot would let it forge the result. Plays one
// move and stops when all is well; names the first open descriptor in a garbage line
// (WRONG_ANSWER) otherwise.
#include <fcntl.h>

#include "tests/bots/bot_io.h"

int main() {
  zoo::read_board();
  for (int fd = 3; fd <= 255; ++fd) {
    if (::fcntl(fd, F_GETFD) != -1) {
      std::cout << "descriptor " << fd << " is open" << std::endl;
      return 0;
    }
  }
  zoo::move(1, 1);
  zoo::stop();
}
