// Looks at what it may do: its capabilities (effective, permitted, inheritable, bounding,
// ambient), no_new_privs and its user. In the sandbox every capability set is empty,
// no_new_privs is set and it is not root: it plays one move and stops. Anything else it
// reports (without the sandbox the bounding set is full and no_new_privs is off). Given
// `user`, it looks only at its user: a judge running as root never runs a bot as root, with or
// without the sandbox.
#include <unistd.h>

#include <fstream>
#include <string>

#include "tests/bots/bot_io.h"

int main(int argc, char** argv) {
  const bool user_only = argc > 1 && std::string(argv[1]) == "user";
  std::string learned;
  std::ifstream status("/proc/self/status");
  for (std::string line; !user_only && learned.empty() && std::getline(status, line);) {
    const std::size_t start = line.find_first_not_of(" \t", line.find(':') + 1);
    const std::string trimmed = start == std::string::npos ? "" : line.substr(start);
    if (line.starts_with("Cap") && trimmed.find_first_not_of('0') != std::string::npos) {
      learned = "found " + line.substr(0, line.find(':')) + " " + trimmed;
    }
    if (line.starts_with("NoNewPrivs:") && trimmed != "1") learned = "found NoNewPrivs " + trimmed;
  }
  if (learned.empty() && (::geteuid() == 0 || ::getuid() == 0)) learned = "found root";
  zoo::read_board();
  zoo::report_or_play(learned);
}
