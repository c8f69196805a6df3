// Tries to learn the deal from its parent's command line (/proc/PPID/cmdline, where the judge's
// --board FILE, --test FILE or --seed S would be). In the sandbox its parent is the sandbox's
// init, whose command line is wiped: it finds nothing, plays one move and stops. Should it find
// a deal option, it says so in a garbage line (WRONG_ANSWER), as it does without the sandbox.
#include <unistd.h>

#include <fstream>
#include <iterator>
#include <string>

#include "tests/bots/bot_io.h"

int main() {
  std::ifstream file("/proc/" + std::to_string(::getppid()) + "/cmdline");
  std::string command((std::istreambuf_iterator<char>(file)), std::istreambuf_iterator<char>());
  for (char& c : command) {
    if (c == '\0') c = ' ';
  }
  std::string learned;
  for (const char* option : {"--board", "--test", "--seed", "--boards", "--tests"}) {
    if (learned.empty() && command.find(option) != std::string::npos) {
      learned = std::string("found ") + option + " in " + command.substr(0, 40);
    }
  }
  zoo::read_board();
  zoo::report_or_play(learned);
}
