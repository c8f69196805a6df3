// The flood test's bot: writes as much as the judge takes, up to 1 GiB, as fast as it can.
// Usage: stress_flood_bot MODE RECORD_FILE COUNT_FILE, where MODE is
//   quiet            `0 0` and nothing more (the baseline);
//   line             one endless line instead of the first move;
//   lines            endless lines of 100 bytes instead of the first move;
//   stop-then-line   `0 0`, then one endless line;
//   stop-then-lines  `0 0`, then endless lines of 1000 bytes.
// It records itself in RECORD_FILE (bot_support.h) and writes the number of bytes it got into
// the pipe after `0 0` (or instead of a move) to COUNT_FILE every MiB and at the end (if it
// is not killed first).
#include <fcntl.h>

#include <cstdio>
#include <cstring>
#include <string>

#include "tests/stress/bot_support.h"

namespace {

using namespace arbiter::stress;

constexpr long long kLimit = 1LL << 30;
constexpr long long kCheckpoint = 1LL << 20;

// Replaces the count file by renaming a fresh one over it, so that the judge's kill, which can
// land at any instant, never leaves the test an empty or half-written count.
void write_count(const char* path, long long bytes) {
  const std::string fresh = std::string(path) + ".new";
  const int fd = ::open(fresh.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
  if (fd < 0) return;
  const std::string text = std::to_string(bytes) + "\n";
  const bool written = ::write(fd, text.data(), text.size()) == static_cast<ssize_t>(text.size());
  ::close(fd);
  // A failed rename leaves the old count, which is all the test can see then anyway.
  if (written) static_cast<void>(std::rename(fresh.c_str(), path));
}

// Writes `chunk` again and again until 1 GiB is out or the judge stops reading.
void flood(const std::string& chunk, const char* count_path) {
  long long sent = 0;
  long long next_checkpoint = kCheckpoint;
  while (sent < kLimit && send(chunk)) {
    sent += static_cast<long long>(chunk.size());
    if (sent >= next_checkpoint) {
      write_count(count_path, sent);
      next_checkpoint += kCheckpoint;
    }
  }
  write_count(count_path, sent);
}

std::string lines_of(std::size_t length, char byte) {
  std::string line(length - 1, byte);
  line.push_back('\n');
  std::string chunk;
  while (chunk.size() + line.size() <= (1 << 16)) chunk += line;
  return chunk;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc != 4) return 9;
  record_process(argv[2]);
  write_count(argv[3], 0);
  Input input;
  std::string line;
  for (int row = 0; row < 6; ++row) {
    if (!input.line(line)) return 9;
  }
  const std::string mode = argv[1];
  const std::string endless(1 << 16, '7');
  if (mode == "line") {
    flood(endless, argv[3]);
  } else if (mode == "lines") {
    flood(lines_of(100, 'x'), argv[3]);
  } else {
    if (!send("0 0\n")) return 9;
    if (mode == "stop-then-line") flood(endless, argv[3]);
    if (mode == "stop-then-lines") flood(lines_of(1000, 'x'), argv[3]);
  }
  return 0;
}
