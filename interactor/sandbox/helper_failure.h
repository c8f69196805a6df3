#pragma once

#include <cstddef>
#include <string>

/// How the sandbox's helper (sandbox_helper.h) gives up: its set-up errors go to the status
/// descriptor the judge reads (a line on standard error without one), and the process ends
/// with kSandboxSetupFailed through _exit, so that no exit handler runs in the helper's
/// processes (a sanitizer's leak check cannot work across the namespaces).
namespace arbiter::interactor::sandbox_helper {

/// Writes all `size` bytes, again after a short write or an interruption; false on an error.
[[nodiscard]] bool write_all(int fd, const void* data, std::size_t size);

/// Says `message` on `status_fd` (a line on standard error when it is -1) and exits.
[[noreturn]] void report_failure(int status_fd, std::string message);

/// Reports "sandbox: `what`", with the words of `error` when it is not 0, and exits.
[[noreturn]] void fail(int status_fd, const std::string& what, int error = 0);

}  // namespace arbiter::interactor::sandbox_helper
