#include "common/result_format.h"

#include <gtest/gtest.h>

#include <boost/program_options/variables_map.hpp>
#include <sstream>
#include <string>
#include <vector>

namespace arbiter::cli {
namespace {

namespace po = boost::program_options;

constexpr ToolInfo kResultTool{"result-tool", "[FILE...]", "Writes results.", ""};

// A command line with `--format FORMAT` and these inputs; what the tool wrote is in `out`.
struct ResultCommandLine {
  ResultCommandLine(const std::string& format, std::vector<std::string> inputs)
      : invocation{kResultTool, options, std::move(inputs), out, err} {
    options.emplace("format", po::variable_value(format, false));
  }
  po::variables_map options;
  std::ostringstream out;
  std::ostringstream err;
  Invocation invocation;
};

void write_result(const ResultFormat& format, std::ostream& out) {
  format.write(
      out, "a.in", [](std::ostream& plain) { plain << "1 2\n3 4\n"; },
      [](std::ostream& json) { json << "{\"source\":\"a.in\"}\n"; });
}

TEST(ResultFormat, PlainLinesOfOneInputAsTheyAre) {
  ResultCommandLine line("judge", {"a.in"});
  const ResultFormat format(line.invocation, "judge");
  EXPECT_FALSE(format.json());
  EXPECT_FALSE(format.names_lines());
  write_result(format, line.out);
  EXPECT_EQ(line.out.str(), "1 2\n3 4\n");
}

TEST(ResultFormat, PlainLinesOfSeveralInputsNamed) {
  ResultCommandLine line("text", {"a.in", "b.in"});
  const ResultFormat format(line.invocation, "text");
  EXPECT_TRUE(format.names_lines());
  write_result(format, line.out);
  EXPECT_EQ(line.out.str(), "a.in: 1 2\na.in: 3 4\n");
}

TEST(ResultFormat, JsonNeverNamed) {
  ResultCommandLine line("json", {"a.in", "b.in"});
  const ResultFormat format(line.invocation, "judge");
  EXPECT_TRUE(format.json());
  write_result(format, line.out);
  EXPECT_EQ(line.out.str(), "{\"source\":\"a.in\"}\n");
}

TEST(ResultFormat, AnotherFormatIsAUsageError) {
  ResultCommandLine line("text", {"-"});
  try {
    const ResultFormat format(line.invocation, "judge");
    FAIL() << "no UsageError";
  } catch (const UsageError& error) {
    EXPECT_STREQ(error.what(), "--format text: expected judge or json");
  }
}

}  // namespace
}  // namespace arbiter::cli
