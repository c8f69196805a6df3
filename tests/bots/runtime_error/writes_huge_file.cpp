// Writes a file in /tmp 1 MB at a time, up to 256 MB: the file size limit ends it with SIGXFSZ
// (RUNTIME_ERROR). Exits 5 on any other write error, and plays on if it wrote it all.
#include <fcntl.h>
#include <unistd.h>

#include <string>
#include <vector>

#include "tests/bots/bot_io.h"

int main() {
  zoo::read_board();
  const std::string path = "/tmp/zoo-huge-" + std::to_string(::getpid());
  const int fd = ::open(path.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0600);
  if (fd < 0) return 5;
  const std::vector<char> block(1 << 20, 'x');
  for (int mb = 0; mb < 256; ++mb) {
    if (::write(fd, block.data(), block.size()) != static_cast<ssize_t>(block.size())) return 5;
  }
  ::close(fd);
  ::unlink(path.c_str());
  zoo::move(1, 1);
  zoo::stop();
}
