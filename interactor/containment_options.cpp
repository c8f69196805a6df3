#include "interactor/containment_options.h"

#include <unistd.h>

#include <array>
#include <cstdlib>
#include <string_view>
#include <thread>
#include <utility>
#include <vector>

#include "common/cli.h"

namespace arbiter::interactor {

namespace po = boost::program_options;

namespace {

constexpr std::array<std::pair<std::string_view, TimeMode>, 2> kTimeModes{{
    {"wall", TimeMode::kWall},
    {"cpu", TimeMode::kCpu},
}};
constexpr std::array<std::pair<std::string_view, GuardRequest>, 3> kGuardRequests{{
    {"auto", GuardRequest::kAuto},
    {"cgroup", GuardRequest::kCgroup},
    {"watch", GuardRequest::kWatch},
}};

template <typename Table>
std::string word_of(const Table& table, typename Table::value_type::second_type choice) {
  for (const auto& [word, value] : table) {
    if (value == choice) return std::string(word);
  }
  return {};
}

// The words of `table` in order, `between` each two but the last two, `last` between those.
template <typename Table>
std::string words_of(const Table& table, std::string_view between, std::string_view last) {
  std::string text;
  for (std::size_t i = 0; i < table.size(); ++i) {
    if (i > 0) text.append(i + 1 == table.size() ? last : between);
    text.append(table[i].first);
  }
  return text;
}

// The choice option `name`'s word names in `table`; throws cli::UsageError for another word.
template <typename Table>
typename Table::value_type::second_type choice_option(const po::variables_map& options,
                                                      const std::string& name, const Table& table) {
  const std::string given = options[name].as<std::string>();
  for (const auto& [word, value] : table) {
    if (word == given) return value;
  }
  throw cli::UsageError("--" + name + " " + given + ": expected " + words_of(table, ", ", " or "));
}

std::vector<std::string> texts(const po::variables_map& options, const char* name) {
  if (options.count(name) == 0) return {};
  return options[name].as<std::vector<std::string>>();
}

// The variables the bot gets besides its clean environment: the judge's LANG, then each
// --env NAME=VALUE, or NAME with the judge's value.
std::vector<std::string> bot_environment(const std::vector<std::string>& options) {
  std::vector<std::string> environment;
  // NOLINTNEXTLINE(concurrency-mt-unsafe): read before any thread starts
  if (const char* lang = std::getenv("LANG"); lang != nullptr && *lang != '\0') {
    environment.push_back(std::string("LANG=") + lang);
  }
  for (const std::string& option : options) {
    const std::size_t equals = option.find('=');
    const std::string name = option.substr(0, equals);
    if (name.empty() || name.find_first_of(" \t\n") != std::string::npos) {
      throw cli::UsageError("--env " + option + ": expected NAME or NAME=VALUE");
    }
    if (equals != std::string::npos) {
      environment.push_back(option);
      continue;
    }
    // NOLINTNEXTLINE(concurrency-mt-unsafe): read before any thread starts
    const char* value = std::getenv(name.c_str());
    if (value == nullptr)
      throw cli::UsageError("--env " + name + ": not set in the judge's environment");
    environment.push_back(name + "=" + value);
  }
  return environment;
}

// The paths of the bind option `name`, each of which must exist.
std::vector<std::string> bind_option(const po::variables_map& options, const char* name) {
  std::vector<std::string> paths = texts(options, name);
  for (const std::string& path : paths) {
    if (::access(path.c_str(), F_OK) != 0) {
      throw cli::UsageError("--" + std::string(name) + " " + path + ": no such file or directory");
    }
  }
  return paths;
}

}  // namespace

std::string time_mode_word(TimeMode mode) { return word_of(kTimeModes, mode); }
std::string time_mode_words() { return words_of(kTimeModes, "|", "|"); }
std::string memory_guard_word(GuardRequest request) { return word_of(kGuardRequests, request); }
std::string memory_guard_words() { return words_of(kGuardRequests, "|", "|"); }

TimeMode time_mode_option(const po::variables_map& options) {
  return choice_option(options, "time-mode", kTimeModes);
}

GuardRequest memory_guard_option(const po::variables_map& options) {
  return choice_option(options, "memory-guard", kGuardRequests);
}

Containment containment_option(const po::variables_map& options, TimeMode time_mode,
                               std::chrono::milliseconds total_limit) {
  Limits limits;
  limits.memory_mb = cli::option_in_range(options, "memory-limit", 1LL, 1LL << 20);
  limits.processes = cli::option_in_range(options, "process-limit", 1LL, 100'000LL);
  limits.file_mb = cli::option_in_range(options, "file-limit", 1LL, 1LL << 20);
  limits.cpu_seconds =
      options.count("cpu-limit") != 0
          ? cli::option_in_range(options, "cpu-limit", 1LL, 86'400LL)
          : cpu_limit_for(time_mode, total_limit, std::thread::hardware_concurrency());
  Containment containment;
  containment.limits = limits;
  containment.sandbox = options.count("no-sandbox") == 0;
  if (!containment.sandbox &&
      (options.count("sandbox-bind") != 0 || options.count("sandbox-bind-rw") != 0)) {
    throw cli::UsageError("--sandbox-bind and --sandbox-bind-rw go without --no-sandbox");
  }
  containment.read_only = bind_option(options, "sandbox-bind");
  containment.read_write = bind_option(options, "sandbox-bind-rw");
  containment.environment = bot_environment(texts(options, "env"));
  return containment;
}

}  // namespace arbiter::interactor
