#include "interactor/process/status_pipe.h"

#include <fcntl.h>
#include <poll.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <system_error>

#include "interactor/process/bot_process.h"

namespace arbiter::interactor {

namespace {

// How long the judge waits for a sandbox to be built before it gives up on it.
constexpr int kSandboxStartMs = 10'000;

}  // namespace

std::array<int, 2> cloexec_pipe_ends() {
  std::array<int, 2> ends{};
  if (::pipe2(ends.data(), O_CLOEXEC) != 0) {
    const int pipe_error = errno;
    throw BotStartError("cannot create a pipe: " + std::generic_category().message(pipe_error));
  }
  return ends;
}

std::string read_status(int fd) {
  std::string message;
  const auto give_up =
      std::chrono::steady_clock::now() + std::chrono::milliseconds(kSandboxStartMs);
  for (;;) {
    const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(
        give_up - std::chrono::steady_clock::now());
    pollfd request{fd, POLLIN, 0};
    const int ready = ::poll(&request, 1, static_cast<int>(std::max<long long>(0, left.count())));
    if (ready < 0 && errno == EINTR) continue;
    if (ready <= 0) return message.empty() ? "sandbox: no answer from solitaire-sandbox" : message;
    std::array<char, 512> chunk{};
    const ssize_t got = ::read(fd, chunk.data(), chunk.size());
    if (got < 0 && errno == EINTR) continue;
    if (got <= 0) return message;
    message.append(chunk.data(), static_cast<std::size_t>(got));
  }
}

}  // namespace arbiter::interactor
