#include "interactor/sandbox/game_cgroup.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <array>
#include <atomic>
#include <cerrno>
#include <chrono>
#include <csignal>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <system_error>
#include <thread>

namespace arbiter::interactor {

namespace {

using Clock = std::chrono::steady_clock;

constexpr long long kMiB = 1024LL * 1024;
// How long removing a cgroup waits for its killed processes to be gone.
constexpr std::chrono::seconds kRemoveWithin{2};

// A cgroup that could not be made at all (as opposed to one made but not limited): the
// search for a site goes on to the next one, and a judge without any falls back to the watch.
class CgroupUnavailable : public CgroupError {
 public:
  using CgroupError::CgroupError;
};

std::string error_text(int error) { return std::generic_category().message(error); }

bool exists(const std::string& path) {
  struct stat info {};
  return ::stat(path.c_str(), &info) == 0;
}

// A small file of the cgroup file system, whole; none when it cannot be read.
std::optional<std::string> read_file(const std::string& path) {
  std::ifstream file(path);
  if (!file) return std::nullopt;
  std::ostringstream text;
  text << file.rdbuf();
  if (file.bad()) return std::nullopt;
  return text.str();
}

// Writes `text` to the cgroup file `path` in one write, as the kernel takes a setting; the
// error names the file and the value.
void write_setting(const std::string& path, const std::string& text) {
  const int fd = ::open(path.c_str(), O_WRONLY | O_CLOEXEC);
  int error = 0;
  if (fd < 0) {
    error = errno;
  } else {
    const ssize_t written = ::write(fd, text.data(), text.size());
    if (written != static_cast<ssize_t>(text.size())) error = written < 0 ? errno : EIO;
    if (::close(fd) != 0 && error == 0) error = errno;
  }
  if (error != 0) {
    throw CgroupError("cannot write " + text + " to " + path + ": " + error_text(error));
  }
}

// The pids listed in `directory`'s cgroup.procs (none when it cannot be read).
std::vector<pid_t> processes_in(const std::string& directory) {
  std::vector<pid_t> pids;
  std::ifstream file(directory + "/cgroup.procs");
  for (pid_t pid = 0; file >> pid;) pids.push_back(pid);
  return pids;
}

// Makes a directory of a new name under each of `parents` (the same name in each); throws
// CgroupUnavailable, with nothing left behind, when one cannot be made.
std::vector<std::string> make_directories(const std::vector<std::string>& parents) {
  // The one counter of the process, so that games in parallel (-j) never take the same name.
  static std::atomic<unsigned long long> next{0};
  constexpr int kTries = 1000;  // Names left by a judge of the same pid that was killed.
  for (int attempt = 0; attempt < kTries; ++attempt) {
    const std::string name = game_cgroup_name(::getpid(), ++next);
    std::vector<std::string> made;
    int error = 0;
    std::string failed;
    for (const std::string& parent : parents) {
      std::string path = parent;
      path.append("/").append(name);
      if (::mkdir(path.c_str(), 0755) != 0) {
        error = errno;
        failed = path;
        break;
      }
      made.push_back(path);
    }
    if (error == 0) return made;
    // In the reverse order of their making, as remove_directories.
    std::for_each(made.rbegin(), made.rend(),
                  [](const std::string& path) { ::rmdir(path.c_str()); });
    if (error != EEXIST) {
      throw CgroupUnavailable("cannot create " + failed + ": " + error_text(error));
    }
  }
  throw CgroupUnavailable("cannot create a cgroup under " + parents.front() +
                          ": every name is taken");
}

// v2: memory and pids for the children of the judge's cgroup `directory`, enabled if need be.
// v2 allows no process in a cgroup (but the root) whose children have controllers: a judge
// alone in its cgroup (systemd-run --scope -p Delegate=yes) first moves into a leaf of its
// own, arbiter-PID-judge, and stays there; a judge with company gets no cgroup.
void enable_controllers(const std::string& directory) {
  const std::vector<std::string_view> needed = {"memory", "pids"};
  const std::optional<std::string> available = read_file(directory + "/cgroup.controllers");
  if (!available || !lists_all(*available, needed)) {
    throw CgroupUnavailable("memory and pids are not among the controllers of " + directory);
  }
  const std::optional<std::string> enabled = read_file(directory + "/cgroup.subtree_control");
  if (enabled && lists_all(*enabled, needed)) return;
  const std::string subtree = directory + "/cgroup.subtree_control";
  if (processes_in(directory) == std::vector<pid_t>{::getpid()}) {
    const std::string leaf = directory + "/arbiter-" + std::to_string(::getpid()) + "-judge";
    if (::mkdir(leaf.c_str(), 0755) != 0 && errno != EEXIST) {
      throw CgroupUnavailable("cannot create " + leaf + ": " + error_text(errno));
    }
    try {
      write_setting(leaf + "/cgroup.procs", "0");
      write_setting(subtree, "+memory +pids");
      return;
    } catch (const CgroupError& error) {
      // Back where it was (a no-op if it never left), as far as it can: the first error says
      // what went wrong.
      const int back = ::open((directory + "/cgroup.procs").c_str(), O_WRONLY | O_CLOEXEC);
      if (back >= 0) {
        static_cast<void>(::write(back, "0", 1));
        ::close(back);
      }
      static_cast<void>(::rmdir(leaf.c_str()));
      throw CgroupUnavailable(error.what());
    }
  }
  try {
    write_setting(subtree, "+memory +pids");
  } catch (const CgroupError& error) {
    // EBUSY: the judge's cgroup holds other processes too.
    throw CgroupUnavailable(error.what());
  }
}

// Removes the empty cgroups that judges no longer running left in `directory` (killed by a
// signal before they could remove their games'). One with a process in it, or of a judge
// still running, stays; a failure leaves it as it was.
void remove_stale_cgroups(const std::string& directory) {
  std::error_code error;
  for (std::filesystem::directory_iterator it(directory, error), end; !error && it != end;
       it.increment(error)) {
    const std::optional<long long> judge = judge_of_cgroup(it->path().filename().string());
    std::error_code not_directory;
    if (!judge || *judge == ::getpid() || !it->is_directory(not_directory)) continue;
    if (::kill(static_cast<pid_t>(*judge), 0) == 0 || errno != ESRCH) continue;  // Alive.
    static_cast<void>(::rmdir(it->path().c_str()));  // EBUSY while processes are in it.
  }
}

}  // namespace

CgroupChoice find_cgroup_site() {
  const std::optional<std::string> own = read_file("/proc/self/cgroup");
  const std::optional<std::string> mounts = read_file("/proc/self/mountinfo");
  const std::vector<CgroupSite> sites =
      own && mounts ? cgroup_sites(*own, *mounts) : std::vector<CgroupSite>{};
  CgroupChoice choice;
  if (sites.empty()) {
    choice.reason = "no cgroup file system with memory is mounted for the judge's cgroup";
    return choice;
  }
  for (const CgroupSite& site : sites) {
    remove_stale_cgroups(site.memory);
    if (!site.pids.empty()) remove_stale_cgroups(site.pids);
    try {
      if (site.version == MemoryGuard::kCgroupV2) enable_controllers(site.memory);
      GameCgroup trial(site, Limits{}, 0);
      trial.remove();
      choice.site = site;
      choice.reason.clear();
      return choice;
    } catch (const CgroupUnavailable& error) {
      if (!choice.reason.empty()) choice.reason += "; ";
      choice.reason.append(memory_guard_name(site.version)).append(": ").append(error.what());
    }
  }
  return choice;
}

GameCgroup::GameCgroup(const CgroupSite& site, const Limits& limits, long long helpers)
    : site_(site) {
  std::vector<std::string> parents = {site.memory};
  if (!site.pids.empty()) parents.push_back(site.pids);
  directories_ = make_directories(parents);
  try {
    const std::string bytes = std::to_string(limits.memory_mb * kMiB);
    const std::string processes = std::to_string(limits.processes + helpers);
    const std::string& memory = directories_.front();
    if (site.version == MemoryGuard::kCgroupV2) {
      write_setting(memory + "/memory.max", bytes);
      // Without swap accounting the kernel has no such file, and no swap to limit.
      if (exists(memory + "/memory.swap.max")) write_setting(memory + "/memory.swap.max", "0");
      // Kernels before 4.19 kill one process at a time, which the judge follows by itself.
      if (exists(memory + "/memory.oom.group")) write_setting(memory + "/memory.oom.group", "1");
      write_setting(memory + "/pids.max", processes);
    } else {
      write_setting(memory + "/memory.limit_in_bytes", bytes);
      if (exists(memory + "/memory.memsw.limit_in_bytes")) {
        write_setting(memory + "/memory.memsw.limit_in_bytes", bytes);
      }
      if (directories_.size() > 1) write_setting(directories_[1] + "/pids.max", processes);
    }
    const std::string events =
        memory +
        (site.version == MemoryGuard::kCgroupV2 ? "/memory.events" : "/memory.oom_control");
    events_ = ::open(events.c_str(), O_RDONLY | O_CLOEXEC);
    if (events_ < 0) throw CgroupError("cannot open " + events + ": " + error_text(errno));
    for (const std::string& directory : directories_) {
      const std::string procs = directory + "/cgroup.procs";
      const int fd = ::open(procs.c_str(), O_WRONLY | O_CLOEXEC);
      if (fd < 0) throw CgroupError("cannot open " + procs + ": " + error_text(errno));
      procs_.push_back(fd);
    }
  } catch (const CgroupError&) {
    for (const int fd : procs_) ::close(fd);
    procs_.clear();
    if (events_ >= 0) ::close(events_);
    events_ = -1;
    remove_directories();
    removed_ = true;
    throw;
  }
}

GameCgroup::~GameCgroup() {
  if (!removed_) {
    try {
      remove();
    } catch (const CgroupError&) {  // NOLINT(bugprone-empty-catch): a destructor cannot report
    }
  }
  for (const int fd : procs_) ::close(fd);
  if (events_ >= 0) ::close(events_);
}

bool GameCgroup::join() const noexcept {
  return std::all_of(procs_.begin(), procs_.end(), [](int fd) { return ::write(fd, "0", 1) == 1; });
}

bool GameCgroup::out_of_memory() const {
  // Read every kUsageStep while a game is in play: plain system calls into a buffer of the
  // stack, no heap (the events file was opened with the cgroup).
  std::array<char, 1024> text{};
  std::size_t size = 0;
  if (::lseek(events_, 0, SEEK_SET) == 0) {
    for (;;) {
      const ssize_t got = ::read(events_, text.data() + size, text.size() - size);
      if (got < 0 && errno == EINTR) continue;
      if (got <= 0) break;
      size += static_cast<std::size_t>(got);
      if (size == text.size()) break;
    }
  }
  return keyed_value(std::string_view(text.data(), size), "oom_kill").value_or(0) > 0;
}

std::optional<long long> GameCgroup::peak_kb() const {
  const bool v2 = site_.version == MemoryGuard::kCgroupV2;
  const std::optional<std::string> text =
      read_file(path() + (v2 ? "/memory.peak" : "/memory.max_usage_in_bytes"));
  if (!text) return std::nullopt;
  try {
    return std::stoll(*text) / 1024;
  } catch (const std::logic_error&) {
    return std::nullopt;
  }
}

std::string GameCgroup::remove_directories() {
  const Clock::time_point give_up = Clock::now() + kRemoveWithin;
  std::string failure;
  for (std::size_t i = directories_.size(); i-- > 0;) {
    const std::string& directory = directories_[i];
    // A process just killed may still be leaving: EBUSY until it is gone.
    while (::rmdir(directory.c_str()) != 0) {
      if (errno == ENOENT) break;
      if (errno != EBUSY || Clock::now() >= give_up) {
        if (failure.empty()) failure = "cannot remove " + directory + ": " + error_text(errno);
        break;
      }
      std::this_thread::sleep_for(std::chrono::milliseconds(1));
    }
  }
  return failure;
}

void GameCgroup::remove() {
  removed_ = true;
  const Clock::time_point give_up = Clock::now() + kRemoveWithin;
  const std::string kill_file = path() + "/cgroup.kill";
  if (site_.version == MemoryGuard::kCgroupV2 && exists(kill_file)) {
    write_setting(kill_file, "1");
  }
  for (;;) {
    bool left = false;
    for (const std::string& directory : directories_) {
      for (const pid_t pid : processes_in(directory)) {
        left = true;
        ::kill(pid, SIGKILL);
      }
    }
    if (!left) break;
    if (Clock::now() >= give_up) {
      throw CgroupError("cannot empty " + path() + ": its processes outlive SIGKILL");
    }
    std::this_thread::sleep_for(std::chrono::milliseconds(1));
  }
  const std::string failure = remove_directories();
  if (!failure.empty()) throw CgroupError(failure);
}

}  // namespace arbiter::interactor
