#include "interactor/limits.h"

#include <sys/resource.h>
#include <unistd.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

namespace arbiter::interactor {

namespace {

constexpr long long kMiB = 1024 * 1024;

void set_limit(int resource, rlim_t soft, rlim_t hard) {
  const rlimit limit{soft, hard};
  ::setrlimit(resource, &limit);
}

// Field 14 on of /proc/PID/stat: utime, stime, cutime, cstime (ticks), then field 24, rss
// (pages). False when the process is gone.
struct StatFields {
  long long own_ticks = 0;
  long long children_ticks = 0;
  long long rss_pages = 0;
};
bool read_stat(pid_t pid, StatFields& fields) {
  std::ifstream file("/proc/" + std::to_string(pid) + "/stat");
  std::string stat;
  if (!std::getline(file, stat)) return false;
  const std::size_t name_end = stat.rfind(')');
  if (name_end == std::string::npos) return false;
  std::istringstream rest(stat.substr(name_end + 2));  // From field 3, the state.
  std::string field;
  long long utime = 0, stime = 0, cutime = 0, cstime = 0;
  for (int index = 3; index <= 24 && rest >> field; ++index) {
    if (index == 14) utime = std::stoll(field);
    if (index == 15) stime = std::stoll(field);
    if (index == 16) cutime = std::stoll(field);
    if (index == 17) cstime = std::stoll(field);
    if (index == 24) fields.rss_pages = std::stoll(field);
  }
  fields.own_ticks = utime + stime;
  fields.children_ticks = cutime + cstime;
  return true;
}

// The proportional set size of `pid` (its resident pages, each shared page divided among its
// sharers): what forked processes, which share their pages, add up to. -1 when gone.
long long pss_kb(pid_t pid) {
  std::ifstream file("/proc/" + std::to_string(pid) + "/smaps_rollup");
  std::string key;
  long long value = 0;
  while (file >> key) {
    if (key == "Pss:" && file >> value) return value;
    file.ignore(1 << 12, '\n');
  }
  return -1;
}

std::vector<pid_t> children_of(pid_t pid) {
  std::vector<pid_t> children;
  std::error_code error;
  const std::filesystem::path tasks = "/proc/" + std::to_string(pid) + "/task";
  for (const auto& task : std::filesystem::directory_iterator(tasks, error)) {
    std::ifstream file(task.path() / "children");
    for (pid_t child = 0; file >> child;) children.push_back(child);
  }
  return children;
}

}  // namespace

long long cpu_limit_for(TimeMode mode, std::chrono::milliseconds total, unsigned cores) {
  const long long seconds = (total.count() + 999) / 1000;
  return (mode == TimeMode::kWall ? seconds * std::max(1U, cores) : seconds) + 1;
}

void apply_rlimits(const Limits& limits, bool count_processes) {
  if (limits.cpu_seconds > 0) {
    const auto seconds = static_cast<rlim_t>(limits.cpu_seconds);
    set_limit(RLIMIT_CPU, seconds, seconds + 1);
  }
  const auto file_bytes = static_cast<rlim_t>(limits.file_mb * kMiB);
  set_limit(RLIMIT_FSIZE, file_bytes, file_bytes);
  if (count_processes) {
    const auto processes = static_cast<rlim_t>(limits.processes);
    set_limit(RLIMIT_NPROC, processes, processes);
  }
  set_limit(RLIMIT_CORE, 0, 0);
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
      for (const pid_t child : children_of(pid)) next.push_back(child);
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
