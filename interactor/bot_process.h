#pragma once

#include <boost/process/child.hpp>
#include <chrono>
#include <string>
#include <string_view>
#include <vector>

#include "interactor/outcome.h"

/// The process layer: one bot as a child process with pipes on its standard input and output
/// (Boost.Process), read with deadlines. POSIX only (poll on the pipe descriptors).
namespace arbiter::interactor {

using Clock = std::chrono::steady_clock;

/// The bot could not be started (no such program, not executable).
class BotStartError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

/// A running bot. Its pipes are created close-on-exec, so bots started by other threads of
/// the same judge never inherit them (which would hide the end of this bot's output). The
/// destructor kills and reaps a bot that is still running: no process outlives its game and
/// none is left a zombie.
class BotProcess {
 public:
  /// Starts `command` (a program and its arguments; the program is looked up in PATH when
  /// it has no slash). The bot's standard error goes to the judge's standard error, or to
  /// /dev/null when `quiet_stderr`. Throws BotStartError.
  BotProcess(const std::vector<std::string>& command, bool quiet_stderr);
  ~BotProcess();
  BotProcess(const BotProcess&) = delete;
  BotProcess& operator=(const BotProcess&) = delete;

  /// Writes `text` whole. Returns false when the bot no longer reads (its input is closed:
  /// EPIPE; SIGPIPE must be ignored, see ignore_sigpipe). Blocks while the pipe is full.
  bool write(std::string_view text);
  /// Closes the bot's standard input, so a bot still reading sees its end.
  void close_input();

  enum class ReadStatus { kLine, kEndOfOutput, kTimeout };
  /// Reads the bot's next line (without '\n') into `line`, waiting until `deadline`. A line
  /// longer than `max_bytes` is returned as its first max_bytes + 1 bytes, at once, without
  /// waiting for its end: the judge never holds more than one read's worth of a line. A last
  /// line without '\n' before the end of output is returned as a line.
  ReadStatus read_line(std::string& line, std::size_t max_bytes, Clock::time_point deadline);
  /// Reads and discards the bot's output until it ends or `deadline` passes; true at its end.
  bool drain(Clock::time_point deadline);

  /// Waits until the bot exits or `deadline` passes, then kills it if it still runs, and
  /// reaps it. Returns how it ended. Call once.
  BotExit finish(Clock::time_point deadline);

 private:
  enum class Fill { kData, kEnd, kTimeout };
  Fill fill(Clock::time_point deadline);

  boost::process::child child_;
  int to_bot_ = -1;    // Write end of the bot's standard input.
  int from_bot_ = -1;  // Read end of the bot's standard output.
  std::string buffer_;
  bool finished_ = false;
};

/// Makes writes to a closed pipe fail with EPIPE instead of killing the judge. Call once at
/// start-up, before any thread starts.
void ignore_sigpipe();

}  // namespace arbiter::interactor
