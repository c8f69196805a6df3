#include "simulators/go/gtp_process.h"

#include <fcntl.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <array>
#include <cerrno>
#include <csignal>
#include <cstdlib>
#include <ctime>
#include <memory>
#include <sstream>
#include <system_error>
#include <utility>

namespace arbiter::go {

namespace {

bool executable(const std::string& path) { return ::access(path.c_str(), X_OK) == 0; }

// What the system calls error `code` ("No such file or directory").
std::string system_message(int code) {
  return std::error_code(code, std::system_category()).message();
}

// Both ends of a new pipe, close-on-exec (the child's ends are duplicated onto 0 and 1).
std::array<int, 2> make_pipe() {
  std::array<int, 2> ends{};
  if (::pipe2(ends.data(), O_CLOEXEC) != 0) {
    throw GtpError("cannot make a pipe: " + system_message(errno));
  }
  return ends;
}

}  // namespace

std::optional<std::string> find_gnugo() {
  const char* path = std::getenv("PATH");  // NOLINT(concurrency-mt-unsafe): no thread sets it.
  std::istringstream folders(path != nullptr ? path : "");
  for (std::string folder; std::getline(folders, folder, ':');) {
    if (folder.empty()) continue;
    const std::string candidate = folder + "/gnugo";
    if (executable(candidate)) return candidate;
  }
  if (executable("/usr/games/gnugo")) return "/usr/games/gnugo";
  return std::nullopt;
}

GtpProcess::GtpProcess(std::string name, const std::string& program,
                       const std::vector<std::string>& arguments)
    : name_(std::move(name)) {
  const std::array<int, 2> input = make_pipe();
  const std::array<int, 2> output = make_pipe();
  posix_spawn_file_actions_t actions;
  posix_spawn_file_actions_init(&actions);
  posix_spawn_file_actions_adddup2(&actions, input[0], STDIN_FILENO);
  posix_spawn_file_actions_adddup2(&actions, output[1], STDOUT_FILENO);
  std::vector<std::string> words{program};
  words.insert(words.end(), arguments.begin(), arguments.end());
  std::vector<char*> argv;
  argv.reserve(words.size() + 1);
  for (std::string& word : words) argv.push_back(word.data());
  argv.push_back(nullptr);
  const int failure = posix_spawnp(&pid_, program.c_str(), &actions, nullptr, argv.data(), environ);
  posix_spawn_file_actions_destroy(&actions);
  ::close(input[0]);
  ::close(output[1]);
  if (failure != 0) {
    ::close(input[1]);
    ::close(output[0]);
    throw GtpError("cannot start " + name_ + " (" + program + "): " + system_message(failure));
  }
  to_engine_ = input[1];
  from_engine_ = output[0];
}

GtpProcess::~GtpProcess() {
  // Best effort: an engine that already ended gets no quit, and one that ignores it still
  // sees its input closed.
  if (write_all("quit\n")) {
    std::array<char, 256> rest{};
    while (::read(from_engine_, rest.data(), rest.size()) > 0) {
    }
  }
  ::close(to_engine_);
  ::close(from_engine_);
  int status = 0;
  while (::waitpid(pid_, &status, 0) < 0 && errno == EINTR) {
  }
}

bool GtpProcess::write_all(const std::string& text) const {
  // SIGPIPE is held back while writing, so that an engine that ended makes the write fail
  // instead of killing go-score; a SIGPIPE it raised is taken off before it is let through.
  sigset_t pipe_signal;
  sigset_t previous;
  sigemptyset(&pipe_signal);
  sigaddset(&pipe_signal, SIGPIPE);
  pthread_sigmask(SIG_BLOCK, &pipe_signal, &previous);
  std::size_t written = 0;
  bool broken = false;
  while (written < text.size() && !broken) {
    const ssize_t n = ::write(to_engine_, text.data() + written, text.size() - written);
    if (n >= 0) {
      written += static_cast<std::size_t>(n);
    } else if (errno != EINTR) {
      broken = true;
    }
  }
  if (broken && errno == EPIPE) {
    const timespec no_wait{};
    while (sigtimedwait(&pipe_signal, nullptr, &no_wait) == SIGPIPE) {
    }
  }
  pthread_sigmask(SIG_SETMASK, &previous, nullptr);
  return !broken;
}

std::string GtpProcess::exchange(const std::string& command) {
  if (!write_all(command + "\n")) {
    throw GtpError(name_ + " ended before '" + command + "' (its input is closed)");
  }
  // A reply ends with an empty line; GTP lets an engine write \r\n too.
  for (;;) {
    std::string normalised;
    for (const char c : buffered_) {
      if (c != '\r' && (c != '\n' || !normalised.empty())) normalised.push_back(c);
    }
    const std::size_t end = normalised.find("\n\n");
    if (end != std::string::npos) {
      // Everything after the reply stays for the next one, \r dropped.
      buffered_ = normalised.substr(end + 2);
      return normalised.substr(0, end + 1);
    }
    buffered_ = normalised;
    std::array<char, 4096> chunk{};
    const ssize_t n = ::read(from_engine_, chunk.data(), chunk.size());
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) {
      throw GtpError(name_ + " ended without answering '" + command + "'" +
                     (buffered_.empty() ? "" : " (it wrote '" + buffered_ + "')"));
    }
    buffered_.append(chunk.data(), static_cast<std::size_t>(n));
  }
}

std::unique_ptr<GtpProcess> start_gnugo(const std::string& program, std::optional<int> level) {
  std::string chosen = program;
  if (chosen.empty()) {
    const auto found = find_gnugo();
    if (!found) {
      throw GtpError(std::string("--dead gnugo: GNU Go is not installed (no gnugo in PATH or "
                                 "/usr/games): install the Debian package ") +
                     kGnuGoPackage + ", or name the program with --gnugo PATH");
    }
    chosen = *found;
  }
  std::vector<std::string> arguments{"--mode", "gtp"};
  if (level) {
    arguments.emplace_back("--level");
    arguments.push_back(std::to_string(*level));
  }
  return std::make_unique<GtpProcess>("GNU Go", chosen, arguments);
}

LifeJudge gnugo_life_judge(const ScoringOptions& scoring, std::unique_ptr<GtpProcess>& engine) {
  if (scoring.dead != DeadStones::kGnuGo) return {};
  return [&scoring, &engine](const Board& board, std::optional<Color> to_move) {
    if (!engine) engine = start_gnugo(scoring.gnugo_program, scoring.gnugo_level);
    return judge_life_by_gtp(*engine, board, to_move);
  };
}

}  // namespace arbiter::go
