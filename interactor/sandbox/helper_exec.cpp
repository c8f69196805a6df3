#include "interactor/sandbox/helper_exec.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <array>
#include <cerrno>
#include <cstddef>
#include <filesystem>
#include <string>
#include <string_view>
#include <system_error>
#include <vector>

#include "interactor/sandbox/helper_failure.h"
#include "interactor/sandbox/helper_privileges.h"
#include "interactor/sandbox/limits.h"
#include "interactor/sandbox/sandbox.h"

namespace arbiter::interactor::sandbox_helper {

namespace {

namespace fs = std::filesystem;

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

}  // namespace

void run_bot(const HelperOptions& options, bool as_root) {
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

}  // namespace arbiter::interactor::sandbox_helper
