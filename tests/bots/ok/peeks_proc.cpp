// Looks through every process in /proc for the judge: a command line naming
// solitaire-interactor or a deal option. In the sandbox's PID namespace there is only the
// sandbox's init (its command line wiped) and itself: it finds nothing, plays one move and stops.
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>

#include "tests/bots/bot_io.h"

int main() {
  std::string found;
  std::error_code error;
  for (const auto& entry : std::filesystem::directory_iterator("/proc", error)) {
    const std::string name = entry.path().filename().string();
    if (name.find_first_not_of("0123456789") != std::string::npos) continue;
    if (name == std::to_string(::getpid())) continue;
    std::ifstream file(entry.path() / "cmdline");
    std::string command((std::istreambuf_iterator<char>(file)), std::istreambuf_iterator<char>());
    if (command.find("solitaire-interactor") != std::string::npos ||
        command.find("--board") != std::string::npos) {
      found = name;
    }
  }
  zoo::read_board();
  zoo::report_or_play(found.empty() ? "" : "found the judge: process " + found);
}
