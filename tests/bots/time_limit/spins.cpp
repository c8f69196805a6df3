// Reads the board and spins on the CPU without answering, for at most 60 s: TIME_LIMIT, by the
// per-move limit in CPU time (--time-mode cpu) or by the CPU limit (RLIMIT_CPU, SIGXCPU).
#include <chrono>

#include "tests/bots/bot_io.h"

int main() {
  zoo::read_board();
  const auto give_up = std::chrono::steady_clock::now() + std::chrono::seconds(60);
  volatile unsigned long spins = 0;
  while (std::chrono::steady_clock::now() < give_up) spins = spins + 1;
  return 0;
}
