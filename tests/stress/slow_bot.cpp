// The signal test's bot. The first bot of a run (the one that creates STALL_MARKER) starts a
// helper in its process group and one that escapes it with setsid, records both in
// RECORD_FILE.helpers, and then stalls (the run's move limit is longer than the test). Every
// other bot plays up to 5 moves, 30 ms apart, stops with `0 0`, and then appends a line to
// DONE_FILE, so that the driver knows how many games have (nearly) finished.
// Usage: stress_slow_bot RECORD_FILE DONE_FILE STALL_MARKER
#include <fcntl.h>

#include "tests/stress/bot_moves.h"

int main(int argc, char** argv) {
  using namespace arbiter::stress;
  if (argc != 4) return 9;
  record_process(argv[1]);
  Input input;
  std::string opening;
  if (!input.lines(arbiter::solitaire::kSide, opening)) return 9;
  std::optional<arbiter::solitaire::Position> position = read_opening(opening);
  if (!position) return 9;
  const int marker = ::open(argv[3], O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0644);
  if (marker >= 0) {
    const std::string helpers = std::string(argv[1]) + ".helpers";
    start_helper(helpers.c_str(), false);
    start_helper(helpers.c_str(), true);
    sleep_until_killed();
  }
  for (int move = 0; move < 5 && next_cell(*position) >= 0; ++move) {
    std::this_thread::sleep_for(std::chrono::milliseconds(30));
    if (!play(input, *position, next_cell(*position))) return 9;
  }
  if (!send("0 0\n")) return 9;
  const int done = ::open(argv[2], O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0644);
  [[maybe_unused]] const ssize_t written = ::write(done, "done\n", 5);
  ::close(done);
  return 0;
}
