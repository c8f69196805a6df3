#include "interactor/run/output_file.h"

#include <cerrno>
#include <filesystem>

namespace arbiter::interactor {

OutputFile::OutputFile(const Console& in, const std::optional<std::string>& path) {
  if (!path) return;
  path_ = *path;
  file_.open(path_, std::ios::binary | std::ios::trunc);
  if (!file_) {
    const int open_error = errno;  // Read before the writes below can overwrite it.
    in.err << in.tool << ": cannot create '" << path_
           << "': " << std::generic_category().message(open_error) << '\n';
    failed_ = true;
  }
}

std::error_code create_output_directory(const std::string& directory) {
  std::error_code error;
  std::filesystem::create_directories(directory, error);
  if (!error && !std::filesystem::is_directory(directory, error)) {
    error = std::make_error_code(std::errc::not_a_directory);
  }
  return error;
}

}  // namespace arbiter::interactor
