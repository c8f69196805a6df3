#include "interactor/sandbox/helper_privileges.h"

#include <grp.h>
#include <linux/capability.h>
#include <linux/filter.h>
#include <linux/seccomp.h>
#include <linux/securebits.h>
#include <sys/prctl.h>
#include <sys/syscall.h>
#include <unistd.h>

#include <array>
#include <cerrno>
#include <string>

#include "interactor/sandbox/denied_calls_filter.h"
#include "interactor/sandbox/helper_failure.h"
#include "interactor/sandbox/sandbox.h"

namespace arbiter::interactor::sandbox_helper {

void drop_privileges(int status_fd, bool as_root) {
  if (::prctl(PR_SET_SECUREBITS, SECBIT_NOROOT | SECBIT_NOROOT_LOCKED | SECBIT_NO_SETUID_FIXUP |
                                     SECBIT_NO_SETUID_FIXUP_LOCKED | SECBIT_KEEP_CAPS_LOCKED) !=
      0) {
    fail(status_fd, "cannot set the secure bits", errno);
  }
  for (int capability = 0; capability <= 63; ++capability) {
    if (::prctl(PR_CAPBSET_DROP, capability) != 0 && errno != EINVAL) {
      fail(status_fd, "cannot drop a capability", errno);
    }
  }
  if (as_root && (::setgroups(0, nullptr) != 0 ||
                  ::setresgid(kUnprivilegedId, kUnprivilegedId, kUnprivilegedId) != 0 ||
                  ::setresuid(kUnprivilegedId, kUnprivilegedId, kUnprivilegedId) != 0)) {
    fail(status_fd, "cannot leave root for user " + std::to_string(kUnprivilegedId), errno);
  }
  // EINVAL: a kernel without ambient capabilities, which has none to clear.
  if (::prctl(PR_CAP_AMBIENT, PR_CAP_AMBIENT_CLEAR_ALL, 0, 0, 0) != 0 && errno != EINVAL) {
    fail(status_fd, "cannot clear the ambient capabilities", errno);
  }
  __user_cap_header_struct header{_LINUX_CAPABILITY_VERSION_3, 0};
  std::array<__user_cap_data_struct, 2> none{};
  if (::syscall(SYS_capset, &header, none.data()) != 0) {
    fail(status_fd, "cannot drop the capabilities", errno);
  }
  if (::prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) != 0) {
    fail(status_fd, "cannot set no_new_privs", errno);
  }
}

void keep_capabilities(int status_fd) {
  __user_cap_header_struct header{_LINUX_CAPABILITY_VERSION_3, 0};
  std::array<__user_cap_data_struct, 2> sets{};
  if (::syscall(SYS_capget, &header, sets.data()) != 0) {
    fail(status_fd, "cannot read the capabilities", errno);
  }
  for (__user_cap_data_struct& set : sets) set.inheritable = set.permitted;
  if (::syscall(SYS_capset, &header, sets.data()) != 0) {
    fail(status_fd, "cannot keep the capabilities", errno);
  }
  // EINVAL: a capability beyond the kernel's last.
  for (int capability = 0; capability <= 63; ++capability) {
    if (::prctl(PR_CAP_AMBIENT, PR_CAP_AMBIENT_RAISE, capability, 0, 0) != 0 && errno != EINVAL) {
      fail(status_fd, "cannot keep the capabilities through exec", errno);
    }
  }
}

// Compiled once, not at every start: libseccomp took about a millisecond of CPU a game to build
// it.
void deny_system_calls(int status_fd) {
  sock_fprog program{};
  program.len = static_cast<unsigned short>(kDeniedCallsFilter.size());
  // The kernel copies the program and never writes to it; the type is the kernel's.
  program.filter = const_cast<sock_filter*>(kDeniedCallsFilter.data());  // NOLINT
  if (::prctl(PR_SET_SECCOMP, SECCOMP_MODE_FILTER, &program, 0, 0) != 0) {
    fail(status_fd, "cannot filter the system calls", errno);
  }
}

}  // namespace arbiter::interactor::sandbox_helper
