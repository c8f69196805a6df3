#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

/// Where a judge may put its games' cgroups, read from the texts of /proc/self/cgroup and
/// /proc/self/mountinfo, and what the cgroup files say: pure functions (game_cgroup.h does
/// the file system's work). Linux's cgroup v2 (a unified hierarchy) and v1 (a hierarchy per
/// controller).
namespace arbiter::interactor {

/// What held a bot's memory and processes: the judge's watch (limits.h), or the kernel in a
/// cgroup of the game's own.
enum class MemoryGuard { kWatch, kCgroupV1, kCgroupV2 };

/// "watch", "cgroup v1", "cgroup v2": the result's `memory_guard`.
std::string_view memory_guard_name(MemoryGuard guard);

/// Where the games' cgroups go: directories of the cgroup file system, each the judge's own
/// cgroup in a hierarchy.
struct CgroupSite {
  MemoryGuard version = MemoryGuard::kCgroupV2;
  /// v2: the judge's cgroup, for memory and processes alike; v1: the judge's cgroup in the
  /// memory hierarchy.
  std::string memory;
  /// v1: the judge's cgroup in the pids hierarchy, empty when that is not mounted. v2: empty.
  std::string pids;

  bool operator==(const CgroupSite&) const = default;
};

/// The sites the judge's cgroups offer, the v2 one first: the directory of its cgroup
/// (/proc/self/cgroup's `0::PATH`) under the cgroup2 mount, then that of its memory cgroup
/// (`N:...memory...:PATH`) under the v1 mount of memory, with the pids one if mounted. A path
/// is taken relative to its mount's root (mountinfo's fourth field), and a cgroup outside that
/// root offers nothing. Nothing is checked on disk: whether the controllers are there and the
/// directories writable is game_cgroup.h's to find out.
std::vector<CgroupSite> cgroup_sites(std::string_view proc_cgroup, std::string_view mountinfo);

/// True when the space-separated `list` (cgroup.controllers, cgroup.subtree_control) names
/// every one of `names`.
bool lists_all(std::string_view list, const std::vector<std::string_view>& names);

/// The number after `key` on a line `key N` of `text` (memory.events, memory.oom_control);
/// none when no line has it or its number is malformed. Allocates nothing.
std::optional<long long> keyed_value(std::string_view text, std::string_view key);

/// The name of a game's cgroup: `arbiter-PID-N`, the judge's pid and a number unique within
/// the judge, so that parallel games (-j) and judges never share one.
std::string game_cgroup_name(long long pid, unsigned long long number);

/// The judge's pid in the name of a cgroup it made (`arbiter-PID-N`, `arbiter-PID-judge`); none
/// for any other name.
std::optional<long long> judge_of_cgroup(std::string_view name);

}  // namespace arbiter::interactor
