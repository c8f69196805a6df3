#pragma once

namespace arbiter {

/// Process exit statuses shared by every tool, following BSD sysexits.h so that scripts can
/// tell a bad input from a bad invocation.
enum class ExitCode : int {
  kOk = 0,
  kUsage = 64,         ///< Command-line misuse: unknown option, bad value.
  kDataError = 65,     ///< Defective input data: a ParseError was reported.
  kNoInput = 66,       ///< An input file could not be opened.
  kCannotCreate = 73,  ///< An output file could not be created.
  kIoError = 74,       ///< Writing the output failed (disk full, closed pipe).
};

constexpr int to_int(ExitCode code) { return static_cast<int>(code); }

}  // namespace arbiter
