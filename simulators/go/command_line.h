#pragma once

#include <boost/program_options.hpp>

#include "common/cli.h"
#include "simulators/go/scoring_options.h"

/// go-score's command line: its help text and its options. Apart from main, as every tool's.
namespace arbiter::go {

/// The tool's name, usage line, summary and examples.
extern const cli::ToolInfo kTool;

/// Adds --sgf, --show and the options of counting SGF records (--rules, --komi, --dead,
/// --playouts, --seed, --gnugo, --format).
void add_options(boost::program_options::options_description& options);

/// The counting options from the command line. Throws cli::UsageError on a bad value.
ScoringOptions scoring_options(const boost::program_options::variables_map& options);

}  // namespace arbiter::go
