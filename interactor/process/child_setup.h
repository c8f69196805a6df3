#pragma once

#include <sys/types.h>

#include <string>
#include <vector>

#include "interactor/sandbox/game_cgroup.h"
#include "interactor/sandbox/limits.h"

/// BotProcess's child, before it becomes the bot: what it does between fork and exec (which
/// BotProcess hands Boost.Process as an exec hook), and the environment it gets.
namespace arbiter::interactor {

/// Prepares the bot's process between fork and exec, so only async-signal-safe calls, in
/// this order: the game's `cgroup` joined (when not null), with the judge's rights, so that
/// everything the child does and starts is held by it; a process group of its own (the judge
/// kills the group at the end of the game); SIGPIPE back at its default (ignored dispositions
/// survive exec) and no signal blocked (the judge blocks SIGINT, SIGTERM and SIGHUP for its
/// watcher thread, and a mask survives exec); every descriptor above 2 marked close-on-exec
/// (Boost.Process's own error pipe included, which is close-on-exec already) but `keep_fd`
/// (when not negative: the sandbox's status descriptor); `limits` (when not null: the bot runs
/// without the sandbox, which sets them itself) as rlimits and, for a judge running as root,
/// a user of no privilege; and last, since a change of user clears it, death when the judge's
/// thread that started it dies, even of SIGKILL (the child exits at once, 127, when its parent
/// is no longer `judge`). False (errno set) when one of these fails: the bot must not start
/// half contained.
///
/// The group is set here only, not also in the judge after fork: Boost.Process returns from
/// starting the child only once it has exec'd (it waits on an error pipe closed by the exec),
/// so the group exists before the judge knows the pid, and after the exec the parent could not
/// change it any more (EACCES). Boost 1.74 has no hook in the parent between fork and exec.
bool prepare_child(pid_t judge, const GameCgroup* cgroup, const Limits* limits, int keep_fd);

/// The environment `inherited` (NAME=VALUE each, null-terminated) with `variables` (the same)
/// added, each replacing one of the same name.
std::vector<std::string> with_variables(char** inherited,
                                        const std::vector<std::string>& variables);

}  // namespace arbiter::interactor
