#include "interactor/sandbox/helper_namespaces.h"

#include <fcntl.h>
#include <sched.h>
#include <sys/syscall.h>
#include <unistd.h>

#include <array>
#include <cerrno>
#include <csignal>
#include <string>
#include <string_view>

#include "interactor/sandbox/helper_failure.h"
#include "interactor/sandbox/sandbox.h"

namespace arbiter::interactor::sandbox_helper {

namespace {

// The namespaces the init starts in.
constexpr unsigned long kNamespaces =
    CLONE_NEWUSER | CLONE_NEWNS | CLONE_NEWPID | CLONE_NEWNET | CLONE_NEWIPC | CLONE_NEWUTS;

void write_file(int status_fd, const std::string& path, std::string_view text) {
  const int fd = ::open(path.c_str(), O_WRONLY | O_CLOEXEC);
  if (fd < 0 || !write_all(fd, text.data(), text.size())) {
    fail(status_fd, "cannot write " + path, errno);
  }
  if (::close(fd) != 0) fail(status_fd, "cannot write " + path, errno);
}

// Writes the user and group maps of `child`, in a user namespace of its own. A judge running as
// root maps root (which builds the sandbox) and kUnprivilegedId (which the bot becomes) to
// themselves; any other user maps itself alone, which needs no privilege.
void write_maps(int status_fd, pid_t child, bool as_root) {
  const std::string proc = "/proc/" + std::to_string(child);
  if (as_root) {
    const std::string map = "0 0 1\n" + std::to_string(kUnprivilegedId) + " " +
                            std::to_string(kUnprivilegedId) + " 1\n";
    write_file(status_fd, proc + "/uid_map", map);
    write_file(status_fd, proc + "/gid_map", map);
    return;
  }
  write_file(status_fd, proc + "/setgroups", "deny");
  write_file(status_fd, proc + "/uid_map",
             std::to_string(::getuid()) + " " + std::to_string(::getuid()) + " 1\n");
  write_file(status_fd, proc + "/gid_map",
             std::to_string(::getgid()) + " " + std::to_string(::getgid()) + " 1\n");
}

}  // namespace

pid_t clone_process(unsigned long flags) {
  return static_cast<pid_t>(
      ::syscall(SYS_clone, flags | SIGCHLD, nullptr, nullptr, nullptr, nullptr));
}

pid_t start_in_namespaces(int status_fd, bool as_root, const std::function<void(int go)>& child) {
  std::array<int, 2> go{};
  if (::pipe2(go.data(), O_CLOEXEC) != 0) fail(status_fd, "cannot make a pipe", errno);
  const pid_t init = clone_process(kNamespaces);
  if (init < 0) {
    fail(status_fd,
         "cannot create namespaces (user namespaces may be disabled here, as in some "
         "containers)",
         errno);
  }
  if (init == 0) {
    ::close(go[1]);
    child(go[0]);
    ::_exit(kSandboxSetupFailed);  // Never reached: the child ends itself.
  }
  ::close(go[0]);
  write_maps(status_fd, init, as_root);
  if (!write_all(go[1], "g", 1)) fail(status_fd, "cannot start the init", errno);
  ::close(go[1]);
  return init;
}

void wait_for_maps(int go) {
  char word = 0;
  ssize_t got = 0;
  while ((got = ::read(go, &word, 1)) < 0 && errno == EINTR) {
  }
  if (got != 1) ::_exit(kSandboxSetupFailed);
  ::close(go);
}

}  // namespace arbiter::interactor::sandbox_helper
