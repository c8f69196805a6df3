#pragma once

#include <sys/resource.h>
#include <sys/types.h>

#include <functional>

/// What keeps every process a bot starts from outliving its game or the judge: a registry of
/// the live bots, a sweep of stray descendants, and the handling of SIGINT, SIGTERM and SIGHUP.
/// Linux only (PR_SET_CHILD_SUBREAPER, /proc/self/task/*/children).
namespace arbiter::interactor {

/// Makes the judge a child subreaper, before it starts any bot: a process a bot leaves
/// behind becomes the judge's child when its parent dies, even after setsid, so sweeps (see
/// reap_bot) can kill it. Throws std::runtime_error, naming the call and what its failure
/// means, where the kernel refuses (before Linux 3.4, or under a filter that denies it): a
/// judge that could not kill what a bot leaves behind should play no game.
void become_subreaper();

/// Prepares the judge's process, once, after become_subreaper and before it starts any thread
/// or bot:
/// - SIGPIPE is ignored, so a write to a bot that has exited fails with EPIPE instead of
///   killing the judge;
/// - SIGINT, SIGTERM and SIGHUP are blocked in the calling thread, so in every thread it
///   starts later, and a watcher thread waits for them. On one, the watcher sets interrupted(),
///   kills the process group of every live bot and every stray, runs the current
///   InterruptHook, and the judge dies of the signal (the exit status a shell shows is 128 +
///   signal). Should the hook be stuck (writing to a pipe nobody reads), SIGALRM ends the
///   judge kKillHookAfter later. Bots start with an empty signal mask (see BotProcess).
void prepare_signals();

/// How long the signal watcher lets the InterruptHook run before the judge dies anyway.
inline constexpr unsigned kKillHookAfter = 3;  // Seconds.

/// True once the signal watcher has started on a signal: the bots are being killed, so what a
/// game in play concludes from now on is no result.
bool interrupted();

/// Runs `start`, which starts one bot and returns its pid (or -1 when it could not), and
/// registers the bot, with the registry locked throughout: a signal or a sweep never falls
/// between a bot's start and its registration. Returns what `start` returned.
pid_t start_bot(const std::function<pid_t()>& start);

/// Reaps a registered bot that was sent SIGKILL or has exited: waits for it to be gone,
/// collects its wait status, forgets it, and then (after prepare_signals) sweeps: every child
/// of the judge that is neither a live bot nor in the process group of one is a stray a bot
/// left behind (reparented to the judge) and is killed with its group and reaped, repeatedly
/// until none is left. So a helper that escaped its bot's group with setsid dies at the end of
/// its game at the latest. Returns the bot's wait status, and its resource usage (that of its
/// reaped descendants included, as wait4 gives it) in `usage` when not null.
int reap_bot(pid_t pid, rusage* usage = nullptr);

/// While an InterruptHook lives, the signal watcher runs its function when a signal arrives,
/// on the watcher's thread, once every bot is dead; then the judge dies. The function must not
/// wait for long (the user pressed Ctrl-C). One hook at a time; a newer one replaces the older
/// until it is destroyed.
class InterruptHook {
 public:
  explicit InterruptHook(std::function<void()> on_interrupt);
  ~InterruptHook();
  InterruptHook(const InterruptHook&) = delete;
  InterruptHook& operator=(const InterruptHook&) = delete;

 private:
  // Makes `hook` the watcher's hook; returns the one it replaces.
  static std::function<void()>* install(std::function<void()>* hook);

  std::function<void()> on_interrupt_;
  std::function<void()>* previous_;
};

/// Runs the current InterruptHook's function, as the watcher would, without dying. For tests.
void run_interrupt_hook();

}  // namespace arbiter::interactor
