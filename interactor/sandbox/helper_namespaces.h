#pragma once

#include <sys/types.h>

#include <functional>

/// The namespaces of the sandbox's helper (sandbox_helper.h): its init starts in new user, PID,
/// mount, network, IPC and UTS namespaces, and the outer process, which stays in the judge's,
/// writes the init's user and group maps before the init goes on.
namespace arbiter::interactor::sandbox_helper {

/// A child process, as fork makes one, started in the namespaces of `flags` (CLONE_NEW*).
pid_t clone_process(unsigned long flags);

/// Starts `child` in the new namespaces, writes its user and group maps and lets it go on;
/// returns its pid. `child` runs in the new process and must not return: it is given the
/// descriptor to pass to wait_for_maps first. On a failure, reports it on `status_fd` and
/// exits (helper_failure.h).
pid_t start_in_namespaces(int status_fd, bool as_root, const std::function<void(int go)>& child);

/// In the child of start_in_namespaces: waits for the outer process's word that the maps are
/// written; exits when it never comes (the outer process reports its own failure).
void wait_for_maps(int go);

}  // namespace arbiter::interactor::sandbox_helper
