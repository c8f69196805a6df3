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
  for (const pid_t target : {::getppid(), pid_t{1}}) {
    const std::string path = "/proc/" + std::to_string(target) + "/mem";
    const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
    if (fd >= 0) {
      std::cout << "opened " << path << std::endl;
      return 0;
    }
  }
  zoo::move(1, 1);
  zoo::stop();
}
