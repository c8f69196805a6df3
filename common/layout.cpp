#include "common/layout.h"

#include <system_error>

#include "common/layout_paths.h"

namespace arbiter::layout {

namespace fs = std::filesystem;

fs::path program_directory() {
  std::error_code error;
  const fs::path program = fs::read_symlink("/proc/self/exe", error);
  return error ? fs::path() : program.parent_path();
}

fs::path helper_directory(const fs::path& tools_directory) {
  return (tools_directory / kHelpersFromTools).lexically_normal();
}

fs::path data_directory(const fs::path& tools_directory) {
  return (tools_directory / kDataFromTools).lexically_normal();
}

fs::path helper_program(std::string_view name) {
  return helper_directory(program_directory()) / name;
}

fs::path data_path(std::string_view name) { return data_directory(program_directory()) / name; }

}  // namespace arbiter::layout
