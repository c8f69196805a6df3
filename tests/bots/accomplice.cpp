// An accomplice of a cheating bot, outside the sandbox: it listens on 127.0.0.1 (a port of the
// kernel's choice) and on the abstract Unix socket NAME, answers every connection with a line
// standing for the deal, and writes its port to PORT_FILE once both listen. It ends when its
// standard output closes (the judge it is piped into has exited), or after a minute.
// Usage: accomplice PORT_FILE NAME | solitaire-interactor ...
#include <netinet/in.h>
#include <poll.h>
#include <sys/socket.h>
#include <sys/un.h>
#include <unistd.h>

#include <array>
#include <chrono>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <string>

namespace {

int listen_tcp(int& port) {
  const int fd = ::socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0);
  sockaddr_in address{};
  address.sin_family = AF_INET;
  address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
  socklen_t size = sizeof address;
  // NOLINTBEGIN(cppcoreguidelines-pro-type-reinterpret-cast): the sockets API's own casts
  if (fd < 0 || ::bind(fd, reinterpret_cast<sockaddr*>(&address), sizeof address) != 0 ||
      ::listen(fd, 8) != 0 ||
      ::getsockname(fd, reinterpret_cast<sockaddr*>(&address), &size) != 0) {
    return -1;
  }
  // NOLINTEND(cppcoreguidelines-pro-type-reinterpret-cast)
  port = ntohs(address.sin_port);
  return fd;
}

int listen_abstract(const std::string& name) {
  const int fd = ::socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0);
  sockaddr_un address{};
  address.sun_family = AF_UNIX;
  std::memcpy(address.sun_path + 1, name.data(),
              std::min(name.size(), sizeof address.sun_path - 2));
  const auto size = static_cast<socklen_t>(offsetof(sockaddr_un, sun_path) + 1 + name.size());
  // NOLINTNEXTLINE(cppcoreguidelines-pro-type-reinterpret-cast): the sockets API's own cast
  if (fd < 0 || ::bind(fd, reinterpret_cast<sockaddr*>(&address), size) != 0 ||
      ::listen(fd, 8) != 0) {
    return -1;
  }
  return fd;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc != 3) return 2;
  int port = 0;
  const int tcp = listen_tcp(port);
  const int local = listen_abstract(argv[2]);
  if (tcp < 0 || local < 0) {
    std::perror("accomplice: cannot listen");
    return 1;
  }
  std::ofstream(argv[1]) << port << '\n';
  const auto give_up = std::chrono::steady_clock::now() + std::chrono::minutes(1);
  while (std::chrono::steady_clock::now() < give_up) {
    std::array<pollfd, 3> watched = {{{tcp, POLLIN, 0}, {local, POLLIN, 0}, {STDOUT_FILENO, 0, 0}}};
    if (::poll(watched.data(), watched.size(), 1000) < 0) continue;
    if ((watched[2].revents & (POLLERR | POLLHUP)) != 0) break;
    for (std::size_t i = 0; i < 2; ++i) {
      if ((watched[i].revents & POLLIN) == 0) continue;
      const int connection = ::accept4(watched[i].fd, nullptr, nullptr, SOCK_CLOEXEC);
      if (connection < 0) continue;
      const std::string deal = i == 0 ? "the deal by tcp\n" : "the deal by unix\n";
      static_cast<void>(::write(connection, deal.data(), deal.size()));
      ::close(connection);
    }
  }
  return 0;
}
