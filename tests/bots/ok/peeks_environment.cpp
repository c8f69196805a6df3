// Looks in its environment for what the judge was given: ARBITER_JUDGE_SECRET (the tests set it
// in the judge's environment, as a CI token would be), or any variable but PATH, LANG, HOME,
// TMPDIR, ASAN_OPTIONS, LSAN_OPTIONS and the names given as arguments, each of which must be
// there. In the sandbox it finds what it was promised and nothing else, plays one move and
// stops.
#include <cstdlib>
#include <set>
#include <string>

#include "tests/bots/bot_io.h"

extern char** environ;  // NOLINT: POSIX's name

int main(int argc, char** argv) {
  std::set<std::string> allowed = {"PATH",   "LANG",         "HOME",
                                   "TMPDIR", "ASAN_OPTIONS", "LSAN_OPTIONS"};
  std::string learned;
  for (int i = 1; i < argc; ++i) {
    allowed.insert(argv[i]);
    // NOLINTNEXTLINE(concurrency-mt-unsafe): one thread
    if (std::getenv(argv[i]) == nullptr) learned = std::string("missing ") + argv[i];
  }
  // NOLINTNEXTLINE(concurrency-mt-unsafe): one thread
  if (const char* secret = std::getenv("ARBITER_JUDGE_SECRET"); learned.empty() && secret) {
    learned = std::string("found ARBITER_JUDGE_SECRET=") + secret;
  }
  for (char** variable = environ; learned.empty() && *variable != nullptr; ++variable) {
    const std::string entry = *variable;
    const std::string name = entry.substr(0, entry.find('='));
    if (!allowed.contains(name)) learned = "found " + name;
  }
  zoo::read_board();
  zoo::report_or_play(learned);
}
