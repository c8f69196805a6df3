// Runs a program under a system call filter that takes namespaces away the way two common
// platforms do, so that scripts/test-vm can show what the judge does there:
//
// - `docker`: as Docker's default seccomp profile in a container without CAP_SYS_ADMIN:
//   unshare, setns, mount and its kin are denied (EPERM), clone with any namespace flag too,
//   and clone3 is ENOSYS (its flags are out of a filter's reach), so that libc falls back to
//   clone.
// - `userns-without-capabilities`: as Ubuntu 24.04's AppArmor restriction of unprivileged user
//   namespaces, where a user namespace can be made but nothing in it has a capability. A
//   filter cannot take capabilities away, so it refuses (EPERM) what the sandbox would need
//   them for: every namespace but the user namespace itself, and mount and its kin.
//
// Usage: deny-namespaces docker|userns-without-capabilities PROGRAM [ARG...]
#include <sched.h>
#include <seccomp.h>
#include <sys/prctl.h>
#include <unistd.h>

#include <array>
#include <cerrno>
#include <iostream>
#include <string_view>
#include <system_error>

namespace {

constexpr int kUsage = 64;
constexpr int kCannotFilter = 70;

constexpr std::array<unsigned long, 7> kNamespaceFlags = {
    CLONE_NEWNS,  CLONE_NEWUTS, CLONE_NEWIPC,   CLONE_NEWUSER,
    CLONE_NEWPID, CLONE_NEWNET, CLONE_NEWCGROUP};

// Mount and its kin, and the rest of what Docker's profile keeps for CAP_SYS_ADMIN that a
// sandbox would use.
constexpr std::array<const char*, 12> kMountCalls = {
    "mount",  "umount2", "pivot_root", "setns",         "open_tree",   "move_mount",
    "fsopen", "fsmount", "fspick",     "mount_setattr", "sethostname", "setdomainname"};

bool deny(scmp_filter_ctx filter, const char* name, int error) {
  const int call = seccomp_syscall_resolve_name(name);
  return call != __NR_SCMP_ERROR && seccomp_rule_add(filter, SCMP_ACT_ERRNO(error), call, 0) == 0;
}

// Denies `name` (clone or unshare, whose flags are the first argument) when the flags hold
// one of the namespace flags, but `allowed`.
bool deny_flags(scmp_filter_ctx filter, const char* name, unsigned long allowed) {
  const int call = seccomp_syscall_resolve_name(name);
  if (call == __NR_SCMP_ERROR) return false;
  for (const unsigned long flag : kNamespaceFlags) {
    if (flag == allowed) continue;
    if (seccomp_rule_add(filter, SCMP_ACT_ERRNO(EPERM), call, 1,
                         SCMP_A0(SCMP_CMP_MASKED_EQ, flag, flag)) != 0) {
      return false;
    }
  }
  return true;
}

bool build(scmp_filter_ctx filter, bool docker) {
  for (const char* name : kMountCalls) {
    if (!deny(filter, name, EPERM)) return false;
  }
  if (!deny(filter, "clone3", ENOSYS)) return false;
  if (docker) return deny(filter, "unshare", EPERM) && deny_flags(filter, "clone", 0);
  return deny_flags(filter, "unshare", CLONE_NEWUSER) && deny_flags(filter, "clone", CLONE_NEWUSER);
}

}  // namespace

int main(int argc, char** argv) {
  const std::string_view mode = argc > 2 ? argv[1] : "";
  if (mode != "docker" && mode != "userns-without-capabilities") {
    std::cerr << "usage: deny-namespaces docker|userns-without-capabilities PROGRAM [ARG...]\n";
    return kUsage;
  }
  scmp_filter_ctx filter = seccomp_init(SCMP_ACT_ALLOW);
  const bool built = filter != nullptr && build(filter, mode == "docker");
  // no_new_privs, as in a container, lets a plain user load the filter.
  if (!built || ::prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) != 0 || seccomp_load(filter) != 0) {
    std::cerr << "deny-namespaces: cannot load the filter\n";
    return kCannotFilter;
  }
  seccomp_release(filter);
  ::execvp(argv[2], argv + 2);
  std::cerr << "deny-namespaces: cannot run " << argv[2] << ": "
            << std::generic_category().message(errno) << '\n';
  return 127;
}
