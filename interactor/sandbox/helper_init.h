#pragma once

#include <vector>

#include "interactor/sandbox/helper_mounts.h"
#include "interactor/sandbox/helper_options.h"

/// The init of the sandbox's helper (sandbox_helper.h): PID 1 of the new namespaces, which
/// builds the bot's filesystem, starts the bot (PID 2) and reaps every orphan until the bot is
/// gone; its exit then makes the kernel kill whatever is left in the PID namespace.
namespace arbiter::interactor::sandbox_helper {

/// Runs the init in the child of start_in_namespaces (helper_namespaces.h), `go` being the
/// descriptor it was given: dies with the outer process, waits for its maps, builds the
/// filesystem, starts the bot, and writes the bot's wait status on `report` when it ends.
/// `argc` and `argv` are the helper's own, blanked so that /proc/1/cmdline shows nothing of
/// the deal or the bot's command.
[[noreturn]] void run_init(const HelperOptions& options, std::vector<Bind>& binds, bool as_root,
                           int go, int report, int argc, char** argv);

/// Points the standard input and output at /dev/null: only the bot holds the judge's pipes, so
/// they close when it and its children are gone. The init and the outer process both do it.
void let_go_of_pipes(int status_fd);

}  // namespace arbiter::interactor::sandbox_helper
