#pragma once

#include <string>

#include "interactor/process/bot_process.h"
#include "interactor/run/config.h"
#include "interactor/run/console.h"

/// What a run checks of the bot's containment before its first game, and says of it after its
/// results.
namespace arbiter::interactor {

/// Checks that this machine can build the sandbox (solitaire-sandbox --probe), so that a
/// machine without user namespaces refuses plainly before any game: 0, or 66 after saying why
/// and what to do. Nothing to check without `containment.sandbox`.
int check_sandbox(const Console& in, const Containment& containment);

/// Chooses what holds the bots' memory and processes for `request` (game_cgroup.h's
/// find_cgroup_site): sets `containment.cgroup`, or leaves it for the watch. Returns 0, or 66
/// after saying why the run cannot go on (kCgroup where no cgroup can be made, or a failure
/// to look); sets `note` to what a run that falls back to the watch (kAuto) says after its
/// results.
int choose_memory_guard(const Console& in, GuardRequest request, Containment& containment,
                        std::string& note);

/// Every run without the sandbox says so, after its results (standard error stays free of
/// anything else while the games are played): a warning on `in.err`, nothing with it.
void warn_without_sandbox(const Console& in, const Containment& containment);

}  // namespace arbiter::interactor
