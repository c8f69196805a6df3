#pragma once

#include <sys/types.h>

#include <chrono>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "interactor/core/outcome.h"
#include "interactor/sandbox/cgroup.h"
#include "interactor/sandbox/game_cgroup.h"
#include "interactor/sandbox/limits.h"
#include "interactor/sandbox/sandbox.h"

/// The process layer: one bot as a child process with pipes on its standard input and output
/// (Boost.Process), read with deadlines. POSIX only (poll on the pipe descriptors, process
/// groups); the descriptor clean-up uses Linux's close_range when it is there.
namespace arbiter::interactor {

using Clock = std::chrono::steady_clock;

/// The bot could not be started (no such program, not executable).
class BotStartError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

/// After the bot's own process exits, the judge reads what is left in the pipe for at most
/// this long, then takes it as the end of the output, even when a child of the bot still
/// holds the pipe open.
inline constexpr std::chrono::milliseconds kOutputGrace{100};

/// How a bot is contained (limits.h, sandbox.h). The default runs it as the judge's plain child
/// with no limit, as the process layer's own tests do. With limits and without the sandbox, a
/// judge running as root runs the bot as user kUnprivilegedId (never as root).
struct Containment {
  std::optional<Limits> limits;         ///< The rlimits and the memory watch; none when absent.
  bool sandbox = false;                 ///< Run it through solitaire-sandbox.
  std::vector<std::string> read_only;   ///< In the sandbox: --sandbox-bind.
  std::vector<std::string> read_write;  ///< In the sandbox: --sandbox-bind-rw.
  std::vector<std::string> hidden;      ///< In the sandbox: the deal files of the run.
  /// In the sandbox: the names of the run's deals (deal_names_of), whose files are hidden
  /// wherever they are in the folders the bot is shown.
  std::vector<std::string> deal_names;
  /// In the sandbox: the walks for an earlier run's files, shared by the run's games (made
  /// once a run); none: each game walks again.
  std::shared_ptr<EarlierRunWalks> earlier_run_walks;
  /// NAME=VALUE each (--env, and the judge's LANG): in the sandbox, added to the bot's clean
  /// environment (sandbox_environment); without it, to the judge's environment it inherits.
  std::vector<std::string> environment;
  /// With limits: where the game's cgroup goes (game_cgroup.h), in which the kernel holds the
  /// bot's memory and processes; none: the judge watches its memory (limits.h).
  std::optional<CgroupSite> cgroup;
};

/// What a bot used, as far as the judge measured it.
struct BotUsage {
  /// User + system time of the bot and of the processes it started: what the watch saw of them
  /// while they ran, or the bot's account (rusage) of those reaped, whichever is more.
  long long cpu_ms = 0;
  /// Its peak memory, all its processes together: its cgroup's peak, or with the watch the
  /// largest resident memory seen.
  long long peak_kb = 0;
  /// It went over Limits::memory_mb: the judge killed it, or the kernel's out-of-memory killer
  /// killed one of its processes in its cgroup.
  bool memory_exceeded = false;
  std::chrono::microseconds startup{0};  ///< From the start of its start-up to its exec.
  /// What held its memory, with limits: its cgroup, or the watch.
  std::optional<MemoryGuard> guard;
  /// Its cgroup could not be removed after the game (a judge's fault): why.
  std::string cgroup_error;
};

/// A running bot. The child starts with a clean slate: its own process group, SIGPIPE at its
/// default action, no signal blocked, and no descriptor but 0, 1 and 2 (every other one is
/// marked close-on-exec, so neither the judge's output files nor other bots' pipes leak into
/// it); it is killed if the judge's thread that started it dies. It is registered with the
/// guard (bot_guard.h) while it lives. Finishing the game kills the whole process group, so
/// helpers the bot started (`sleep 30 &` in a script) do not outlive it, and reaping it sweeps
/// up what left the group (setsid) once it is the judge's child (after prepare_signals). The
/// destructor finishes a bot that is still running: no process outlives its game and none is
/// left a zombie.
class BotProcess {
 public:
  /// Starts `command` (a program and its arguments; the program is looked up in PATH when
  /// it has no slash). The bot's standard error goes to the judge's standard error, or to
  /// /dev/null when `quiet_stderr`. Throws BotStartError.
  /// With a sandbox, returns once the bot's program has been exec'd inside it; a sandbox that
  /// cannot be built throws BotStartError with the helper's reason, and so does a cgroup
  /// (Containment::cgroup) that cannot be made or limited.
  BotProcess(const std::vector<std::string>& command, bool quiet_stderr,
             const Containment& containment = {});
  ~BotProcess();
  BotProcess(const BotProcess&) = delete;
  BotProcess& operator=(const BotProcess&) = delete;

  /// Writes `text` whole. Returns false when the bot no longer reads (its input is closed:
  /// EPIPE; SIGPIPE must be ignored, see bot_guard.h). Blocks while the pipe is full.
  bool write(std::string_view text);
  /// Closes the bot's standard input, so a bot still reading sees its end.
  void close_input();

  enum class ReadStatus { kLine, kEndOfOutput, kTimeout };
  /// Reads the bot's next line (without '\n') into `line`, waiting until `deadline`. A line
  /// longer than `max_bytes` is returned as its first max_bytes + 1 bytes, at once, without
  /// waiting for its end: the judge never holds more than one read's worth of a line. A last
  /// line without '\n' before the end of output is returned as a line. The output ends when
  /// the pipe closes, or kOutputGrace after the bot's own process exited.
  ReadStatus read_line(std::string& line, std::size_t max_bytes, Clock::time_point deadline);
  /// Reads and discards the bot's output until it ends or `deadline` passes; true at its end.
  bool drain(Clock::time_point deadline);

  /// Waits until the bot exits or `deadline` passes, kills its process group (and the bot,
  /// if it still runs), and reaps it. Returns how the bot ended. Call once.
  BotExit finish(Clock::time_point deadline);

  /// In CPU mode: reading gives up (kTimeout) once the bot's CPU time reaches `cpu_ms`.
  void set_cpu_deadline(std::optional<long long> cpu_ms) { cpu_deadline_ms_ = cpu_ms; }
  /// Measures the bot now (memory and CPU time) and returns what it used so far; after
  /// finish(), the figures of its whole run (CPU time from its rusage).
  const BotUsage& usage();

 private:
  enum class Fill { kData, kEnd, kTimeout };
  Fill fill(Clock::time_point deadline);
  // One read of the pipe that poll found ready: kData, or kEnd at its end or on an error;
  // nothing when a signal interrupted the read, which the caller polls again for.
  std::optional<Fill> read_ready();
  // True once the bot's own process has exited; it stays a zombie (so its pid and process
  // group id are not reused) until finish() reaps it.
  bool exited();

  // After the bot is reaped: the cgroup's verdict on memory and its peak, then its removal.
  void finish_cgroup();
  // Measures the bot if kUsageStep has passed since the last time; kills it when it is over
  // the memory limit (the watch), or once the kernel killed one of its processes for it (its
  // cgroup).
  void watch(Clock::time_point now);

  Containment containment_;
  std::unique_ptr<GameCgroup> cgroup_;  // The game's cgroup, when Containment::cgroup is set.
  int helper_levels_ = 0;               // Processes of the sandbox between the judge and the bot.
  BotUsage usage_;
  Clock::time_point last_watch_{};
  std::optional<long long> cpu_deadline_ms_;
  pid_t pid_ = -1;
  int to_bot_ = -1;    // Write end of the bot's standard input.
  int from_bot_ = -1;  // Read end of the bot's standard output.
  std::string buffer_;
  bool exited_ = false;
  std::optional<Clock::time_point> exit_seen_;  // When exited() first held, while reading.
  bool finished_ = false;
  bool reaped_ = false;
};

/// Checks that `command`'s program can be started (exists and is executable), as
/// BotProcess's constructor would, without starting it. Throws BotStartError.
void check_bot_command(const std::vector<std::string>& command);

/// In the sandbox (`containment.sandbox`), plans `command`'s sandbox as each game's start
/// does, so that a plan the judge refuses (the bot is shown an earlier run's files it cannot
/// hide, or folders too large to look through: SandboxRefusal) stops the run before its first
/// game; the walk is kept in `containment.earlier_run_walks` for the games. Without the
/// sandbox, does nothing. Throws BotStartError with the refusal.
void check_sandbox_plan(const std::vector<std::string>& command, const Containment& containment);

}  // namespace arbiter::interactor
