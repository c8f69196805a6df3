// Forks CHILDREN processes (its first argument, default 4) that allocate and touch TOTAL_MB
// (its second, default 2048) together, as fast as they can, each its share in 8 MB steps; the
// parent waits for them and plays on if they all got theirs. Under a smaller --memory-limit
// the judge's watch or the kernel (the game's cgroup) stops them on the way: RUNTIME_ERROR,
// "memory limit". The total keeps it from taking the machine down under a judge that fails to
// stop it; a child that did not get its share makes the parent exit 3 (RUNTIME_ERROR without
// the limit's message).
#include <sys/mman.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cstring>
#include <string>
#include <vector>

#include "tests/bots/bot_io.h"

namespace {

// Maps and touches `megabytes` in steps of 8 MB; never returns.
[[noreturn]] void allocate(long megabytes) {
  constexpr std::size_t kStep = std::size_t{8} << 20;
  for (long done = 0; done < megabytes; done += 8) {
    void* block =
        ::mmap(nullptr, kStep, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (block == MAP_FAILED) ::_exit(4);
    std::memset(block, 1, kStep);  // Every page resident.
  }
  ::_exit(0);
}

}  // namespace

int main(int argc, char** argv) {
  const long children = argc > 1 ? std::stol(argv[1]) : 4;
  const long total_mb = argc > 2 ? std::stol(argv[2]) : 2048;
  zoo::read_board();
  std::vector<pid_t> started;
  for (long i = 0; i < children; ++i) {
    const pid_t child = ::fork();
    if (child < 0) return 3;
    if (child == 0) allocate(total_mb / children);
    started.push_back(child);
  }
  bool all = true;
  for (const pid_t child : started) {
    int status = 0;
    if (::waitpid(child, &status, 0) != child || !WIFEXITED(status) || WEXITSTATUS(status) != 0) {
      all = false;
    }
  }
  if (!all) return 3;
  zoo::move(1, 1);
  zoo::stop();
}
