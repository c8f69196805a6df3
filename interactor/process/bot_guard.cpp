#include "interactor/process/bot_guard.h"

#include <sys/prctl.h>
#include <sys/wait.h>
#include <unistd.h>

#include <atomic>
#include <cerrno>
#include <csignal>
#include <filesystem>
#include <fstream>
#include <mutex>
#include <stdexcept>
#include <string>
#include <system_error>
#include <thread>
#include <unordered_set>
#include <utility>
#include <vector>

#include "interactor/sandbox/signal_death.h"

namespace arbiter::interactor {

namespace {

// The live bots (pids, which are also their process group ids) and the lock that makes these
// exclusive of each other: starting and registering a bot, reaping and forgetting one, a
// sweep, and the signal watcher's killing.
struct Registry {
  std::mutex mutex;
  std::unordered_set<pid_t> bots;
  bool sweeping = false;  // Set by prepare_signals: every child is then a bot or a stray.
};

Registry& registry() {
  static Registry instance;
  return instance;
}

// The hook an interruption runs (see InterruptHook), and whether the watcher has seen a signal.
struct Interruption {
  std::mutex hook_mutex;
  std::function<void()>* hook = nullptr;
  std::atomic<bool> seen{false};
};

Interruption& interruption() {
  static Interruption instance;
  return instance;
}

// A sweep gives up after this many rounds (each one kills a generation of strays).
constexpr int kMaxSweepRounds = 64;

// Every child of the judge, of every thread (a bot is the child of the thread that started
// it; an orphan goes to the first live thread).
std::vector<pid_t> children_of_judge() {
  std::vector<pid_t> children;
  std::error_code error;
  for (const auto& task : std::filesystem::directory_iterator("/proc/self/task", error)) {
    std::ifstream file(task.path() / "children");
    for (pid_t pid = 0; file >> pid;) children.push_back(pid);
  }
  return children;
}

void reap(pid_t pid, int* status = nullptr, rusage* usage = nullptr) {
  int ignored = 0;
  while (::wait4(pid, status != nullptr ? status : &ignored, 0, usage) < 0 && errno == EINTR) {
  }
}

// Kills and reaps every stray child, generation after generation: a killed stray's own
// children become the judge's when it dies. With `everything`, a process in the group of a
// live bot is a stray too; otherwise it belongs to a game still going on, which kills that
// group itself when it ends. Precondition: the registry is locked.
void sweep_locked(const Registry& live, bool everything) {
  for (int round = 0; round < kMaxSweepRounds; ++round) {
    std::vector<pid_t> strays;
    for (const pid_t pid : children_of_judge()) {
      if (live.bots.contains(pid)) continue;
      const pid_t group = ::getpgid(pid);
      if (!everything && group > 0 && live.bots.contains(group)) continue;
      strays.push_back(pid);
    }
    if (strays.empty()) return;
    for (const pid_t pid : strays) {
      if (::getpgid(pid) == pid) ::kill(-pid, SIGKILL);  // It leads a group of its own.
      ::kill(pid, SIGKILL);
    }
    for (const pid_t pid : strays) reap(pid);
  }
}

sigset_t watched_signals() {
  sigset_t set;
  sigemptyset(&set);
  for (const int signal : {SIGINT, SIGTERM, SIGHUP}) sigaddset(&set, signal);
  return set;
}

// Kills every live bot's process group, waits until each bot is gone (so what it started is
// the judge's child by then), and sweeps everything else. Leaves the registry locked: no bot
// starts and none is reaped any more.
void kill_everything() {
  Registry& live = registry();
  live.mutex.lock();
  for (const pid_t bot : live.bots) {
    ::kill(-bot, SIGKILL);
    ::kill(bot, SIGKILL);  // Also when it left its group.
  }
  for (const pid_t bot : live.bots) {
    siginfo_t info{};
    while (::waitid(P_PID, static_cast<id_t>(bot), &info, WEXITED | WNOWAIT) < 0 &&
           errno == EINTR) {
    }
  }
  sweep_locked(live, true);
}

// The watcher thread: waits for one of the signals, kills, runs the hook, and dies of it.
// Killing comes first, so that no process survives a hook that gets stuck.
void watch_signals() {
  const sigset_t set = watched_signals();
  int signal = 0;
  while (::sigwait(&set, &signal) != 0) {
  }
  Interruption& state = interruption();
  state.seen = true;
  kill_everything();
  ::alarm(kKillHookAfter);  // SIGALRM's default action ends the judge.
  state.hook_mutex.lock();  // Never unlocked: the hook's owner must not go on and end normally.
  if (state.hook != nullptr) (*state.hook)();
  die_of_signal(signal);
}

}  // namespace

void become_subreaper() {
  if (::prctl(PR_SET_CHILD_SUBREAPER, 1) != 0) {
    throw std::runtime_error(
        "prctl(PR_SET_CHILD_SUBREAPER) failed: " + std::generic_category().message(errno) +
        " (Linux 3.4 and later have it); without it, a process a bot leaves "
        "behind could outlive its game and the judge");
  }
}

void prepare_signals() {
  // Fails only for an invalid signal number, which SIGPIPE is not.
  static_cast<void>(std::signal(SIGPIPE, SIG_IGN));
  {
    Registry& live = registry();
    const std::lock_guard lock(live.mutex);
    live.sweeping = true;
  }
  const sigset_t set = watched_signals();
  ::pthread_sigmask(SIG_BLOCK, &set, nullptr);
  std::thread(watch_signals).detach();
}

bool interrupted() { return interruption().seen; }

pid_t start_bot(const std::function<pid_t()>& start) {
  Registry& live = registry();
  const std::lock_guard lock(live.mutex);
  const pid_t pid = start();
  if (pid > 0) live.bots.insert(pid);
  return pid;
}

int reap_bot(pid_t pid, rusage* usage) {
  // Wait for its end without reaping it, so that its pid and group id stay taken meanwhile.
  siginfo_t info{};
  while (::waitid(P_PID, static_cast<id_t>(pid), &info, WEXITED | WNOWAIT) < 0 && errno == EINTR) {
  }
  Registry& live = registry();
  const std::lock_guard lock(live.mutex);
  int status = 0;
  reap(pid, &status, usage);
  live.bots.erase(pid);
  if (live.sweeping) sweep_locked(live, false);
  return status;
}

InterruptHook::InterruptHook(std::function<void()> on_interrupt)
    : on_interrupt_(std::move(on_interrupt)), previous_(install(&on_interrupt_)) {}

InterruptHook::~InterruptHook() { install(previous_); }

std::function<void()>* InterruptHook::install(std::function<void()>* hook) {
  Interruption& state = interruption();
  const std::lock_guard lock(state.hook_mutex);
  return std::exchange(state.hook, hook);
}

void run_interrupt_hook() {
  Interruption& state = interruption();
  const std::lock_guard lock(state.hook_mutex);
  if (state.hook != nullptr) (*state.hook)();
}

}  // namespace arbiter::interactor
