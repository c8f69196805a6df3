// Forks children that wait, one after the other, until fork fails: the process limit of the
// sandbox stops it after a few dozen. Then plays one move and stops; the children die with the
// sandbox. Gives up at 2000 children (a judge without the limit) and says so (WRONG_ANSWER),
// so that it never takes the machine down.
#include <signal.h>
#include <unistd.h>

#include "tests/bots/bot_io.h"

int main() {
  zoo::read_board();
  int children = 0;
  for (; children < 2000; ++children) {
    const pid_t child = ::fork();
    if (child < 0) break;
    if (child == 0) {
      ::pause();
      ::_exit(0);
    }
  }
  if (children >= 2000) {
    std::cout << "forked " << children << " children" << std::endl;
    return 0;
  }
  zoo::move(1, 1);
  zoo::stop();
}
