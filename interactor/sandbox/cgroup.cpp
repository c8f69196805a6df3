#include "interactor/sandbox/cgroup.h"

#include <algorithm>
#include <charconv>

namespace arbiter::interactor {

namespace {

// The lines of `text`, without their line breaks.
std::vector<std::string_view> lines_of(std::string_view text) {
  std::vector<std::string_view> lines;
  while (!text.empty()) {
    const std::size_t end = std::min(text.find('\n'), text.size());
    lines.push_back(text.substr(0, end));
    text.remove_prefix(std::min(end + 1, text.size()));
  }
  return lines;
}

// The words of `line`, split at `separator` (empty ones left out).
std::vector<std::string_view> split(std::string_view line, char separator) {
  std::vector<std::string_view> words;
  for (;;) {
    const std::size_t end = line.find(separator);
    const std::string_view word = line.substr(0, end);
    if (!word.empty()) words.push_back(word);
    if (end == std::string_view::npos) return words;
    line.remove_prefix(end + 1);
  }
}

// mountinfo writes a space, tab, line break or backslash of a path as \ and three octal digits.
std::string unescaped(std::string_view path) {
  std::string plain;
  for (std::size_t i = 0; i < path.size(); ++i) {
    const bool octal = path[i] == '\\' && i + 3 < path.size() &&
                       std::all_of(path.begin() + static_cast<std::ptrdiff_t>(i) + 1,
                                   path.begin() + static_cast<std::ptrdiff_t>(i) + 4,
                                   [](char c) { return c >= '0' && c <= '7'; });
    if (octal) {
      plain.push_back(static_cast<char>((path[i + 1] - '0') * 64 + (path[i + 2] - '0') * 8 +
                                        (path[i + 3] - '0')));
      i += 3;
    } else {
      plain.push_back(path[i]);
    }
  }
  return plain;
}

// One cgroup file system mount: its type, its root inside the hierarchy, where it is mounted,
// and (v1) its super options, which name its controllers.
struct CgroupMount {
  std::string type;
  std::string root;
  std::string point;
  std::vector<std::string_view> options;
};

std::vector<CgroupMount> cgroup_mounts(std::string_view mountinfo) {
  std::vector<CgroupMount> mounts;
  for (const std::string_view line : lines_of(mountinfo)) {
    const std::size_t dash = line.find(" - ");
    if (dash == std::string_view::npos) continue;
    const std::vector<std::string_view> before = split(line.substr(0, dash), ' ');
    const std::vector<std::string_view> after = split(line.substr(dash + 3), ' ');
    if (before.size() < 5 || after.size() < 3) continue;
    if (after[0] != "cgroup" && after[0] != "cgroup2") continue;
    mounts.push_back(
        {std::string(after[0]), unescaped(before[3]), unescaped(before[4]), split(after[2], ',')});
  }
  return mounts;
}

bool inside(std::string_view path, std::string_view directory) {
  return directory == "/" || path == directory ||
         (path.starts_with(directory) && path[directory.size()] == '/');
}

// The directory of cgroup `path` under the first of `mounts` of `type` (and, for v1, with
// `controller` among its options) whose root holds it; empty when none does.
std::string directory_of(const std::vector<CgroupMount>& mounts, std::string_view type,
                         std::string_view controller, std::string_view path) {
  for (const CgroupMount& mount : mounts) {
    if (mount.type != type) continue;
    if (!controller.empty() &&
        std::find(mount.options.begin(), mount.options.end(), controller) == mount.options.end()) {
      continue;
    }
    if (!inside(path, mount.root)) continue;
    std::string_view below = path.substr(mount.root == "/" ? 0 : mount.root.size());
    while (below.ends_with('/')) below.remove_suffix(1);
    std::string point = mount.point;
    while (point.size() > 1 && point.ends_with('/')) point.pop_back();
    return point + std::string(below);
  }
  return {};
}

// The path of the judge's cgroup in the hierarchy /proc/self/cgroup lists `controller` for (an
// empty controller: the v2 line, `0::PATH`); none when no line does.
std::optional<std::string_view> cgroup_path(std::string_view proc_cgroup,
                                            std::string_view controller) {
  for (const std::string_view line : lines_of(proc_cgroup)) {
    const std::size_t first = line.find(':');
    const std::size_t second = line.find(':', first + 1);
    if (first == std::string_view::npos || second == std::string_view::npos) continue;
    const std::string_view controllers = line.substr(first + 1, second - first - 1);
    const std::string_view path = line.substr(second + 1);
    if (!path.starts_with('/')) continue;
    if (controller.empty()) {
      if (line.substr(0, first) == "0" && controllers.empty()) return path;
      continue;
    }
    const std::vector<std::string_view> names = split(controllers, ',');
    if (std::find(names.begin(), names.end(), controller) != names.end()) return path;
  }
  return std::nullopt;
}

}  // namespace

std::string_view memory_guard_name(MemoryGuard guard) {
  switch (guard) {
    case MemoryGuard::kCgroupV1:
      return "cgroup v1";
    case MemoryGuard::kCgroupV2:
      return "cgroup v2";
    case MemoryGuard::kWatch:
      break;
  }
  return "watch";
}

std::vector<CgroupSite> cgroup_sites(std::string_view proc_cgroup, std::string_view mountinfo) {
  const std::vector<CgroupMount> mounts = cgroup_mounts(mountinfo);
  std::vector<CgroupSite> sites;
  if (const auto path = cgroup_path(proc_cgroup, "")) {
    std::string directory = directory_of(mounts, "cgroup2", "", *path);
    if (!directory.empty()) sites.push_back({MemoryGuard::kCgroupV2, std::move(directory), {}});
  }
  if (const auto path = cgroup_path(proc_cgroup, "memory")) {
    std::string memory = directory_of(mounts, "cgroup", "memory", *path);
    if (!memory.empty()) {
      const auto pids_path = cgroup_path(proc_cgroup, "pids");
      std::string pids =
          pids_path ? directory_of(mounts, "cgroup", "pids", *pids_path) : std::string();
      sites.push_back({MemoryGuard::kCgroupV1, std::move(memory), std::move(pids)});
    }
  }
  return sites;
}

bool lists_all(std::string_view list, const std::vector<std::string_view>& names) {
  std::vector<std::string_view> words;
  for (const std::string_view line : lines_of(list)) {
    for (const std::string_view word : split(line, ' ')) words.push_back(word);
  }
  return std::all_of(names.begin(), names.end(), [&](std::string_view name) {
    return std::find(words.begin(), words.end(), name) != words.end();
  });
}

std::optional<long long> keyed_value(std::string_view text, std::string_view key) {
  // Without a heap allocation: the judge reads memory.events every kUsageStep.
  while (!text.empty()) {
    const std::size_t end = std::min(text.find('\n'), text.size());
    std::string_view line = text.substr(0, end);
    text.remove_prefix(std::min(end + 1, text.size()));
    if (!line.starts_with(key) || line.size() <= key.size() || line[key.size()] != ' ') continue;
    line.remove_prefix(key.size() + 1);
    long long value = 0;
    const auto [last, error] = std::from_chars(line.data(), line.data() + line.size(), value);
    if (error != std::errc() || last != line.data() + line.size()) return std::nullopt;
    return value;
  }
  return std::nullopt;
}

std::string game_cgroup_name(long long pid, unsigned long long number) {
  return "arbiter-" + std::to_string(pid) + "-" + std::to_string(number);
}

std::optional<long long> judge_of_cgroup(std::string_view name) {
  constexpr std::string_view kPrefix = "arbiter-";
  if (!name.starts_with(kPrefix)) return std::nullopt;
  name.remove_prefix(kPrefix.size());
  const std::size_t dash = name.find('-');
  if (dash == 0 || dash == std::string_view::npos || dash + 1 == name.size()) return std::nullopt;
  const std::string_view suffix = name.substr(dash + 1);
  const bool numbered =
      std::all_of(suffix.begin(), suffix.end(), [](char c) { return c >= '0' && c <= '9'; });
  if (!numbered && suffix != "judge") return std::nullopt;
  long long pid = 0;
  const auto [end, error] = std::from_chars(name.data(), name.data() + dash, pid);
  if (error != std::errc() || end != name.data() + dash || pid <= 0) return std::nullopt;
  return pid;
}

}  // namespace arbiter::interactor
