#include "interactor/sandbox/helper_mounts.h"

#include <fcntl.h>
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
#include <cstdint>
#include <filesystem>
#include <system_error>
#include <utility>

#include "interactor/sandbox/helper_failure.h"
#include "interactor/sandbox/helper_namespaces.h"
#include "interactor/sandbox/sandbox.h"

namespace arbiter::interactor::sandbox_helper {

namespace {

namespace fs = std::filesystem;

// The devices of the minimal /dev, bound from the judge's.
constexpr std::array<const char*, 5> kDevices = {"null", "zero", "full", "random", "urandom"};
// Where the judge's root stays, inside the new root, while the new root is built.
constexpr const char* kOldRoot = "/.old-root";
// An empty read-only file bound over a hidden file.
constexpr const char* kEmptyFile = "/.hidden";

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

}  // namespace

std::vector<Bind> binds_of(const HelperOptions& options) {
  std::vector<Bind> binds;
  for (const std::string& path : options.read_only) binds.push_back({path, false});
  for (const std::string& path : options.read_write) binds.push_back({path, true});
  std::stable_sort(binds.begin(), binds.end(), [](const Bind& a, const Bind& b) {
    return std::count(a.path.begin(), a.path.end(), '/') <
           std::count(b.path.begin(), b.path.end(), '/');
  });
  return binds;
}

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

void probe_mounts() {
  mount_or_fail(-1, nullptr, "/", nullptr, MS_REC | MS_PRIVATE);
  mount_or_fail(-1, "tmpfs", "/tmp", "tmpfs", MS_NOSUID | MS_NODEV, "size=1m");
  make_directories(-1, "/tmp/proc");
  mount_or_fail(-1, "proc", "/tmp/proc", "proc", MS_NOSUID | MS_NODEV | MS_NOEXEC);
}

}  // namespace arbiter::interactor::sandbox_helper
