#pragma once

/// What the bot's process gives up before its exec, in the sandbox's helper
/// (sandbox_helper.h): its capabilities, for good (the bounding set, the ambient set and the
/// secure bits, with no_new_privs), root for kUnprivilegedId when the judge runs as root, and
/// the system calls of the deny-list (filter_generator.cpp). Each step that fails reports it
/// (helper_failure.h) and ends the helper: no bot runs with less taken from it.
namespace arbiter::interactor::sandbox_helper {

/// No capability can be had back, not even by exec as root; a judge running as root (`as_root`)
/// leaves root for kUnprivilegedId here. Sets no_new_privs last.
void drop_privileges(int status_fd, bool as_root);

/// For the tests of the filter (--test-keep-capabilities), instead of drop_privileges: the bot
/// keeps every capability it has in its user namespace, through exec too (ambient), so that a
/// denied call that the kernel would let a privileged process make fails only by the filter.
/// Capabilities in the sandbox's user namespace give nothing outside its namespaces.
void keep_capabilities(int status_fd);

/// Loads the system call filter, the deny-list of filter_generator.cpp compiled at build time
/// (denied_calls_filter.h): last before exec, after no_new_privs, which the kernel requires of a
/// process without privilege.
void deny_system_calls(int status_fd);

}  // namespace arbiter::interactor::sandbox_helper
