#include "interactor/sandbox/limits.h"

#include <dirent.h>
#include <fcntl.h>
#include <sys/resource.h>
#include <unistd.h>

#include <algorithm>
#include <array>
#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>

namespace arbiter::interactor {

namespace {

constexpr long long kMiB = 1024LL * 1024;

bool set_limit(int resource, rlim_t soft, rlim_t hard) {
  const rlimit limit{soft, hard};
  return ::setrlimit(resource, &limit) == 0;
}

// "/proc/PID" and `rest` in `path`; false if that did not fit (a pid always does).
template <std::size_t kSize>
bool proc_path(std::array<char, kSize>& path, pid_t pid, const char* rest) {
  const int written = std::snprintf(path.data(), kSize, "/proc/%d%s", static_cast<int>(pid), rest);
  return written > 0 && static_cast<std::size_t>(written) < kSize;
}

// Reads a small /proc file whole into `buffer`; the number of bytes, 0 when it is gone. Plain
// system calls and no heap: the judge does this every kUsageStep for every game in play.
std::size_t read_proc(const char* path, std::array<char, 4096>& buffer) {
  const int fd = ::open(path, O_RDONLY | O_CLOEXEC);
  if (fd < 0) return 0;
  std::size_t size = 0;
  while (size < buffer.size() - 1) {
    const ssize_t got = ::read(fd, buffer.data() + size, buffer.size() - 1 - size);
    if (got < 0 && errno == EINTR) continue;
    if (got <= 0) break;
    size += static_cast<std::size_t>(got);
  }
  ::close(fd);
  buffer[size] = '\0';
  return size;
}

// Fields 14 to 17 of /proc/PID/stat, utime, stime, cutime and cstime (ticks), and field 24,
// rss (pages). False when the process is gone.
struct StatFields {
  long long own_ticks = 0;
  long long children_ticks = 0;
  long long rss_pages = 0;
};
bool read_stat(pid_t pid, StatFields& fields) {
  std::array<char, 64> path{};
  std::array<char, 4096> buffer{};
  if (!proc_path(path, pid, "/stat") || read_proc(path.data(), buffer) == 0) return false;
  const char* cursor = std::strrchr(buffer.data(), ')');
  if (cursor == nullptr) return false;
  ++cursor;  // Field 3, the state, follows.
  std::array<long long, 25> value{};
  for (int index = 3; index <= 24; ++index) {
    while (*cursor == ' ') ++cursor;
    if (*cursor == '\0') return false;
    char* end = nullptr;
    value[static_cast<std::size_t>(index)] = std::strtoll(cursor, &end, 10);
    // The state is a letter, not a number: skip the token whatever it is.
    while (*end != ' ' && *end != '\0') ++end;
    cursor = end;
  }
  fields.own_ticks = value[14] + value[15];
  fields.children_ticks = value[16] + value[17];
  fields.rss_pages = value[24];
  return true;
}

// The proportional set size of `pid` (its resident pages, each shared page divided among its
// sharers): what forked processes, which share their pages, add up to. -1 when gone.
long long pss_kb(pid_t pid) {
  std::array<char, 64> path{};
  std::array<char, 4096> buffer{};
  if (!proc_path(path, pid, "/smaps_rollup") || read_proc(path.data(), buffer) == 0) return -1;
  const char* field = std::strstr(buffer.data(), "\nPss:");
  return field == nullptr ? -1 : std::strtoll(field + 5, nullptr, 10);
}

// Appends the children of every thread of `pid` to `out`.
void append_children(pid_t pid, std::vector<pid_t>& out) {
  std::array<char, 64> path{};
  if (!proc_path(path, pid, "/task")) return;
  DIR* tasks = ::opendir(path.data());
  if (tasks == nullptr) return;
  // Each thread measuring a tree reads its own directory stream, which glibc's readdir allows.
  while (const dirent* task = ::readdir(tasks)) {  // NOLINT(concurrency-mt-unsafe)
    if (task->d_name[0] == '.') continue;
    std::array<char, 320> children{};
    const int written = std::snprintf(children.data(), children.size(), "/proc/%d/task/%s/children",
                                      static_cast<int>(pid), task->d_name);
    std::array<char, 4096> buffer{};
    if (written <= 0 || static_cast<std::size_t>(written) >= children.size() ||
        read_proc(children.data(), buffer) == 0) {
      continue;
    }
    const char* cursor = buffer.data();
    for (;;) {
      char* end = nullptr;
      const long child = std::strtol(cursor, &end, 10);
      if (end == cursor) break;
      out.push_back(static_cast<pid_t>(child));
      cursor = end;
    }
  }
  ::closedir(tasks);
}

}  // namespace

long long cpu_limit_for(TimeMode mode, std::chrono::milliseconds total, unsigned cores) {
  const long long seconds = (total.count() + 999) / 1000;
  return (mode == TimeMode::kWall ? seconds * std::max(1U, cores) : seconds) + 1;
}

bool apply_rlimits(const Limits& limits, bool count_processes) {
  if (limits.cpu_seconds > 0) {
    const auto seconds = static_cast<rlim_t>(limits.cpu_seconds);
    if (!set_limit(RLIMIT_CPU, seconds, seconds + 1)) return false;
  }
  const auto file_bytes = static_cast<rlim_t>(limits.file_mb * kMiB);
  if (!set_limit(RLIMIT_FSIZE, file_bytes, file_bytes)) return false;
  if (count_processes) {
    const auto processes = static_cast<rlim_t>(limits.processes);
    if (!set_limit(RLIMIT_NPROC, processes, processes)) return false;
  }
  return set_limit(RLIMIT_CORE, 0, 0);
}

TreeUsage measure_tree(pid_t root, int skip_levels) {
  static const long kTicksPerSecond = ::sysconf(_SC_CLK_TCK);
  static const long kPageKb = ::sysconf(_SC_PAGESIZE) / 1024;
  TreeUsage usage;
  long long ticks = 0;
  std::vector<pid_t> measured;
  std::vector<pid_t> generation{root};
  for (int level = 0; !generation.empty() && level < 64; ++level) {
    std::vector<pid_t> next;
    for (const pid_t pid : generation) {
      StatFields fields;
      if (!read_stat(pid, fields)) continue;
      ticks += fields.children_ticks;
      if (level >= skip_levels) {
        ticks += fields.own_ticks;
        usage.rss_kb += fields.rss_pages * kPageKb;
        ++usage.processes;
        measured.push_back(pid);
      }
      append_children(pid, next);
    }
    generation = std::move(next);
  }
  usage.cpu_ms = ticks * 1000 / kTicksPerSecond;
  // Several processes share pages (fork): their resident sets would count them again and
  // again. Summed proportionally instead, which costs a walk of each one's mappings.
  if (measured.size() > 1) {
    long long total = 0;
    for (const pid_t pid : measured) total += std::max(0LL, pss_kb(pid));
    usage.rss_kb = total;
  }
  return usage;
}

}  // namespace arbiter::interactor
