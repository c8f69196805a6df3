#pragma once

#include "interactor/sandbox/helper_options.h"

/// The bot's process in the sandbox's helper (sandbox_helper.h), from the init's fork to the
/// bot's exec: its rlimits, its privileges given up (helper_privileges.h), its working
/// directory, its environment (only the one it was given) and the system call filter, then the
/// exec itself.
namespace arbiter::interactor::sandbox_helper {

/// Becomes the bot, or reports on the status descriptor why it could not and exits: for an exec
/// that fails, the words it would have without the sandbox and what the sandbox adds (the
/// program or its interpreter not shown, or not readable by kUnprivilegedId when `as_root`).
[[noreturn]] void run_bot(const HelperOptions& options, bool as_root);

}  // namespace arbiter::interactor::sandbox_helper
