// Calls an accomplice outside the sandbox (tests/bots/accomplice.cpp) for the deal: on the
// abstract Unix socket NAME, and on 127.0.0.1 at the port written in PORT_FILE (waited for up to
// 3 s). In the sandbox's network namespace, its loopback down and its abstract sockets its own,
// neither is reachable: it plays one move and stops. It reports every answer it gets, and,
// before it tries any connection, a port file it cannot see or that holds no port after 3 s
// (then the test would prove nothing of the network).
// Usage: calls_accomplice PORT_FILE NAME
#include <netinet/in.h>
#include <sys/socket.h>
#include <sys/un.h>
#include <unistd.h>

#include <array>
#include <chrono>
#include <cstring>
#include <fstream>
#include <string>
#include <thread>

#include "tests/bots/bot_io.h"

namespace {

// The first line `fd` answers with, when the connection to `address` is made.
std::string ask(int fd, const sockaddr* address, socklen_t size) {
  std::string answer;
  if (fd >= 0 && ::connect(fd, address, size) == 0) {
    std::array<char, 64> buffer{};
    const ssize_t got = ::read(fd, buffer.data(), buffer.size() - 1);
    if (got > 0) answer.assign(buffer.data(), static_cast<std::size_t>(got));
    answer = answer.substr(0, answer.find('\n'));
  }
  if (fd >= 0) ::close(fd);
  return answer;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc != 3) return 2;
  int port = 0;
  bool visible = false;
  const auto give_up = std::chrono::steady_clock::now() + std::chrono::seconds(3);
  while (port == 0 && std::chrono::steady_clock::now() < give_up) {
    std::ifstream file(argv[1]);
    visible = visible || file.is_open();
    file >> port;
    if (port == 0) std::this_thread::sleep_for(std::chrono::milliseconds(10));
  }
  if (port == 0) {
    zoo::read_board();
    zoo::report_or_play(visible ? "no port in the port file" : "cannot see the port file");
    return 0;
  }
  std::string learned;
  sockaddr_un local{};
  local.sun_family = AF_UNIX;
  const std::string name = argv[2];
  std::memcpy(local.sun_path + 1, name.data(), std::min(name.size(), sizeof local.sun_path - 2));
  const auto local_size = static_cast<socklen_t>(offsetof(sockaddr_un, sun_path) + 1 + name.size());
  // NOLINTBEGIN(cppcoreguidelines-pro-type-reinterpret-cast): the sockets API's own casts
  learned = ask(::socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0),
                reinterpret_cast<const sockaddr*>(&local), local_size);
  sockaddr_in loopback{};
  loopback.sin_family = AF_INET;
  loopback.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
  loopback.sin_port = htons(static_cast<std::uint16_t>(port));
  const std::string by_tcp = ask(::socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0),
                                 reinterpret_cast<const sockaddr*>(&loopback), sizeof loopback);
  if (!by_tcp.empty()) learned += (learned.empty() ? "" : ", ") + by_tcp;
  // NOLINTEND(cppcoreguidelines-pro-type-reinterpret-cast)
  zoo::read_board();
  zoo::report_or_play(learned.empty() ? "" : "found " + learned);
}
