#pragma once

#include <boost/program_options.hpp>

#include "common/cli.h"

/// solitaire-interactor's command line: its options, and the body cli::run calls. Kept out of
/// main.cpp so that main stays a few lines.
namespace arbiter::interactor {

/// How the tool presents itself (usage, summary, examples).
extern const cli::ToolInfo kTool;

/// Adds the interactor's options beside the common ones.
void add_options(boost::program_options::options_description& options);

/// Runs what the command line asks: one game, a benchmark (a paired run with --baseline), a
/// merge of result files (--merge), a deal written out (--write-board), or the Kattis output
/// validator (--kattis), each a run of interactor/run/. Exit status (README.md's table): 0
/// when every game got OK, 1 when some game got WRONG_ANSWER, TIME_LIMIT or RUNTIME_ERROR, 66
/// when the bot could not be started (JUDGE_ERROR), 42 or 43 for the validator's verdict, and
/// 64/65/66/73/74 as every tool. Throws cli::UsageError and ParseError for cli::run to report.
int run_command(cli::Invocation& invocation);

}  // namespace arbiter::interactor
