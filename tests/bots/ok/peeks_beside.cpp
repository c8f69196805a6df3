// Looks through every file it can see outside the system's directories, /proc and /dev, its
// own program aside, for one that is not empty: the deal beside its tests (.in, .ans, .board),
// an earlier run's replay, transcript or results, another submission. In the sandbox these are
// out of view or covered by empty files: it finds nothing, plays one move and stops.
#include <unistd.h>

#include <filesystem>
#include <set>
#include <string>

#include "tests/bots/bot_io.h"

int main() {
  namespace fs = std::filesystem;
  const std::set<std::string> skipped = {"/proc", "/sys", "/dev",   "/usr",   "/etc",   "/bin",
                                         "/sbin", "/lib", "/lib32", "/lib64", "/libx32"};
  std::error_code error;
  const fs::path self = fs::canonical("/proc/self/exe", error);
  std::string found;
  long visited = 0;
  const auto options = fs::directory_options::skip_permission_denied;
  for (fs::recursive_directory_iterator it("/", options, error), end; it != end && found.empty();
       it.increment(error)) {
    if (error || ++visited > 400'000) break;
    if (skipped.contains(it->path().string())) {
      it.disable_recursion_pending();
      continue;
    }
    std::error_code ignored;
    if (!it->is_regular_file(ignored) || it->file_size(ignored) == 0) continue;
    if (fs::canonical(it->path(), ignored) == self) continue;
    found = "found " + it->path().string();
  }
  zoo::read_board();
  zoo::report_or_play(found);
}
