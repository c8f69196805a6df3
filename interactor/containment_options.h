#pragma once

#include <boost/program_options.hpp>
#include <chrono>
#include <string>

#include "interactor/process/bot_process.h"
#include "interactor/run/config.h"
#include "interactor/sandbox/limits.h"

/// solitaire-interactor's options of the bot's containment, read into what the runs take: the
/// clock of the time limits (--time-mode), the memory guard (--memory-guard), the limits, the
/// sandbox and what it shows, and the bot's environment. The option table is command_line.cpp's;
/// the words of --time-mode and --memory-guard are here, once, for its defaults and the checks.
namespace arbiter::interactor {

/// --time-mode's word for `mode`: "wall" or "cpu".
std::string time_mode_word(TimeMode mode);
/// --time-mode's value name, its words apart: "wall|cpu".
std::string time_mode_words();
/// --memory-guard's word for `request`: "auto", "cgroup" or "watch".
std::string memory_guard_word(GuardRequest request);
/// --memory-guard's value name: "auto|cgroup|watch".
std::string memory_guard_words();

/// --time-mode's clock. Throws cli::UsageError for another word ("expected wall or cpu").
TimeMode time_mode_option(const boost::program_options::variables_map& options);
/// --memory-guard's choice. Throws cli::UsageError for another word.
GuardRequest memory_guard_option(const boost::program_options::variables_map& options);

/// The bot's containment from --memory-limit, --process-limit, --file-limit, --cpu-limit (when
/// not given: cpu_limit_for the game's `total_limit` on the clock of `time_mode`, with this
/// machine's processors), --no-sandbox, --sandbox-bind, --sandbox-bind-rw (each path must
/// exist) and --env (after the judge's LANG). The files to hide and the cgroup are left for
/// the caller and play(). Throws cli::UsageError on a value out of range, a bind without the
/// sandbox, a path that does not exist, and --env NAME of a variable the judge has not.
Containment containment_option(const boost::program_options::variables_map& options,
                               TimeMode time_mode, std::chrono::milliseconds total_limit);

}  // namespace arbiter::interactor
