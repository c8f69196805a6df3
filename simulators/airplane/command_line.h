#pragma once

#include <boost/program_options.hpp>

#include "common/cli.h"
#include "simulators/airplane/simulation.h"

/// airplane-sim's command line: its help text, its options, and how they become RunOptions.
namespace arbiter::airplane {

/// The tool's name, usage line, summary and examples.
extern const cli::ToolInfo kTool;

/// Adds --trace, --trace-case, --dice, --max-rolls, --strategies and --board.
void add_options(boost::program_options::options_description& options);

/// The run that the parsed options ask for. Throws cli::UsageError on a bad value (a roll
/// limit below 1, unknown strategies, a case number below 1, or other than 1 with --dice) and
/// on a FILE given with --dice.
RunOptions run_options(const boost::program_options::variables_map& options);

}  // namespace arbiter::airplane
