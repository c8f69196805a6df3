#pragma once

/// The sandbox's helper side: solitaire-sandbox, which the judge starts in the bot's place
/// (sandbox.h builds its command line). It runs as three processes:
/// - the outer one, the judge's child, stays in the judge's namespaces: it starts the init in
///   new user, PID, mount, network, IPC and UTS namespaces, writes the init's user and group
///   maps, and ends as the bot ended (the same exit status, or the same signal), so the judge
///   sees the bot's end as it would without the sandbox;
/// - the init, PID 1 of the new namespaces, builds the filesystem, starts the bot, reaps
///   orphans, and exits when the bot does: the kernel then kills every process left there;
/// - the bot, PID 2, with the rlimits, all capabilities dropped, PR_SET_NO_NEW_PRIVS and only
///   the environment it was given.
/// A judge that runs as root stays root while the bot's files are bound (it can reach a folder
/// of mode 700 or root's home, which the bot's user cannot), and shows them to the bot as its
/// own (an idmapped mount: root's files appear as user 65534's, where the filesystem allows
/// it); the bot then runs as user 65534. Any other judge runs the bot as itself.
/// Set-up errors go to a status descriptor the judge reads: nothing before the bot's exec
/// succeeds (it is close-on-exec), a message otherwise. Linux only.
///
/// Its parts, a file each: helper_options.h (the command line), helper_namespaces.h (the new
/// namespaces and the init's maps), helper_mounts.h (the bot's filesystem), helper_init.h (the
/// init), helper_exec.h (the bot's process up to its exec), helper_privileges.h (capabilities,
/// no_new_privs and the system call filter) and helper_failure.h (how a set-up error is
/// reported); this file's sandbox_main is the outer process. They are compiled into the
/// helper's program alone, solitaire-sandbox, without the sanitizers.
namespace arbiter::interactor {

/// The helper's main: `solitaire-sandbox [OPTIONS] --program PATH -- ARG0 [ARG...]`, or
/// `solitaire-sandbox --probe`, which only checks that the namespaces can be made (exit 0) or
/// says why not on standard error (exit kSandboxSetupFailed). A usage error is reported on
/// standard error with exit kSandboxSetupFailed. Two options exist for the tests of the system
/// call filter alone: --test-keep-capabilities leaves the bot its capabilities inside its user
/// namespace (so that the filter alone denies what it denies), --test-without-filter runs it
/// without the filter (the control); never for a bot to be judged.
int sandbox_main(int argc, char** argv);

}  // namespace arbiter::interactor
