#pragma once

#include <boost/program_options.hpp>
#include <vector>

#include "bot/training/session.h"
#include "bot/value/network.h"
#include "common/cli.h"

/// solitaire-train's command line: its options, the Plan they ask for, and the Work that plan
/// makes of the networks read back. Apart from main, which only runs the session.
namespace arbiter::bot::training {

void add_options(boost::program_options::options_description& options);

/// What the command line asks for. Throws cli::UsageError.
Plan plan_of(const cli::Invocation& invocation);

/// The networks of a run (Work) from `plan` and those read back with --resume (`loaded`).
/// Throws cli::UsageError when --seed or --feature-set contradicts a network read back.
Work work_of(const Plan& plan, std::vector<value::Network> loaded);

}  // namespace arbiter::bot::training
