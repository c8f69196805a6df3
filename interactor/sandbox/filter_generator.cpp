// solitaire-sandbox's system call filter, compiled once at build time: builds the deny-list
// with libseccomp, as the helper once did at every start, and writes the filter's BPF program
// (seccomp_export_bpf) as a C++ header, denied_calls_filter.h, which the helper loads with
// prctl(PR_SET_SECCOMP). The program is for the architecture it is built on (the build's
// own, with the 32-bit ABIs of x86-64): a cross build would need the generator run for its
// target. Usage: seccomp_filter_generator OUTPUT [NAME...] (NAMEs denied besides the list below:
// the tests' way to check that a name libseccomp cannot resolve fails the build), or
// seccomp_filter_generator --list (the denied calls' names, one a line, for the tests).
#include <linux/filter.h>
#include <sched.h>
#include <seccomp.h>
#include <unistd.h>

#include <array>
#include <cerrno>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <memory>
#include <stdexcept>
#include <string>
#include <system_error>
#include <vector>

namespace {

// The system calls a bot is denied: they fail with EPERM, as for a user without privilege, so
// that a runtime probing what it may do (a JIT checking perf counters, a library trying
// io_uring) goes on without it; ending the game would make a verdict of a harmless probe. The
// sandbox already keeps the bot from doing harm with most of them (no capability, its own
// namespaces); the filter takes away the kernel's code behind them, the usual way in for an
// exploit: nested namespaces (unshare, setns, clone with CLONE_NEW*), debugging other
// processes (ptrace, process_vm_*, pidfd_getfd), BPF and perf events, the kernel's keyrings,
// mounts of every kind, modules and kexec, io_uring and userfaultfd.
constexpr std::array<const char*, 40> kDeniedCalls = {"unshare",
                                                      "setns",
                                                      "ptrace",
                                                      "process_vm_readv",
                                                      "process_vm_writev",
                                                      "pidfd_getfd",
                                                      "process_madvise",
                                                      "bpf",
                                                      "perf_event_open",
                                                      "keyctl",
                                                      "add_key",
                                                      "request_key",
                                                      "mount",
                                                      "umount2",
                                                      "pivot_root",
                                                      "chroot",
                                                      "open_tree",
                                                      "move_mount",
                                                      "fsopen",
                                                      "fsconfig",
                                                      "fsmount",
                                                      "fspick",
                                                      "mount_setattr",
                                                      "name_to_handle_at",
                                                      "open_by_handle_at",
                                                      "kexec_load",
                                                      "kexec_file_load",
                                                      "init_module",
                                                      "finit_module",
                                                      "delete_module",
                                                      "reboot",
                                                      "swapon",
                                                      "swapoff",
                                                      "acct",
                                                      "quotactl",
                                                      "io_uring_setup",
                                                      "io_uring_enter",
                                                      "io_uring_register",
                                                      "userfaultfd",
                                                      "fanotify_init"};
// The namespaces a clone may not create.
constexpr std::array<std::uint64_t, 8> kNamespaceFlags = {
    CLONE_NEWUSER, CLONE_NEWNS,  CLONE_NEWPID,    CLONE_NEWNET,
    CLONE_NEWIPC,  CLONE_NEWUTS, CLONE_NEWCGROUP, 0x00000080 /* CLONE_NEWTIME */};

// A libseccomp filter, released with it.
using Filter = std::unique_ptr<void, decltype(&::seccomp_release)>;

// The filter: every call of `names` (kDeniedCalls, and the tests' own) and every clone with a flag
// of kNamespaceFlags fail with EPERM; clone3 fails with ENOSYS instead: its flags are in memory,
// where a filter cannot read them, and ENOSYS makes the C library (glibc, musl, Go's and Rust's
// runtimes) fall back to clone, whose flags it can. Throws std::system_error naming what could not
// be filtered, and std::runtime_error naming a call libseccomp cannot resolve.
Filter build_filter(const std::vector<std::string>& names) {
  Filter owned(::seccomp_init(SCMP_ACT_ALLOW), &::seccomp_release);
  scmp_filter_ctx filter = owned.get();
  if (filter == nullptr) throw std::system_error(ENOMEM, std::generic_category(), "seccomp_init");
  const auto check = [&](int result, const std::string& what) {
    if (result < 0) throw std::system_error(-result, std::generic_category(), "filter " + what);
  };
  // The other ABIs a program of this machine may call the kernel with (32-bit code on x86-64).
  if (::seccomp_arch_native() == SCMP_ARCH_X86_64) {
    for (const std::uint32_t arch : {SCMP_ARCH_X86, SCMP_ARCH_X32}) {
      const int added = ::seccomp_arch_add(filter, arch);
      if (added != -EEXIST) check(added, "the 32-bit system calls");
    }
  }
  for (const std::string& name : names) {
    const int call = ::seccomp_syscall_resolve_name(name.c_str());
    // A misspelt name, or a call newer than this libseccomp: never a call left out quietly.
    if (call == __NR_SCMP_ERROR) {
      throw std::runtime_error("resolve the system call " + name +
                               " (misspelt, or unknown to this libseccomp)");
    }
    check(::seccomp_rule_add(filter, SCMP_ACT_ERRNO(EPERM), call, 0), name);
  }
  for (const std::uint64_t flag : kNamespaceFlags) {
    check(::seccomp_rule_add(filter, SCMP_ACT_ERRNO(EPERM), SCMP_SYS(clone), 1,
                             SCMP_A0(SCMP_CMP_MASKED_EQ, flag, flag)),
          "clone");
  }
  check(::seccomp_rule_add(filter, SCMP_ACT_ERRNO(ENOSYS), SCMP_SYS(clone3), 0), "clone3");
  return owned;
}

// The filter's BPF program, as the kernel takes it.
std::vector<sock_filter> exported(scmp_filter_ctx filter) {
  std::FILE* scratch = std::tmpfile();
  if (scratch == nullptr) throw std::system_error(errno, std::generic_category(), "tmpfile");
  const int exported = ::seccomp_export_bpf(filter, ::fileno(scratch));
  std::vector<sock_filter> program;
  sock_filter instruction{};
  std::rewind(scratch);
  while (exported == 0 && std::fread(&instruction, sizeof instruction, 1, scratch) == 1) {
    program.push_back(instruction);
  }
  static_cast<void>(std::fclose(scratch));  // A scratch file read to its end.
  if (exported < 0)
    throw std::system_error(-exported, std::generic_category(), "export the filter");
  if (program.empty() || program.size() > BPF_MAXINSNS) {
    throw std::runtime_error("load a filter of " + std::to_string(program.size()) +
                             " instructions");
  }
  return program;
}

std::string header(const std::vector<sock_filter>& program) {
  std::string text =
      "// Generated at build time by seccomp_filter_generator "
      "(interactor/sandbox/filter_generator.cpp): do not edit.\n"
      "#pragma once\n\n#include <linux/filter.h>\n\n#include <array>\n\n"
      "namespace arbiter::interactor {\n\n"
      "/// The bot's system call filter, a BPF program for PR_SET_SECCOMP.\n"
      "inline constexpr std::array<sock_filter, " +
      std::to_string(program.size()) + "> kDeniedCallsFilter = {{\n";
  for (const sock_filter& instruction : program) {
    std::array<char, 64> line{};
    // 40 characters at most: the line always fits.
    static_cast<void>(std::snprintf(line.data(), line.size(), "    {0x%04x, %u, %u, 0x%08x},\n",
                                    instruction.code, instruction.jt, instruction.jf,
                                    instruction.k));
    text += line.data();
  }
  return text + "}};\n\n}  // namespace arbiter::interactor\n";
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 2) {
    static_cast<void>(
        std::fprintf(stderr, "usage: seccomp_filter_generator OUTPUT [NAME...] | --list\n"));
    return 64;
  }
  const std::string output = argv[1];
  if (output == "--list") {
    for (const char* name : kDeniedCalls) static_cast<void>(std::printf("%s\n", name));
    return 0;
  }
  std::vector<std::string> names(kDeniedCalls.begin(), kDeniedCalls.end());
  names.insert(names.end(), argv + 2, argv + argc);
  try {
    const std::vector<sock_filter> program = exported(build_filter(names).get());
    std::ofstream out(output);
    out << header(program);
    out.close();
    if (!out) throw std::runtime_error("write " + output);
  } catch (const std::exception& error) {
    static_cast<void>(std::fprintf(stderr, "seccomp_filter_generator: cannot %s\n", error.what()));
    return 1;
  }
  return 0;
}
