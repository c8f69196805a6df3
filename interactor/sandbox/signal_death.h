#pragma once

/// The one way a process of the judge's ends "of a signal": the judge when it was interrupted
/// (bot_guard.h), and the sandbox's helper, which ends as the bot ended (sandbox_helper.h).
namespace arbiter::interactor {

/// Ends the calling process by `signal` at its default action (unblocked in the calling
/// thread), so that its parent sees the same wait status; should the signal not end it (one
/// whose default is to be ignored), exits with 128 + `signal`, as a shell reports it.
/// Async-signal-safe.
[[noreturn]] void die_of_signal(int signal);

}  // namespace arbiter::interactor
