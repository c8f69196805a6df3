// Looks through every file it can see outside the system's directories, /proc and /dev, its
// own program aside, for one that is not empty: the deal beside its tests (.in, .ans, .board),
// an earlier run's replay, transcript or results, another submission. In the sandbox these are
// out of view or covered by empty files: it finds nothing, plays one move and stops. A walk that
// fails (a folder it cannot list for a reason other than its permissions, the root missing, a
// walk of more than 400 000 entries) is reported too, never taken for "nothing found".
// Usage: peeks_beside [ROOT] (ROOT: where the walk starts, / unless given; the tests give a
// missing one to see a failed walk reported)
#include <unistd.h>

#include <filesystem>
#include <set>
#include <string>

#include "tests/bots/bot_io.h"

int main(int argc, char** argv) {
  namespace fs = std::filesystem;
  const std::set<std::string> skipped = {"/proc", "/sys", "/dev",   "/usr",   "/etc",   "/bin",
                                         "/sbin", "/lib", "/lib32", "/lib64", "/libx32"};
  std::error_code error;
  const fs::path self = fs::canonical("/proc/self/exe", error);
  std::string found;
  long visited = 0;
  const fs::path root = argc > 1 ? argv[1] : "/";
  const auto options = fs::directory_options::skip_permission_denied;
  std::error_code walk_error;
  fs::recursive_directory_iterator it(root, options, walk_error);
  for (const fs::recursive_directory_iterator end; !walk_error && it != end && found.empty();
       it.increment(walk_error)) {
    if (++visited > 400'000) {
      found = "walked 400000 entries without an end";
      break;
    }
    if (skipped.contains(it->path().string())) {
      it.disable_recursion_pending();
      continue;
    }
    std::error_code ignored;
    if (!it->is_regular_file(ignored) || it->file_size(ignored) == 0) continue;
    if (fs::canonical(it->path(), ignored) == self) continue;
    found = "found " + it->path().string();
  }
  if (walk_error && found.empty()) {
    found = "cannot walk " + root.string() + ": " + walk_error.message();
  }
  zoo::read_board();
  zoo::report_or_play(found);
}
