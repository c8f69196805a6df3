// Tries to reach a network: a TCP connection to 127.0.0.1:1 (any answer, even a refusal, means
// it reached one). In the sandbox's network namespace, with only a loopback that is down, it
// fails at once as unreachable, as it would for any address: it plays one move and stops. (No
// address outside the machine is tried: its --no-sandbox control must send nothing out.)
#include <arpa/inet.h>
#include <fcntl.h>
#include <netinet/in.h>
#include <poll.h>
#include <sys/socket.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>

#include "tests/bots/bot_io.h"

namespace {

// True when a network answered: connected, or refused by a host.
bool reached(const char* address, int port) {
  const int fd = ::socket(AF_INET, SOCK_STREAM | SOCK_NONBLOCK | SOCK_CLOEXEC, 0);
  if (fd < 0) return false;
  sockaddr_in target{};
  target.sin_family = AF_INET;
  target.sin_port = htons(static_cast<std::uint16_t>(port));
  ::inet_pton(AF_INET, address, &target.sin_addr);
  // NOLINTNEXTLINE(cppcoreguidelines-pro-type-reinterpret-cast): the sockets API's own cast
  int result = ::connect(fd, reinterpret_cast<const sockaddr*>(&target), sizeof target);
  if (result != 0 && errno == EINPROGRESS) {
    pollfd request{fd, POLLOUT, 0};
    result = ::poll(&request, 1, 1000) == 1 ? 0 : -1;
    int error = 0;
    socklen_t size = sizeof error;
    if (result == 0) ::getsockopt(fd, SOL_SOCKET, SO_ERROR, &error, &size);
    errno = error;
    if (result == 0 && error != 0) result = -1;
  }
  const bool answered = result == 0 || errno == ECONNREFUSED;
  ::close(fd);
  return answered;
}

}  // namespace

int main() {
  zoo::read_board();
  zoo::report_or_play(reached("127.0.0.1", 1) ? "reached a network" : "");
}
