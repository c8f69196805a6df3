#include "common/result_format.h"

#include <sstream>

#include "common/text.h"

namespace arbiter::cli {

namespace {

// Whether --format asks for JSON rather than the tool's `plain` format.
bool json_requested(const Invocation& invocation, std::string_view plain) {
  const std::string format = invocation.options["format"].as<std::string>();
  if (format != plain && format != "json") {
    throw UsageError("--format " + format + ": expected " + std::string(plain) + " or json");
  }
  return format == "json";
}

}  // namespace

ResultFormat::ResultFormat(const Invocation& invocation, std::string_view plain)
    : json_(json_requested(invocation, plain)), name_lines_(invocation.inputs.size() > 1) {}

void ResultFormat::write(std::ostream& out, std::string_view source, const ResultText& write_plain,
                         const ResultText& write_json) const {
  if (json_) {
    write_json(out);
  } else if (name_lines_) {
    std::ostringstream lines;
    write_plain(lines);
    write_named_lines(out, source, lines.str());
  } else {
    write_plain(out);
  }
}

}  // namespace arbiter::cli
