// Makes the system call it is named after, with arguments that the kernel would take or reject
// otherwise than with EPERM (unshare(CLONE_NEWUSER) would succeed, setns(-1) fail with EBADF),
// so that only the sandbox's filter answers EPERM (ENOSYS for clone3); it also checks that a
// filter is in force. When both hold it plays one move and stops; otherwise it says what the
// call did (WRONG_ANSWER).
#include <sched.h>
#include <sys/ptrace.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <csignal>
#include <fstream>
#include <string>

#include "tests/bots/bot_io.h"

namespace {

long call(const std::string& name) {
  if (name == "unshare") return ::syscall(SYS_unshare, CLONE_NEWUSER);
  if (name == "setns") return ::syscall(SYS_setns, -1, 0);
  if (name == "clone") {
    const long child =
        ::syscall(SYS_clone, CLONE_NEWUSER | SIGCHLD, nullptr, nullptr, nullptr, nullptr);
    if (child == 0) ::_exit(0);
    if (child > 0) ::waitpid(static_cast<pid_t>(child), nullptr, 0);
    return child;
  }
  if (name == "clone3") return ::syscall(SYS_clone3, nullptr, 0);
  if (name == "ptrace") return ::syscall(SYS_ptrace, PTRACE_ATTACH, ::getppid(), nullptr, nullptr);
  if (name == "process_vm_readv") {
    return ::syscall(SYS_process_vm_readv, ::getpid(), nullptr, 0, nullptr, 0, 0);
  }
  if (name == "bpf") return ::syscall(SYS_bpf, -1, nullptr, 0);
  if (name == "perf_event_open") return ::syscall(SYS_perf_event_open, nullptr, 0, -1, -1, 0);
  if (name == "keyctl") return ::syscall(SYS_keyctl, 9999, 0, 0, 0, 0);
  if (name == "mount") return ::syscall(SYS_mount, "none", "/tmp", "tmpfs", 0, nullptr);
  if (name == "open_tree") return ::syscall(SYS_open_tree, -1, "/", 0);
  if (name == "io_uring_setup") return ::syscall(SYS_io_uring_setup, 0, nullptr);
  if (name == "userfaultfd") return ::syscall(SYS_userfaultfd, 0);
  errno = 0;
  return -2;
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
  const std::string name = argc > 1 ? argv[1] : "";
  const int expected = name == "clone3" ? ENOSYS : EPERM;
  const long result = call(name);
  const int error = errno;
  std::string learned;
  if (result == -2) {
    learned = "no call named " + name;
  } else if (result != -1 || error != expected) {
    learned = name + " gave " + std::to_string(result) + " (errno " + std::to_string(error) + ")";
  } else if (seccomp_mode() != "2") {
    learned = "no filter: Seccomp " + seccomp_mode();
  }
  zoo::read_board();
  zoo::report_or_play(learned);
}
