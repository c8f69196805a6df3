#pragma once

#include <boost/program_options.hpp>

#include "common/cli.h"

/// go-score's command line: its help text and its options. Apart from main, as every tool's.
namespace arbiter::go {

/// The tool's name, usage line, summary and examples.
extern const cli::ToolInfo kTool;

/// Adds --sgf and --show.
void add_options(boost::program_options::options_description& options);

}  // namespace arbiter::go
