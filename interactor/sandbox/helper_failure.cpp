#include "interactor/sandbox/helper_failure.h"

#include <unistd.h>

#include <cerrno>
#include <system_error>
#include <utility>

#include "interactor/sandbox/sandbox.h"

namespace arbiter::interactor::sandbox_helper {

bool write_all(int fd, const void* data, std::size_t size) {
  const char* cursor = static_cast<const char*>(data);
  while (size > 0) {
    const ssize_t written = ::write(fd, cursor, size);
    if (written < 0 && errno == EINTR) continue;
    if (written <= 0) return false;
    cursor += written;
    size -= static_cast<std::size_t>(written);
  }
  return true;
}

void report_failure(int status_fd, std::string message) {
  const int fd = status_fd >= 0 ? status_fd : STDERR_FILENO;
  if (fd == STDERR_FILENO) message.push_back('\n');
  // Should even this fail, the judge hears nothing and says so.
  static_cast<void>(write_all(fd, message.data(), message.size()));
  ::_exit(kSandboxSetupFailed);
}

void fail(int status_fd, const std::string& what, int error) {
  std::string message = "sandbox: " + what;
  if (error != 0) message.append(": ").append(std::generic_category().message(error));
  report_failure(status_fd, std::move(message));
}

}  // namespace arbiter::interactor::sandbox_helper
