#include "interactor/sandbox/sandbox_helper.h"

#include <fcntl.h>
#include <sys/wait.h>
#include <unistd.h>

#include <array>
#include <cerrno>
#include <string>
#include <string_view>
#include <vector>

#include "interactor/sandbox/helper_failure.h"
#include "interactor/sandbox/helper_init.h"
#include "interactor/sandbox/helper_mounts.h"
#include "interactor/sandbox/helper_namespaces.h"
#include "interactor/sandbox/helper_options.h"
#include "interactor/sandbox/sandbox.h"
#include "interactor/sandbox/signal_death.h"

namespace arbiter::interactor {

namespace {

using namespace sandbox_helper;

// Ends the calling process as the bot ended: the same exit status, or the same signal.
[[noreturn]] void end_as(int status) {
  if (WIFSIGNALED(status)) die_of_signal(WTERMSIG(status));
  ::_exit(WIFEXITED(status) ? WEXITSTATUS(status) : kSandboxSetupFailed);
}

int wait_for(pid_t pid) {
  int status = 0;
  while (::waitpid(pid, &status, 0) < 0 && errno == EINTR) {
  }
  return status;
}

int probe() {
  const pid_t init = start_in_namespaces(-1, ::getuid() == 0, [](int go) {
    wait_for_maps(go);
    probe_mounts();
    ::_exit(0);
  });
  const int status = wait_for(init);
  return WIFEXITED(status) ? WEXITSTATUS(status) : kSandboxSetupFailed;
}

}  // namespace

int sandbox_main(int argc, char** argv) {
  // Every way out is _exit: no exit handler (a sanitizer's leak check, which cannot work
  // across the namespaces) runs in the helper's processes.
  if (argc == 2 && std::string_view(argv[1]) == "--probe") ::_exit(probe());
  const HelperOptions options = parse_options(argc, argv);
  const int status_fd = options.status_fd;
  if (status_fd >= 0 && ::fcntl(status_fd, F_SETFD, FD_CLOEXEC) != 0) {
    usage_error("--status-fd " + std::to_string(status_fd) + " is no open descriptor");
  }
  const bool as_root = ::getuid() == 0;
  std::vector<Bind> binds = binds_of(options);
  if (as_root) detach_trees(status_fd, binds);
  std::array<int, 2> report{};
  if (::pipe2(report.data(), O_CLOEXEC) != 0) fail(status_fd, "cannot make a pipe", errno);
  const pid_t init = start_in_namespaces(status_fd, as_root, [&](int go) {
    ::close(report[0]);
    run_init(options, binds, as_root, go, report[1], argc, argv);
  });
  ::close(report[1]);
  for (const Bind& bind : binds) {
    if (bind.tree >= 0) ::close(bind.tree);
  }
  let_go_of_pipes(status_fd);
  if (status_fd >= 0) ::close(status_fd);
  int bot_status = 0;
  ssize_t got = 0;
  while ((got = ::read(report[0], &bot_status, sizeof bot_status)) < 0 && errno == EINTR) {
  }
  const int init_status = wait_for(init);
  end_as(got == sizeof bot_status ? bot_status : init_status);
}

}  // namespace arbiter::interactor
