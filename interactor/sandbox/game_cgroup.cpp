#include "interactor/sandbox/game_cgroup.h"

#include <fcntl.h>
#include <unistd.h>

#include <algorithm>
#include <array>
#include <atomic>
#include <cerrno>
#include <charconv>
#include <chrono>
#include <csignal>
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

// Writes `text` to the cgroup file `path` in one write, as the kernel takes a setting; the
// error names the file and the value.
void write_setting(CgroupFiles& files, const std::string& path, const std::string& text) {
  const long written = files.write(path, text);
  if (written == static_cast<long>(text.size())) return;
  const std::string why = written < 0 ? error_text(static_cast<int>(-written))
                                      : "a short write (" + std::to_string(written) + " of " +
                                            std::to_string(text.size()) + " bytes)";
  throw CgroupError("cannot write " + text + " to " + path + ": " + why);
}

// The pids listed in `directory`'s cgroup.procs (none when it cannot be read).
std::vector<pid_t> processes_in(CgroupFiles& files, const std::string& directory) {
  std::vector<pid_t> pids;
  const std::optional<std::string> text = files.read(directory + "/cgroup.procs");
  if (!text) return pids;
  const char* cursor = text->data();
  const char* const end = text->data() + text->size();
  while (cursor < end) {
    pid_t pid = 0;
    const auto [next, error] = std::from_chars(cursor, end, pid);
    if (error == std::errc() && pid > 0) pids.push_back(pid);
    cursor = error == std::errc() ? next : cursor + 1;
    while (cursor < end && (*cursor == '\n' || *cursor == ' ')) ++cursor;
  }
  return pids;
}

// Makes a directory of a new name under each of `parents` (the same name in each); throws
// CgroupUnavailable, with nothing left behind, when one cannot be made.
std::vector<std::string> make_directories(CgroupFiles& files,
                                          const std::vector<std::string>& parents) {
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
      error = files.make_directory(path);
      if (error != 0) {
        failed = path;
        break;
      }
      made.push_back(path);
    }
    if (error == 0) return made;
    // In the reverse order of their making, as remove_directories.
    std::for_each(made.rbegin(), made.rend(), [&](const std::string& path) {
      static_cast<void>(files.remove_directory(path));
    });
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
void enable_controllers(CgroupFiles& files, const std::string& directory) {
  const std::vector<std::string_view> needed = {"memory", "pids"};
  const std::optional<std::string> available = files.read(directory + "/cgroup.controllers");
  if (!available || !lists_all(*available, needed)) {
    throw CgroupUnavailable("memory and pids are not among the controllers of " + directory);
  }
  const std::optional<std::string> enabled = files.read(directory + "/cgroup.subtree_control");
  if (enabled && lists_all(*enabled, needed)) return;
  const std::string subtree = directory + "/cgroup.subtree_control";
  if (processes_in(files, directory) == std::vector<pid_t>{::getpid()}) {
    const std::string leaf = directory + "/arbiter-" + std::to_string(::getpid()) + "-judge";
    const int made = files.make_directory(leaf);
    if (made != 0 && made != EEXIST) {
      throw CgroupUnavailable("cannot create " + leaf + ": " + error_text(made));
    }
    try {
      write_setting(files, leaf + "/cgroup.procs", "0");
      write_setting(files, subtree, "+memory +pids");
      return;
    } catch (const CgroupError& error) {
      // Back where it was (a no-op if it never left), as far as it can: the first error says
      // what went wrong.
      static_cast<void>(files.write(directory + "/cgroup.procs", "0"));
      static_cast<void>(files.remove_directory(leaf));
      throw CgroupUnavailable(error.what());
    }
  }
  try {
    write_setting(files, subtree, "+memory +pids");
  } catch (const CgroupError& error) {
    // EBUSY: the judge's cgroup holds other processes too.
    throw CgroupUnavailable(error.what());
  }
}

// Removes the empty cgroups that judges no longer running left in `directory` (killed by a
// signal before they could remove their games'). One with a process in it, or of a judge
// still running, stays; a failure leaves it as it was.
void remove_stale_cgroups(CgroupFiles& files, const std::string& directory) {
  for (const std::string& name : files.directories(directory)) {
    const std::optional<long long> judge = judge_of_cgroup(name);
    if (!judge || *judge == ::getpid()) continue;
    if (::kill(static_cast<pid_t>(*judge), 0) == 0 || errno != ESRCH) continue;  // Alive.
    // EBUSY while processes are in it.
    std::string path = directory;
    static_cast<void>(files.remove_directory(path.append("/").append(name)));
  }
}

}  // namespace

CgroupChoice find_cgroup_site() {
  CgroupFiles& files = system_cgroup_files();
  const std::optional<std::string> own = files.read("/proc/self/cgroup");
  const std::optional<std::string> mounts = files.read("/proc/self/mountinfo");
  if (!own || !mounts) {
    return {std::nullopt, "no cgroup file system with memory is mounted for the judge's cgroup"};
  }
  return find_cgroup_site(*own, *mounts, files);
}

CgroupChoice find_cgroup_site(std::string_view proc_cgroup, std::string_view mountinfo,
                              CgroupFiles& files) {
  const std::vector<CgroupSite> sites = cgroup_sites(proc_cgroup, mountinfo);
  CgroupChoice choice;
  if (sites.empty()) {
    choice.reason = "no cgroup file system with memory is mounted for the judge's cgroup";
    return choice;
  }
  for (const CgroupSite& site : sites) {
    remove_stale_cgroups(files, site.memory);
    if (!site.pids.empty()) remove_stale_cgroups(files, site.pids);
    try {
      if (site.version == MemoryGuard::kCgroupV2) enable_controllers(files, site.memory);
      GameCgroup trial(site, Limits{}, 0, files);
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

GameCgroup::GameCgroup(const CgroupSite& site, const Limits& limits, long long helpers,
                       CgroupFiles& files)
    : site_(site), files_(&files) {
  std::vector<std::string> parents = {site.memory};
  if (!site.pids.empty()) parents.push_back(site.pids);
  directories_ = make_directories(files, parents);
  try {
    const std::string bytes = std::to_string(limits.memory_mb * kMiB);
    const std::string processes = std::to_string(limits.processes + helpers);
    const std::string& memory = directories_.front();
    const auto set = [&](const std::string& path, const std::string& text) {
      write_setting(files, path, text);
    };
    if (site.version == MemoryGuard::kCgroupV2) {
      set(memory + "/memory.max", bytes);
      // Without swap accounting the kernel has no such file, and no swap to limit.
      if (files.exists(memory + "/memory.swap.max")) set(memory + "/memory.swap.max", "0");
      // Kernels before 4.19 kill one process at a time, which the judge follows by itself.
      if (files.exists(memory + "/memory.oom.group")) set(memory + "/memory.oom.group", "1");
      set(memory + "/pids.max", processes);
    } else {
      set(memory + "/memory.limit_in_bytes", bytes);
      if (files.exists(memory + "/memory.memsw.limit_in_bytes")) {
        set(memory + "/memory.memsw.limit_in_bytes", bytes);
      }
      if (directories_.size() > 1) set(directories_[1] + "/pids.max", processes);
    }
    const std::string events =
        memory +
        (site.version == MemoryGuard::kCgroupV2 ? "/memory.events" : "/memory.oom_control");
    events_ = files.open(events, O_RDONLY | O_CLOEXEC);
    if (events_ < 0) throw CgroupError("cannot open " + events + ": " + error_text(errno));
    for (const std::string& directory : directories_) {
      const std::string procs = directory + "/cgroup.procs";
      const int fd = files.open(procs, O_WRONLY | O_CLOEXEC);
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
      files_->read(path() + (v2 ? "/memory.peak" : "/memory.max_usage_in_bytes"));
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
    for (int error = files_->remove_directory(directory); error != 0;
         error = files_->remove_directory(directory)) {
      if (error == ENOENT) break;
      if (error != EBUSY || Clock::now() >= give_up) {
        if (failure.empty()) failure = "cannot remove " + directory + ": " + error_text(error);
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
  // Should cgroup.kill be refused, each process is killed by its pid instead and the cgroup
  // removed all the same; the refusal is still an error of the game.
  std::string failure;
  if (site_.version == MemoryGuard::kCgroupV2 && files_->exists(kill_file)) {
    try {
      write_setting(*files_, kill_file, "1");
    } catch (const CgroupError& error) {
      failure = error.what();
    }
  }
  for (;;) {
    bool left = false;
    for (const std::string& directory : directories_) {
      for (const pid_t pid : processes_in(*files_, directory)) {
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
  const std::string removal = remove_directories();
  if (failure.empty()) failure = removal;
  if (!failure.empty()) throw CgroupError(failure);
}

}  // namespace arbiter::interactor
