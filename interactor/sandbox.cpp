#include "interactor/sandbox.h"

#include <fcntl.h>
#include <grp.h>
#include <linux/capability.h>
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
#include <optional>
#include <string>
#include <string_view>
#include <system_error>
#include <utility>

#include "common/layout.h"

namespace arbiter::interactor {

namespace {

namespace fs = std::filesystem;

// The system's directories, bound read-only (or recreated as the symbolic links they are).
constexpr std::array<const char*, 8> kSystemDirectories = {"/usr",   "/bin",   "/sbin",   "/lib",
                                                           "/lib32", "/lib64", "/libx32", "/etc"};
// The devices of the minimal /dev, bound from the judge's.
constexpr std::array<const char*, 5> kDevices = {"null", "zero", "full", "random", "urandom"};
// Where the judge's root stays, inside the new root, while the new root is built.
constexpr const char* kOldRoot = "/.old-root";
// An empty read-only file bound over a hidden file.
constexpr const char* kEmptyFile = "/.hidden";

bool inside(const std::string& path, const std::string& directory) {
  return path == directory || (path.starts_with(directory) &&
                               (directory.ends_with('/') || path[directory.size()] == '/'));
}

bool under_system_directory(const std::string& path) {
  for (const char* directory : kSystemDirectories) {
    std::error_code error;
    const fs::path real = fs::canonical(directory, error);
    if (!error && inside(path, real.string())) return true;
  }
  return inside(path, "/proc") || inside(path, "/sys") || inside(path, "/dev");
}

// --- The helper's side -------------------------------------------------------------------

struct HelperOptions {
  int status_fd = -1;
  std::vector<std::string> read_only;
  std::vector<std::string> read_write;
  std::vector<std::string> hidden;
  std::string working_directory = "/";
  Limits limits;
  std::string program;
  std::vector<char*> arguments;  // Null-terminated, for execv.
};

// Reports a set-up failure on the status descriptor (or standard error) and exits.
[[noreturn]] void fail(int status_fd, const std::string& what, int error = 0) {
  std::string message = "sandbox: " + what;
  if (error != 0) message.append(": ").append(std::generic_category().message(error));
  const int fd = status_fd >= 0 ? status_fd : STDERR_FILENO;
  if (fd == STDERR_FILENO) message.push_back('\n');
  [[maybe_unused]] const ssize_t written = ::write(fd, message.data(), message.size());
  ::_exit(kSandboxSetupFailed);
}

[[noreturn]] void usage_error(const std::string& what) {
  fail(-1, what +
               " (usage: solitaire-sandbox [--status-fd N] [--ro PATH]... [--rw DIR]... "
               "[--hide PATH]... [--cwd DIR] [--cpu S] [--file-mb M] [--processes N] "
               "--program PATH -- ARG0 [ARG...])");
}

long long number(const char* text, const char* name) {
  char* end = nullptr;
  errno = 0;
  const long long value = std::strtoll(text, &end, 10);
  if (errno != 0 || end == text || *end != '\0' || value < 0) {
    usage_error(std::string(name) + " expects a number, not '" + text + "'");
  }
  return value;
}

HelperOptions parse(int argc, char** argv) {
  HelperOptions options;
  int i = 1;
  for (; i < argc; ++i) {
    const std::string_view option = argv[i];
    if (option == "--") break;
    if (i + 1 >= argc) usage_error("missing value after " + std::string(option));
    const char* value = argv[++i];
    if (option == "--status-fd") {
      options.status_fd = static_cast<int>(number(value, "--status-fd"));
    } else if (option == "--ro") {
      options.read_only.emplace_back(value);
    } else if (option == "--rw") {
      options.read_write.emplace_back(value);
    } else if (option == "--hide") {
      options.hidden.emplace_back(value);
    } else if (option == "--cwd") {
      options.working_directory = value;
    } else if (option == "--cpu") {
      options.limits.cpu_seconds = number(value, "--cpu");
    } else if (option == "--file-mb") {
      options.limits.file_mb = number(value, "--file-mb");
    } else if (option == "--processes") {
      options.limits.processes = number(value, "--processes");
    } else if (option == "--program") {
      options.program = value;
    } else {
      usage_error("unknown option " + std::string(option));
    }
  }
  if (i + 1 >= argc || options.program.empty()) usage_error("no program to run");
  for (++i; i < argc; ++i) options.arguments.push_back(argv[i]);
  options.arguments.push_back(nullptr);
  return options;
}

void write_file(int status_fd, const char* path, std::string_view text) {
  const int fd = ::open(path, O_WRONLY | O_CLOEXEC);
  if (fd < 0 || ::write(fd, text.data(), text.size()) != static_cast<ssize_t>(text.size())) {
    fail(status_fd, std::string("cannot write ") + path, errno);
  }
  ::close(fd);
}

// A judge running as root runs the bot as this user (nobody): root is exempt from
// RLIMIT_NPROC, and the bot has no business with root's files (it sees the machine's files as
// nobody does, so what it needs must be readable by all).
constexpr uid_t kUnprivilegedId = 65534;

// Leaves root for kUnprivilegedId, when root; the parent-death signal, which a change of
// user clears, is set again.
void leave_root(int status_fd) {
  if (::getuid() != 0) return;
  const pid_t parent = ::getppid();
  if (::setgroups(0, nullptr) != 0 ||
      ::setresgid(kUnprivilegedId, kUnprivilegedId, kUnprivilegedId) != 0 ||
      ::setresuid(kUnprivilegedId, kUnprivilegedId, kUnprivilegedId) != 0) {
    fail(status_fd, "cannot leave root for user 65534", errno);
  }
  ::prctl(PR_SET_PDEATHSIG, SIGKILL);
  if (::getppid() != parent) ::_exit(kSandboxSetupFailed);
  // A change of user also makes the process undumpable, which leaves its /proc/self files
  // (uid_map) to root. The init makes itself undumpable again.
  ::prctl(PR_SET_DUMPABLE, 1);
}

// Enters new user, mount, PID, network, IPC and UTS namespaces, the user mapped to itself.
void unshare_namespaces(int status_fd) {
  const uid_t uid = ::getuid();
  const gid_t gid = ::getgid();
  if (::unshare(CLONE_NEWUSER | CLONE_NEWNS | CLONE_NEWPID | CLONE_NEWNET | CLONE_NEWIPC |
                CLONE_NEWUTS) != 0) {
    fail(status_fd,
         "cannot create namespaces (user namespaces may be disabled here, as in some "
         "containers)",
         errno);
  }
  write_file(status_fd, "/proc/self/setgroups", "deny");
  write_file(status_fd, "/proc/self/uid_map",
             std::to_string(uid) + " " + std::to_string(uid) + " 1\n");
  write_file(status_fd, "/proc/self/gid_map",
             std::to_string(gid) + " " + std::to_string(gid) + " 1\n");
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

// Binds the judge's `path` at the same place in the new root.
void bind(int status_fd, const std::string& path, bool writable) {
  const std::string source = kOldRoot + path;
  struct stat info {};
  if (::stat(source.c_str(), &info) != 0) fail(status_fd, "cannot bind " + path, errno);
  if (S_ISDIR(info.st_mode)) {
    make_directories(status_fd, path);
  } else {
    make_file(status_fd, path);
  }
  mount_or_fail(status_fd, source.c_str(), path, nullptr, MS_BIND | MS_REC);
  restrict_mount(status_fd, path,
                 MOUNT_ATTR_NOSUID | MOUNT_ATTR_NODEV | (writable ? 0 : MOUNT_ATTR_RDONLY), true);
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
      bind(status_fd, directory, false);
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
void build_filesystem(const HelperOptions& options) {
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
  // Parents before children, so a bind inside another one lands on top of it.
  std::vector<std::pair<std::string, bool>> binds;
  for (const std::string& path : options.read_only) binds.emplace_back(path, false);
  for (const std::string& path : options.read_write) binds.emplace_back(path, true);
  std::stable_sort(binds.begin(), binds.end(), [](const auto& a, const auto& b) {
    return std::count(a.first.begin(), a.first.end(), '/') <
           std::count(b.first.begin(), b.first.end(), '/');
  });
  for (const auto& [path, writable] : binds) bind(status_fd, path, writable);
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

// In the bot's process before exec: no capability can be had back, not even by exec as root.
void drop_privileges(int status_fd) {
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
  ::prctl(PR_CAP_AMBIENT, PR_CAP_AMBIENT_CLEAR_ALL, 0, 0, 0);
  __user_cap_header_struct header{_LINUX_CAPABILITY_VERSION_3, 0};
  std::array<__user_cap_data_struct, 2> none{};
  if (::syscall(SYS_capset, &header, none.data()) != 0) {
    fail(status_fd, "cannot drop the capabilities", errno);
  }
  if (::prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) != 0)
    fail(status_fd, "cannot set no_new_privs", errno);
}

[[noreturn]] void run_bot(const HelperOptions& options) {
  apply_rlimits(options.limits, true);
  drop_privileges(options.status_fd);
  if (::chdir(options.working_directory.c_str()) != 0 && ::chdir("/") != 0) {
    fail(options.status_fd, "cannot enter the working directory", errno);
  }
  ::execv(options.program.c_str(), options.arguments.data());
  // The words of a bot that cannot start without the sandbox.
  const std::string message = "cannot run bot '" + std::string(options.arguments[0]) +
                              "': " + std::generic_category().message(errno);
  [[maybe_unused]] const ssize_t written =
      ::write(options.status_fd, message.data(), message.size());
  ::_exit(kSandboxSetupFailed);
}

// Ends the calling process as the bot ended: the same exit status, or the same signal.
[[noreturn]] void end_as(int status) {
  if (WIFSIGNALED(status)) {
    const int signal = WTERMSIG(status);
    struct sigaction action {};
    action.sa_handler = SIG_DFL;
    ::sigaction(signal, &action, nullptr);
    sigset_t only;
    sigemptyset(&only);
    sigaddset(&only, signal);
    ::pthread_sigmask(SIG_UNBLOCK, &only, nullptr);
    // Ends the process; should it not, the status says which signal it was.
    static_cast<void>(::raise(signal));
    ::_exit(128 + signal);
  }
  ::_exit(WIFEXITED(status) ? WEXITSTATUS(status) : kSandboxSetupFailed);
}

void write_all(int fd, const void* data, std::size_t size) {
  while (::write(fd, data, size) < 0 && errno == EINTR) {
  }
}

// The standard input and output go to /dev/null: only the bot holds the judge's pipes, so they
// close when it and its children are gone.
void let_go_of_pipes() {
  const int null = ::open("/dev/null", O_RDWR | O_CLOEXEC);
  if (null < 0) return;
  ::dup2(null, STDIN_FILENO);
  ::dup2(null, STDOUT_FILENO);
  ::close(null);
}

// PID 1 of the new namespace: builds the filesystem, starts the bot, reaps orphans until the
// bot is gone, and reports its wait status on `report`. Its exit kills the namespace.
[[noreturn]] void run_init(const HelperOptions& options, int report, int argc, char** argv) {
  ::prctl(PR_SET_PDEATHSIG, SIGKILL);
  // Neither the bot nor its children may read this process's memory or ptrace it.
  ::prctl(PR_SET_DUMPABLE, 0);
  build_filesystem(options);
  ::sethostname("sandbox", 7);
  const pid_t bot = ::fork();
  if (bot < 0) fail(options.status_fd, "cannot fork", errno);
  if (bot == 0) run_bot(options);
  ::close(options.status_fd);
  let_go_of_pipes();
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
      write_all(report, &status, sizeof status);
      ::_exit(0);
    }
  }
}

int probe() {
  unshare_namespaces(-1);
  const pid_t init = ::fork();
  if (init < 0) fail(-1, "cannot fork", errno);
  if (init == 0) {
    mount_or_fail(-1, nullptr, "/", nullptr, MS_REC | MS_PRIVATE);
    mount_or_fail(-1, "tmpfs", "/tmp", "tmpfs", MS_NOSUID | MS_NODEV, "size=1m");
    make_directories(-1, "/tmp/proc");
    mount_or_fail(-1, "proc", "/tmp/proc", "proc", MS_NOSUID | MS_NODEV | MS_NOEXEC);
    ::_exit(0);
  }
  int status = 0;
  while (::waitpid(init, &status, 0) < 0 && errno == EINTR) {
  }
  return WIFEXITED(status) ? WEXITSTATUS(status) : kSandboxSetupFailed;
}

}  // namespace

namespace {

// A bot installed as arbiter installs its tools reads its data there: solitaire-bot its learned
// values, in ../share/arbiter from its directory. That directory, resolved, if `program` (a
// resolved path) has one.
std::optional<std::string> installed_data_directory(const std::optional<fs::path>& program) {
  std::error_code error;
  if (!program || fs::is_directory(*program, error)) return std::nullopt;
  const fs::path data = fs::canonical(layout::data_directory(program->parent_path()), error);
  if (error || !fs::is_directory(data, error)) return std::nullopt;
  return data.string();
}

// `path` with symbolic links followed, relative to `base` if it is relative; nothing when it
// does not exist.
std::optional<fs::path> resolved(const fs::path& base, const fs::path& path) {
  std::error_code failed;
  fs::path found = fs::canonical(path.is_absolute() ? path : base / path, failed);
  if (failed) return std::nullopt;
  return found;
}

// What to bind for an existing path a command names: a directory itself, a file's directory,
// or the file alone when its directory is the root.
std::string bound_for(const fs::path& found) {
  const bool alone = fs::is_directory(found) || found.parent_path() == "/";
  return alone ? found.string() : found.parent_path().string();
}

// `paths` without the root, what the system's directories show already, and any path inside
// another of them (repeats included): each binding once, at its outermost.
std::vector<std::string> outermost_outside_the_system(std::vector<std::string> paths) {
  std::sort(paths.begin(), paths.end());
  std::vector<std::string> kept;
  for (const std::string& path : paths) {
    if (path == "/" || under_system_directory(path)) continue;
    const bool covered = std::any_of(kept.begin(), kept.end(),
                                     [&](const std::string& bound) { return inside(path, bound); });
    if (!covered) kept.push_back(path);
  }
  return kept;
}

}  // namespace

SandboxPlan plan_sandbox(const std::string& program, const std::vector<std::string>& command,
                         const std::string& working_directory,
                         const std::vector<std::string>& extra_read_only,
                         const std::vector<std::string>& read_write,
                         const std::vector<std::string>& hidden) {
  SandboxPlan plan;
  std::error_code error;
  const fs::path base = fs::canonical(working_directory, error);
  plan.working_directory = error ? "/" : base.string();
  std::vector<std::string> read_only;
  const std::optional<fs::path> found_program = resolved(base, program);
  if (found_program) read_only.push_back(bound_for(*found_program));
  if (const auto data = installed_data_directory(found_program)) read_only.push_back(*data);
  for (std::size_t i = 1; i < command.size(); ++i) {
    const auto found = command[i].empty() ? std::nullopt : resolved(base, command[i]);
    if (found) read_only.push_back(bound_for(*found));
  }
  for (const std::string& path : extra_read_only) {
    if (const auto found = resolved(base, path)) read_only.push_back(found->string());
  }
  plan.read_only = outermost_outside_the_system(std::move(read_only));
  for (const std::string& path : read_write) {
    if (const auto found = resolved(base, path)) plan.read_write.push_back(found->string());
  }
  for (const std::string& path : hidden) {
    if (const auto found = resolved(base, path)) plan.hidden.push_back(found->string());
  }
  return plan;
}

std::vector<std::string> sandbox_command(const std::string& helper, const SandboxPlan& plan,
                                         const Limits& limits, int status_fd,
                                         const std::string& program,
                                         const std::vector<std::string>& arguments) {
  std::vector<std::string> command = {helper, "--status-fd", std::to_string(status_fd)};
  for (const std::string& path : plan.read_only) command.insert(command.end(), {"--ro", path});
  for (const std::string& path : plan.read_write) command.insert(command.end(), {"--rw", path});
  for (const std::string& path : plan.hidden) command.insert(command.end(), {"--hide", path});
  command.insert(command.end(),
                 {"--cwd", plan.working_directory, "--cpu", std::to_string(limits.cpu_seconds),
                  "--file-mb", std::to_string(limits.file_mb), "--processes",
                  std::to_string(limits.processes), "--program", program, "--"});
  command.insert(command.end(), arguments.begin(), arguments.end());
  return command;
}

std::string sandbox_helper_path() { return layout::helper_program("solitaire-sandbox").string(); }

int sandbox_main(int argc, char** argv) {
  // Every way out is _exit: no exit handler (a sanitizer's leak check, which cannot work
  // across the namespaces) runs in the helper's processes.
  if (argc == 2 && std::string_view(argv[1]) == "--probe") ::_exit(probe());
  const HelperOptions options = parse(argc, argv);
  if (options.status_fd >= 0) ::fcntl(options.status_fd, F_SETFD, FD_CLOEXEC);
  std::array<int, 2> report{};
  if (::pipe2(report.data(), O_CLOEXEC) != 0) fail(options.status_fd, "cannot make a pipe", errno);
  leave_root(options.status_fd);
  unshare_namespaces(options.status_fd);
  const pid_t init = ::fork();
  if (init < 0) fail(options.status_fd, "cannot fork", errno);
  if (init == 0) {
    ::close(report[0]);
    run_init(options, report[1], argc, argv);
  }
  ::close(report[1]);
  if (options.status_fd >= 0) ::close(options.status_fd);
  let_go_of_pipes();
  int bot_status = 0;
  ssize_t got = 0;
  while ((got = ::read(report[0], &bot_status, sizeof bot_status)) < 0 && errno == EINTR) {
  }
  int init_status = 0;
  while (::waitpid(init, &init_status, 0) < 0 && errno == EINTR) {
  }
  end_as(got == sizeof bot_status ? bot_status : init_status);
}

}  // namespace arbiter::interactor
