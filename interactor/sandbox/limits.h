#pragma once

#include <sys/types.h>

#include <chrono>
#include <cstdint>

/// The limits a bot runs under besides the protocol's time limits, and the measurement of what
/// it uses. The rlimits are set in the bot's process before exec; memory is held by the game's
/// cgroup where the judge can make one (game_cgroup.h), else watched from the judge (see
/// Limits::memory_mb). Linux only (/proc).
namespace arbiter::interactor {

/// Which clock the time limits (--move-time-limit, --time-limit) use.
enum class TimeMode {
  kWall,  ///< Elapsed time, as the judge sees it (the default, and the mirror judge's).
  kCpu,   ///< The CPU time (user + system) of the bot and every process it started.
};

/// What a bot may use.
struct Limits {
  /// Memory of the bot and its descendants, summed, in MiB: the game's cgroup's memory limit,
  /// or without one watched by the judge (every kUsageStep); never RLIMIT_AS, which counts
  /// reserved address space: AddressSanitizer and the JVM reserve far more than they use.
  long long memory_mb = 1024;
  /// RLIMIT_CPU of each of the bot's processes, in seconds (SIGXCPU, then SIGKILL a second
  /// later). Derived from the time limits unless given (cpu_limit_for).
  long long cpu_seconds = 0;
  /// Processes and threads: RLIMIT_NPROC of the bot's user, set in the sandbox only, where the
  /// user namespace makes it count the bot's own processes alone; and the game's cgroup's
  /// pids.max, with or without the sandbox.
  long long processes = 64;
  /// RLIMIT_FSIZE: the largest file the bot may write, in MiB (SIGXFSZ beyond), and the size
  /// of the sandbox's /tmp.
  long long file_mb = 64;
};

/// How often the judge measures a running bot's memory and CPU time.
inline constexpr std::chrono::milliseconds kUsageStep{10};

/// The default CPU limit for time limits of `total` per game: in wall mode the game's wall time
/// on every core, in CPU mode the game's limit itself; rounded up to a whole second, plus one
/// second, since the judge's own measurement stops the game first.
long long cpu_limit_for(TimeMode mode, std::chrono::milliseconds total, unsigned cores);

/// Sets the rlimits of `limits` in the calling process (RLIMIT_NPROC only when
/// `count_processes`), and RLIMIT_CORE to 0; false (errno set) when one of them could not be
/// set. Async-signal-safe: called between fork and exec.
[[nodiscard]] bool apply_rlimits(const Limits& limits, bool count_processes);

/// What a process tree uses at one moment.
struct TreeUsage {
  /// Resident memory of its live processes: the resident set of a lone process, the sum of
  /// proportional set sizes (shared pages divided among their sharers) of several.
  long long rss_kb = 0;
  long long cpu_ms = 0;  ///< CPU time of its live processes and of the children they reaped.
  int processes = 0;     ///< Live processes counted.
};

/// Measures `root` and its descendants (children of every thread, recursively) from /proc.
/// The first `skip_levels` generations (the sandbox's own helpers) count only through the CPU
/// time of the children they reaped, not with their own memory and CPU time.
TreeUsage measure_tree(pid_t root, int skip_levels);

}  // namespace arbiter::interactor
