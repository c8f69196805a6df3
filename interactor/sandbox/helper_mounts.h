#pragma once

#include <string>
#include <vector>

#include "interactor/sandbox/helper_options.h"

/// The bot's filesystem, as the sandbox's helper (sandbox_helper.h) builds it: a new root on an
/// empty tmpfs that shows the system's directories read-only (kSystemDirectories), the judge's
/// binds (--ro, --rw), a private /tmp, a minimal /dev and the /proc of the new PID namespace,
/// with the hidden paths (--hide) covered, every mount nosuid and nodev and the root itself
/// read-only. Each step that fails reports it (helper_failure.h) and ends the helper.
namespace arbiter::interactor::sandbox_helper {

/// One bind of the bot's filesystem. A judge running as root makes it before the sandbox
/// exists, with its rights (a folder of mode 700 is no obstacle), as a detached mount `tree`
/// that the init attaches; otherwise the init binds `path` of the judge's root itself.
struct Bind {
  std::string path;
  bool writable = false;
  int tree = -1;
};

/// The binds `options` asks for, parents before children, so that a bind inside another one
/// lands on top of it.
std::vector<Bind> binds_of(const HelperOptions& options);

/// Root's side of the binds, in the outer process: each one a detached copy of the judge's
/// tree, read-only unless writable, and idmapped (root's files shown as the bot's,
/// kUnprivilegedId's) where the filesystem allows it; where it does not, the files keep their
/// owners and the bot reads what everyone may.
void detach_trees(int status_fd, std::vector<Bind>& binds);

/// In the init process, in its new mount namespace: the new root, built on an empty tmpfs from
/// binds of the old one, which is detached at the end. Closes the detached trees it attaches.
void build_filesystem(const HelperOptions& options, std::vector<Bind>& binds);

/// For --probe, in a new mount namespace: the kinds of mount the sandbox needs (a private
/// tree, a tmpfs, the /proc of the new PID namespace), made on a scratch tmpfs; reports the
/// first that fails on standard error and ends the helper.
void probe_mounts();

}  // namespace arbiter::interactor::sandbox_helper
