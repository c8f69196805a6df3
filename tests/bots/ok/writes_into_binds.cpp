// Tries to create a file in each directory it is given: `ro:DIR` must refuse it (a read-only
// bind, --sandbox-bind), `rw:DIR` must take it (--sandbox-bind-rw; the file is removed again).
// When both hold it plays one move and stops; otherwise it says which did not.
#include <cerrno>
#include <cstdio>
#include <string>

#include "tests/bots/bot_io.h"

int main(int argc, char** argv) {
  std::string learned;
  for (int i = 1; i < argc && learned.empty(); ++i) {
    const std::string argument = argv[i];
    const bool writable = argument.starts_with("rw:");
    const std::string file = argument.substr(3) + "/written-by-the-bot";
    std::FILE* out = std::fopen(file.c_str(), "w");
    if (out != nullptr) {
      std::fclose(out);
      std::remove(file.c_str());
    }
    if (writable && out == nullptr) learned = "cannot write " + argument;
    if (!writable && out != nullptr) learned = "wrote into " + argument;
  }
  zoo::read_board();
  zoo::report_or_play(learned);
}
