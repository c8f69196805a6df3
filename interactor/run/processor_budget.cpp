#include "interactor/run/processor_budget.h"

#include <sched.h>

#include <algorithm>
#include <charconv>
#include <cmath>
#include <fstream>
#include <iomanip>
#include <sstream>
#include <thread>
#include <vector>

#include "common/json_text.h"

namespace arbiter::interactor {

namespace {

namespace fs = std::filesystem;

// The first line of a small file, empty when it cannot be read.
std::string first_line(const fs::path& path) {
  std::ifstream file(path);
  std::string line;
  std::getline(file, line);
  return line;
}

std::optional<long long> to_number(std::string_view text) {
  long long value = 0;
  const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (error != std::errc() || end != text.data() + text.size()) return std::nullopt;
  return value;
}

// QUOTA over PERIOD in processors; none for no quota (negative, "max") or a malformed file.
std::optional<double> quota_of(std::optional<long long> quota, std::optional<long long> period) {
  if (!quota || !period || *quota <= 0 || *period <= 0) return std::nullopt;
  return static_cast<double>(*quota) / static_cast<double>(*period);
}

// cgroup v2's cpu.max: "QUOTA PERIOD" or "max PERIOD".
std::optional<double> cpu_max_quota(const fs::path& directory) {
  const std::string line = first_line(directory / "cpu.max");
  const std::size_t space = line.find(' ');
  if (space == std::string::npos) return std::nullopt;
  const std::string_view text(line);
  return quota_of(to_number(text.substr(0, space)), to_number(text.substr(space + 1)));
}

// cgroup v1's cpu.cfs_quota_us (-1 for none) and cpu.cfs_period_us.
std::optional<double> cfs_quota(const fs::path& directory) {
  return quota_of(to_number(first_line(directory / "cpu.cfs_quota_us")),
                  to_number(first_line(directory / "cpu.cfs_period_us")));
}

std::optional<double> tighter(std::optional<double> a, std::optional<double> b) {
  if (!a) return b;
  if (!b) return a;
  return std::min(*a, *b);
}

// The tightest quota of the cgroup at `path` under the hierarchy's `mount` and its ancestors.
std::optional<double> quota_up_to(const fs::path& mount, std::string_view path,
                                  std::optional<double> (*read)(const fs::path&)) {
  std::optional<double> tightest;
  fs::path directory = mount / fs::path(path).relative_path();
  for (;;) {
    tightest = tighter(tightest, read(directory));
    if (directory == mount || !directory.has_relative_path()) break;
    directory = directory.parent_path();
  }
  return tightest;
}

bool names_cpu(std::string_view controllers) {
  while (!controllers.empty()) {
    const std::size_t comma = controllers.find(',');
    if (controllers.substr(0, comma) == "cpu") return true;
    if (comma == std::string_view::npos) break;
    controllers.remove_prefix(comma + 1);
  }
  return false;
}

// A number of processors as a reader wants it: "2", "1.5", "0.25".
std::string processors_text(double processors) {
  std::ostringstream text;
  text << std::fixed << std::setprecision(2) << processors;
  std::string out = text.str();
  while (out.back() == '0') out.pop_back();
  if (out.back() == '.') out.pop_back();
  return out;
}

}  // namespace

double ProcessorBudget::processors() const {
  const auto count = static_cast<double>(affinity);
  return quota ? std::min(count, *quota) : count;
}

std::optional<double> cgroup_cpu_quota(const fs::path& cgroup_root, std::string_view proc_cgroup) {
  std::optional<double> tightest;
  std::istringstream lines{std::string(proc_cgroup)};
  for (std::string line; std::getline(lines, line);) {
    const std::size_t first = line.find(':');
    const std::size_t second = first == std::string::npos ? first : line.find(':', first + 1);
    if (second == std::string::npos) continue;
    const std::string_view text(line);
    const std::string_view controllers = text.substr(first + 1, second - first - 1);
    const std::string_view path = text.substr(second + 1);
    if (text.substr(0, first) == "0" && controllers.empty()) {
      const fs::path mount =
          fs::exists(cgroup_root / "cgroup.controllers") ? cgroup_root : cgroup_root / "unified";
      tightest = tighter(tightest, quota_up_to(mount, path, cpu_max_quota));
    } else if (names_cpu(controllers)) {
      const fs::path named = cgroup_root / std::string(controllers);
      const fs::path mount = fs::is_directory(named) ? named : cgroup_root / "cpu";
      tightest = tighter(tightest, quota_up_to(mount, path, cfs_quota));
    }
  }
  return tightest;
}

ProcessorBudget judge_processor_budget() {
  ProcessorBudget budget;
  const unsigned hardware = std::max(1U, std::thread::hardware_concurrency());
  budget.affinity = static_cast<int>(hardware);
  // A mask wide enough for machines with more processors than cpu_set_t's 1024.
  const int widest = std::max(1024, static_cast<int>(hardware) * 2);
  cpu_set_t* mask = CPU_ALLOC(widest);
  if (mask != nullptr) {
    const std::size_t size = CPU_ALLOC_SIZE(widest);
    CPU_ZERO_S(size, mask);
    if (::sched_getaffinity(0, size, mask) == 0)
      budget.affinity = std::max(1, CPU_COUNT_S(size, mask));
    CPU_FREE(mask);
  }
  std::ifstream membership("/proc/self/cgroup");
  std::stringstream text;
  text << membership.rdbuf();
  budget.quota = cgroup_cpu_quota("/sys/fs/cgroup", text.str());
  return budget;
}

std::optional<std::string> oversubscription_warning(int jobs, const ProcessorBudget& budget,
                                                    bool paired) {
  const double processors = budget.processors();
  if (jobs <= processors) return std::nullopt;
  const bool by_quota = budget.quota && *budget.quota < static_cast<double>(budget.affinity);
  std::string warning = "-j " + std::to_string(jobs) + " plays " + std::to_string(jobs) +
                        (jobs == 1 ? " game" : " games") + " at a time" +
                        (paired ? " (of both bots)" : "") + " on " + processors_text(processors) +
                        (processors == 1 ? " processor" : " processors") +
                        (by_quota ? " (the cgroup's CPU quota)" : " (the judge's CPU affinity)") +
                        ": each bot gets about " + processors_text(processors / jobs) +
                        " of a processor, and a bot that plays against the clock plays weaker";
  // Below one processor (a quota of half of one) no -j gives a bot a processor of its own.
  const int fitting = static_cast<int>(std::floor(processors));
  if (fitting >= 1) warning += "; -j " + std::to_string(fitting) + " gives each its own";
  return warning;
}

std::string oversubscription_json(int jobs, const ProcessorBudget& budget,
                                  const std::string& message) {
  std::string line = R"({"warning":"oversubscribed","jobs":)" + std::to_string(jobs) +
                     ",\"processors\":" + processors_text(budget.processors()) + ",\"message\":";
  append_json_string(line, message);
  return line + "}";
}

}  // namespace arbiter::interactor
