// Checks the signal state it started with: SIGPIPE at its default action (an ignored signal
// stays ignored across exec, so a judge that ignores SIGPIPE for itself must reset it for the
// bot) and no signal blocked (a blocked mask survives exec too, and the judge blocks SIGINT,
// SIGTERM and SIGHUP for its signal-watching thread). Plays one move and stops when all is
// well; writes a garbage line (WRONG_ANSWER) naming the culprit otherwise, or when /proc cannot
// tell.
#include <csignal>
#include <fstream>
#include <string>

#include "tests/bots/bot_io.h"

namespace {

// The signal mask of a /proc/self/status line such as "SigIgn:\t0000000000001000".
unsigned long long mask_of(const std::string& line, const std::string& field) {
  if (!line.starts_with(field)) return 0;
  return std::stoull(line.substr(field.size()), nullptr, 16);
}

}  // namespace

int main() {
  zoo::read_board();
  std::ifstream status("/proc/self/status");
  std::string line;
  int fields = 0;
  while (std::getline(status, line)) {
    if (line.starts_with("SigIgn:") || line.starts_with("SigBlk:")) ++fields;
    const bool ignores_sigpipe = ((mask_of(line, "SigIgn:") >> (SIGPIPE - 1)) & 1U) != 0;
    if (ignores_sigpipe || mask_of(line, "SigBlk:") != 0) {
      std::cout << "signals: " << line << std::endl;
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
