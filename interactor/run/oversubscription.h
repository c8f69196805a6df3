#pragma once

#include <optional>
#include <ostream>
#include <string>

#include "interactor/run/config.h"
#include "interactor/run/console.h"
#include "interactor/run/processor_budget.h"

namespace arbiter::interactor {

/// A benchmark that plays more games at a time than the judge has processors
/// (processor_budget.h) says so before the first game, and again beside its summary, readable
/// and in JSON. Nothing for one game.
class Oversubscription {
 public:
  /// Measures the judge's processors and, when `config.jobs` exceeds them, warns on `in.err`.
  Oversubscription(const Config& config, const Console& in);

  /// With --json, the warning's JSON line: after the games' lines, before any summary line.
  void write_json(const Config& config, std::ostream& out) const;
  /// The warning's line after the readable summary.
  void write_readable(std::ostream& out) const;

 private:
  int jobs_;
  ProcessorBudget budget_;
  std::optional<std::string> warning_;
};

}  // namespace arbiter::interactor
