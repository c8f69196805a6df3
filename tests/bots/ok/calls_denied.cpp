// Makes each system call the sandbox's filter denies, in a way the kernel itself would let
// through for a process with capabilities in its own user namespace, or answer otherwise than
// with EPERM (unshare(CLONE_NEWUSER) succeeds, umount2 of a missing path fails with ENOENT),
// so that EPERM (ENOSYS for clone3) can come from the filter alone once the helper keeps the
// bot's capabilities (solitaire-sandbox --test-keep-capabilities). A few calls the kernel keeps
// from any process but one privileged outside every namespace (modules, kexec, swap, acct,
// bpf, open_by_handle_at): for these the bot first loads a filter of its own that answers
// ENOSYS (SECCOMP_RET_TRACE without a tracer) and ranks below the sandbox's EPERM, so that
// EPERM says the sandbox's filter denied the call, and ENOSYS that it let it through. Also
// clone and clone3 with each namespace flag, and unshare through the i386 (int 0x80) and x32
// ABIs. Each call is made in a child process of its own.
// Usage: calls_denied [--table] all | PROBE...
//   As a bot: plays one move and stops when every probe was denied and a filter is in force,
//   else says what the first other one did (WRONG_ANSWER).
//   With --table: no game; a line `Seccomp: N`, then `PROBE denied`, `PROBE allowed: RESULT
//   (ERRNO)` or `PROBE absent: WHY` (an ABI the kernel does not have) for each.
#include <fcntl.h>
#include <linux/audit.h>
#include <linux/filter.h>
#include <linux/seccomp.h>
#include <sched.h>
#include <sys/mman.h>
#include <sys/mount.h>
#include <sys/prctl.h>
#include <sys/ptrace.h>
#include <sys/syscall.h>
#include <sys/uio.h>
#include <sys/wait.h>
#include <unistd.h>

#include <array>
#include <cerrno>
#include <csignal>
#include <cstddef>
#include <cstdint>
#include <fstream>
#include <functional>
#include <iostream>
#include <string>
#include <system_error>
#include <utility>
#include <vector>

#include "tests/bots/bot_io.h"

namespace {

// What one probe's call returned, as the C library's syscall() gives it.
struct Outcome {
  long result = 0;
  int error = 0;
};

// Runs `call` in a child process of its own (a call that changes its caller's namespaces or
// root changes nobody else's); sets `signal` when the child died of one instead of answering.
Outcome in_child(const std::function<Outcome()>& call, int& signal) {
  signal = 0;
  std::array<int, 2> pipe{};
  if (::pipe2(pipe.data(), O_CLOEXEC) != 0) return {-1, errno};
  const pid_t child = ::fork();
  if (child < 0) return {-1, errno};
  if (child == 0) {
    const Outcome outcome = call();
    static_cast<void>(::write(pipe[1], &outcome, sizeof outcome));
    ::_exit(0);
  }
  ::close(pipe[1]);
  Outcome outcome{};
  const ssize_t got = ::read(pipe[0], &outcome, sizeof outcome);
  ::close(pipe[0]);
  int status = 0;
  while (::waitpid(child, &status, 0) < 0 && errno == EINTR) {
  }
  if (got != sizeof outcome) {
    signal = WIFSIGNALED(status) ? WTERMSIG(status) : -1;
    return {-1, 0};
  }
  return outcome;
}

Outcome result_of(long result) { return {result, result < 0 ? errno : 0}; }

// A child made by clone or clone3 (result 0) leaves at once; its parent waits for it.
Outcome ended_child(long result) {
  if (result == 0) ::_exit(0);
  const Outcome outcome = result_of(result);
  if (result > 0) ::waitpid(static_cast<pid_t>(result), nullptr, 0);
  return outcome;
}

#if defined(__x86_64__)
constexpr std::uint32_t kNativeArch = AUDIT_ARCH_X86_64;
#elif defined(__aarch64__)
constexpr std::uint32_t kNativeArch = AUDIT_ARCH_AARCH64;
#else
#error "calls_denied: add this machine's AUDIT_ARCH"
#endif

// Loads a filter that answers the native call `number` with SECCOMP_RET_TRACE: ENOSYS without
// a tracer, unless a filter loaded before answers with an action of higher precedence (the
// sandbox's SECCOMP_RET_ERRNO). False, errno set, when it cannot.
bool trace_only(long number) {
  std::array<sock_filter, 7> program = {{
      BPF_STMT(BPF_LD | BPF_W | BPF_ABS, offsetof(seccomp_data, arch)),
      BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, kNativeArch, 1, 0),
      BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ALLOW),
      BPF_STMT(BPF_LD | BPF_W | BPF_ABS, offsetof(seccomp_data, nr)),
      BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, static_cast<std::uint32_t>(number), 0, 1),
      BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_TRACE),
      BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ALLOW),
  }};
  const sock_fprog fprog{static_cast<unsigned short>(program.size()), program.data()};
  return ::prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) == 0 &&
         ::prctl(PR_SET_SECCOMP, SECCOMP_MODE_FILTER, &fprog, 0, 0) == 0;
}

// A call of kernel code kept from every process without privilege outside the namespaces:
// made after trace_only, so that it never runs.
Outcome past_the_filter(long number, long a = -1, long b = 0, long c = 0) {
  if (!trace_only(number)) return {-2, errno};
  return result_of(::syscall(number, a, b, c, 0, 0));
}

Outcome ptrace_own_child() {
  const pid_t child = ::fork();
  if (child == 0) {
    ::pause();
    ::_exit(0);
  }
  const Outcome outcome = result_of(::ptrace(PTRACE_SEIZE, child, nullptr, nullptr));
  ::kill(child, SIGKILL);
  ::waitpid(child, nullptr, 0);
  return outcome;
}

Outcome process_vm(long number) {
  char from = 'a';
  char to = 'b';
  iovec local{&from, 1};
  iovec remote{&to, 1};
  return result_of(::syscall(number, ::getpid(), &local, 1, &remote, 1, 0));
}

Outcome of_own_pidfd(const std::function<long(int)>& call) {
  const int pidfd = static_cast<int>(::syscall(SYS_pidfd_open, ::getpid(), 0));
  if (pidfd < 0) return {-3, errno};
  return result_of(call(pidfd));
}

Outcome madvise_own_page() {
  void* page = ::mmap(nullptr, 4096, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  if (page == MAP_FAILED) return {-3, errno};
  iovec range{page, 4096};
  constexpr int kMadvCold = 20;
  return of_own_pidfd(
      [&](int pidfd) { return ::syscall(SYS_process_madvise, pidfd, &range, 1, kMadvCold, 0); });
}

Outcome setns_own_uts() {
  const int fd = ::open("/proc/self/ns/uts", O_RDONLY | O_CLOEXEC);
  if (fd < 0) return {-3, errno};
  return result_of(::syscall(SYS_setns, fd, CLONE_NEWUTS));
}

Outcome name_to_handle() {
  struct {
    unsigned int handle_bytes = 0;
    int handle_type = 0;
  } handle;
  int mount_id = 0;
  return result_of(::syscall(SYS_name_to_handle_at, AT_FDCWD, "/", &handle, &mount_id, 0));
}

Outcome io_uring_setup() {
  std::array<std::uint32_t, 30> parameters{};  // struct io_uring_params, 120 bytes, zeroed.
  return result_of(::syscall(SYS_io_uring_setup, 1, parameters.data()));
}

Outcome mount_setattr_missing() {
  std::array<std::uint64_t, 4> attributes = {0x1 /* MOUNT_ATTR_RDONLY */, 0, 0, 0};
  return result_of(::syscall(SYS_mount_setattr, AT_FDCWD, "/no-such-mount", 0, attributes.data(),
                             sizeof attributes));
}

// clone3's struct clone_args, its first version (64 bytes).
struct CloneArgs {
  std::uint64_t flags = 0;
  std::uint64_t pidfd = 0;
  std::uint64_t child_tid = 0;
  std::uint64_t parent_tid = 0;
  std::uint64_t exit_signal = SIGCHLD;
  std::uint64_t stack = 0;
  std::uint64_t stack_size = 0;
  std::uint64_t tls = 0;
};

Outcome clone3_with(std::uint64_t flags) {
  CloneArgs args;
  args.flags = flags;
  return ended_child(::syscall(SYS_clone3, &args, sizeof args));
}

Outcome clone_with(unsigned long flags) {
  return ended_child(::syscall(SYS_clone, flags | SIGCHLD, nullptr, nullptr, nullptr, nullptr));
}

#if defined(__x86_64__)
// unshare(CLONE_NEWUSER) through the i386 ABI (int 0x80; unshare is call 310 there).
Outcome i386_unshare() {
  long result = 310;
  asm volatile("int $0x80" : "+a"(result) : "b"(CLONE_NEWUSER) : "memory");
  return result < 0 ? Outcome{-1, static_cast<int>(-result)} : Outcome{result, 0};
}

// unshare(CLONE_NEWUSER) through the x32 ABI (the x32 bit on the 64-bit call's number).
Outcome x32_unshare() {
  constexpr long kX32Bit = 0x40000000;
  return result_of(::syscall(kX32Bit | SYS_unshare, CLONE_NEWUSER));
}
#endif

using Probe = std::pair<std::string, std::function<Outcome()>>;

// Calls that reach into other processes, trace the kernel (bpf, perf) or use its keys.
std::vector<Probe> process_and_key_probes() {
  return {
      {"unshare", [] { return result_of(::syscall(SYS_unshare, CLONE_NEWUSER)); }},
      {"setns", setns_own_uts},
      {"ptrace", ptrace_own_child},
      {"process_vm_readv", [] { return process_vm(SYS_process_vm_readv); }},
      {"process_vm_writev", [] { return process_vm(SYS_process_vm_writev); }},
      {"pidfd_getfd",
       [] {
         return of_own_pidfd([](int pidfd) { return ::syscall(SYS_pidfd_getfd, pidfd, 0, 0); });
       }},
      {"process_madvise", madvise_own_page},
      {"bpf", [] { return past_the_filter(SYS_bpf, 0, 0, 0); }},
      {"perf_event_open",
       [] { return result_of(::syscall(SYS_perf_event_open, nullptr, 0, -1, -1, 0)); }},
      {"keyctl",
       [] {
         constexpr long kGetKeyringId = 0;
         constexpr long kProcessKeyring = -2;
         return result_of(::syscall(SYS_keyctl, kGetKeyringId, kProcessKeyring, 1));
       }},
      {"add_key",
       [] {
         return result_of(
             ::syscall(SYS_add_key, "user", "arbiter-probe", "x", 1, -2 /* process */));
       }},
      {"request_key",
       [] { return result_of(::syscall(SYS_request_key, "user", "arbiter-none", nullptr, 0)); }},
  };
}

// Calls that mount, or open files by handle.
std::vector<Probe> mount_probes() {
  return {
      {"mount",
       [] {
         return result_of(::syscall(SYS_mount, nullptr, "/", nullptr, MS_REC | MS_PRIVATE, 0));
       }},
      {"umount2", [] { return result_of(::syscall(SYS_umount2, "/no-such-mount", 0)); }},
      {"pivot_root",
       [] { return result_of(::syscall(SYS_pivot_root, "/no-such-root", "/no-such-root")); }},
      {"chroot", [] { return result_of(::syscall(SYS_chroot, "/")); }},
      {"open_tree",
       [] { return result_of(::syscall(SYS_open_tree, AT_FDCWD, "/", 1 /* OPEN_TREE_CLONE */)); }},
      {"move_mount",
       [] {
         return result_of(
             ::syscall(SYS_move_mount, AT_FDCWD, "/no-such-mount", AT_FDCWD, "/tmp", 0));
       }},
      {"fsopen", [] { return result_of(::syscall(SYS_fsopen, "tmpfs", 0)); }},
      {"fsconfig",
       [] { return result_of(::syscall(SYS_fsconfig, -1, 0 /* SET_FLAG */, "ro", nullptr, 0)); }},
      {"fsmount", [] { return result_of(::syscall(SYS_fsmount, -1, 0, 0)); }},
      {"fspick", [] { return result_of(::syscall(SYS_fspick, AT_FDCWD, "/no-such-mount", 0)); }},
      {"mount_setattr", mount_setattr_missing},
      {"name_to_handle_at", name_to_handle},
      {"open_by_handle_at", [] { return past_the_filter(SYS_open_by_handle_at); }},
  };
}

// Calls that change the kernel, its devices or its accounting, and the newer interfaces
// (io_uring, userfaultfd, fanotify).
std::vector<Probe> kernel_probes() {
  return {
      {"kexec_load", [] { return past_the_filter(SYS_kexec_load, 0, 0, 0); }},
      {"kexec_file_load", [] { return past_the_filter(SYS_kexec_file_load); }},
      {"init_module", [] { return past_the_filter(SYS_init_module, 0, 0, 0); }},
      {"finit_module", [] { return past_the_filter(SYS_finit_module); }},
      {"delete_module", [] { return past_the_filter(SYS_delete_module, 0); }},
      {"reboot", [] { return result_of(::syscall(SYS_reboot, 0, 0, 0, nullptr)); }},
      {"swapon", [] { return past_the_filter(SYS_swapon, 0); }},
      {"swapoff", [] { return past_the_filter(SYS_swapoff, 0); }},
      {"acct", [] { return past_the_filter(SYS_acct, 0); }},
      {"quotactl",
       [] {
         constexpr long kSyncOfNoType = (0x800001L << 8) | 99;  // Q_SYNC, type 99: EINVAL.
         return result_of(::syscall(SYS_quotactl, kSyncOfNoType, nullptr, 0, nullptr));
       }},
      {"io_uring_setup", io_uring_setup},
      {"io_uring_enter",
       [] { return result_of(::syscall(SYS_io_uring_enter, -1, 0, 0, 0, nullptr, 0)); }},
      {"io_uring_register",
       [] { return result_of(::syscall(SYS_io_uring_register, -1, 0, nullptr, 0)); }},
      {"userfaultfd",
       [] { return result_of(::syscall(SYS_userfaultfd, O_CLOEXEC | 1 /* USER_MODE_ONLY */)); }},
      {"fanotify_init",
       [] {
         constexpr long kNotifyWithFid = 0x200;  // FAN_CLASS_NOTIF | FAN_REPORT_FID
         return result_of(::syscall(SYS_fanotify_init, kNotifyWithFid, O_RDONLY));
       }},
  };
}

// clone and clone3 with each namespace flag, and unshare through the other ABIs.
std::vector<Probe> namespace_probes() {
  std::vector<Probe> all;
  const std::array<std::pair<const char*, unsigned long>, 8> namespaces = {{
      {"newuser", CLONE_NEWUSER},
      {"newns", CLONE_NEWNS},
      {"newpid", CLONE_NEWPID},
      {"newnet", CLONE_NEWNET},
      {"newipc", CLONE_NEWIPC},
      {"newuts", CLONE_NEWUTS},
      {"newcgroup", CLONE_NEWCGROUP},
      {"newtime", 0x80 /* CLONE_NEWTIME */},
  }};
  for (const auto& [name, flag] : namespaces) {
    all.emplace_back(std::string("clone/") + name, [flag = flag] { return clone_with(flag); });
    all.emplace_back(std::string("clone3/") + name, [flag = flag] { return clone3_with(flag); });
  }
  all.emplace_back("clone3", [] { return clone3_with(0); });
#if defined(__x86_64__)
  all.emplace_back("i386/unshare", i386_unshare);
  all.emplace_back("x32/unshare", x32_unshare);
#endif
  return all;
}

// Every probe, in the order of the table.
std::vector<Probe> probes() {
  std::vector<Probe> all;
  for (std::vector<Probe> (*group)() :
       {process_and_key_probes, mount_probes, kernel_probes, namespace_probes}) {
    for (Probe& probe : group()) all.push_back(std::move(probe));
  }
  return all;
}

// What the filter answers a denied call with.
int denial_of(const std::string& name) { return name.starts_with("clone3") ? ENOSYS : EPERM; }

// `PROBE denied`, `PROBE allowed: RESULT (ERRNO)` or `PROBE absent: WHY`.
std::string verdict_of(const Probe& probe) {
  int signal = 0;
  const Outcome outcome = in_child(probe.second, signal);
  if (signal != 0) {
    // No i386 ABI in this kernel: int 0x80 faults.
    const bool absent = probe.first.starts_with("i386/") && signal == SIGSEGV;
    return probe.first + (absent ? " absent: " : " allowed: ") + "killed by signal " +
           std::to_string(signal);
  }
  if (outcome.result == -1 && outcome.error == denial_of(probe.first)) {
    return probe.first + " denied";
  }
  return probe.first + " allowed: " + std::to_string(outcome.result) + " (" +
         std::generic_category().message(outcome.error) + ")";
}

// The value of the Seccomp: line of /proc/self/status (2: a filter is in force).
std::string seccomp_mode() {
  std::ifstream status("/proc/self/status");
  for (std::string line; std::getline(status, line);) {
    if (line.starts_with("Seccomp:")) return line.substr(line.find_first_not_of(" \t", 8));
  }
  return "none";
}

}  // namespace

int main(int argc, char** argv) {
  int first = 1;
  const bool table = argc > 1 && std::string(argv[1]) == "--table";
  if (table) ++first;
  std::vector<Probe> chosen;
  for (const Probe& probe : probes()) {
    for (int i = first; i < argc; ++i) {
      if (std::string(argv[i]) == "all" || probe.first == argv[i]) {
        chosen.push_back(probe);
        break;
      }
    }
  }
  if (table) {
    std::cout << "Seccomp: " << seccomp_mode() << '\n';
    for (const Probe& probe : chosen) std::cout << verdict_of(probe) << '\n';
    return 0;
  }
  std::string learned;
  if (chosen.empty()) learned = "no probe named " + std::string(argc > first ? argv[first] : "");
  for (const Probe& probe : chosen) {
    if (!learned.empty()) break;
    const std::string verdict = verdict_of(probe);
    if (!verdict.ends_with(" denied") && verdict.find(" absent: ") == std::string::npos) {
      learned = verdict;
    }
  }
  if (learned.empty() && seccomp_mode() != "2") learned = "no filter: Seccomp " + seccomp_mode();
  zoo::read_board();
  zoo::report_or_play(learned);
}
