#pragma once

#include <fstream>
#include <optional>
#include <ostream>
#include <string>
#include <system_error>

#include "interactor/run/console.h"

/// The files a run writes besides its standard output, opened before any game so that a file
/// that cannot be created stops the run (exit 73) before a bot starts.
namespace arbiter::interactor {

/// An output file, opened (and truncated) at once when a path is given; failed() after saying
/// on `in.err` why it could not be ("cannot create 'PATH': reason").
class OutputFile {
 public:
  OutputFile(const Console& in, const std::optional<std::string>& path);

  bool failed() const { return failed_; }
  /// The open file; null without a path (or when it failed).
  std::ostream* stream() { return path_.empty() || failed_ ? nullptr : &file_; }
  const std::string& path() const { return path_; }

 private:
  std::string path_;
  std::ofstream file_;
  bool failed_ = false;
};

/// Creates `directory` and its parents (nothing to do when it exists). Returns the error, and
/// not_a_directory for a path that exists as something else.
std::error_code create_output_directory(const std::string& directory);

}  // namespace arbiter::interactor
