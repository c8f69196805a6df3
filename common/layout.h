#pragma once

#include <filesystem>
#include <string_view>

/// Where arbiter's programs find the files they ship with: relative to the running program, so
/// that an installed tree works wherever it was installed or unpacked. The installed layout
/// (the top CMakeLists.txt) puts the tools in bin/, the helper programs the tools start in
/// libexec/arbiter/ and the data in share/arbiter/, all under one prefix; the build tree
/// mirrors it, so that both are searched the same way. Each file has one place: nothing is
/// looked for beside the program, where a stale copy left by an older build would win.
namespace arbiter::layout {

/// The directory of the running program (/proc/self/exe, symbolic links resolved); empty when
/// it cannot be read.
std::filesystem::path program_directory();

/// The directory of the helper programs for tools in `tools_directory` (../libexec/arbiter from
/// bin/).
std::filesystem::path helper_directory(const std::filesystem::path& tools_directory);

/// The data directory for tools in `tools_directory` (../share/arbiter from bin/).
std::filesystem::path data_directory(const std::filesystem::path& tools_directory);

/// The helper program `name` of the running tool, whether it exists or not (starting it says
/// so, with this path).
std::filesystem::path helper_program(std::string_view name);

/// The data file or directory `name` of the running tool, whether it exists or not.
std::filesystem::path data_path(std::string_view name);

}  // namespace arbiter::layout
