#include "interactor/sandbox/sandbox_helper.h"

#include <fcntl.h>
#include <grp.h>
#include <linux/capability.h>
#include <linux/filter.h>
#include <linux/seccomp.h>
#include <linux/securebits.h>
#include <sched.h>
#include <sys/mount.h>
#include <sys/prctl.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <array>
#include <cerrno>
#include <csignal>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <limits>
#include <string>
#include <string_view>
#include <system_error>
#include <utility>
#include <vector>

#include "interactor/sandbox/denied_calls_filter.h"
#include "interactor/sandbox/limits.h"
#include "interactor/sandbox/sandbox.h"
#include "interactor/sandbox/signal_death.h"

namespace arbiter::interactor {

namespace {

namespace fs = std::filesystem;

// The devices of the minimal /dev, bound from the judge's.
constexpr std::array<const char*, 5> kDevices = {"null", "zero", "full", "random", "urandom"};
// Where the judge's root stays, inside the new root, while the new root is built.
constexpr const char* kOldRoot = "/.old-root";
// An empty read-only file bound over a hidden file.
constexpr const char* kEmptyFile = "/.hidden";
// The namespaces the init starts in.
constexpr unsigned long kNamespaces =
    CLONE_NEWUSER | CLONE_NEWNS | CLONE_NEWPID | CLONE_NEWNET | CLONE_NEWIPC | CLONE_NEWUTS;

struct HelperOptions {
  int status_fd = -1;
  std::vector<std::string> read_only;
  std::vector<std::string> read_write;
  std::vector<std::string> hidden;
  std::vector<std::string> environment;  // NAME=VALUE each: the bot's whole environment.
  std::string working_directory = "/";
  Limits limits;
  std::string program;
  std::vector<char*> arguments;  // Null-terminated, for execve.
  // For the tests of the system call filter only (--test-keep-capabilities,
  // --test-without-filter): the bot keeps its capabilities inside its user namespace, so that
  // the filter alone stands between it and a denied call, and the control runs without it.
  bool keep_capabilities = false;
  bool without_filter = false;
};

// Writes all `size` bytes, again after a short write or an interruption; false on an error.
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

// Says `message` on the status descriptor (a line on standard error without one) and exits.
[[noreturn]] void report_failure(int status_fd, std::string message) {
  const int fd = status_fd >= 0 ? status_fd : STDERR_FILENO;
  if (fd == STDERR_FILENO) message.push_back('\n');
  // Should even this fail, the judge hears nothing and says so.
  static_cast<void>(write_all(fd, message.data(), message.size()));
  ::_exit(kSandboxSetupFailed);
}

// Reports a set-up failure, with the words of `error` when not 0, and exits.
[[noreturn]] void fail(int status_fd, const std::string& what, int error = 0) {
  std::string message = "sandbox: " + what;
  if (error != 0) message.append(": ").append(std::generic_category().message(error));
  report_failure(status_fd, std::move(message));
}

[[noreturn]] void usage_error(const std::string& what) {
  fail(-1, what +
               " (usage: solitaire-sandbox [--status-fd N] [--ro PATH]... [--rw DIR]... "
               "[--hide PATH]... [--env NAME=VALUE]... [--cwd DIR] [--cpu S] [--file-mb M] "
               "[--processes N] --program PATH -- ARG0 [ARG...]; or solitaire-sandbox --probe; "
               "the tests of the filter add --test-keep-capabilities and --test-without-filter)");
}

long long number(const char* text, const std::string& name, long long most) {
  char* end = nullptr;
  errno = 0;
  const long long value = std::strtoll(text, &end, 10);
  if (errno != 0 || end == text || *end != '\0' || value < 0 || value > most) {
    usage_error(name + " expects a number from 0 to " + std::to_string(most) + ", not '" + text +
                "'");
  }
  return value;
}

// `value` of --env, which must be NAME=VALUE.
std::string environment_variable(std::string_view value) {
  if (value.find('=') == std::string_view::npos || value.starts_with('=')) {
    usage_error("--env expects NAME=VALUE, not '" + std::string(value) + "'");
  }
  return std::string(value);
}

// Takes `option` if it is one of the filter's test options (they have no value).
bool test_option(const std::string& option, HelperOptions& options) {
  if (option == "--test-keep-capabilities") {
    options.keep_capabilities = true;
  } else if (option == "--test-without-filter") {
    options.without_filter = true;
  } else {
    return false;
  }
  return true;
}

HelperOptions parse(int argc, char** argv) {
  constexpr long long kMost = std::numeric_limits<int>::max();
  HelperOptions options;
  int i = 1;
  for (; i < argc; ++i) {
    const std::string option = argv[i];
    if (option == "--") break;
    if (test_option(option, options)) continue;
    if (i + 1 >= argc) usage_error("missing value after " + option);
    const char* value = argv[++i];
    if (option == "--status-fd") {
      options.status_fd = static_cast<int>(number(value, option, kMost));
    } else if (option == "--ro") {
      options.read_only.emplace_back(value);
    } else if (option == "--rw") {
      options.read_write.emplace_back(value);
    } else if (option == "--hide") {
      options.hidden.emplace_back(value);
    } else if (option == "--env") {
      options.environment.push_back(environment_variable(value));
    } else if (option == "--cwd") {
      options.working_directory = value;
    } else if (option == "--cpu") {
      options.limits.cpu_seconds = number(value, option, kMost);
    } else if (option == "--file-mb") {
      options.limits.file_mb = number(value, option, 1LL << 30);
    } else if (option == "--processes") {
      options.limits.processes = number(value, option, kMost);
    } else if (option == "--program") {
      options.program = value;
    } else {
      usage_error("unknown option " + option);
    }
  }
  if (i + 1 >= argc || options.program.empty()) usage_error("no program to run");
  for (++i; i < argc; ++i) options.arguments.push_back(argv[i]);
  options.arguments.push_back(nullptr);
  return options;
}

void write_file(int status_fd, const std::string& path, std::string_view text) {
  const int fd = ::open(path.c_str(), O_WRONLY | O_CLOEXEC);
  if (fd < 0 || !write_all(fd, text.data(), text.size())) {
    fail(status_fd, "cannot write " + path, errno);
  }
  if (::close(fd) != 0) fail(status_fd, "cannot write " + path, errno);
}

// A child process, as fork makes one, started in the namespaces of `flags`.
pid_t clone_process(unsigned long flags) {
  return static_cast<pid_t>(
      ::syscall(SYS_clone, flags | SIGCHLD, nullptr, nullptr, nullptr, nullptr));
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

// A user namespace whose mapping shows root's files as kUnprivilegedId's (idmapped mounts), or
// -1 where the kernel makes none. Root only.
int make_idmap() {
  const pid_t holder = clone_process(CLONE_NEWUSER);
  if (holder < 0) return -1;
  if (holder == 0) {
    // Without its parent-death signal it could outlive a helper killed now: it goes, and the
    // binds are made without the idmap.
    if (::prctl(PR_SET_PDEATHSIG, SIGKILL) != 0) ::_exit(kSandboxSetupFailed);
    for (;;) ::pause();
  }
  const std::string proc = "/proc/" + std::to_string(holder);
  const std::string map = "0 " + std::to_string(kUnprivilegedId) + " 1\n";
  const int uid_map = ::open((proc + "/uid_map").c_str(), O_WRONLY | O_CLOEXEC);
  const int gid_map = ::open((proc + "/gid_map").c_str(), O_WRONLY | O_CLOEXEC);
  int idmap = -1;
  if (uid_map >= 0 && gid_map >= 0 && write_all(uid_map, map.data(), map.size()) &&
      write_all(gid_map, map.data(), map.size())) {
    idmap = ::open((proc + "/ns/user").c_str(), O_RDONLY | O_CLOEXEC);
  }
  if (uid_map >= 0) ::close(uid_map);
  if (gid_map >= 0) ::close(gid_map);
  ::kill(holder, SIGKILL);
  int status = 0;
  while (::waitpid(holder, &status, 0) < 0 && errno == EINTR) {
  }
  return idmap;
}

// One bind of the bot's filesystem. A judge running as root makes it before the sandbox
// exists, with its rights (a folder of mode 700 is no obstacle), as a detached mount `tree`
// that the init attaches; otherwise the init binds `path` of the judge's root itself.
struct Bind {
  std::string path;
  bool writable = false;
  int tree = -1;
};

std::vector<Bind> binds_of(const HelperOptions& options) {
  std::vector<Bind> binds;
  for (const std::string& path : options.read_only) binds.push_back({path, false});
  for (const std::string& path : options.read_write) binds.push_back({path, true});
  // Parents before children, so a bind inside another one lands on top of it.
  std::stable_sort(binds.begin(), binds.end(), [](const Bind& a, const Bind& b) {
    return std::count(a.path.begin(), a.path.end(), '/') <
           std::count(b.path.begin(), b.path.end(), '/');
  });
  return binds;
}

// Root's side of the binds: each one a detached copy of the judge's tree, read-only unless
// writable, and idmapped (root's files shown as the bot's) where the filesystem allows it;
// where it does not, the files keep their owners and the bot reads what everyone may.
void detach_trees(int status_fd, std::vector<Bind>& binds) {
  if (binds.empty()) return;
  const int idmap = make_idmap();
  for (Bind& bind : binds) {
    bind.tree = ::open_tree(AT_FDCWD, bind.path.c_str(),
                            OPEN_TREE_CLONE | OPEN_TREE_CLOEXEC | AT_RECURSIVE);
    if (bind.tree < 0) fail(status_fd, "cannot bind " + bind.path, errno);
    mount_attr attributes{};
    attributes.attr_set =
        MOUNT_ATTR_NOSUID | MOUNT_ATTR_NODEV | (bind.writable ? 0 : MOUNT_ATTR_RDONLY);
    if (idmap >= 0) {
      mount_attr idmapped = attributes;
      idmapped.attr_set |= MOUNT_ATTR_IDMAP;
      idmapped.userns_fd = static_cast<std::uint64_t>(idmap);
      if (::mount_setattr(bind.tree, "", AT_EMPTY_PATH | AT_RECURSIVE, &idmapped,
                          sizeof idmapped) == 0) {
        continue;
      }
    }
    if (::mount_setattr(bind.tree, "", AT_EMPTY_PATH | AT_RECURSIVE, &attributes,
                        sizeof attributes) != 0) {
      fail(status_fd, "cannot make " + bind.path + " read-only", errno);
    }
  }
  if (idmap >= 0) ::close(idmap);
}

void make_directories(int status_fd, const std::string& path) {
  std::string prefix;
  std::size_t start = 1;
  while (start <= path.size()) {
    const std::size_t end = std::min(path.find('/', start), path.size());
    prefix = path.substr(0, end);
    if (!prefix.empty() && ::mkdir(prefix.c_str(), 0755) != 0 && errno != EEXIST) {
      fail(status_fd, "cannot create " + prefix, errno);
    }
    start = end + 1;
  }
}

void make_file(int status_fd, const std::string& path) {
  make_directories(status_fd, fs::path(path).parent_path().string());
  const int fd = ::open(path.c_str(), O_WRONLY | O_CREAT | O_CLOEXEC, 0444);
  if (fd < 0 && errno != EEXIST) fail(status_fd, "cannot create " + path, errno);
  if (fd >= 0) ::close(fd);
}

// A place to mount a directory or a file on: made as the sandbox's own, with the folders on
// the way.
void make_mount_point(int status_fd, const std::string& path, bool directory) {
  if (directory) {
    make_directories(status_fd, path);
  } else {
    make_file(status_fd, path);
  }
}

void mount_or_fail(int status_fd, const char* source, const std::string& target, const char* type,
                   unsigned long flags, const char* data = nullptr) {
  if (::mount(source, target.c_str(), type, flags, data) != 0) {
    fail(status_fd, "cannot mount " + target, errno);
  }
}

// Adds `attributes` to the mount at `path` (and every mount below it when `recursive`).
void restrict_mount(int status_fd, const std::string& path, std::uint64_t attributes,
                    bool recursive) {
  mount_attr attr{};
  attr.attr_set = attributes;
  if (::mount_setattr(AT_FDCWD, path.c_str(), recursive ? AT_RECURSIVE : 0, &attr, sizeof attr) !=
      0) {
    fail(status_fd, "cannot make " + path + " read-only", errno);
  }
}

// What to say when the judge's `path` cannot be bound: a bot's user that may not enter a
// folder on its way is told how to show it.
[[noreturn]] void cannot_bind(int status_fd, const std::string& path, int error) {
  std::string what = "cannot bind " + path;
  if (error == EACCES) {
    what += " (the bot's user may not reach it: make it readable, or run the judge as its owner)";
  }
  fail(status_fd, what, error);
}

// Shows the judge's `bind.path` at the same place in the new root.
void attach(int status_fd, Bind& bind) {
  if (bind.tree >= 0) {
    struct stat info {};
    if (::fstat(bind.tree, &info) != 0) cannot_bind(status_fd, bind.path, errno);
    make_mount_point(status_fd, bind.path, S_ISDIR(info.st_mode));
    if (::move_mount(bind.tree, "", AT_FDCWD, bind.path.c_str(), MOVE_MOUNT_F_EMPTY_PATH) != 0) {
      fail(status_fd, "cannot mount " + bind.path, errno);
    }
    ::close(bind.tree);
    bind.tree = -1;
    return;
  }
  const std::string source = kOldRoot + bind.path;
  struct stat info {};
  if (::stat(source.c_str(), &info) != 0) cannot_bind(status_fd, bind.path, errno);
  make_mount_point(status_fd, bind.path, S_ISDIR(info.st_mode));
  mount_or_fail(status_fd, source.c_str(), bind.path, nullptr, MS_BIND | MS_REC);
  restrict_mount(status_fd, bind.path,
                 MOUNT_ATTR_NOSUID | MOUNT_ATTR_NODEV | (bind.writable ? 0 : MOUNT_ATTR_RDONLY),
                 true);
}

void bind_system_directories(int status_fd) {
  for (const char* directory : kSystemDirectories) {
    const std::string source = kOldRoot + std::string(directory);
    struct stat info {};
    if (::lstat(source.c_str(), &info) != 0) continue;
    if (S_ISLNK(info.st_mode)) {
      std::array<char, 4096> target{};
      const ssize_t length = ::readlink(source.c_str(), target.data(), target.size() - 1);
      if (length <= 0 || ::symlink(target.data(), directory) != 0) {
        fail(status_fd, std::string("cannot link ") + directory, errno);
      }
    } else if (S_ISDIR(info.st_mode)) {
      Bind system{directory, false};
      attach(status_fd, system);
    }
  }
}

// The size of the private /tmp and /dev/shm: twice the file size limit, so that one file
// growing past the limit meets SIGXFSZ (the verdict the limit promises) and not a full disk.
long long scratch_mb(const Limits& limits) { return 2 * limits.file_mb; }

void build_dev(int status_fd, const Limits& limits) {
  make_directories(status_fd, "/dev");
  mount_or_fail(status_fd, "tmpfs", "/dev", "tmpfs", MS_NOSUID | MS_NOEXEC, "mode=0755,size=64k");
  for (const char* device : kDevices) {
    const std::string path = std::string("/dev/") + device;
    make_file(status_fd, path);
    mount_or_fail(status_fd, (kOldRoot + path).c_str(), path, nullptr, MS_BIND);
    restrict_mount(status_fd, path, MOUNT_ATTR_NOSUID | MOUNT_ATTR_NOEXEC, false);
  }
  const std::array<std::pair<const char*, const char*>, 4> links = {
      {{"/proc/self/fd", "/dev/fd"},
       {"/proc/self/fd/0", "/dev/stdin"},
       {"/proc/self/fd/1", "/dev/stdout"},
       {"/proc/self/fd/2", "/dev/stderr"}}};
  for (const auto& [target, link] : links) {
    if (::symlink(target, link) != 0) fail(status_fd, std::string("cannot link ") + link, errno);
  }
  make_directories(status_fd, "/dev/shm");
  const std::string size = "mode=1777,size=" + std::to_string(scratch_mb(limits)) + "m";
  mount_or_fail(status_fd, "tmpfs", "/dev/shm", "tmpfs", MS_NOSUID | MS_NODEV, size.c_str());
}

// Covers each hidden path the binds show with an empty file or directory.
void hide(int status_fd, const std::vector<std::string>& hidden) {
  for (const std::string& path : hidden) {
    struct stat info {};
    if (::lstat(path.c_str(), &info) != 0) continue;  // Not in view.
    if (S_ISDIR(info.st_mode)) {
      mount_or_fail(status_fd, "tmpfs", path, "tmpfs", MS_NOSUID | MS_NODEV | MS_RDONLY,
                    "mode=0555,size=4k");
    } else {
      mount_or_fail(status_fd, kEmptyFile, path, nullptr, MS_BIND);
      restrict_mount(status_fd, path, MOUNT_ATTR_RDONLY, false);
    }
  }
}

// In the init process: the new root, built on an empty tmpfs from binds of the old one.
void build_filesystem(const HelperOptions& options, std::vector<Bind>& binds) {
  const int status_fd = options.status_fd;
  // Nothing done here propagates back to the judge's mounts.
  mount_or_fail(status_fd, nullptr, "/", nullptr, MS_REC | MS_PRIVATE);
  const std::string base = "/tmp";
  mount_or_fail(status_fd, "tmpfs", base, "tmpfs", MS_NOSUID | MS_NODEV, "mode=0755,size=1m");
  make_directories(status_fd, base + kOldRoot);
  if (::syscall(SYS_pivot_root, base.c_str(), (base + kOldRoot).c_str()) != 0) {
    fail(status_fd, "cannot pivot_root", errno);
  }
  if (::chdir("/") != 0) fail(status_fd, "cannot enter the new root", errno);
  make_file(status_fd, kEmptyFile);
  bind_system_directories(status_fd);
  // The private /tmp first: a bind below /tmp (a bot kept there) lands on top of it.
  make_directories(status_fd, "/tmp");
  const std::string size = "mode=1777,size=" + std::to_string(scratch_mb(options.limits)) + "m";
  mount_or_fail(status_fd, "tmpfs", "/tmp", "tmpfs", MS_NOSUID | MS_NODEV, size.c_str());
  for (Bind& bind : binds) attach(status_fd, bind);
  hide(status_fd, options.hidden);
  build_dev(status_fd, options.limits);
  // /proc of the new PID namespace; mounted while the old root (with a full /proc) is in view,
  // as the kernel requires of a user namespace.
  make_directories(status_fd, "/proc");
  mount_or_fail(status_fd, "proc", "/proc", "proc", MS_NOSUID | MS_NODEV | MS_NOEXEC);
  // The working directory, created empty when no bind shows it; where it cannot be (inside a
  // hidden directory), the bot starts in /.
  std::error_code ignored;
  fs::create_directories(options.working_directory, ignored);
  if (::umount2(kOldRoot, MNT_DETACH) != 0) fail(status_fd, "cannot detach the old root", errno);
  ::rmdir(kOldRoot);
  restrict_mount(status_fd, "/", MOUNT_ATTR_RDONLY | MOUNT_ATTR_NOSUID | MOUNT_ATTR_NODEV, false);
}

// In the bot's process before exec: no capability can be had back, not even by exec as root;
// a judge running as root leaves root for kUnprivilegedId here.
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

// For the tests of the filter (--test-keep-capabilities), instead of drop_privileges: the bot
// keeps every capability it has in its user namespace, through exec too (ambient), so that a
// denied call that the kernel would let a privileged process make fails only by the filter.
// Capabilities in the sandbox's user namespace give nothing outside its namespaces.
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

// Loads the system call filter, the deny-list of filter_generator.cpp compiled at build time
// (denied_calls_filter.h), in the bot's process, last before exec (after no_new_privs, which
// the kernel requires of a process without privilege). Compiled once, not at every start:
// libseccomp took about a millisecond of CPU a game to build it.
void deny_system_calls(int status_fd) {
  sock_fprog program{};
  program.len = static_cast<unsigned short>(kDeniedCallsFilter.size());
  // The kernel copies the program and never writes to it; the type is the kernel's.
  program.filter = const_cast<sock_filter*>(kDeniedCallsFilter.data());  // NOLINT
  if (::prctl(PR_SET_SECCOMP, SECCOMP_MODE_FILTER, &program, 0, 0) != 0) {
    fail(status_fd, "cannot filter the system calls", errno);
  }
}

// The interpreter a script names on its first line (#!/path/to/python3 -u), if it names one.
std::string script_interpreter(const std::string& program) {
  const int fd = ::open(program.c_str(), O_RDONLY | O_CLOEXEC);
  if (fd < 0) return {};
  std::array<char, 256> head{};
  const ssize_t got = ::read(fd, head.data(), head.size() - 1);
  ::close(fd);
  if (got < 3 || head[0] != '#' || head[1] != '!') return {};
  std::string_view line(head.data() + 2, static_cast<std::size_t>(got) - 2);
  line = line.substr(0, line.find('\n'));
  while (line.starts_with(' ') || line.starts_with('\t')) line.remove_prefix(1);
  return std::string(line.substr(0, line.find_first_of(" \t")));
}

// Why the bot's program could not start in the sandbox (`error`, execve's), and how to show
// what it missed.
std::string exec_failure(const HelperOptions& options, int error, bool as_root) {
  std::string message = "cannot run bot '" + std::string(options.arguments[0]) +
                        "': " + std::generic_category().message(error);
  const auto option_for = [](const std::string& path) {
    return "; show it with --sandbox-bind " + fs::path(path).parent_path().string();
  };
  struct stat info {};
  if (error == ENOENT && ::stat(options.program.c_str(), &info) != 0) {
    return message + " (" + options.program + ", or what it links to, is not in the sandbox" +
           option_for(options.program) + ")";
  }
  const std::string interpreter = script_interpreter(options.program);
  if (error == ENOENT && !interpreter.empty() && ::access(interpreter.c_str(), X_OK) != 0) {
    return message + " (its interpreter " + interpreter + " is not in the sandbox" +
           option_for(interpreter) + ")";
  }
  if (error == EACCES && as_root) {
    return message + " (the bot runs as user " + std::to_string(kUnprivilegedId) +
           ", which may not read it: make it readable by all, or run the judge as its owner)";
  }
  return message;
}

[[noreturn]] void run_bot(const HelperOptions& options, bool as_root) {
  if (!apply_rlimits(options.limits, true)) fail(options.status_fd, "cannot set the limits", errno);
  if (options.keep_capabilities) {
    keep_capabilities(options.status_fd);
  } else {
    drop_privileges(options.status_fd, as_root);
  }
  if (::chdir(options.working_directory.c_str()) != 0 && ::chdir("/") != 0) {
    fail(options.status_fd, "cannot enter the working directory", errno);
  }
  std::vector<char*> environment;
  for (const std::string& variable : options.environment) {
    environment.push_back(const_cast<char*>(variable.c_str()));  // NOLINT: execve's type
  }
  environment.push_back(nullptr);
  if (!options.without_filter) deny_system_calls(options.status_fd);
  ::execve(options.program.c_str(), options.arguments.data(), environment.data());
  // The words of a bot that cannot start without the sandbox, and what the sandbox adds.
  report_failure(options.status_fd, exec_failure(options, errno, as_root));
}

// Ends the calling process as the bot ended: the same exit status, or the same signal.
[[noreturn]] void end_as(int status) {
  if (WIFSIGNALED(status)) die_of_signal(WTERMSIG(status));
  ::_exit(WIFEXITED(status) ? WEXITSTATUS(status) : kSandboxSetupFailed);
}

// The standard input and output go to /dev/null: only the bot holds the judge's pipes, so they
// close when it and its children are gone.
void let_go_of_pipes(int status_fd) {
  const int null = ::open("/dev/null", O_RDWR | O_CLOEXEC);
  if (null < 0 || ::dup2(null, STDIN_FILENO) < 0 || ::dup2(null, STDOUT_FILENO) < 0) {
    fail(status_fd, "cannot let go of the bot's pipes", errno);
  }
  ::close(null);
}

// Waits for the outer process's word that the init's user and group maps are written; the
// outer process reports its own failure.
void wait_for_maps(int go) {
  char word = 0;
  ssize_t got = 0;
  while ((got = ::read(go, &word, 1)) < 0 && errno == EINTR) {
  }
  if (got != 1) ::_exit(kSandboxSetupFailed);
  ::close(go);
}

// PID 1 of the new namespaces: builds the filesystem, starts the bot, reaps orphans until the
// bot is gone, and reports its wait status on `report`. Its exit kills the namespace.
[[noreturn]] void run_init(const HelperOptions& options, std::vector<Bind>& binds, bool as_root,
                           int go, int report, int argc, char** argv) {
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

// Starts `child` in new namespaces, writes its maps and lets it go on; returns its pid. The
// child waits for that on the descriptor it is given.
template <typename Child>
pid_t start_in_namespaces(int status_fd, bool as_root, Child child) {
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
  }
  ::close(go[0]);
  write_maps(status_fd, init, as_root);
  if (!write_all(go[1], "g", 1)) fail(status_fd, "cannot start the init", errno);
  ::close(go[1]);
  return init;
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
    mount_or_fail(-1, nullptr, "/", nullptr, MS_REC | MS_PRIVATE);
    mount_or_fail(-1, "tmpfs", "/tmp", "tmpfs", MS_NOSUID | MS_NODEV, "size=1m");
    make_directories(-1, "/tmp/proc");
    mount_or_fail(-1, "proc", "/tmp/proc", "proc", MS_NOSUID | MS_NODEV | MS_NOEXEC);
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
  const HelperOptions options = parse(argc, argv);
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
