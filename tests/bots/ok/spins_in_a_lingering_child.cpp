// Reads the board, starts a child that spends 1 s of CPU time and then waits forever, plays one
// move once the child has spent it, stops, and exits without reaping the child: the judge kills
// the child after the game. The CPU time of the game counts the child's second, which no
// process's accounting (rusage) holds, since nobody reaps the child: only what the judge saw of
// it while it ran.
#include <sys/types.h>
#include <unistd.h>

#include <array>
#include <ctime>

#include "tests/bots/bot_io.h"

namespace {

long long own_cpu_ms() {
  timespec now{};
  ::clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &now);
  return static_cast<long long>(now.tv_sec) * 1000 + now.tv_nsec / 1'000'000;
}

}  // namespace

int main() {
  zoo::read_board();
  std::array<int, 2> done{};
  if (::pipe(done.data()) != 0) return 3;
  const pid_t child = ::fork();
  if (child < 0) return 3;
  if (child == 0) {
    volatile unsigned long spins = 0;
    while (own_cpu_ms() < 1000) spins = spins + 1;
    const char byte = 1;
    if (::write(done[1], &byte, 1) != 1) ::_exit(3);
    for (;;) ::pause();
  }
  char byte = 0;
  if (::read(done[0], &byte, 1) != 1) return 3;
  zoo::move(1, 1);
  zoo::stop();
  return 0;
}
