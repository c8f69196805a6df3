#include "common/cli.h"

#include <cerrno>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <optional>
#include <system_error>

#include "common/exit_codes.h"
#include "common/version.h"

namespace arbiter::cli {

namespace po = boost::program_options;

namespace {

int usage_error(const ToolInfo& tool, const std::string& message, std::ostream& err) {
  err << tool.name << ": " << message << "\nTry '" << tool.name
      << " --help' for more information.\n";
  return to_int(ExitCode::kUsage);
}

void print_help(const ToolInfo& tool, const po::options_description& options, std::ostream& out) {
  out << "Usage: " << tool.name << " [OPTIONS]";
  if (!tool.arguments.empty()) out << ' ' << tool.arguments;
  out << "\n\n" << tool.summary << "\n\n";
  // One column more than Boost's own, which leaves a single space after the widest option: two
  // keep every option apart from its description for readers and for help2man (the man pages).
  options.print(out, options.get_option_column_width() + 1);
  if (!tool.examples.empty()) out << "\nExamples:\n" << tool.examples;
}

// Parses the command line into `options`; returns an exit status when the tool must stop here
// (--help, --version, or a usage error).
std::optional<int> parse_command_line(int argc, const char* const* argv, const ToolInfo& tool,
                                      const OptionsSetup& setup, po::variables_map& options) {
  po::options_description visible("Options");
  visible.add_options()                       //
      ("help,h", "print this help and exit")  //
      ("version", "print the version and exit");
  if (tool.output_option) {
    visible.add_options()("output,o", po::value<std::string>()->value_name("FILE"),
                          "write results to FILE instead of standard output");
  }
  if (setup) setup(visible);
  po::options_description all;
  all.add(visible);
  po::positional_options_description positional;
  if (!tool.arguments.empty()) {
    po::options_description hidden;
    hidden.add_options()("input", po::value<std::vector<std::string>>(), "input files");
    all.add(hidden);
    positional.add("input", -1);
  }
  try {
    po::store(po::command_line_parser(argc, argv).options(all).positional(positional).run(),
              options);
    po::notify(options);
  } catch (const po::error& error) {
    return usage_error(tool, error.what(), std::cerr);
  }
  if (options.count("help") > 0) {
    print_help(tool, visible, std::cout);
    return to_int(ExitCode::kOk);
  }
  if (options.count("version") > 0) {
    std::cout << tool.name << " (arbiter) " << kVersion << '\n';
    return to_int(ExitCode::kOk);
  }
  return std::nullopt;
}

}  // namespace

std::vector<std::string_view> split_commas(std::string_view text) {
  std::vector<std::string_view> items;
  for (std::size_t start = 0; start <= text.size();) {
    std::size_t end = text.find(',', start);
    if (end == std::string_view::npos) end = text.size();
    items.push_back(text.substr(start, end - start));
    start = end + 1;
  }
  return items;
}

int report(const ParseError& error, std::ostream& out, std::ostream& err) {
  out.flush();
  err << error.what() << '\n';
  return to_int(ExitCode::kDataError);
}

int run(int argc, const char* const* argv, const ToolInfo& tool, const OptionsSetup& setup,
        const Body& body) {
  std::ios::sync_with_stdio(false);
  po::variables_map options;
  if (const auto status = parse_command_line(argc, argv, tool, setup, options)) return *status;

  // A tool without the common -o may have an --output of its own, which is not this one.
  const std::string output_path = tool.output_option && options.count("output") > 0
                                      ? options["output"].as<std::string>()
                                      : std::string("-");
  std::ofstream output_file;
  if (output_path != "-") {
    output_file.open(output_path, std::ios::binary | std::ios::trunc);
    if (!output_file) {
      const int open_error = errno;  // Read before the writes below can overwrite it.
      std::cerr << tool.name << ": cannot create '" << output_path
                << "': " << std::generic_category().message(open_error) << '\n';
      return to_int(ExitCode::kCannotCreate);
    }
  }
  std::ostream& out = output_path == "-" ? std::cout : output_file;

  std::vector<std::string> inputs{"-"};
  if (options.count("input") > 0) inputs = options["input"].as<std::vector<std::string>>();
  Invocation invocation{tool, options, std::move(inputs), out, std::cerr};

  int status = to_int(ExitCode::kOk);
  try {
    status = body(invocation);
  } catch (const UsageError& error) {
    out.flush();
    return usage_error(tool, error.what(), std::cerr);
  } catch (const ParseError& error) {
    status = report(error, out, std::cerr);
  }
  out.flush();
  if (!out) {
    std::cerr << tool.name << ": error writing "
              << (output_path == "-" ? "standard output" : "'" + output_path + "'") << '\n';
    return to_int(ExitCode::kIoError);
  }
  return status;
}

int read_inputs(Invocation& invocation, const std::function<void(Reader&)>& read) {
  int status = to_int(ExitCode::kOk);
  const auto fail_with = [&status](ExitCode code) {
    if (status == to_int(ExitCode::kOk)) status = to_int(code);
  };
  for (const std::string& path : invocation.inputs) {
    std::ifstream file;
    if (path != "-") {
      file.open(path, std::ios::binary);
      const int open_error = errno;  // Read before anything else can overwrite it.
      // A directory opens like an empty file on Linux; refuse it by name instead.
      std::error_code ignored;
      const bool is_directory = std::filesystem::is_directory(path, ignored);
      if (!file || is_directory) {
        const std::string reason =
            std::generic_category().message(is_directory ? EISDIR : open_error);
        invocation.out.flush();
        invocation.err << invocation.tool.name << ": cannot open '" << path << "': " << reason
                       << '\n';
        fail_with(ExitCode::kNoInput);
        continue;
      }
    }
    std::istream& stream = path == "-" ? std::cin : file;
    Reader reader(stream, path == "-" ? "<stdin>" : path);
    try {
      read(reader);
    } catch (const ParseError& error) {
      report(error, invocation.out, invocation.err);
      fail_with(ExitCode::kDataError);
    }
  }
  return status;
}

}  // namespace arbiter::cli
