#include "tests/stress/harness.h"

#include <fcntl.h>
#include <poll.h>
#include <spawn.h>
#include <sys/ioctl.h>
#include <sys/prctl.h>
#include <sys/wait.h>
#include <unistd.h>

#include <array>
#include <cerrno>
#include <csignal>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <regex>
#include <sstream>
#include <stdexcept>
#include <system_error>
#include <thread>

#include "tests/stress/bot_support.h"

namespace arbiter::stress {

namespace fs = std::filesystem;

namespace {

constexpr int kPage = 4096;

[[noreturn]] void fail(const std::string& what) {
  throw std::runtime_error(what + ": " + std::generic_category().message(errno));
}

std::vector<pid_t> children_of(pid_t pid) {
  std::vector<pid_t> children;
  std::error_code error;
  const fs::path tasks = "/proc/" + std::to_string(pid) + "/task";
  for (const auto& task : fs::directory_iterator(tasks, error)) {
    std::ifstream file(task.path() / "children");
    for (pid_t child = 0; file >> child;) children.push_back(child);
  }
  return children;
}

char state_of(pid_t pid) {
  std::ifstream file("/proc/" + std::to_string(pid) + "/stat");
  std::string stat;
  std::getline(file, stat);
  const std::size_t name_end = stat.rfind(')');
  return name_end == std::string::npos || name_end + 2 >= stat.size() ? '\0' : stat[name_end + 2];
}

long status_kb(const std::string& status, std::string_view field) {
  std::istringstream lines(status);
  for (std::string line; std::getline(lines, line);) {
    if (line.starts_with(field) && line.size() > field.size() && line[field.size()] == ':') {
      return std::stol(line.substr(field.size() + 1));
    }
  }
  return -1;
}

void append_option(const char* variable, const std::string& option) {
  // NOLINTNEXTLINE(concurrency-mt-unsafe): the stress tests set options before any thread starts
  const char* old = std::getenv(variable);
  std::string value = old != nullptr && *old != '\0' ? std::string(old) + ":" : std::string();
  value.append(option);
  ::setenv(variable, value.c_str(), 1);  // NOLINT(concurrency-mt-unsafe): as above
}

}  // namespace

void make_shared_directory(const std::string& directory) {
  std::filesystem::create_directories(directory);
  std::filesystem::permissions(directory, std::filesystem::perms::all);
}

void note_sandbox_namespaces(pid_t pid, std::set<std::string>& seen) {
  static constexpr std::array<const char*, 6> kKinds = {"pid", "mnt", "net", "user", "ipc", "uts"};
  std::error_code error;
  std::vector<pid_t> generation = children_of(pid);
  for (int level = 0; !generation.empty() && level < 16; ++level) {
    std::vector<pid_t> next;
    for (const pid_t child : generation) {
      for (const char* kind : kKinds) {
        const fs::path link = "/proc/" + std::to_string(child) + "/ns/" + kind;
        const std::string target = fs::read_symlink(link, error).string();
        if (error) continue;
        if (target != fs::read_symlink(std::string("/proc/self/ns/") + kind, error).string()) {
          seen.insert(target);
        }
      }
      for (const pid_t grandchild : children_of(child)) next.push_back(grandchild);
    }
    generation = std::move(next);
  }
}

std::vector<std::string> namespaces_left(const std::set<std::string>& namespaces) {
  std::vector<std::string> left;
  std::error_code error;
  for (const auto& entry : fs::directory_iterator("/proc", error)) {
    const std::string pid = entry.path().filename().string();
    if (pid.find_first_not_of("0123456789") != std::string::npos) continue;
    std::error_code gone;
    for (const auto& link : fs::directory_iterator(entry.path() / "ns", gone)) {
      const std::string target = fs::read_symlink(link.path(), gone).string();
      if (!gone && namespaces.contains(target)) {
        left.push_back(pid);
        left.back().append(" (").append(target).append(")");
      }
    }
  }
  std::ifstream mounts("/proc/self/mountinfo");
  for (std::string line; std::getline(mounts, line);) {
    for (const std::string& name : namespaces) {
      if (line.find(name) != std::string::npos) left.push_back("mount: " + line);
    }
  }
  return left;
}

std::string mount_table() {
  std::ifstream file("/proc/self/mountinfo");
  std::stringstream text;
  text << file.rdbuf();
  return text.str();
}

void become_subreaper() {
  if (::prctl(PR_SET_CHILD_SUBREAPER, 1) != 0) fail("PR_SET_CHILD_SUBREAPER");
}

void send_sanitizer_reports_to(const std::string& directory) {
  const std::string option = "log_path=" + directory + "/sanitizer";
  for (const char* variable : {"ASAN_OPTIONS", "UBSAN_OPTIONS", "TSAN_OPTIONS"}) {
    append_option(variable, option);
  }
}

std::string sanitizer_reports(const std::string& directory) {
  std::string reports;
  std::error_code error;
  for (const auto& entry : fs::directory_iterator(directory, error)) {
    if (!entry.path().filename().string().starts_with("sanitizer")) continue;
    std::ifstream file(entry.path());
    const std::string report{std::istreambuf_iterator<char>(file),
                             std::istreambuf_iterator<char>()};
    if (killed_during_leak_check(report)) continue;
    reports.append("== ").append(entry.path().string()).append("\n").append(report);
  }
  return reports;
}

bool killed_during_leak_check(const std::string& report) {
  // Each line is "==TRACER==Unable to get registers from thread TID.", from the tracer the
  // leak checker forks.
  static const std::regex kLine(R"(==\d+==Unable to get registers from thread \d+\.)");
  std::istringstream lines(report);
  bool any = false;
  for (std::string line; std::getline(lines, line);) {
    if (line.empty()) continue;
    if (!std::regex_match(line, kLine)) return false;
    any = true;
  }
  return any;
}

Usage usage_of(pid_t pid) {
  Usage usage;
  std::error_code error;
  const fs::path root = "/proc/" + std::to_string(pid);
  for (auto it = fs::directory_iterator(root / "fd", error); !error && it != fs::end(it);
       it.increment(error)) {
    ++usage.fds;
  }
  std::ifstream file(root / "status");
  const std::string status((std::istreambuf_iterator<char>(file)),
                           std::istreambuf_iterator<char>());
  usage.rss_kb = status_kb(status, "VmRSS");
  usage.anon_kb = status_kb(status, "RssAnon");
  usage.peak_kb = status_kb(status, "VmHWM");
  for (const pid_t child : children_of(pid)) {
    ++usage.children;
    if (state_of(child) == 'Z') ++usage.zombies;
  }
  return usage;
}

std::vector<std::string> survivors(const std::string& record_path, int* recorded) {
  std::vector<std::string> found;
  std::ifstream file(record_path);
  int count = 0;
  for (std::string pid, start; file >> pid >> start; ++count) {
    if (start_time(pid) == start) {
      std::string process = pid;
      process.append(" (").push_back(state_of(std::stoi(pid)));
      found.push_back(process.append(")"));
    }
  }
  if (recorded != nullptr) *recorded = count;
  return found;
}

std::vector<std::string> leftovers(pid_t except) {
  std::vector<std::string> found;
  for (const pid_t child : children_of(::getpid())) {
    if (child == except) continue;
    const bool zombie = state_of(child) == 'Z';
    if (!zombie) ::kill(child, SIGKILL);
    while (::waitpid(child, nullptr, 0) < 0 && errno == EINTR) {
    }
    std::string process = std::to_string(child);
    found.push_back(process.append(zombie ? " zombie" : " running"));
  }
  return found;
}

JudgeProcess::JudgeProcess(const std::vector<std::string>& command, int stdout_pipe_bytes) {
  std::array<int, 2> out{};
  std::array<int, 2> err{};
  if (::pipe2(out.data(), O_CLOEXEC) != 0 || ::pipe2(err.data(), O_CLOEXEC) != 0) fail("pipe");
  ::fcntl(out[0], F_SETPIPE_SZ, std::max(stdout_pipe_bytes, kPage));
  ::fcntl(err[0], F_SETPIPE_SZ, kPage);
  // Fill standard error's pipe; the write end must be blocking again before the judge gets it.
  ::fcntl(err[1], F_SETFL, O_NONBLOCK);
  const std::string filler(kPage, '#');
  for (ssize_t wrote = 0; (wrote = ::write(err[1], filler.data(), filler.size())) > 0;) {
    filler_ += static_cast<std::size_t>(wrote);
  }
  ::fcntl(err[1], F_SETFL, 0);

  posix_spawn_file_actions_t actions;
  posix_spawn_file_actions_init(&actions);
  posix_spawn_file_actions_adddup2(&actions, out[1], STDOUT_FILENO);
  posix_spawn_file_actions_adddup2(&actions, err[1], STDERR_FILENO);
  // posix_spawn takes the words as char*: a copy it may have.
  std::vector<std::string> words = command;
  std::vector<char*> argv;
  argv.reserve(words.size() + 1);
  for (std::string& word : words) argv.push_back(word.data());
  argv.push_back(nullptr);
  const int error = ::posix_spawn(&pid_, argv[0], &actions, nullptr, argv.data(), environ);
  posix_spawn_file_actions_destroy(&actions);
  ::close(out[1]);
  ::close(err[1]);
  out_ = out[0];
  err_ = err[0];
  if (error != 0) {
    errno = error;
    fail("cannot start " + command.front());
  }
}

JudgeProcess::~JudgeProcess() {
  if (!finished_ && pid_ > 0) {
    ::kill(pid_, SIGKILL);
    ::waitpid(pid_, nullptr, 0);
  }
  ::close(out_);
  ::close(err_);
}

bool JudgeProcess::read_line(std::string& line, std::chrono::milliseconds timeout) {
  timed_out_ = false;
  const auto deadline = std::chrono::steady_clock::now() + timeout;
  for (;;) {
    const std::size_t end = buffer_.find('\n');
    if (end != std::string::npos) {
      line.assign(buffer_, 0, end);
      buffer_.erase(0, end + 1);
      return true;
    }
    const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(
        deadline - std::chrono::steady_clock::now());
    pollfd request{out_, POLLIN, 0};
    const int ready = ::poll(&request, 1, static_cast<int>(std::max<long long>(left.count(), 0)));
    if (ready < 0 && errno == EINTR) continue;
    if (ready == 0) {
      timed_out_ = true;
      return false;
    }
    std::array<char, kPage> chunk{};
    const ssize_t got = ::read(out_, chunk.data(), chunk.size());
    if (got < 0 && errno == EINTR) continue;
    if (got <= 0) return false;
    buffer_.append(chunk.data(), static_cast<std::size_t>(got));
  }
}

int JudgeProcess::unread_bytes() const {
  int bytes = 0;
  ::ioctl(out_, FIONREAD, &bytes);
  return bytes;
}

int JudgeProcess::finish(std::string& rest, std::string& errors) {
  rest = std::move(buffer_);
  buffer_.clear();
  std::string all_errors;
  std::vector<pollfd> open{{out_, POLLIN, 0}, {err_, POLLIN, 0}};
  while (!open.empty()) {
    if (::poll(open.data(), open.size(), -1) < 0 && errno != EINTR) fail("poll");
    for (std::size_t i = 0; i < open.size(); ++i) {
      if (open[i].revents == 0) continue;
      std::array<char, kPage> chunk{};
      const ssize_t got = ::read(open[i].fd, chunk.data(), chunk.size());
      if (got < 0 && errno == EINTR) continue;
      if (got <= 0) {
        open.erase(open.begin() + static_cast<std::ptrdiff_t>(i));
        break;
      }
      (open[i].fd == out_ ? rest : all_errors).append(chunk.data(), static_cast<std::size_t>(got));
    }
  }
  errors = all_errors.substr(std::min(filler_, all_errors.size()));
  int status = 0;
  while (::waitpid(pid_, &status, 0) < 0 && errno == EINTR) {
  }
  finished_ = true;
  return status;
}

void JudgeProcess::signal(int signal) const { ::kill(pid_, signal); }

namespace {

// Whether `pid` rests: no child, every thread asleep, and one of them blocked in a write to
// its standard output or error (/proc/PID/task/TID/syscall then reads "1 0x1 ..." or
// "1 0x2 ..."; where that file cannot be read, the sleeping threads have to do).
bool rests(pid_t pid) {
  if (usage_of(pid).children != 0) return false;
  bool writing = false;
  bool syscalls_readable = false;
  std::error_code error;
  const fs::path tasks = "/proc/" + std::to_string(pid) + "/task";
  for (const auto& task : fs::directory_iterator(tasks, error)) {
    if (state_of(std::stoi(task.path().filename().string())) != 'S') return false;
    std::ifstream file(task.path() / "syscall");
    std::string syscall;
    if (!std::getline(file, syscall)) continue;
    syscalls_readable = true;
    writing = writing || syscall.starts_with("1 0x1 ") || syscall.starts_with("1 0x2 ");
  }
  return !error && (writing || !syscalls_readable);
}

}  // namespace

bool wait_until_rest(const JudgeProcess& judge, std::chrono::milliseconds quiet,
                     std::chrono::milliseconds limit) {
  const auto start = std::chrono::steady_clock::now();
  auto calm_since = start;
  int last_unread = -1;
  while (std::chrono::steady_clock::now() - start < limit) {
    const int unread = judge.unread_bytes();
    const auto now = std::chrono::steady_clock::now();
    if (!rests(judge.pid()) || unread != last_unread) calm_since = now;
    last_unread = unread;
    if (now - calm_since >= quiet) return true;
    std::this_thread::sleep_for(std::chrono::milliseconds(10));
  }
  return false;
}

std::string grouped(long long value) {
  const std::string digits = std::to_string(value < 0 ? -value : value);
  std::string text = value < 0 ? "-" : "";
  for (std::size_t i = 0; i < digits.size(); ++i) {
    if (i > 0 && (digits.size() - i) % 3 == 0) text.push_back(' ');
    text.push_back(digits[i]);
  }
  return text;
}

}  // namespace arbiter::stress
