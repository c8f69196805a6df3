#pragma once

#include <boost/program_options.hpp>
#include <memory>
#include <ostream>
#include <vector>

#include "bot/bench.h"
#include "bot/search/learned_strategy.h"
#include "bot/search/search.h"
#include "bot/search/value_search.h"
#include "bot/value/network.h"

/// solitaire-bot's command line: its options and what they mean as settings. Apart from
/// main so that the core library stays free of Boost.Program_options.
namespace arbiter::bot {

void add_options(boost::program_options::options_description& options);

/// The game's budget from the options (--time-ms, --nodes). Throws cli::UsageError on a value
/// out of range.
BudgetSettings budget_settings(const boost::program_options::variables_map& options);

/// The search's settings from the options. Throws cli::UsageError on a value out of range.
SearchSettings search_settings(const boost::program_options::variables_map& options);

/// The bench's settings: the search's, with a fixed budget of --worlds (2 when no budget
/// option is given) so that its node count is a fingerprint. Throws cli::UsageError.
BenchSettings bench_settings(const boost::program_options::variables_map& options);

/// The value search's settings from the options. Throws cli::UsageError.
ValueSearchSettings value_search_settings(const boost::program_options::variables_map& options);

/// The search --search names (bot/search/searches.h), or kBeams for `auto` with --worlds (a
/// budget only the beams have). Throws cli::UsageError on an unknown name, or an option the
/// search does not read.
SearchKind search_kind(const boost::program_options::variables_map& options);

/// How LearnedStrategy plays for `kind` (not kBeams) and the options. Throws cli::UsageError.
LearnedSettings learned_settings(SearchKind kind,
                                 const boost::program_options::variables_map& options);

/// The networks in the file at `path` that the search of `kind` uses: with kAuto those of the
/// alphabets on which a search with a network measured strongest (strongest_search), else all
/// of them. Throws value::FileError.
std::vector<value::Network> load_networks_for(SearchKind kind, const std::string& path);

/// The file of learned values: --value, else solitaire-bot.values in the data directory of the
/// running program (common/layout.h: ../share/arbiter from it, in the build tree as installed).
std::string value_file_path(const boost::program_options::variables_map& options);

/// Throws cli::UsageError when an option only `bench` reads was given to a game.
void check_game_options(const boost::program_options::variables_map& options);

/// The player a game's options name, within `budget`, its networks loaded into `networks`
/// (both must outlive it): the greedy, the plain beams or LearnedStrategy. Throws
/// cli::UsageError, value::FileError.
std::unique_ptr<Strategy> strategy_of(const boost::program_options::variables_map& options,
                                      GameBudget& budget, std::vector<value::Network>& networks);

/// `solitaire-bot bench`: runs the bench the options describe and prints it to `out`. Without
/// --search it measures the plain beams, whose node count is their fingerprint. Throws
/// cli::UsageError, value::FileError.
void run_bench_command(const boost::program_options::variables_map& options, std::ostream& out);

}  // namespace arbiter::bot
