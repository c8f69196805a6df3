// Searches the filesystem it can read (but /proc, /sys and /usr, the system's) for deal files:
// a non-empty .board or .in file. In the
// sandbox the deal's directory is not there: it finds nothing, plays one move and stops.
#include <filesystem>
#include <string>

#include "tests/bots/bot_io.h"

int main() {
  namespace fs = std::filesystem;
  std::string found;
  std::error_code error;
  const auto options = fs::directory_options::skip_permission_denied;
  long visited = 0;
  for (fs::recursive_directory_iterator it("/", options, error), end; it != end && found.empty();
       it.increment(error)) {
    if (error || ++visited > 400'000) break;
    const std::string path = it->path().string();
    if (path == "/proc" || path == "/sys" || path == "/usr") {
      it.disable_recursion_pending();
      continue;
    }
    std::error_code ignored;
    if (!it->is_regular_file(ignored) || it->file_size(ignored) == 0) continue;
    const std::string extension = it->path().extension().string();
    if (extension == ".board" || extension == ".in") found = path;
  }
  zoo::read_board();
  zoo::report_or_play(found.empty() ? "" : "found " + found);
}
