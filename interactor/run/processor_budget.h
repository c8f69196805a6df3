#pragma once

#include <filesystem>
#include <optional>
#include <string>
#include <string_view>

/// How many processors the judge's games may run on: a benchmark that plays more games at a
/// time than that gives each bot a fraction of a processor, and a bot that plays against the
/// clock then plays weaker without saying why. The judge warns of it.
namespace arbiter::interactor {

/// What bounds the judge's processors: the processors its CPU affinity allows, and the CPU time
/// its cgroup's quota allows, counted in processors (1.5 for 150 ms every 100 ms).
struct ProcessorBudget {
  int affinity = 1;             ///< Processors in the affinity mask (sched_getaffinity).
  std::optional<double> quota;  ///< The cgroup's CPU quota, none without one.

  /// The tighter of the two.
  double processors() const;
  bool operator==(const ProcessorBudget&) const = default;
};

/// The tightest CPU quota of the cgroups the judge is in, read under `cgroup_root` (a directory
/// laid out as /sys/fs/cgroup) from the text of /proc/self/cgroup, in processors: for the
/// cgroup v2 line (`0::PATH`, under the root or its `unified` folder, as a hybrid machine mounts
/// it) `cpu.max` ("QUOTA PERIOD", or "max PERIOD" for none), for a v1 line whose controllers
/// include `cpu` (under the folder named for them, or `cpu`) `cpu.cfs_quota_us` (-1 for none)
/// over `cpu.cfs_period_us`; of each cgroup and its ancestors up to the root, since a parent's
/// quota bounds its children. None when no file there sets a quota, or none can be read.
std::optional<double> cgroup_cpu_quota(const std::filesystem::path& cgroup_root,
                                       std::string_view proc_cgroup);

/// This process's budget: its affinity, and the quota of its cgroups under /sys/fs/cgroup.
ProcessorBudget judge_processor_budget();

/// What the judge says when `jobs` games at a time exceed `budget` (`paired`: the games of
/// both bots of a paired run, which share the processors), without the tool's name or
/// "warning: " before it; none when they fit.
std::optional<std::string> oversubscription_warning(int jobs, const ProcessorBudget& budget,
                                                    bool paired);

/// The JSON line (without its line break) that repeats the warning beside the results:
/// {"warning":"oversubscribed","jobs":8,"processors":2,"message":"..."}; merge skips it.
std::string oversubscription_json(int jobs, const ProcessorBudget& budget,
                                  const std::string& message);

}  // namespace arbiter::interactor
