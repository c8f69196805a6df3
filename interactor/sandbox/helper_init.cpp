#include "interactor/sandbox/helper_init.h"

#include <fcntl.h>
#include <sys/prctl.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <csignal>
#include <cstddef>
#include <cstring>

#include "interactor/sandbox/helper_exec.h"
#include "interactor/sandbox/helper_failure.h"
#include "interactor/sandbox/helper_namespaces.h"
#include "interactor/sandbox/sandbox.h"

namespace arbiter::interactor::sandbox_helper {

void let_go_of_pipes(int status_fd) {
  const int null = ::open("/dev/null", O_RDWR | O_CLOEXEC);
  if (null < 0 || ::dup2(null, STDIN_FILENO) < 0 || ::dup2(null, STDOUT_FILENO) < 0) {
    fail(status_fd, "cannot let go of the bot's pipes", errno);
  }
  ::close(null);
}

void run_init(const HelperOptions& options, std::vector<Bind>& binds, bool as_root, int go,
              int report, int argc, char** argv) {
  const int status_fd = options.status_fd;
  if (::prctl(PR_SET_PDEATHSIG, SIGKILL) != 0) fail(status_fd, "cannot set prctl", errno);
  wait_for_maps(go);
  // Neither the bot nor its children may read this process's memory or ptrace it.
  if (::prctl(PR_SET_DUMPABLE, 0) != 0) fail(status_fd, "cannot make the init undumpable", errno);
  build_filesystem(options, binds);
  if (::sethostname("sandbox", 7) != 0) fail(status_fd, "cannot set the host name", errno);
  const pid_t bot = ::fork();
  if (bot < 0) fail(status_fd, "cannot fork", errno);
  if (bot == 0) run_bot(options, as_root);
  let_go_of_pipes(status_fd);
  ::close(status_fd);
  // The command line (the deal files hidden, the bot's command) out of /proc/1/cmdline.
  if (argc > 0) {
    char* end = argv[argc - 1] + std::strlen(argv[argc - 1]);
    std::memset(argv[0], 0, static_cast<std::size_t>(end - argv[0]));
  }
  for (;;) {
    int status = 0;
    const pid_t ended = ::waitpid(-1, &status, 0);
    if (ended < 0 && errno == EINTR) continue;
    if (ended < 0) ::_exit(kSandboxSetupFailed);
    if (ended == bot) {
      // Should the report fail, the outer process takes the init's own end instead.
      static_cast<void>(write_all(report, &status, sizeof status));
      ::_exit(0);
    }
  }
}

}  // namespace arbiter::interactor::sandbox_helper
