// Tries to attach to its parent and to PID 1 with ptrace, to read the judge's memory. In the
// sandbox it has no capability and its parent, the sandbox's init, is not dumpable: both fail,
// and it plays one move and stops. Should one succeed, it says so (WRONG_ANSWER).
#include <sys/ptrace.h>
#include <sys/wait.h>
#include <unistd.h>

#include <string>

#include "tests/bots/bot_io.h"

int main() {
  zoo::read_board();
  std::string learned;
  for (const pid_t target : {::getppid(), pid_t{1}}) {
    if (target <= 0 || !learned.empty()) continue;
    if (::ptrace(PTRACE_SEIZE, target, nullptr, nullptr) == 0) {
      learned = "attached to " + std::to_string(target);
    }
  }
  zoo::report_or_play(learned);
}
