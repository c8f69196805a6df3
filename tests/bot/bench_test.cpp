// The in-process bench: its table (header, one line per alphabet, totals) and the knights'
// board, whose score is known: the whole board in one run.
#include "bot/bench.h"

#include <gtest/gtest.h>

#include <sstream>
#include <string>
#include <vector>

namespace arbiter::bot {
namespace {

std::vector<std::string> lines_of(const std::string& text) {
  std::vector<std::string> lines;
  std::istringstream stream(text);
  for (std::string line; std::getline(stream, line);) lines.push_back(line);
  return lines;
}

std::vector<std::string> fields_of(const std::string& line) {
  std::vector<std::string> fields;
  std::istringstream stream(line);
  for (std::string field; stream >> field;) fields.push_back(field);
  return fields;
}

BenchSettings knights_bench() {
  BenchSettings settings;
  settings.games = 1;
  settings.alphabets = {"s"};
  settings.search.worlds_per_move = 1;
  settings.search.beam_width = 8;
  return settings;
}

TEST(Bench, OneKnightsGame) {
  std::ostringstream out;
  const std::vector<BenchRow> rows = run_bench(knights_bench(), out);
  ASSERT_EQ(rows.size(), 1u);
  EXPECT_EQ(rows[0].alphabet, "s");
  EXPECT_EQ(rows[0].scores, std::vector<int>{324});
  EXPECT_GT(rows[0].nodes, 0u);
  EXPECT_GT(rows[0].seconds, 0.0);

  const std::vector<std::string> lines = lines_of(out.str());
  ASSERT_EQ(lines.size(), 3u) << out.str();
  EXPECT_EQ(lines[0], "alphabet  games     mean    min    max       nodes   seconds   nodes/s");
  const std::vector<std::string> row = fields_of(lines[1]);
  ASSERT_EQ(row.size(), 8u) << lines[1];
  EXPECT_EQ(row[0], "s");
  EXPECT_EQ(row[1], "1");
  EXPECT_EQ(row[2], "324.00");
  EXPECT_EQ(row[3], "324");
  EXPECT_EQ(row[4], "324");
  EXPECT_EQ(row[5], std::to_string(rows[0].nodes));
  std::string total = "total nodes ";
  total.append(std::to_string(rows[0].nodes)).append(" in ");
  EXPECT_TRUE(lines[2].starts_with(total)) << lines[2];
  EXPECT_TRUE(lines[2].ends_with(" nodes/s")) << lines[2];
}

TEST(Bench, NodesAreTheBehavioursFingerprint) {
  // With a fixed worlds budget the work done does not depend on the clock.
  std::ostringstream first;
  std::ostringstream second;
  EXPECT_EQ(run_bench(knights_bench(), first)[0].nodes,
            run_bench(knights_bench(), second)[0].nodes);
}

}  // namespace
}  // namespace arbiter::bot
