#include "interactor/bot_process.h"

#include <fcntl.h>
#include <poll.h>
#include <sys/wait.h>
#include <unistd.h>

#include <boost/process/args.hpp>
#include <boost/process/exe.hpp>
#include <boost/process/extend.hpp>
#include <boost/process/io.hpp>
#include <boost/process/pipe.hpp>
#include <boost/process/search_path.hpp>
#include <cerrno>
#include <csignal>
#include <cstring>
#include <thread>

namespace arbiter::interactor {

namespace bp = boost::process;

namespace {

constexpr std::size_t kReadChunk = 4096;

std::string find_program(const std::string& name) {
  if (name.find('/') != std::string::npos) {
    if (::access(name.c_str(), X_OK) != 0) {
      throw BotStartError("cannot run bot '" + name + "': " + std::strerror(errno));
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
  int ends[2];
  if (::pipe2(ends, O_CLOEXEC) != 0) {
    throw BotStartError(std::string("cannot create a pipe: ") + std::strerror(errno));
  }
  return bp::pipe(ends[0], ends[1]);
}

int milliseconds_until(Clock::time_point deadline) {
  const auto left = std::chrono::ceil<std::chrono::milliseconds>(deadline - Clock::now()).count();
  return left <= 0 ? 0 : static_cast<int>(std::min<long long>(left, 1'000'000));
}

}  // namespace

void ignore_sigpipe() { std::signal(SIGPIPE, SIG_IGN); }

BotProcess::BotProcess(const std::vector<std::string>& command, bool quiet_stderr) {
  if (command.empty()) throw BotStartError("no bot command");
  const std::string program = find_program(command.front());
  const std::vector<std::string> arguments(command.begin() + 1, command.end());
  bp::pipe input = cloexec_pipe();
  bp::pipe output = cloexec_pipe();
  std::error_code error;
  if (quiet_stderr) {
    child_ = bp::child(bp::exe = program, bp::args = arguments,
                       bp::std_in<input, bp::std_out> output, bp::std_err > bp::null, error);
  } else {
    child_ = bp::child(bp::exe = program, bp::args = arguments,
                       bp::std_in<input, bp::std_out> output, error);
  }
  if (error) throw BotStartError("cannot run bot '" + command.front() + "': " + error.message());
  // The child owns the other ends now; keep ours and stop the pipe objects closing them.
  to_bot_ = input.native_sink();
  input.assign_sink(-1);
  from_bot_ = output.native_source();
  output.assign_source(-1);
}

BotProcess::~BotProcess() {
  if (!finished_) finish(Clock::now());
  close_input();
  if (from_bot_ >= 0) ::close(from_bot_);
}

bool BotProcess::write(std::string_view text) {
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

BotProcess::Fill BotProcess::fill(Clock::time_point deadline) {
  for (;;) {
    pollfd request{from_bot_, POLLIN, 0};
    const int ready = ::poll(&request, 1, milliseconds_until(deadline));
    if (ready < 0 && errno == EINTR) continue;
    if (ready == 0) {
      if (Clock::now() >= deadline) return Fill::kTimeout;
      continue;
    }
    char chunk[kReadChunk];
    const ssize_t got = ::read(from_bot_, chunk, sizeof chunk);
    if (got < 0 && errno == EINTR) continue;
    if (got <= 0) return Fill::kEnd;
    buffer_.append(chunk, static_cast<std::size_t>(got));
    return Fill::kData;
  }
}

BotProcess::ReadStatus BotProcess::read_line(std::string& line, std::size_t max_bytes,
                                             Clock::time_point deadline) {
  for (;;) {
    const std::size_t end = buffer_.find('\n');
    if (end != std::string::npos && end <= max_bytes) {
      line.assign(buffer_, 0, end);
      buffer_.erase(0, end + 1);
      return ReadStatus::kLine;
    }
    if (buffer_.size() > max_bytes) {  // Too long, whether or not its end has arrived.
      line.assign(buffer_, 0, max_bytes + 1);
      buffer_.erase(0, max_bytes + 1);
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

BotExit BotProcess::finish(Clock::time_point deadline) {
  finished_ = true;
  close_input();
  std::error_code error;
  bool output_open = true;
  while (child_.running(error) && !error) {
    if (Clock::now() >= deadline) {
      ::kill(child_.id(), SIGKILL);
      child_.wait(error);  // Reaps it: no zombie.
      return {BotExit::Kind::kKilled, 0};
    }
    // Keep reading so a bot writing after the game is not stuck on a full pipe; once its
    // output is closed, poll its status every millisecond.
    const auto step = std::min(deadline, Clock::now() + std::chrono::milliseconds(1));
    if (output_open) {
      output_open = !drain(step);
    } else {
      std::this_thread::sleep_until(step);
    }
  }
  const int status = child_.native_exit_code();
  if (WIFSIGNALED(status)) return {BotExit::Kind::kSignaled, WTERMSIG(status)};
  return {BotExit::Kind::kExited, WEXITSTATUS(status)};
}

}  // namespace arbiter::interactor
