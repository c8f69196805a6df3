#pragma once

#include <string>
#include <vector>

#include "interactor/limits.h"

/// The sandbox a bot runs in: its own user, PID, mount, network, IPC and UTS namespaces, a
/// filesystem of read-only binds on an empty root, no capabilities and no new privileges.
/// Built by a small helper program, solitaire-sandbox, that the judge starts in the bot's
/// place; it runs as three processes:
/// - the outer one, the judge's child, stays in the judge's namespaces: it creates the
///   namespaces, and ends as the bot ended (the same exit status, or the same signal), so the
///   judge sees the bot's end as it would without the sandbox;
/// - the init, PID 1 of the new namespace, builds the filesystem, starts the bot, reaps orphans,
///   and exits when the bot does: the kernel then kills every process left in the namespace;
/// - the bot, PID 2, with the rlimits, all capabilities dropped and PR_SET_NO_NEW_PRIVS.
/// Set-up errors go to a status descriptor the judge reads: nothing before the bot's exec
/// succeeds (it is close-on-exec), a message otherwise. Linux only.
namespace arbiter::interactor {

/// What the bot's filesystem holds besides the system's directories (read-only: /usr, /bin,
/// /sbin, /lib*, /etc), a private /tmp, a minimal /dev and its own /proc. Absolute paths.
struct SandboxPlan {
  std::vector<std::string> read_only;   ///< Directories or files bound read-only.
  std::vector<std::string> read_write;  ///< Directories bound writable (--sandbox-bind-rw).
  /// Deal files and directories: covered by an empty file or directory where a bind shows them.
  std::vector<std::string> hidden;
  std::string working_directory;  ///< The bot's working directory (created empty if unbound).
};

/// The plan for `command`, run from `working_directory`: read-only the directory of the program
/// (`program` is its path as found in PATH) and the data directory of programs installed there
/// (common/layout.h) if it exists, the directory of every argument that names an existing file
/// (an existing directory itself), relative ones taken from the working directory, plus
/// `extra_read_only`; `read_write` and `hidden` as given. Every path is made absolute and
/// canonical (symbolic links resolved), so that a bind or a hidden file cannot be missed
/// through another name.
SandboxPlan plan_sandbox(const std::string& program, const std::vector<std::string>& command,
                         const std::string& working_directory,
                         const std::vector<std::string>& extra_read_only,
                         const std::vector<std::string>& read_write,
                         const std::vector<std::string>& hidden);

/// The helper's command line that runs `program` with `arguments` (argument 0 included) in the
/// sandbox of `plan` under `limits`, reporting set-up errors to descriptor `status_fd`.
std::vector<std::string> sandbox_command(const std::string& helper, const SandboxPlan& plan,
                                         const Limits& limits, int status_fd,
                                         const std::string& program,
                                         const std::vector<std::string>& arguments);

/// The helper's path: solitaire-sandbox in the helper directory of the running program
/// (common/layout.h: ../libexec/arbiter from its directory).
std::string sandbox_helper_path();

/// The exit status of the helper when it cannot build the sandbox.
inline constexpr int kSandboxSetupFailed = 125;

/// The helper's main: `solitaire-sandbox [OPTIONS] -- PROGRAM [ARG...]`, or
/// `solitaire-sandbox --probe`, which only checks that the namespaces can be made (exit 0) or
/// says why not on standard error (exit kSandboxSetupFailed).
int sandbox_main(int argc, char** argv);

}  // namespace arbiter::interactor
