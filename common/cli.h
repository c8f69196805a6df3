#pragma once

#include <boost/program_options.hpp>
#include <functional>
#include <limits>
#include <ostream>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "common/reader.h"

/// The command-line conventions every arbiter tool shares, on Boost.Program_options:
/// `--help`, `--version`, `-o/--output FILE`, positional input files (none or `-` meaning
/// standard input), usage errors as exit 64 with a hint, ParseErrors as
/// `SOURCE:LINE:COLUMN: message` and exit 65.
namespace arbiter::cli {

/// How a tool presents itself in `--help` and `--version`. Views of string literals, so that a
/// tool's `kTool` is built at compile time and no static initialiser can throw.
struct ToolInfo {
  std::string_view name;       ///< The executable's name: "go-score".
  std::string_view arguments;  ///< The usage line's positional part, "[FILE...]"; empty: none.
  std::string_view summary;    ///< What the tool does; shown under the usage line.
  std::string_view examples;   ///< Shown at the end of `--help`; may be empty.
  /// Offer `-o/--output FILE`. Off for a tool whose standard output is a protocol (a bot).
  bool output_option = true;
};

/// What a tool's body receives once its command line is parsed and its output opened.
struct Invocation {
  const ToolInfo& tool;
  const boost::program_options::variables_map& options;
  std::vector<std::string> inputs;  ///< The positional arguments; {"-"} when none were given.
  std::ostream& out;                ///< Standard output, or the `-o` file.
  std::ostream& err;                ///< Standard error.
};

/// A misuse of the command line that only the tool can see (conflicting options, a bad
/// value): `run` prints it with the usage hint and exits 64.
class UsageError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

/// The value of option `name` (given, or its default), checked to lie from `minimum` to
/// `maximum`. Otherwise throws UsageError: "--NAME must be at least MINIMUM" when there is no
/// upper bound (`maximum` left at the type's largest value), else "--NAME must be from MINIMUM
/// to MAXIMUM".
template <typename Number>
Number option_in_range(const boost::program_options::variables_map& options,
                       const std::string& name, Number minimum,
                       Number maximum = std::numeric_limits<Number>::max()) {
  const Number value = options[name].as<Number>();
  if (value < minimum || value > maximum) {
    std::string message = "--" + name + " must be ";
    if (maximum == std::numeric_limits<Number>::max()) {
      message += "at least " + std::to_string(minimum);
    } else {
      message += "from " + std::to_string(minimum) + " to " + std::to_string(maximum);
    }
    throw UsageError(message);
  }
  return value;
}

/// The items of an option's comma-separated list, in order: "12,tld" gives "12" and "tld".
/// Every comma separates, so an empty text or a doubled comma gives an empty item, for the
/// caller to reject with the option's name.
std::vector<std::string_view> split_commas(std::string_view text);

/// Adds a tool's own options beside the common ones.
using OptionsSetup = std::function<void(boost::program_options::options_description&)>;
/// The tool's work; returns its exit status. May throw UsageError or ParseError.
using Body = std::function<int(Invocation&)>;

/// Runs a tool: parses the command line, answers `--help`/`--version`, opens the output,
/// calls `body` and turns what escapes it into the exit status. Standard output is flushed
/// before any error is printed, so every result written before a defect is kept. A failed
/// write of the output is reported and exits 74.
int run(int argc, const char* const* argv, const ToolInfo& tool, const OptionsSetup& setup,
        const Body& body);

/// Opens each input of `invocation` in turn (`-` is standard input, named `<stdin>` in
/// errors) and calls `read` with a Reader over it. A ParseError ends that input only: the
/// output is flushed, the error printed, and the next input read. Returns 0, or the status
/// of the first failure: 65 (defective data) or 66 (an input that could not be opened).
int read_inputs(Invocation& invocation, const std::function<void(Reader&)>& read);

/// Prints a ParseError as `SOURCE:LINE:COLUMN: message` after flushing `out`, which keeps
/// results and errors in order when both go to a terminal. Returns 65.
int report(const ParseError& error, std::ostream& out, std::ostream& err);

}  // namespace arbiter::cli
