#pragma once

#include <unistd.h>

#include <array>
#include <string>

/// The pipes a bot starts with that Boost.Process does not make: closed on exec, and the
/// sandbox's status pipe, on which its helper says why a sandbox could not be built.
namespace arbiter::interactor {

/// A pipe whose two ends are closed on exec: children started by other threads do not keep it
/// open. dup2 onto the child's 0 or 1 clears the flag for the child's own end. Throws
/// BotStartError.
std::array<int, 2> cloexec_pipe_ends();

/// Reads the sandbox's status descriptor to its end: empty once the bot's exec succeeded, the
/// helper's reason otherwise (or that it did not answer within 10 s).
std::string read_status(int fd);

/// The sandbox's status pipe, its ends closed on exec and with the object: the helper writes on
/// it why the sandbox could not be built, and the bot's exec closes the helper's end.
class StatusPipe {
 public:
  StatusPipe() = default;
  ~StatusPipe() {
    close_read();
    close_write();
  }
  StatusPipe(const StatusPipe&) = delete;
  StatusPipe& operator=(const StatusPipe&) = delete;

  void open() { ends_ = cloexec_pipe_ends(); }
  bool is_open() const { return ends_[0] >= 0; }
  int read_end() const { return ends_[0]; }
  int write_end() const { return ends_[1]; }
  void close_read() { close_end(ends_[0]); }
  void close_write() { close_end(ends_[1]); }

 private:
  static void close_end(int& fd) {
    if (fd >= 0) ::close(fd);
    fd = -1;
  }
  std::array<int, 2> ends_{-1, -1};
};

}  // namespace arbiter::interactor
