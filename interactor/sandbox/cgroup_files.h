#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

/// The file system operations of the cgroup code (game_cgroup.h), behind an interface: the
/// judge uses the system's, and the tests a tree of plain directories laid out as a cgroup file
/// system, where any operation can be made to fail. Linux only.
namespace arbiter::interactor {

class CgroupFiles {
 public:
  virtual ~CgroupFiles() = default;

  /// The whole of a small file; none when it cannot be read.
  virtual std::optional<std::string> read(const std::string& path) = 0;
  /// Writes `text` to `path` in one write, as the kernel takes a setting: the bytes written (a
  /// short write: fewer), or -errno when it cannot.
  virtual long write(const std::string& path, std::string_view text) = 0;
  /// open(2) of `path` with `flags` (O_CLOEXEC is the caller's to give): a descriptor, or -1
  /// with errno set.
  virtual int open(const std::string& path, int flags) = 0;
  /// mkdir (mode 755) and rmdir: 0, or the errno.
  virtual int make_directory(const std::string& path) = 0;
  virtual int remove_directory(const std::string& path) = 0;
  virtual bool exists(const std::string& path) = 0;
  /// The names of the directories in `directory` (none when it cannot be read).
  virtual std::vector<std::string> directories(const std::string& directory) = 0;
};

/// The system's file operations.
CgroupFiles& system_cgroup_files();

}  // namespace arbiter::interactor
