#include "interactor/sandbox/sandbox.h"

#include <fcntl.h>
#include <unistd.h>

#include <algorithm>
#include <array>
#include <filesystem>
#include <fstream>
#include <optional>
#include <string>
#include <string_view>
#include <system_error>
#include <utility>

#include "common/layout.h"

namespace arbiter::interactor {

namespace {

namespace fs = std::filesystem;

bool under_system_directory(const std::string& path) {
  for (const char* directory : kSystemDirectories) {
    std::error_code error;
    const fs::path real = fs::canonical(directory, error);
    if (!error && path_inside(path, real.string())) return true;
  }
  return path_inside(path, "/proc") || path_inside(path, "/sys") || path_inside(path, "/dev");
}

bool present(const fs::path& path) {
  std::error_code error;
  return fs::exists(path, error);
}

// A bot installed as arbiter installs its tools reads its data there: solitaire-bot its learned
// values, in ../share/arbiter from its directory. That directory, resolved, if `program` (a
// resolved path) has one.
std::optional<std::string> installed_data_directory(const std::optional<fs::path>& program) {
  std::error_code error;
  if (!program || fs::is_directory(*program, error)) return std::nullopt;
  const fs::path data = fs::canonical(layout::data_directory(program->parent_path()), error);
  if (error || !fs::is_directory(data, error)) return std::nullopt;
  return data.string();
}

// `path` with symbolic links followed, relative to `base` if it is relative; nothing when it
// does not exist.
std::optional<fs::path> resolved(const fs::path& base, const fs::path& path) {
  std::error_code failed;
  fs::path found = fs::canonical(path.is_absolute() ? path : base / path, failed);
  if (failed) return std::nullopt;
  return found;
}

// What to bind for an existing path a command names: a directory itself, a file's directory,
// or the file alone when its directory is the root.
std::string bound_for(const fs::path& found) {
  std::error_code error;
  const bool alone = fs::is_directory(found, error) || found.parent_path() == "/";
  return alone ? found.string() : found.parent_path().string();
}

// `paths` without the root, what the system's directories show already, and any path inside
// another of them (repeats included): each binding once, at its outermost.
std::vector<std::string> outermost_outside_the_system(std::vector<std::string> paths) {
  std::sort(paths.begin(), paths.end());
  std::vector<std::string> kept;
  for (const std::string& path : paths) {
    if (path == "/" || under_system_directory(path)) continue;
    const bool covered = std::any_of(kept.begin(), kept.end(), [&](const std::string& bound) {
      return path_inside(path, bound);
    });
    if (!covered) kept.push_back(path);
  }
  return kept;
}

// The value of `home = DIR` in a virtual environment's pyvenv.cfg: the bin/ directory of the
// Python it was made from.
std::optional<std::string> pyvenv_home(const fs::path& configuration) {
  std::ifstream file(configuration);
  for (std::string line; std::getline(file, line);) {
    const std::size_t equals = line.find('=');
    if (equals == std::string::npos) continue;
    std::string_view key(line.data(), equals);
    while (key.ends_with(' ') || key.ends_with('\t')) key.remove_suffix(1);
    if (key != "home") continue;
    std::string_view value(line);
    value.remove_prefix(equals + 1);
    while (value.starts_with(' ') || value.starts_with('\t')) value.remove_prefix(1);
    while (value.ends_with(' ') || value.ends_with('\r')) value.remove_suffix(1);
    return std::string(value);
  }
  return std::nullopt;
}

// PREFIX when `binary` is PREFIX/bin/python* or PREFIX/bin/pypy* with a PREFIX/lib: a Python
// installed on its own, whose standard library is in PREFIX/lib.
std::optional<fs::path> python_prefix(const fs::path& binary) {
  const std::string name = binary.filename().string();
  if (!name.starts_with("python") && !name.starts_with("pypy")) return std::nullopt;
  if (binary.parent_path().filename() != "bin") return std::nullopt;
  const fs::path prefix = binary.parent_path().parent_path();
  if (!present(prefix / "lib")) return std::nullopt;
  return prefix;
}

// PREFIX when `binary` is PREFIX/bin/TOOL with PREFIX/lib/modules: a Java runtime unpacked on
// its own (a JDK in the user's home, as SDKMAN! and the IDEs install them), whose launcher
// loads its libraries and the class library's modules from PREFIX/lib.
std::optional<fs::path> java_home(const fs::path& binary) {
  if (binary.parent_path().filename() != "bin") return std::nullopt;
  const fs::path prefix = binary.parent_path().parent_path();
  if (!present(prefix / "lib" / "modules")) return std::nullopt;
  return prefix;
}

// `path` (relative to `base`), whether it exists or not, then every other entry of its
// directory of the same name: its stem alone or followed by an extension (g5-2.in: g5-2.ans,
// g5-2.board, g5-2.html).
std::vector<fs::path> same_name_beside(const fs::path& base, const fs::path& path) {
  const fs::path named = (path.is_absolute() ? path : base / path).lexically_normal();
  std::vector<fs::path> found = {named};
  const std::string stem = named.stem().string();
  if (stem.empty()) return found;
  std::error_code error;
  for (fs::directory_iterator it(named.parent_path(), error), end; !error && it != end;
       it.increment(error)) {
    const std::string name = it->path().filename().string();
    if (it->path() != named && (name == stem || name.starts_with(stem + "."))) {
      found.push_back(it->path());
    }
  }
  return found;
}

// The canonical paths of those of `paths` that exist, relative ones taken from `base`.
std::vector<std::string> existing(const fs::path& base, const std::vector<std::string>& paths) {
  std::vector<std::string> found;
  for (const std::string& path : paths) {
    if (path.empty()) continue;
    if (const auto real = resolved(base, path)) found.push_back(real->string());
  }
  return found;
}

// What the program `program` (as found in PATH, relative ones from `base`) needs bound: its
// directory, resolved and as named, the environment of an interpreter, the data of a program
// installed as arbiter's. Sets `to_execute` to the path the helper executes: the program's own
// name in its resolved directory, so that the link a virtual environment's python is stays a
// link.
std::vector<std::string> program_binds(const fs::path& base, const std::string& program,
                                       std::string& to_execute) {
  to_execute = program;
  const std::optional<fs::path> found = program.empty() ? std::nullopt : resolved(base, program);
  if (!found) return {};
  const fs::path named = fs::path(program).is_absolute() ? fs::path(program) : base / program;
  std::vector<std::string> binds = {bound_for(*found)};
  if (const auto directory = resolved(base, named.parent_path())) {
    to_execute = (*directory / named.filename()).string();
    binds.push_back(directory->string());
  } else {
    to_execute = found->string();
  }
  for (std::string& path : interpreter_environment(named.string())) {
    binds.push_back(std::move(path));
  }
  if (const auto data = installed_data_directory(found)) binds.push_back(*data);
  return binds;
}

// The canonical paths to hide for the files of the run `hidden`: each one, and every entry of
// its directory of the same name that `named_by_command` neither holds nor lies in. Sorted,
// without repeats.
std::vector<std::string> hidden_paths(const fs::path& base, const std::vector<std::string>& hidden,
                                      const std::vector<std::string>& named_by_command) {
  const auto named = [&](const std::string& directory) {
    return std::any_of(named_by_command.begin(), named_by_command.end(),
                       [&](const std::string& path) { return path_inside(path, directory); });
  };
  std::vector<std::string> paths;
  for (const std::string& path : hidden) {
    const std::vector<fs::path> beside = same_name_beside(base, path);
    for (std::size_t i = 0; i < beside.size(); ++i) {
      const auto found = resolved(base, beside[i]);
      if (found && (i == 0 || !named(found->string()))) paths.push_back(found->string());
    }
  }
  std::sort(paths.begin(), paths.end());
  paths.erase(std::unique(paths.begin(), paths.end()), paths.end());
  return paths;
}

// True when `name` is `deal` or `deal` followed by an extension (g5-2.html for g5-2).
bool named_after(std::string_view name, const std::vector<std::string>& deal_names) {
  return std::any_of(deal_names.begin(), deal_names.end(), [&](const std::string& deal) {
    return name.starts_with(deal) && (name.size() == deal.size() || name[deal.size()] == '.');
  });
}

// The first bytes of the file `path` (none when it cannot be read): enough for
// earlier_run_output.
std::string head_of(const fs::path& path) {
  constexpr std::size_t kHeadBytes = 64;
  std::array<char, kHeadBytes> head{};
  // O_NONBLOCK: a file that is a FIFO after all never blocks the judge.
  const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC | O_NOCTTY | O_NONBLOCK);
  if (fd < 0) return {};
  const ssize_t got = ::read(fd, head.data(), head.size());
  ::close(fd);
  return got > 0 ? std::string(head.data(), static_cast<std::size_t>(got)) : std::string();
}

// Folders no run writes into, which tools fill with thousands of files: not looked through.
bool tools_folder(const std::string& name) {
  return name == ".git" || name == "node_modules" || name == "__pycache__";
}

// The files of an earlier run in `folders` (canonical, none inside another): named after a deal
// of this run, or written by the judge; neither one of `named_by_command` nor inside one of
// `hidden` (hidden already). Throws SandboxRefusal past `most_entries` entries.
std::vector<std::string> walk_for_earlier_run_files(
    const std::vector<std::string>& folders, const std::vector<std::string>& deal_names,
    const std::vector<std::string>& named_by_command, const std::vector<std::string>& hidden,
    std::size_t most_entries) {
  std::vector<std::string> found;
  std::size_t walked = 0;
  const auto options = fs::directory_options::skip_permission_denied;
  for (const std::string& folder : folders) {
    std::error_code error;
    for (fs::recursive_directory_iterator it(folder, options, error), end; !error && it != end;
         it.increment(error)) {
      if (++walked > most_entries) {
        throw SandboxRefusal(
            "cannot look through " + folder + " for an earlier run's files: the folders shown " +
            "to the bot hold more than " + std::to_string(most_entries) +
            " entries (keep the bot in a folder of its own, or show it less with --sandbox-bind)");
      }
      const std::string path = it->path().string();
      const std::string name = it->path().filename().string();
      std::error_code ignored;
      const bool passed_over =
          it->is_symlink(ignored) || tools_folder(name) ||
          std::any_of(hidden.begin(), hidden.end(),
                      [&](const std::string& covered) { return path_inside(path, covered); });
      if (passed_over) {
        it.disable_recursion_pending();
      } else if (it->is_regular_file(ignored) &&
                 std::find(named_by_command.begin(), named_by_command.end(), path) ==
                     named_by_command.end() &&
                 (named_after(name, deal_names) || earlier_run_output(head_of(it->path())))) {
        found.push_back(path);
        if (found.size() > kMostEarlierRunFiles) {
          throw SandboxRefusal("cannot hide the " + std::to_string(found.size()) +
                               " files of earlier runs in " + folder + " (" + found.front() +
                               ", ...) from the bot: move them out of the folders it is shown");
        }
      }
    }
  }
  return found;
}

}  // namespace

std::vector<std::string> EarlierRunWalks::files(const std::vector<std::string>& folders,
                                                const std::vector<std::string>& deal_names,
                                                const std::vector<std::string>& named_by_command,
                                                const std::vector<std::string>& hidden) {
  std::string key;
  for (const auto* list : {&folders, &deal_names, &named_by_command, &hidden}) {
    for (const std::string& item : *list) key.append(item).push_back('\0');
    key.push_back('\1');
  }
  const std::lock_guard lock(mutex_);
  auto found = walks_.find(key);
  if (found == walks_.end()) {
    Walked walked;
    try {
      walked.files =
          walk_for_earlier_run_files(folders, deal_names, named_by_command, hidden, most_entries_);
    } catch (const SandboxRefusal& refusal) {
      walked.refusal = refusal.what();
    }
    found = walks_.emplace(std::move(key), std::move(walked)).first;
  }
  if (!found->second.refusal.empty()) throw SandboxRefusal(found->second.refusal);
  return found->second.files;
}

bool earlier_run_output(std::string_view head) {
  if (head.starts_with("<!DOCTYPE html>\n<html lang=\"en\" id=\"replay-root\">")) return true;
  if (head.starts_with(R"({"game":")")) return true;
  // A transcript: "[12 ms] judge: " (and "[# ms]" as the tests blank the times out).
  if (!head.starts_with('[')) return false;
  const std::size_t close = head.find(" ms] judge: ");
  return close != std::string_view::npos && close > 1 &&
         std::all_of(head.begin() + 1, head.begin() + static_cast<std::ptrdiff_t>(close),
                     [](char c) { return (c >= '0' && c <= '9') || c == '#'; });
}

std::vector<std::string> deal_names_of(const std::vector<std::string>& paths) {
  std::vector<std::string> names;
  for (const std::string& path : paths) {
    std::error_code error;
    if (!fs::is_directory(path, error)) {
      names.push_back(fs::path(path).stem().string());
      continue;
    }
    for (fs::directory_iterator it(path, error), end; !error && it != end; it.increment(error)) {
      std::error_code ignored;
      if (it->is_regular_file(ignored)) names.push_back(it->path().stem().string());
    }
  }
  std::erase_if(names, [](const std::string& name) { return name.empty(); });
  std::sort(names.begin(), names.end());
  names.erase(std::unique(names.begin(), names.end()), names.end());
  return names;
}

bool path_inside(const std::string& path, const std::string& directory) {
  return path == directory || (path.starts_with(directory) &&
                               (directory.ends_with('/') || path[directory.size()] == '/'));
}

std::vector<std::string> interpreter_environment(const std::string& program) {
  const fs::path named = fs::path(program).lexically_normal();
  const fs::path directory = named.parent_path();
  std::vector<fs::path> found;
  // A virtual environment: pyvenv.cfg beside its bin/ (venv, virtualenv) or in it.
  for (const fs::path& root : {directory.parent_path(), directory}) {
    if (!present(root / "pyvenv.cfg")) continue;
    found.push_back(root);
    if (const auto home = pyvenv_home(root / "pyvenv.cfg")) {
      std::error_code error;
      const fs::path bin = fs::canonical(*home, error);
      if (!error) found.push_back(bin.parent_path());
    }
    break;
  }
  // A conda environment (the base one included): conda-meta/ beside its bin/.
  if (present(directory.parent_path() / "conda-meta")) found.push_back(directory.parent_path());
  // pyenv's shims: scripts that run pyenv, which runs a Python of its versions/.
  if (directory.filename() == "shims" && present(directory.parent_path() / "libexec" / "pyenv")) {
    found.push_back(directory.parent_path());
  }
  std::error_code error;
  const fs::path real = fs::canonical(named, error);
  if (!error) {
    if (const auto prefix = python_prefix(real)) found.push_back(*prefix);
    if (const auto home = java_home(real)) found.push_back(*home);
  }
  std::vector<std::string> canonical;
  for (const fs::path& path : found) {
    const fs::path real_path = fs::canonical(path, error);
    if (!error) canonical.push_back(real_path.string());
  }
  return canonical;
}

SandboxPlan plan_sandbox(const std::string& program, const std::vector<std::string>& command,
                         const std::string& working_directory,
                         const std::vector<std::string>& extra_read_only,
                         const std::vector<std::string>& read_write,
                         const std::vector<std::string>& hidden,
                         const std::vector<std::string>& deal_names, EarlierRunWalks* walks) {
  SandboxPlan plan;
  std::error_code error;
  const fs::path base = fs::canonical(working_directory, error);
  plan.working_directory = error ? "/" : base.string();
  std::vector<std::string> read_only = program_binds(base, program, plan.program);
  const std::vector<std::string> arguments =
      existing(base, std::vector<std::string>(command.empty() ? command.end() : command.begin() + 1,
                                              command.end()));
  for (const std::string& argument : arguments) read_only.push_back(bound_for(argument));
  for (std::string& path : existing(base, extra_read_only)) read_only.push_back(std::move(path));
  plan.read_only = outermost_outside_the_system(std::move(read_only));
  plan.read_write = existing(base, read_write);
  // What the command names itself stays in view when it only shares a name with a file of the
  // run (-o bot.out beside bot.py); a file of the run it names is hidden all the same.
  std::vector<std::string> named_by_command = existing(base, {program});
  named_by_command.insert(named_by_command.end(), arguments.begin(), arguments.end());
  plan.hidden = hidden_paths(base, hidden, named_by_command);
  // The folders of the program and of its arguments, and those bound by option; not an
  // interpreter's environment or arbiter's own data, which no run writes into.
  std::vector<std::string> walked = existing(base, {program});
  for (std::string& path : walked) path = bound_for(path);
  if (!program.empty()) {
    const fs::path named = fs::path(program).is_absolute() ? fs::path(program) : base / program;
    if (const auto directory = resolved(base, named.parent_path())) {
      walked.push_back(directory->string());
    }
  }
  for (const std::string& argument : arguments) walked.push_back(bound_for(argument));
  for (std::string& path : existing(base, extra_read_only)) walked.push_back(std::move(path));
  walked.insert(walked.end(), plan.read_write.begin(), plan.read_write.end());
  const std::vector<std::string> folders = outermost_outside_the_system(std::move(walked));
  std::vector<std::string> earlier =
      walks != nullptr ? walks->files(folders, deal_names, named_by_command, plan.hidden)
                       : walk_for_earlier_run_files(folders, deal_names, named_by_command,
                                                    plan.hidden, kMostEntriesWalked);
  for (std::string& path : earlier) plan.hidden.push_back(std::move(path));
  std::sort(plan.hidden.begin(), plan.hidden.end());
  plan.hidden.erase(std::unique(plan.hidden.begin(), plan.hidden.end()), plan.hidden.end());
  return plan;
}

std::vector<std::string> sandbox_environment(const std::string& program_directory,
                                             const std::vector<std::string>& extra) {
  std::string path = "/usr/local/bin:/usr/bin:/bin";
  if (!program_directory.empty() && !under_system_directory(program_directory)) {
    path = program_directory + ":" + path;
  }
  // A bot built with AddressSanitizer or LeakSanitizer would fail at its exit: the leak check
  // stops the process's threads with ptrace, which the sandbox denies.
  std::vector<std::string> environment = {"PATH=" + path,
                                          "LANG=C.UTF-8",
                                          "HOME=/tmp",
                                          "TMPDIR=/tmp",
                                          "ASAN_OPTIONS=detect_leaks=0",
                                          "LSAN_OPTIONS=detect_leaks=0"};
  for (const std::string& variable : extra) {
    const std::string name = variable.substr(0, variable.find('=') + 1);
    std::erase_if(environment,
                  [&](const std::string& present) { return present.starts_with(name); });
    environment.push_back(variable);
  }
  return environment;
}

std::vector<std::string> sandbox_command(const std::string& helper, const SandboxPlan& plan,
                                         const Limits& limits, int status_fd,
                                         const std::vector<std::string>& arguments) {
  std::vector<std::string> command = {helper, "--status-fd", std::to_string(status_fd)};
  for (const std::string& path : plan.read_only) command.insert(command.end(), {"--ro", path});
  for (const std::string& path : plan.read_write) command.insert(command.end(), {"--rw", path});
  for (const std::string& path : plan.hidden) command.insert(command.end(), {"--hide", path});
  for (const std::string& variable : plan.environment) {
    command.insert(command.end(), {"--env", variable});
  }
  command.insert(command.end(),
                 {"--cwd", plan.working_directory, "--cpu", std::to_string(limits.cpu_seconds),
                  "--file-mb", std::to_string(limits.file_mb), "--processes",
                  std::to_string(limits.processes), "--program", plan.program, "--"});
  command.insert(command.end(), arguments.begin(), arguments.end());
  return command;
}

std::string sandbox_helper_path() { return layout::helper_program("solitaire-sandbox").string(); }

}  // namespace arbiter::interactor
