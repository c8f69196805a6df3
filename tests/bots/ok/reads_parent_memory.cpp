// Opens /proc/PID/mem of its parent and of PID 1 and reads from their stack's region, to find
// the judge's command line in memory. In the sandbox both are the sandbox's init, which is not
// dumpable: the open fails, and it plays one move and stops. Should it read, it says so
// (WRONG_ANSWER).
#include <fcntl.h>
#include <unistd.h>

#include <string>

#include "tests/bots/bot_io.h"

int main() {
  zoo::read_board();
  std::string learned;
  for (const pid_t target : {::getppid(), pid_t{1}}) {
    std::string path = "/proc/" + std::to_string(target) + "/mem";
    if (learned.empty() && ::open(path.c_str(), O_RDONLY | O_CLOEXEC) >= 0) {
      learned = "opened " + path;
    }
  }
  zoo::report_or_play(learned);
}
