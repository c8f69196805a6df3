#include "interactor/process/bot_process.h"

#include <fcntl.h>
#include <poll.h>
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
#include <cstdlib>
#include <filesystem>
#include <optional>
#include <string>
#include <string_view>
#include <system_error>
#include <thread>
#include <vector>

#include "interactor/core/referee.h"
#include "interactor/process/bot_guard.h"
#include "interactor/process/child_setup.h"
#include "interactor/process/status_pipe.h"
#include "interactor/sandbox/sandbox.h"

namespace arbiter::interactor {

namespace bp = boost::process;

namespace {

constexpr std::size_t kReadChunk = 4096;
// How often a judge waiting for output checks whether the bot's process has exited.
constexpr std::chrono::milliseconds kExitCheckStep{10};

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

bp::pipe cloexec_pipe() {
  const std::array<int, 2> ends = cloexec_pipe_ends();
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

// How a bot starts: the program the judge execs (the bot's own, or the sandbox's helper with
// the bot's command among its arguments), what its child does before the exec, and the
// sandbox's status pipe.
struct Launch {
  std::string program;
  std::vector<std::string> arguments;
  ChildSetup setup;
  StatusPipe status;  // Open with the sandbox.
  // The child's environment, NAME=VALUE each; none: the judge's own.
  std::optional<std::vector<std::string>> environment;
};

// The environment of a bot started under `containment`. The helper needs none, and takes none:
// the bot gets only what it is given. A bot without the sandbox inherits the judge's, with
// --env's variables.
std::optional<std::vector<std::string>> child_environment(const Containment& containment) {
  if (containment.sandbox) return std::vector<std::string>{};
  if (containment.environment.empty()) return std::nullopt;
  return with_variables(environ, containment.environment);
}

// Plans how `command`, whose program was found at `program`, starts under `containment`:
// through the sandbox's helper, or as the judge's child under the limits. Leaves
// launch.setup.cgroup to the caller. Throws BotStartError.
void plan_launch(Launch& launch, const std::string& program,
                 const std::vector<std::string>& command, const Containment& containment) {
  launch.program = program;
  launch.arguments.assign(command.begin() + 1, command.end());
  if (containment.sandbox) {
    const SandboxPlan plan = sandbox_plan(program, command, containment);
    launch.status.open();
    const Limits limits = containment.limits.value_or(Limits{});
    std::vector<std::string> helper =
        sandbox_command(sandbox_helper_path(), plan, limits, launch.status.write_end(), command);
    launch.program = helper.front();
    launch.arguments.assign(helper.begin() + 1, helper.end());
    launch.setup.keep_fd = launch.status.write_end();
  } else if (containment.limits) {
    launch.setup.limits = &*containment.limits;
  }
  launch.environment = child_environment(containment);
}

// A started child: its pid and the judge's ends of its standard input and output.
struct StartedChild {
  pid_t pid = -1;
  int to_child = -1;
  int from_child = -1;
};

// Starts the child `launch` plans, its standard error to the judge's or to /dev/null, and
// closes the helper's end of the status pipe. Throws BotStartError naming the bot `name`.
StartedChild start_child(Launch& launch, bool quiet_stderr, const std::string& name) {
  std::vector<char*> environment;
  if (launch.environment) {
    environment.reserve(launch.environment->size() + 1);
    for (std::string& variable : *launch.environment) environment.push_back(variable.data());
    environment.push_back(nullptr);
    launch.setup.environment = environment.data();
  }
  std::error_code error;
  bp::child child;
  StartedChild started;
  started.pid = start_bot([&] {
    // The pipes are made under start_bot's lock, which every start of a bot takes, and the
    // child's ends are closed here before it is released: a child that another game forks
    // meanwhile, and that is slow to exec (under a sanitizer), never holds this bot's output
    // open after the bot closed it.
    bp::pipe input = cloexec_pipe();
    bp::pipe output = cloexec_pipe();
    if (quiet_stderr) {
      child = bp::child(bp::exe = launch.program, bp::args = launch.arguments,
                        bp::std_in<input, bp::std_out> output, bp::std_err > bp::null, launch.setup,
                        error);
    } else {
      child = bp::child(bp::exe = launch.program, bp::args = launch.arguments,
                        bp::std_in<input, bp::std_out> output, launch.setup, error);
    }
    if (error) return pid_t{-1};
    // Keep the judge's ends; the pipe objects close the child's as they go.
    started.to_child = input.native_sink();
    input.assign_sink(-1);
    started.from_child = output.native_source();
    output.assign_source(-1);
    return child.id();
  });
  launch.status.close_write();
  if (error) throw BotStartError("cannot run bot '" + name + "': " + error.message());
  // From here on BotProcess waits for and reaps the process itself (waitid, reap_bot).
  child.detach();
  return started;
}

// With the sandbox: waits for the helper's word on `status` and returns it, empty once the
// bot's exec succeeded. Empty at once without the sandbox.
std::string await_sandbox(StatusPipe& status) {
  if (!status.is_open()) return {};
  std::string failure = read_status(status.read_end());
  status.close_read();
  return failure;
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
  const std::string program = find_program(command.front());
  cgroup_ = make_cgroup(containment);
  usage_.guard = guard_of(containment, cgroup_.get());
  Launch launch;
  plan_launch(launch, program, command, containment);
  launch.setup.cgroup = cgroup_.get();
  if (containment.sandbox) helper_levels_ = kSandboxHelpers;
  const StartedChild started = start_child(launch, quiet_stderr, command.front());
  pid_ = started.pid;
  to_bot_ = started.to_child;
  from_bot_ = started.from_child;
  const std::string failure = await_sandbox(launch.status);
  if (!failure.empty()) {
    finish(Clock::now());
    throw BotStartError(failure);
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
  // The bot's account holds only the processes reaped below it: one killed before anyone
  // reaped it (a child left running after the game, a process of the sandbox's PID namespace
  // killed with it) is only in what the watch saw of it while it ran.
  usage_.cpu_ms =
      std::max(usage_.cpu_ms, milliseconds(resources.ru_utime) + milliseconds(resources.ru_stime));
  // NOLINTNEXTLINE(cppcoreguidelines-pro-type-union-access): glibc's rusage fields are unions
  usage_.peak_kb = std::max<long long>(usage_.peak_kb, resources.ru_maxrss);
  if (cgroup_) finish_cgroup();
  if (killed) return {BotExit::Kind::kKilled, 0};
  if (WIFSIGNALED(status)) return {BotExit::Kind::kSignaled, WTERMSIG(status)};
  return {BotExit::Kind::kExited, WEXITSTATUS(status)};
}

}  // namespace arbiter::interactor
