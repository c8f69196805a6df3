// Connects an output validator and a player crosswise, as a Kattis judging system does for an
// interactive problem: the player's standard output is the validator's standard input and the
// validator's standard output the player's standard input. Waits for both and prints how each
// ended, one line each:
//   validator exited 42
//   player exited 0
// ("killed by signal N" for a signal; "killed by the harness" for a process still running
// GRACE_MS after the other one ended, or at the timeout). The harness enforces no limit of a
// judging system beyond that; it exits 0 once both are reaped, 2 on a usage error.
//
// Usage: kattis_harness TIMEOUT_S VALIDATOR [ARG...] --player PLAYER [ARG...]
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <array>
#include <chrono>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <thread>
#include <vector>

namespace {

using Clock = std::chrono::steady_clock;
constexpr std::chrono::milliseconds kGrace{2000};

// Starts `command` with `input` as its standard input and `output` as its standard output;
// every descriptor of `close_in_child` is closed in the child.
pid_t start(const std::vector<char*>& command, int input, int output,
            const std::array<int, 4>& close_in_child) {
  const pid_t pid = ::fork();
  if (pid != 0) return pid;
  ::dup2(input, STDIN_FILENO);
  ::dup2(output, STDOUT_FILENO);
  for (const int fd : close_in_child) ::close(fd);
  static_cast<void>(std::signal(SIGPIPE, SIG_DFL));
  ::execvp(command[0], command.data());
  std::perror(command[0]);
  ::_exit(127);
}

struct Process {
  const char* name = "";
  pid_t pid = -1;
  bool done = false;
  bool killed = false;
  int status = 0;
};

std::string describe(const Process& process) {
  if (process.killed) return "killed by the harness";
  if (WIFSIGNALED(process.status)) {
    return "killed by signal " + std::to_string(WTERMSIG(process.status));
  }
  return "exited " + std::to_string(WEXITSTATUS(process.status));
}

}  // namespace

int main(int argc, char** argv) {
  std::vector<char*> validator;
  std::vector<char*> player;
  bool after_separator = false;
  for (int i = 2; i < argc; ++i) {
    if (!after_separator && std::string(argv[i]) == "--player") {
      after_separator = true;
    } else {
      (after_separator ? player : validator).push_back(argv[i]);
    }
  }
  if (argc < 2 || validator.empty() || player.empty()) {
    static_cast<void>(std::fputs(
        "usage: kattis_harness TIMEOUT_S VALIDATOR [ARG...] --player PLAYER [ARG...]\n", stderr));
    return 2;
  }
  const auto timeout = std::chrono::seconds(std::strtol(argv[1], nullptr, 10));
  validator.push_back(nullptr);
  player.push_back(nullptr);

  std::array<int, 2> to_validator{};
  std::array<int, 2> to_player{};
  if (::pipe(to_validator.data()) != 0 || ::pipe(to_player.data()) != 0) {
    std::perror("pipe");
    return 2;
  }
  const std::array<int, 4> ends{to_validator[0], to_validator[1], to_player[0], to_player[1]};
  std::array<Process, 2> processes{{{"validator"}, {"player"}}};
  processes[0].pid = start(validator, to_validator[0], to_player[1], ends);
  processes[1].pid = start(player, to_player[0], to_validator[1], ends);
  for (const int fd : ends) ::close(fd);

  const Clock::time_point give_up = Clock::now() + timeout;
  Clock::time_point kill_at = give_up;  // Moves closer once one of the two has ended.
  int running = 2;
  while (running > 0) {
    for (Process& process : processes) {
      if (process.done) continue;
      if (::waitpid(process.pid, &process.status, WNOHANG) == process.pid) {
        process.done = true;
        --running;
        kill_at = std::min(kill_at, Clock::now() + kGrace);
      } else if (Clock::now() >= kill_at) {
        ::kill(process.pid, SIGKILL);
        ::waitpid(process.pid, &process.status, 0);
        process.done = true;
        process.killed = true;
        --running;
      }
    }
    std::this_thread::sleep_for(std::chrono::milliseconds(2));
  }
  for (const Process& process : processes) {
    std::printf("%s %s\n", process.name, describe(process).c_str());
  }
  return 0;
}
