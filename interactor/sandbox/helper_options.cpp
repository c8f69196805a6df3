#include "interactor/sandbox/helper_options.h"

#include <cerrno>
#include <cstdlib>
#include <limits>
#include <string_view>

#include "interactor/sandbox/helper_failure.h"

namespace arbiter::interactor::sandbox_helper {

namespace {

long long number(const char* text, const std::string& name, long long most) {
  char* end = nullptr;
  errno = 0;
  const long long value = std::strtoll(text, &end, 10);
  if (errno != 0 || end == text || *end != '\0' || value < 0 || value > most) {
    usage_error(name + " expects a number from 0 to " + std::to_string(most) + ", not '" + text +
                "'");
  }
  return value;
}

// `value` of --env, which must be NAME=VALUE.
std::string environment_variable(std::string_view value) {
  if (value.find('=') == std::string_view::npos || value.starts_with('=')) {
    usage_error("--env expects NAME=VALUE, not '" + std::string(value) + "'");
  }
  return std::string(value);
}

// Takes `option` if it is one of the filter's test options (they have no value).
bool test_option(const std::string& option, HelperOptions& options) {
  if (option == "--test-keep-capabilities") {
    options.keep_capabilities = true;
  } else if (option == "--test-without-filter") {
    options.without_filter = true;
  } else {
    return false;
  }
  return true;
}

}  // namespace

[[noreturn]] void usage_error(const std::string& what) {
  fail(-1, what +
               " (usage: solitaire-sandbox [--status-fd N] [--ro PATH]... [--rw DIR]... "
               "[--hide PATH]... [--env NAME=VALUE]... [--cwd DIR] [--cpu S] [--file-mb M] "
               "[--processes N] --program PATH -- ARG0 [ARG...]; or solitaire-sandbox --probe; "
               "the tests of the filter add --test-keep-capabilities and --test-without-filter)");
}

HelperOptions parse_options(int argc, char** argv) {
  constexpr long long kMost = std::numeric_limits<int>::max();
  HelperOptions options;
  int i = 1;
  for (; i < argc; ++i) {
    const std::string option = argv[i];
    if (option == "--") break;
    if (test_option(option, options)) continue;
    if (i + 1 >= argc) usage_error("missing value after " + option);
    const char* value = argv[++i];
    if (option == "--status-fd") {
      options.status_fd = static_cast<int>(number(value, option, kMost));
    } else if (option == "--ro") {
      options.read_only.emplace_back(value);
    } else if (option == "--rw") {
      options.read_write.emplace_back(value);
    } else if (option == "--hide") {
      options.hidden.emplace_back(value);
    } else if (option == "--env") {
      options.environment.push_back(environment_variable(value));
    } else if (option == "--cwd") {
      options.working_directory = value;
    } else if (option == "--cpu") {
      options.limits.cpu_seconds = number(value, option, kMost);
    } else if (option == "--file-mb") {
      options.limits.file_mb = number(value, option, 1LL << 30);
    } else if (option == "--processes") {
      options.limits.processes = number(value, option, kMost);
    } else if (option == "--program") {
      options.program = value;
    } else {
      usage_error("unknown option " + option);
    }
  }
  if (i + 1 >= argc || options.program.empty()) usage_error("no program to run");
  for (++i; i < argc; ++i) options.arguments.push_back(argv[i]);
  options.arguments.push_back(nullptr);
  return options;
}

}  // namespace arbiter::interactor::sandbox_helper
