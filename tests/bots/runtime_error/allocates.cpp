// Allocates and touches memory 8 MB at a time, up to CAP_MB (its argument, default 512), and
// plays on if it got it all. Under a smaller --memory-limit the judge kills it on the way:
// RUNTIME_ERROR, "memory limit". The cap keeps it from taking the machine down under a judge
// that fails to stop it.
#include <string>
#include <vector>

#include "tests/bots/bot_io.h"

int main(int argc, char** argv) {
  const long cap_mb = argc > 1 ? std::stol(argv[1]) : 512;
  zoo::read_board();
  constexpr std::size_t kChunk = 8 << 20;
  std::vector<std::vector<char>> chunks;
  // Filled, so that every page is resident.
  for (long mb = 0; mb < cap_mb; mb += 8) chunks.emplace_back(kChunk, '\1');
  zoo::move(1, 1);
  zoo::stop();
}
