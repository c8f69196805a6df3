#pragma once

#include <string>
#include <vector>

#include "interactor/sandbox/limits.h"

/// The sandbox helper's command line (sandbox_helper.h): what the judge's sandbox_command
/// (sandbox.h) writes, read back.
namespace arbiter::interactor::sandbox_helper {

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

/// Reads `solitaire-sandbox [OPTIONS] --program PATH -- ARG0 [ARG...]` (--probe is the
/// caller's). `arguments` points into `argv`. A usage error ends the helper (usage_error).
HelperOptions parse_options(int argc, char** argv);

/// Says `what` on standard error, with the helper's usage, and exits with kSandboxSetupFailed.
[[noreturn]] void usage_error(const std::string& what);

}  // namespace arbiter::interactor::sandbox_helper
