#include "interactor/process/bot_process.h"

#include <fcntl.h>
#include <grp.h>
#include <poll.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <array>
#include <boost/process/args.hpp>
#include <boost/process/child.hpp>
#include <boost/process/exe.hpp>
#include <boost/process/extend.hpp>
#include <boost/process/io.hpp>
#include <boost/process/pipe.hpp>
#include <boost/process/search_path.hpp>
#include <cerrno>
#include <csignal>
#include <filesystem>
#include <string_view>
#include <system_error>
#include <thread>

#include "interactor/core/referee.h"
#include "interactor/process/bot_guard.h"
#include "interactor/sandbox/sandbox.h"

namespace arbiter::interactor {

namespace bp = boost::process;

namespace {

constexpr std::size_t kReadChunk = 4096;
// How often a judge waiting for output checks whether the bot's process has exited.
constexpr std::chrono::milliseconds kExitCheckStep{10};

// Runs in the child between fork and exec, so only async-signal-safe calls: a process group
// of its own (the judge kills the group at the end of the game); death when the judge's thread
// that started it dies, even of SIGKILL (and at once if the judge is already gone); SIGPIPE
// back at its default (ignored dispositions survive exec) and no signal blocked (the judge
// blocks SIGINT, SIGTERM and SIGHUP for its watcher thread, and a mask survives exec); and
// every descriptor above 2 marked close-on-exec (Boost.Process's own error pipe included,
// which is close-on-exec already). False (errno set) when one of these fails: the bot must not
// start half contained.
//
// The group is set here only, not also in the judge after fork: Boost.Process returns from
// starting the child only once it has exec'd (it waits on an error pipe closed by the exec),
// so the group exists before the judge knows the pid, and after the exec the parent could not
// change it any more (EACCES). Boost 1.74 has no hook in the parent between fork and exec.
bool contain_child(const Limits* limits, int keep_fd);

// The game's cgroup is joined first, with the judge's rights, so that everything the child
// does and starts is held by it.
bool prepare_child(pid_t judge, const GameCgroup* cgroup, const Limits* limits, int keep_fd) {
  if (cgroup != nullptr && !cgroup->join()) return false;
  if (::setpgid(0, 0) != 0) return false;
  struct sigaction action {};
  action.sa_handler = SIG_DFL;
  sigemptyset(&action.sa_mask);
  if (::sigaction(SIGPIPE, &action, nullptr) != 0) return false;
  sigset_t none;
  sigemptyset(&none);
  if (::pthread_sigmask(SIG_SETMASK, &none, nullptr) != 0) return false;
  if (::close_range(3, ~0U, CLOSE_RANGE_CLOEXEC) != 0) {
    // Kernels before 5.11: every possible descriptor, one by one.
    rlimit limit{};
    rlim_t count = 65536;
    if (::getrlimit(RLIMIT_NOFILE, &limit) == 0 && limit.rlim_cur != RLIM_INFINITY) {
      count = std::min<rlim_t>(limit.rlim_cur, 1 << 20);
    }
    for (int fd = 3; static_cast<rlim_t>(fd) < count; ++fd) ::fcntl(fd, F_SETFD, FD_CLOEXEC);
  }
  if (!contain_child(limits, keep_fd)) return false;
  // Last, since a change of user clears it.
  if (::prctl(PR_SET_PDEATHSIG, SIGKILL) != 0) return false;
  if (::getppid() != judge) ::_exit(127);
  return true;
}

// prepare_child's limits: the rlimits when the bot runs without a sandbox (solitaire-sandbox
// sets them itself, in the bot's process), and then, for a judge running as root, a user of no
// privilege; and the status descriptor the helper inherits.
bool contain_child(const Limits* limits, int keep_fd) {
  if (limits != nullptr) {
    if (!apply_rlimits(*limits, false)) return false;
    if (::getuid() == 0 && (::setgroups(0, nullptr) != 0 ||
                            ::setresgid(kUnprivilegedId, kUnprivilegedId, kUnprivilegedId) != 0 ||
                            ::setresuid(kUnprivilegedId, kUnprivilegedId, kUnprivilegedId) != 0)) {
      return false;
    }
  }
  return keep_fd < 0 || ::fcntl(keep_fd, F_SETFD, 0) == 0;
}

// Boost.Process's hook for code that runs in the child just before exec. A failure is
// reported through Boost.Process's error pipe, as a failed exec is.
struct ChildSetup : bp::extend::handler {
  pid_t judge = ::getpid();
  const GameCgroup* cgroup = nullptr;  // The game's cgroup, when there is one.
  const Limits* limits = nullptr;      // Set without a sandbox.
  int keep_fd = -1;                    // The sandbox's status descriptor.
  char** environment = nullptr;        // The child's environment, when not the judge's.
  template <typename Executor>
  void on_exec_setup(Executor& executor) const {
    if (environment != nullptr) executor.env = environment;
    if (prepare_child(judge, cgroup, limits, keep_fd)) return;
    executor.set_error(std::error_code(errno, std::system_category()), "cannot contain the bot");
    ::_exit(EXIT_FAILURE);
  }
};

// The environment `inherited` (NAME=VALUE each, null-terminated) with `variables` (the same)
// added, each replacing one of the same name.
std::vector<std::string> with_variables(char** inherited,
                                        const std::vector<std::string>& variables) {
  const auto name_of = [](std::string_view variable) {
    return variable.substr(0, variable.find('=') + 1);
  };
  std::vector<std::string> environment;
  for (char** variable = inherited; variable != nullptr && *variable != nullptr; ++variable) {
    const std::string_view name = name_of(*variable);
    const bool replaced = std::any_of(variables.begin(), variables.end(),
                                      [&](const auto& given) { return name_of(given) == name; });
    if (!replaced) environment.emplace_back(*variable);
  }
  environment.insert(environment.end(), variables.begin(), variables.end());
  return environment;
}

// The sandbox's own processes between the judge and the bot: the helper and the init.
constexpr int kSandboxHelpers = 2;

// The game's cgroup, when the containment has limits and a cgroup site; throws BotStartError
// when it cannot be made or limited.
std::unique_ptr<GameCgroup> make_cgroup(const Containment& containment) {
  if (!containment.cgroup || !containment.limits) return nullptr;
  try {
    return std::make_unique<GameCgroup>(*containment.cgroup, *containment.limits,
                                        containment.sandbox ? kSandboxHelpers : 0);
  } catch (const CgroupError& error) {
    throw BotStartError(std::string("memory guard: ") + error.what());
  }
}

// What holds a bot's memory: nothing without limits, else its cgroup or the watch.
std::optional<MemoryGuard> guard_of(const Containment& containment, const GameCgroup* cgroup) {
  if (!containment.limits) return std::nullopt;
  return cgroup != nullptr ? cgroup->version() : MemoryGuard::kWatch;
}

// How long the judge waits for a sandbox to be built before it gives up on it.
constexpr int kSandboxStartMs = 10'000;

// Reads the sandbox's status descriptor to its end: empty once the bot's exec succeeded,
// the helper's reason otherwise.
std::string read_status(int fd) {
  std::string message;
  const Clock::time_point give_up = Clock::now() + std::chrono::milliseconds(kSandboxStartMs);
  for (;;) {
    const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(give_up - Clock::now());
    pollfd request{fd, POLLIN, 0};
    const int ready = ::poll(&request, 1, static_cast<int>(std::max<long long>(0, left.count())));
    if (ready < 0 && errno == EINTR) continue;
    if (ready <= 0) return message.empty() ? "sandbox: no answer from solitaire-sandbox" : message;
    std::array<char, 512> chunk{};
    const ssize_t got = ::read(fd, chunk.data(), chunk.size());
    if (got < 0 && errno == EINTR) continue;
    if (got <= 0) return message;
    message.append(chunk.data(), static_cast<std::size_t>(got));
  }
}

std::string find_program(const std::string& name) {
  if (name.find('/') != std::string::npos) {
    if (::access(name.c_str(), X_OK) != 0) {
      const int access_error = errno;
      throw BotStartError("cannot run bot '" + name +
                          "': " + std::generic_category().message(access_error));
    }
    return name;
  }
  const auto found = bp::search_path(name);
  if (found.empty()) throw BotStartError("cannot run bot '" + name + "': not found in PATH");
  return found.string();
}

// A pipe whose two ends are closed on exec: children started by other threads do not keep it
// open. dup2 onto the child's 0 or 1 clears the flag for the child's own end.
bp::pipe cloexec_pipe() {
  std::array<int, 2> ends{};
  if (::pipe2(ends.data(), O_CLOEXEC) != 0) {
    const int pipe_error = errno;
    throw BotStartError("cannot create a pipe: " + std::generic_category().message(pipe_error));
  }
  return bp::pipe(ends[0], ends[1]);
}

int milliseconds_until(Clock::time_point deadline) {
  const auto left = std::chrono::ceil<std::chrono::milliseconds>(deadline - Clock::now()).count();
  return left <= 0 ? 0 : static_cast<int>(std::min<long long>(left, 1'000'000));
}

// The sandbox of `command`, whose program was found at `program`: its files and its
// environment. Throws BotStartError when the sandbox cannot be planned (SandboxRefusal).
SandboxPlan sandbox_plan(const std::string& program, const std::vector<std::string>& command,
                         const Containment& containment) {
  std::error_code cwd_error;
  SandboxPlan plan;
  try {
    plan = plan_sandbox(program, command, std::filesystem::current_path(cwd_error).string(),
                        containment.read_only, containment.read_write, containment.hidden,
                        containment.deal_names, containment.earlier_run_walks.get());
  } catch (const SandboxRefusal& refusal) {
    throw BotStartError(refusal.what());
  }
  // A program found through PATH is found there again by a bot that runs its own name
  // (Python finds its virtual environment so).
  const bool from_path = command.front().find('/') == std::string::npos;
  plan.environment = sandbox_environment(
      from_path ? std::filesystem::path(program).parent_path().string() : std::string(),
      containment.environment);
  return plan;
}

}  // namespace

void check_bot_command(const std::vector<std::string>& command) {
  if (command.empty()) throw BotStartError("no bot command");
  find_program(command.front());
}

void check_sandbox_plan(const std::vector<std::string>& command, const Containment& containment) {
  if (!containment.sandbox || command.empty()) return;
  sandbox_plan(find_program(command.front()), command, containment);
}

BotProcess::BotProcess(const std::vector<std::string>& command, bool quiet_stderr,
                       const Containment& containment)
    : containment_(containment) {
  if (command.empty()) throw BotStartError("no bot command");
  const Clock::time_point begin = Clock::now();
  std::string program = find_program(command.front());
  std::vector<std::string> arguments(command.begin() + 1, command.end());
  ChildSetup setup;
  cgroup_ = make_cgroup(containment);
  setup.cgroup = cgroup_.get();
  usage_.guard = guard_of(containment, cgroup_.get());
  std::array<int, 2> status{-1, -1};
  if (containment.sandbox) {
    const SandboxPlan plan = sandbox_plan(program, command, containment);
    if (::pipe2(status.data(), O_CLOEXEC) != 0) {
      const int pipe_error = errno;
      throw BotStartError("cannot create a pipe: " + std::generic_category().message(pipe_error));
    }
    const Limits limits = containment.limits.value_or(Limits{});
    std::vector<std::string> helper =
        sandbox_command(sandbox_helper_path(), plan, limits, status[1], command);
    program = helper.front();
    arguments.assign(helper.begin() + 1, helper.end());
    setup.keep_fd = status[1];
    helper_levels_ = kSandboxHelpers;
  } else if (containment.limits) {
    setup.limits = &*containment.limits;
  }
  // The helper needs no environment, and takes none: the bot gets only what it is given. A bot
  // without the sandbox inherits the judge's, with --env's variables.
  std::vector<std::string> environment;
  if (!containment.sandbox && !containment.environment.empty()) {
    environment = with_variables(environ, containment.environment);
  }
  std::vector<char*> environment_pointers;
  environment_pointers.reserve(environment.size() + 1);
  for (std::string& variable : environment) environment_pointers.push_back(variable.data());
  environment_pointers.push_back(nullptr);
  if (containment.sandbox || !containment.environment.empty()) {
    setup.environment = environment_pointers.data();
  }
  std::error_code error;
  bp::child child;
  pid_ = start_bot([&] {
    // The pipes are made under start_bot's lock, which every start of a bot takes, and the
    // child's ends are closed here before it is released: a child that another game forks
    // meanwhile, and that is slow to exec (under a sanitizer), never holds this bot's output
    // open after the bot closed it.
    bp::pipe input = cloexec_pipe();
    bp::pipe output = cloexec_pipe();
    if (quiet_stderr) {
      child =
          bp::child(bp::exe = program, bp::args = arguments, bp::std_in<input, bp::std_out> output,
                    bp::std_err > bp::null, setup, error);
    } else {
      child = bp::child(bp::exe = program, bp::args = arguments,
                        bp::std_in<input, bp::std_out> output, setup, error);
    }
    if (error) return pid_t{-1};
    // Keep the judge's ends; the pipe objects close the child's as they go.
    to_bot_ = input.native_sink();
    input.assign_sink(-1);
    from_bot_ = output.native_source();
    output.assign_source(-1);
    return child.id();
  });
  if (status[1] >= 0) ::close(status[1]);
  if (error) {
    if (status[0] >= 0) ::close(status[0]);
    throw BotStartError("cannot run bot '" + command.front() + "': " + error.message());
  }
  // From here on this object waits for and reaps the process itself (waitid, reap_bot).
  child.detach();
  if (status[0] >= 0) {
    const std::string failure = read_status(status[0]);
    ::close(status[0]);
    if (!failure.empty()) {
      finish(Clock::now());
      throw BotStartError(failure);
    }
  }
  usage_.startup = std::chrono::duration_cast<std::chrono::microseconds>(Clock::now() - begin);
}

BotProcess::~BotProcess() {
  if (!finished_) finish(Clock::now());
  close_input();
  if (from_bot_ >= 0) ::close(from_bot_);
}

// Not const, though no member changes: it acts on the bot, which the object owns.
bool BotProcess::write(std::string_view text) {  // NOLINT(readability-make-member-function-const)
  while (!text.empty()) {
    if (to_bot_ < 0) return false;
    const ssize_t written = ::write(to_bot_, text.data(), text.size());
    if (written < 0) {
      if (errno == EINTR) continue;
      return false;  // EPIPE: the bot closed its input or exited.
    }
    text.remove_prefix(static_cast<std::size_t>(written));
  }
  return true;
}

void BotProcess::close_input() {
  if (to_bot_ >= 0) ::close(to_bot_);
  to_bot_ = -1;
}

bool BotProcess::exited() {
  if (exited_) return true;
  siginfo_t info{};
  const int got = ::waitid(P_PID, static_cast<id_t>(pid_), &info, WEXITED | WNOHANG | WNOWAIT);
  // An error other than EINTR (no such child) cannot wait for anything either.
  exited_ = (got == 0 && info.si_pid == pid_) || (got < 0 && errno != EINTR);
  return exited_;
}

BotProcess::Fill BotProcess::fill(Clock::time_point deadline) {
  for (;;) {
    const Clock::time_point now = Clock::now();
    watch(now);
    if (cpu_deadline_ms_ && usage_.cpu_ms >= *cpu_deadline_ms_) return Fill::kTimeout;
    Clock::time_point wake = std::min(deadline, now + kExitCheckStep);
    if (exited()) {
      if (!exit_seen_) exit_seen_ = now;
      // What a helper of the bot still writes into the pipe is not waited for.
      if (now >= *exit_seen_ + kOutputGrace) return Fill::kEnd;
      wake = std::min(wake, *exit_seen_ + kOutputGrace);
    }
    pollfd request{from_bot_, POLLIN, 0};
    const int ready = ::poll(&request, 1, milliseconds_until(wake));
    if (ready < 0 && errno == EINTR) continue;
    if (ready < 0) return Fill::kEnd;
    if (ready == 0) {
      if (Clock::now() >= deadline) return Fill::kTimeout;
      continue;
    }
    if (const std::optional<Fill> read = read_ready()) return *read;
  }
}

std::optional<BotProcess::Fill> BotProcess::read_ready() {
  std::array<char, kReadChunk> chunk{};
  const ssize_t got = ::read(from_bot_, chunk.data(), chunk.size());
  if (got < 0 && errno == EINTR) return std::nullopt;
  if (got <= 0) return Fill::kEnd;
  buffer_.append(chunk.data(), static_cast<std::size_t>(got));
  return Fill::kData;
}

BotProcess::ReadStatus BotProcess::read_line(std::string& line, std::size_t max_bytes,
                                             Clock::time_point deadline) {
  for (;;) {
    if (std::optional<std::string> next = take_line(buffer_, max_bytes)) {
      line = std::move(*next);
      return ReadStatus::kLine;
    }
    switch (fill(deadline)) {
      case Fill::kData:
        break;
      case Fill::kTimeout:
        return ReadStatus::kTimeout;
      case Fill::kEnd:
        if (buffer_.empty()) return ReadStatus::kEndOfOutput;
        line = std::move(buffer_);
        buffer_.clear();
        return ReadStatus::kLine;
    }
  }
}

bool BotProcess::drain(Clock::time_point deadline) {
  for (;;) {
    buffer_.clear();
    switch (fill(deadline)) {
      case Fill::kData:
        break;
      case Fill::kTimeout:
        return false;
      case Fill::kEnd:
        return true;
    }
  }
}

void BotProcess::watch(Clock::time_point now) {
  if (!containment_.limits || reaped_ || now < last_watch_ + kUsageStep) return;
  last_watch_ = now;
  const TreeUsage tree = measure_tree(pid_, helper_levels_);
  usage_.cpu_ms = std::max(usage_.cpu_ms, tree.cpu_ms);
  usage_.peak_kb = std::max(usage_.peak_kb, tree.rss_kb);
  // In a cgroup the kernel holds the limit: a process it killed ends the game as the watch
  // would have.
  const bool over =
      cgroup_ ? cgroup_->out_of_memory() : tree.rss_kb > containment_.limits->memory_mb * 1024;
  if (!usage_.memory_exceeded && over) {
    usage_.memory_exceeded = true;
    ::kill(-pid_, SIGKILL);  // Still unreaped: the group id is still the bot's.
    ::kill(pid_, SIGKILL);
  }
}

const BotUsage& BotProcess::usage() {
  if (!reaped_) {
    last_watch_ = {};
    watch(Clock::now());
  }
  return usage_;
}

void BotProcess::finish_cgroup() {
  // An out-of-memory kill after the last look (the bot's last act) counts all the same. The
  // peak is what the kernel charged the game with, the figure its limit was held to.
  if (cgroup_->out_of_memory()) usage_.memory_exceeded = true;
  if (const std::optional<long long> peak = cgroup_->peak_kb()) usage_.peak_kb = *peak;
  try {
    cgroup_->remove();
  } catch (const CgroupError& error) {
    usage_.cgroup_error = std::string("memory guard: ") + error.what();
  }
}

BotExit BotProcess::finish(Clock::time_point deadline) {
  finished_ = true;
  close_input();
  bool output_open = true;
  bool killed = false;
  while (!exited()) {
    if (Clock::now() >= deadline) {
      killed = true;
      break;
    }
    // Keep reading so a bot writing after the game is not stuck on a full pipe; once its
    // output is closed, look at its status every millisecond.
    const auto step = std::min(deadline, Clock::now() + std::chrono::milliseconds(1));
    if (output_open) {
      output_open = !drain(step);
    } else {
      std::this_thread::sleep_until(step);
    }
  }
  // The bot is still unreaped, so its process group id cannot have been reused.
  ::kill(-pid_, SIGKILL);
  if (killed) ::kill(pid_, SIGKILL);  // Also when it left its group.
  rusage resources{};
  const int status = reap_bot(pid_, &resources);
  reaped_ = true;
  const auto milliseconds = [](const timeval& time) {
    return static_cast<long long>(time.tv_sec) * 1000 + time.tv_usec / 1000;
  };
  usage_.cpu_ms = milliseconds(resources.ru_utime) + milliseconds(resources.ru_stime);
  // NOLINTNEXTLINE(cppcoreguidelines-pro-type-union-access): glibc's rusage fields are unions
  usage_.peak_kb = std::max<long long>(usage_.peak_kb, resources.ru_maxrss);
  if (cgroup_) finish_cgroup();
  if (killed) return {BotExit::Kind::kKilled, 0};
  if (WIFSIGNALED(status)) return {BotExit::Kind::kSignaled, WTERMSIG(status)};
  return {BotExit::Kind::kExited, WEXITSTATUS(status)};
}

}  // namespace arbiter::interactor
