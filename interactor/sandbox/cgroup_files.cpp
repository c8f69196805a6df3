#include "interactor/sandbox/cgroup_files.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <system_error>

namespace arbiter::interactor {

namespace {

class SystemCgroupFiles final : public CgroupFiles {
 public:
  std::optional<std::string> read(const std::string& path) override {
    std::ifstream file(path);
    if (!file) return std::nullopt;
    std::ostringstream text;
    text << file.rdbuf();
    if (file.bad()) return std::nullopt;
    return text.str();
  }

  long write(const std::string& path, std::string_view text) override {
    const int fd = ::open(path.c_str(), O_WRONLY | O_CLOEXEC);
    if (fd < 0) return -errno;
    const ssize_t written = ::write(fd, text.data(), text.size());
    const int error = written < 0 ? errno : 0;
    // A setting refused is often only known at close.
    if (::close(fd) != 0 && error == 0) return -errno;
    return written < 0 ? -error : static_cast<long>(written);
  }

  int open(const std::string& path, int flags) override { return ::open(path.c_str(), flags); }

  int make_directory(const std::string& path) override {
    return ::mkdir(path.c_str(), 0755) == 0 ? 0 : errno;
  }

  int remove_directory(const std::string& path) override {
    return ::rmdir(path.c_str()) == 0 ? 0 : errno;
  }

  bool exists(const std::string& path) override {
    struct stat info {};
    return ::stat(path.c_str(), &info) == 0;
  }

  std::vector<std::string> directories(const std::string& directory) override {
    std::vector<std::string> names;
    std::error_code error;
    for (std::filesystem::directory_iterator it(directory, error), end; !error && it != end;
         it.increment(error)) {
      std::error_code not_directory;
      if (it->is_directory(not_directory)) names.push_back(it->path().filename().string());
    }
    return names;
  }
};

}  // namespace

CgroupFiles& system_cgroup_files() {
  static SystemCgroupFiles files;
  return files;
}

}  // namespace arbiter::interactor
