#include "interactor/run/oversubscription.h"

namespace arbiter::interactor {

Oversubscription::Oversubscription(const Config& config, const Console& in) : jobs_(config.jobs) {
  if (!config.benchmark) return;
  budget_ = judge_processor_budget();
  warning_ = oversubscription_warning(jobs_, budget_, !config.baseline.empty());
  if (warning_) in.err << in.tool << ": warning: " << *warning_ << '\n' << std::flush;
}

void Oversubscription::write_json(const Config& config, std::ostream& out) const {
  if (warning_ && config.json) out << oversubscription_json(jobs_, budget_, *warning_) << '\n';
}

void Oversubscription::write_readable(std::ostream& out) const {
  if (warning_) out << "warning: " << *warning_ << '\n' << std::flush;
}

}  // namespace arbiter::interactor
