#pragma once

#include <array>
#include <cstddef>
#include <map>
#include <mutex>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "interactor/sandbox/limits.h"

/// The sandbox a bot runs in, the judge's side: what the bot's filesystem shows, its
/// environment, and the command line of the helper that builds it (solitaire-sandbox,
/// sandbox_helper.h, started in the bot's place). Linux only.
namespace arbiter::interactor {

/// The system's directories, which every sandbox shows read-only (or as the symbolic links
/// they are).
inline constexpr std::array<const char*, 8> kSystemDirectories = {
    "/usr", "/bin", "/sbin", "/lib", "/lib32", "/lib64", "/libx32", "/etc"};

/// The exit status of the helper when it cannot build the sandbox.
inline constexpr int kSandboxSetupFailed = 125;

/// The user a judge running as root runs the bot as (nobody), in the sandbox and without it:
/// no bot runs as root.
inline constexpr unsigned kUnprivilegedId = 65534;

/// True when `path` is `directory` or inside it (both absolute and normal).
bool path_inside(const std::string& path, const std::string& directory);

/// What the bot's filesystem holds besides the system's directories (read-only), a private
/// /tmp, a minimal /dev and its own /proc, and what the bot is started with. Absolute paths.
struct SandboxPlan {
  std::vector<std::string> read_only;   ///< Directories or files bound read-only.
  std::vector<std::string> read_write;  ///< Directories bound writable (--sandbox-bind-rw).
  /// Deal files and directories: covered by an empty file or directory where a bind shows them.
  std::vector<std::string> hidden;
  std::string working_directory;  ///< The bot's working directory (created empty if unbound).
  /// The program to execute: its directory resolved, its own name kept (a virtual
  /// environment's bin/python3 is a symbolic link that must stay one, or Python misses the
  /// environment's pyvenv.cfg beside it).
  std::string program;
  /// The bot's whole environment, NAME=VALUE each (sandbox_environment).
  std::vector<std::string> environment;
};

/// The most entries plan_sandbox's walk of the bound folders looks at, all folders together
/// (about 0.4 s of CPU, once a run). `.git`, `node_modules` and `__pycache__` are not looked
/// through: no run writes there, and tools fill them with thousands of files.
inline constexpr std::size_t kMostEntriesWalked = 100'000;

/// The most files of earlier runs plan_sandbox hides (each one costs the sandbox a mount at
/// every start): past it, it refuses.
inline constexpr std::size_t kMostEarlierRunFiles = 1'000;

/// The plan for `command`, run from `working_directory`: read-only the directory of the program
/// (`program` is its path as found in PATH, both as named and resolved), the data directory of
/// programs installed there (common/layout.h) if it exists, the environment an interpreter
/// belongs to (interpreter_environment), the directory of every argument that names an existing
/// file (an existing directory itself), relative ones taken from the working directory, plus
/// `extra_read_only`; `read_write` as given; `hidden`, each with every entry of its directory
/// of the same name (its stem alone or with any extension: g5-2.in hides g5-2.ans and
/// g5-2.board beside it; not the program or an argument of the command, nor a directory that
/// holds one), whether it exists or not. Then earlier runs' files anywhere in the folders the
/// bot is shown (those of the program, of its arguments, `extra_read_only` and `read_write`;
/// not an interpreter's environment): every file named after one of `deal_names` (its stem
/// alone or with any extension: g5-2 hides results/g5-2.html) and every file the judge wrote
/// (earlier_run_output), found by a walk of at most kMostEntriesWalked entries (`walks`' own
/// bound, if given; not into .git, node_modules or __pycache__); the program
/// and the arguments stay. Every path is made absolute and
/// canonical (symbolic links resolved), so that a bind or a hidden file cannot be missed
/// through another name. The environment is left empty. Throws SandboxRefusal, naming the
/// folder and what to do, when the folders are too large to walk or hold more than
/// kMostEarlierRunFiles files of earlier runs. With `walks`, a walk already made
/// for the same folders and names is not made again (a run's games).
class EarlierRunWalks;
SandboxPlan plan_sandbox(const std::string& program, const std::vector<std::string>& command,
                         const std::string& working_directory,
                         const std::vector<std::string>& extra_read_only,
                         const std::vector<std::string>& read_write,
                         const std::vector<std::string>& hidden,
                         const std::vector<std::string>& deal_names = {},
                         EarlierRunWalks* walks = nullptr);

/// The sandbox cannot be planned as asked: the message says why and what to do.
class SandboxRefusal : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

/// plan_sandbox's walks for an earlier run's files, made once a run: every game of a run asks
/// with the same folders and names, and a walk of 10 000 files costs about 40 ms of CPU
/// (scripts/bench-sandbox). A folder that changes during the run is not walked again (the
/// run's own outputs are hidden by name). Thread-safe: games of -j N start bots in threads.
class EarlierRunWalks {
 public:
  /// Walks of at most `most_entries` entries (the tests give fewer).
  explicit EarlierRunWalks(std::size_t most_entries = kMostEntriesWalked)
      : most_entries_(most_entries) {}

  /// The files found (or the refusal, thrown again as SandboxRefusal) for these arguments.
  std::vector<std::string> files(const std::vector<std::string>& folders,
                                 const std::vector<std::string>& deal_names,
                                 const std::vector<std::string>& named_by_command,
                                 const std::vector<std::string>& hidden);

 private:
  struct Walked {
    std::vector<std::string> files;
    std::string refusal;
  };
  std::size_t most_entries_;
  std::mutex mutex_;
  std::map<std::string, Walked> walks_;
};

/// True when `head`, the first bytes of a file, is the start of a file solitaire-interactor
/// writes that holds deals: a replay or an index page (`<!DOCTYPE html>` then
/// `<html lang="en" id="replay-root">`), a transcript (`[N ms] judge: `) or JSON results (a
/// line starting `{"game":"`).
bool earlier_run_output(std::string_view head);

/// The names of the deals in `paths` (deal files, or directories of them): each file's name
/// without its last extension (tests/g5-2.in: g5-2), a directory's files' names.
std::vector<std::string> deal_names_of(const std::vector<std::string>& paths);

/// The directories an interpreter at `program` (absolute, as named: not resolved) needs besides
/// its own: a Python virtual environment (pyvenv.cfg in its bin/ or beside it) and the prefix of
/// the Python it was made from (pyvenv.cfg's `home`), a conda environment (conda-meta/), pyenv's
/// root for its shims (shims/ beside libexec/pyenv), the prefix of a Python or PyPy
/// installed outside the system's directories (PREFIX/bin/python3.11 with PREFIX/lib), and a
/// Java runtime's home (PREFIX/bin/java with PREFIX/lib/modules). Canonical paths; none for a
/// program that is none of these.
std::vector<std::string> interpreter_environment(const std::string& program);

/// The environment a sandboxed bot gets: PATH (the directory `program_directory` the bot's
/// program was found in through PATH, when it is not a system directory, then the system's),
/// LANG=C.UTF-8, HOME and TMPDIR (/tmp, the sandbox's own), ASAN_OPTIONS and LSAN_OPTIONS with
/// the leak check off (it needs ptrace), then `extra` (NAME=VALUE each, the judge's LANG and
/// --env; one replaces an earlier one of the same NAME).
std::vector<std::string> sandbox_environment(const std::string& program_directory,
                                             const std::vector<std::string>& extra);

/// The helper's command line that runs the plan's program with `arguments` (argument 0
/// included) in the sandbox of `plan` under `limits`, reporting set-up errors to descriptor
/// `status_fd`.
std::vector<std::string> sandbox_command(const std::string& helper, const SandboxPlan& plan,
                                         const Limits& limits, int status_fd,
                                         const std::vector<std::string>& arguments);

/// The helper's path: solitaire-sandbox in the helper directory of the running program
/// (common/layout.h: ../libexec/arbiter from its directory).
std::string sandbox_helper_path();

}  // namespace arbiter::interactor
