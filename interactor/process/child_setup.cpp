#include "interactor/process/child_setup.h"

#include <fcntl.h>
#include <grp.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <unistd.h>

#include <algorithm>
#include <csignal>
#include <string_view>

#include "interactor/sandbox/sandbox.h"

namespace arbiter::interactor {

namespace {

// prepare_child's limits: the rlimits when the bot runs without a sandbox (solitaire-sandbox
// sets them itself, in the bot's process), and then, for a judge running as root, a user of no
// privilege; and the status descriptor the helper inherits.
bool contain_child(const Limits* limits, int keep_fd) {
  if (limits != nullptr) {
    if (!apply_rlimits(*limits, false)) return false;
    if (::getuid() == 0 && (::setgroups(0, nullptr) != 0 ||
                            ::setresgid(kUnprivilegedId, kUnprivilegedId, kUnprivilegedId) != 0 ||
                            ::setresuid(kUnprivilegedId, kUnprivilegedId, kUnprivilegedId) != 0)) {
      return false;
    }
  }
  return keep_fd < 0 || ::fcntl(keep_fd, F_SETFD, 0) == 0;
}

}  // namespace

bool prepare_child(pid_t judge, const GameCgroup* cgroup, const Limits* limits, int keep_fd) {
  if (cgroup != nullptr && !cgroup->join()) return false;
  if (::setpgid(0, 0) != 0) return false;
  struct sigaction action {};
  action.sa_handler = SIG_DFL;
  sigemptyset(&action.sa_mask);
  if (::sigaction(SIGPIPE, &action, nullptr) != 0) return false;
  sigset_t none;
  sigemptyset(&none);
  if (::pthread_sigmask(SIG_SETMASK, &none, nullptr) != 0) return false;
  if (::close_range(3, ~0U, CLOSE_RANGE_CLOEXEC) != 0) {
    // Kernels before 5.11: every possible descriptor, one by one.
    rlimit limit{};
    rlim_t count = 65536;
    if (::getrlimit(RLIMIT_NOFILE, &limit) == 0 && limit.rlim_cur != RLIM_INFINITY) {
      count = std::min<rlim_t>(limit.rlim_cur, 1 << 20);
    }
    for (int fd = 3; static_cast<rlim_t>(fd) < count; ++fd) ::fcntl(fd, F_SETFD, FD_CLOEXEC);
  }
  if (!contain_child(limits, keep_fd)) return false;
  // Last, since a change of user clears it.
  if (::prctl(PR_SET_PDEATHSIG, SIGKILL) != 0) return false;
  if (::getppid() != judge) ::_exit(127);
  return true;
}

std::vector<std::string> with_variables(char** inherited,
                                        const std::vector<std::string>& variables) {
  const auto name_of = [](std::string_view variable) {
    return variable.substr(0, variable.find('=') + 1);
  };
  std::vector<std::string> environment;
  for (char** variable = inherited; variable != nullptr && *variable != nullptr; ++variable) {
    const std::string_view name = name_of(*variable);
    const bool replaced = std::any_of(variables.begin(), variables.end(),
                                      [&](const auto& given) { return name_of(given) == name; });
    if (!replaced) environment.emplace_back(*variable);
  }
  environment.insert(environment.end(), variables.begin(), variables.end());
  return environment;
}

}  // namespace arbiter::interactor
