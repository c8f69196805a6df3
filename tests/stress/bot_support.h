#pragma once

// What the stress tests' bots share: raw reads and writes on descriptors 0 and 1 (no stream
// buffering, so a fork or an abrupt end loses nothing the bot meant to send), and the record
// of every process a bot starts, which the drivers check for survivors after a run.
#include <fcntl.h>
#include <unistd.h>

#include <array>
#include <cerrno>
#include <chrono>
#include <fstream>
#include <sstream>
#include <string>
#include <string_view>
#include <thread>

namespace arbiter::stress {

/// Writes `text` whole to descriptor 1; false once the judge no longer reads.
inline bool send(std::string_view text) {
  while (!text.empty()) {
    const ssize_t written = ::write(STDOUT_FILENO, text.data(), text.size());
    if (written < 0 && errno == EINTR) continue;
    if (written <= 0) return false;
    text.remove_prefix(static_cast<std::size_t>(written));
  }
  return true;
}

/// Lines from descriptor 0, read in blocks.
class Input {
 public:
  /// The next line with its '\n' (the last one may lack it); false at the end of the input.
  bool line(std::string& out) {
    out.clear();
    for (;;) {
      const std::size_t end = buffer_.find('\n');
      if (end != std::string::npos) {
        out = buffer_.substr(0, end + 1);
        buffer_.erase(0, end + 1);
        return true;
      }
      std::array<char, 4096> chunk{};
      const ssize_t got = ::read(STDIN_FILENO, chunk.data(), chunk.size());
      if (got < 0 && errno == EINTR) continue;
      if (got <= 0) {
        out = std::move(buffer_);
        buffer_.clear();
        return !out.empty();
      }
      buffer_.append(chunk.data(), static_cast<std::size_t>(got));
    }
  }

  /// The next `count` lines, each with its '\n', appended to `out`; false if they are not all
  /// there.
  bool lines(int count, std::string& out) {
    std::string one;
    for (int i = 0; i < count; ++i) {
      if (!line(one)) return false;
      out += one;
    }
    return true;
  }

 private:
  std::string buffer_;
};

/// The start time of process `pid` in clock ticks since boot (field 22 of /proc/PID/stat),
/// which with the pid names a process for good (pids are reused); empty when it is gone.
inline std::string start_time(const std::string& pid) {
  std::ifstream file("/proc/" + pid + "/stat");
  std::string stat;
  std::getline(file, stat);
  const std::size_t name_end = stat.rfind(')');
  if (name_end == std::string::npos) return {};
  std::istringstream fields(stat.substr(name_end + 2));  // From field 3, the state.
  std::string field;
  for (int index = 3; index <= 22 && fields >> field; ++index) {
  }
  return field;
}

/// Appends "PID START_TIME\n" of the calling process to `path` in one write.
inline void record_process(const char* path) {
  const std::string pid = std::to_string(::getpid());
  const std::string line = pid + " " + start_time(pid) + "\n";
  const int fd = ::open(path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0644);
  if (fd < 0) return;
  [[maybe_unused]] const ssize_t written = ::write(fd, line.data(), line.size());
  ::close(fd);
}

/// Sleeps far longer than any judge waits: a process doing this must be killed.
[[noreturn]] inline void sleep_until_killed() {
  std::this_thread::sleep_for(std::chrono::seconds(30));
  ::_exit(0);
}

/// Starts a helper process, which records itself in `record_path`, then (when `escape`) leaves
/// the bot's session and process group with setsid and closes its ends of the judge's pipes,
/// and sleeps until killed. Returns once the helper has recorded itself.
inline void start_helper(const char* record_path, bool escape) {
  std::array<int, 2> ready{};
  if (::pipe(ready.data()) != 0) ::_exit(9);
  if (::fork() == 0) {
    if (escape) {
      ::setsid();
      ::close(STDIN_FILENO);
      ::close(STDOUT_FILENO);
    }
    record_process(record_path);
    [[maybe_unused]] const ssize_t written = ::write(ready[1], "x", 1);
    sleep_until_killed();
  }
  ::close(ready[1]);
  char byte = 0;
  [[maybe_unused]] const ssize_t got = ::read(ready[0], &byte, 1);
  ::close(ready[0]);
}

}  // namespace arbiter::stress
