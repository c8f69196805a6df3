// Given the deal file's own path as its argument (so the sandbox binds the deal's directory, as
// it binds every directory an argument names), reads it. The sandbox covers the run's deal
// files with an empty file: it reads nothing, plays one move and stops. Had it read the deal, it
// says how many bytes in a garbage line (WRONG_ANSWER).
#include <fstream>
#include <iterator>
#include <string>

#include "tests/bots/bot_io.h"

int main(int argc, char** argv) {
  if (argc < 2) return 9;
  std::ifstream file(argv[1]);
  const std::string deal((std::istreambuf_iterator<char>(file)), std::istreambuf_iterator<char>());
  zoo::read_board();
  zoo::report_or_play(deal.empty() ? ""
                                   : "read " + std::to_string(deal.size()) + " bytes of the deal");
}
