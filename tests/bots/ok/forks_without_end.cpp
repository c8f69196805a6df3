// Forks children that wait, one after the other, until fork fails: the process limit of the
// sandbox stops it after a few dozen. Then ends its children (so that a sanitizer's leak
// check at exit can fork again), plays one move and stops. Gives up at 2000 children (a judge
// without the limit) and says so (WRONG_ANSWER), so that it never takes the machine down.
#include <sys/wait.h>
#include <unistd.h>

#include <csignal>
#include <string>
#include <vector>

#include "tests/bots/bot_io.h"

int main() {
  zoo::read_board();
  std::vector<pid_t> children;
  while (children.size() < 2000) {
    const pid_t child = ::fork();
    if (child < 0) break;
    if (child == 0) {
      ::pause();
      ::_exit(0);
    }
    children.push_back(child);
  }
  for (const pid_t child : children) ::kill(child, SIGKILL);
  for (const pid_t child : children) ::waitpid(child, nullptr, 0);
  zoo::report_or_play(
      children.size() >= 2000 ? "forked " + std::to_string(children.size()) + " children" : "");
}
