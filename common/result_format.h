#pragma once

#include <functional>
#include <ostream>
#include <string>
#include <string_view>

#include "common/cli.h"

/// How a simulator (airplane-sim, snooker-referee, go-score) writes each result: in its plain
/// format or as JSON (--format), and, given several inputs, each plain line after the name of
/// the input it came from.
namespace arbiter::cli {

/// Writes one result to the stream it is handed.
using ResultText = std::function<void(std::ostream&)>;

class ResultFormat {
 public:
  /// Reads --format, which is `plain` (the tool's own format, "judge" or "text") or "json";
  /// anything else throws UsageError "--format X: expected PLAIN or json".
  ResultFormat(const Invocation& invocation, std::string_view plain);

  bool json() const { return json_; }
  /// Whether plain lines start with their input's name: there are several inputs.
  bool names_lines() const { return name_lines_; }

  /// Writes a result of input `source` to `out`: `write_json` with --format json (a JSON
  /// object names its input itself, whatever the number of inputs); else `write_plain`, each
  /// of its lines after "SOURCE: " when there are several inputs (write_named_lines).
  void write(std::ostream& out, std::string_view source, const ResultText& write_plain,
             const ResultText& write_json) const;

 private:
  bool json_;
  bool name_lines_;
};

}  // namespace arbiter::cli
