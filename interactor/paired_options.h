#pragma once

#include <boost/program_options.hpp>
#include <optional>

#include "interactor/core/paired.h"
#include "interactor/run/config.h"

/// solitaire-interactor's options of a paired run: --baseline, and its sequential test (--sprt
/// with --sprt-alpha, --sprt-beta and --sprt-min-pairs), which --merge reads too.
namespace arbiter::interactor {

/// --sprt D0,D1 with its error rates and least number of pairs; nothing without --sprt. Throws
/// cli::UsageError for a malformed or out-of-range value, D0 equal to D1, and a rate or
/// --sprt-min-pairs given without --sprt.
std::optional<SprtSettings> sprt_option(const boost::program_options::variables_map& options);

/// Sets `config.sprt` and `config.baseline` (the command split into words, as a shell splits
/// them). Precondition: `config.benchmark` set. Throws cli::UsageError for --baseline without a
/// benchmark, an empty or unclosed command, --sprt without --baseline, and a paired run with
/// --sprt and --shard (a test that stops early cannot be sharded) or with --replay-dir.
void paired_run_options(const boost::program_options::variables_map& options, Config& config);

}  // namespace arbiter::interactor
