#pragma once

#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "interactor/sandbox/cgroup.h"
#include "interactor/sandbox/cgroup_files.h"
#include "interactor/sandbox/limits.h"

/// A game's own cgroup, in which the kernel holds the bot's memory and processes: the file
/// system's side of cgroup.h. Linux only.
namespace arbiter::interactor {

/// A game's cgroup could not be made, limited or removed; the message names the file.
class CgroupError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

/// Where this judge can make its games' cgroups, or why it cannot.
struct CgroupChoice {
  std::optional<CgroupSite> site;
  std::string reason;  ///< Without a site: why each candidate failed.
};

/// Finds the first site of cgroup_sites (from this process's /proc files) where a game's
/// cgroup can be made: v2 when memory and pids are among its cgroup.controllers and enabled
/// for its children (cgroup.subtree_control), else v1's memory hierarchy. v2 allows processes
/// only in a cgroup whose children have no controller (the root aside): to enable them, a
/// judge alone in its cgroup moves itself into a leaf, arbiter-PID-judge, for good (its games'
/// cgroups are that leaf's siblings); a judge with other processes beside it gets none. Each
/// site is tried by making a game's cgroup there and removing it, after removing the empty
/// cgroups of judges no longer running (judge_of_cgroup). Throws CgroupError when a
/// cgroup was made but could not be limited or removed (an error, not a reason to fall back):
/// the judge then stops with exit status 66 and the message, which names the file. A site
/// refused (a cgroup that cannot be made, controllers that cannot be enabled) is a reason, and
/// the judge falls back to the watch with a note; either way nothing is left behind.
CgroupChoice find_cgroup_site();

/// find_cgroup_site, from the texts of /proc/self/cgroup and /proc/self/mountinfo given, with
/// `files`' operations (the tests' fake cgroup tree).
CgroupChoice find_cgroup_site(std::string_view proc_cgroup, std::string_view mountinfo,
                              CgroupFiles& files);

/// One game's cgroup: made, and limited, by the constructor; the bot joins it between fork and
/// exec (join), so its first instruction already runs inside; remove() kills what is left in it
/// and removes it. v2: memory.max (the memory limit), memory.swap.max 0, memory.oom.group 1 (an
/// out-of-memory kill takes the whole game), pids.max; v1: memory.limit_in_bytes, and
/// memory.memsw.limit_in_bytes the same where swap is accounted, and pids.max where the pids
/// hierarchy is mounted.
class GameCgroup {
 public:
  /// Makes the cgroup under `site` for a bot under `limits`, whose processes may number
  /// limits.processes plus `helpers` (the sandbox's own), with `files`' operations. Throws
  /// CgroupError naming the file that could not be made or written (a game then ends
  /// JUDGE_ERROR with the message); nothing is left behind then.
  GameCgroup(const CgroupSite& site, const Limits& limits, long long helpers,
             CgroupFiles& files = system_cgroup_files());
  /// Removes the cgroup if remove() was not called, quietly.
  ~GameCgroup();
  GameCgroup(const GameCgroup&) = delete;
  GameCgroup& operator=(const GameCgroup&) = delete;

  MemoryGuard version() const { return site_.version; }
  /// The cgroup's directory (v1: in the memory hierarchy).
  const std::string& path() const { return directories_.front(); }

  /// Moves the calling process into the cgroup (every hierarchy of it). Async-signal-safe:
  /// called in the bot's process between fork and exec. False, errno set, when a write failed.
  [[nodiscard]] bool join() const noexcept;

  /// True once the kernel's out-of-memory killer has killed a process of the cgroup (v2:
  /// memory.events' oom_kill; v1: memory.oom_control's oom_kill, which kernels have since 4.13).
  /// Allocates nothing: the judge asks every kUsageStep.
  bool out_of_memory() const;
  /// The most memory the cgroup was charged at once, in KiB (v2: memory.peak; v1:
  /// memory.max_usage_in_bytes); none on a kernel without that file.
  std::optional<long long> peak_kb() const;

  /// Kills every process left in the cgroup (v2: cgroup.kill, where the kernel has it; then
  /// each pid of cgroup.procs, until none is left) and removes it. Throws CgroupError naming
  /// the file when a step failed (after the others were done: a refused cgroup.kill still
  /// leaves the cgroup removed). Call once.
  void remove();

 private:
  // Removes the directories made so far, as far as it can; the first error's text, if any.
  std::string remove_directories();

  CgroupSite site_;
  CgroupFiles* files_;
  std::vector<std::string> directories_;  // Made, in order: v1 memory then pids, v2 the one.
  std::vector<int> procs_;                // Their cgroup.procs, open for writing.
  int events_ = -1;  // memory.events (v2) or memory.oom_control (v1), open for reading.
  bool removed_ = false;
};

}  // namespace arbiter::interactor
