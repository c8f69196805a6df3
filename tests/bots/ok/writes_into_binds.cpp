// Tries to create a file in each directory it is given: `ro:DIR` must refuse it with EROFS (a
// read-only bind, --sandbox-bind: the mount refuses, whoever owns the files; EACCES would only
// say that the bot's user may not write there), `rw:DIR` must take it (--sandbox-bind-rw; the
// file is removed again). When both hold it plays one move and stops; otherwise it says which
// did not.
#include <cerrno>
#include <cstdio>
#include <string>
#include <system_error>

#include "tests/bots/bot_io.h"

int main(int argc, char** argv) {
  std::string learned;
  for (int i = 1; i < argc && learned.empty(); ++i) {
    const std::string argument = argv[i];
    const bool writable = argument.starts_with("rw:");
    const std::string file = argument.substr(3) + "/written-by-the-bot";
    std::FILE* out = std::fopen(file.c_str(), "w");
    const int error = out == nullptr ? errno : 0;
    const bool wrote = out != nullptr && std::fclose(out) == 0;
    if (writable && !wrote) learned = "cannot write " + argument;
    if (!writable && wrote) learned = "wrote into " + argument;
    if (!writable && !wrote && error != EROFS) {
      learned = "not EROFS but " + std::generic_category().message(error) + ": " + argument;
    }
    if (wrote && std::remove(file.c_str()) != 0) learned = "cannot remove " + file;
  }
  zoo::read_board();
  zoo::report_or_play(learned);
}
