#pragma once

#include <ostream>
#include <string_view>

namespace arbiter::interactor {

/// Where a run writes: results to `out` (the JSON lines, with --json); the readable results (a
/// game's line, the summary) to `report`, or to `out` when it is null; progress, drawings and
/// errors to `err`, the errors after the tool's name.
struct Console {
  std::string_view tool;
  std::ostream& out;
  std::ostream& err;
  std::ostream* report = nullptr;

  std::ostream& readable() const { return report != nullptr ? *report : out; }
};

}  // namespace arbiter::interactor
