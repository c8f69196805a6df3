// Checks that SIGPIPE reached it at its default action (an ignored signal stays ignored across
// exec, so a judge that ignores SIGPIPE for itself must reset it for the bot). Plays one move
// and stops when it is; writes a garbage line (WRONG_ANSWER) when SIGPIPE is ignored or
// blocked, or when /proc cannot tell.
#include <csignal>
#include <fstream>
#include <string>

#include "tests/bots/bot_io.h"

namespace {

// The signal mask of a /proc/self/status line such as "SigIgn:\t0000000000001000".
bool has_sigpipe(const std::string& line, const std::string& field) {
  if (!line.starts_with(field)) return false;
  const unsigned long long mask = std::stoull(line.substr(field.size()), nullptr, 16);
  return ((mask >> (SIGPIPE - 1)) & 1U) != 0;
}

}  // namespace

int main() {
  zoo::read_board();
  std::ifstream status("/proc/self/status");
  std::string line;
  int fields = 0;
  while (std::getline(status, line)) {
    if (line.starts_with("SigIgn:") || line.starts_with("SigBlk:")) ++fields;
    if (has_sigpipe(line, "SigIgn:") || has_sigpipe(line, "SigBlk:")) {
      std::cout << "SIGPIPE is " << line << std::endl;
      return 0;
    }
  }
  if (fields != 2) {
    std::cout << "no signal masks in /proc/self/status" << std::endl;
    return 0;
  }
  zoo::move(1, 1);
  zoo::stop();
}
