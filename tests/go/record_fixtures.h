#pragma once

// What the tests of scored game records share: records read from text and files, the line
// go-score prints for a counted game, and the points a board's flags mark.
#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

#include "simulators/go/benson.h"
#include "simulators/go/diagram.h"
#include "simulators/go/life.h"
#include "simulators/go/record_result.h"
#include "simulators/go/record_score.h"
#include "simulators/go/rules.h"
#include "simulators/go/score_writer.h"
#include "simulators/go/sgf.h"
#include "tests/go/printers.h"

namespace arbiter::go::record_fixtures {

using Lines = std::vector<std::string>;

// The line go-score prints for a counted game: result, both totals, and RE's verdict.
inline std::string line_of(const ScoredGame& scored, const RecordInfo& info) {
  std::ostringstream line;
  write_score_text(line, info, scored);
  std::string text = line.str();
  EXPECT_EQ(text.back(), '\n');
  text.pop_back();
  return text;
}

inline std::vector<SgfRecord> records_of_stream(std::istream& in, const std::string& source) {
  Reader reader(in, source);
  std::vector<SgfRecord> records;
  while (auto record = read_sgf_record(reader)) records.push_back(std::move(*record));
  return records;
}

inline std::vector<SgfRecord> records_of_file(const std::string& name) {
  const std::string path = std::string(ARBITER_TEST_DATA_DIR) + "/go/records/" + name;
  std::ifstream file(path, std::ios::binary);
  EXPECT_TRUE(file) << "cannot open " << path;
  return records_of_stream(file, name);
}

inline SgfRecord record_of(const std::string& sgf) {
  std::istringstream in(sgf);
  auto records = records_of_stream(in, "test.sgf");
  EXPECT_EQ(records.size(), 1U);
  return records.empty() ? SgfRecord{Game(1), {}} : records.front();
}

inline Lines lines_of_file(const std::string& name, const ScoringOptions& options = {}) {
  Lines lines;
  for (const SgfRecord& record : records_of_file(name)) {
    lines.push_back(
        line_of(score_game(record.game, record.info, InputFormat::kSgf, options), record.info));
  }
  return lines;
}

// The index of `p` in a board's flags, computed here rather than by the code under test.
inline std::size_t at(const Board& board, Point p) {
  return static_cast<std::size_t>(p.row) * static_cast<std::size_t>(board.size()) +
         static_cast<std::size_t>(p.col);
}

// The points flagged, as SGF names them, row by row.
inline std::vector<std::string> flagged(const Board& board, const PointFlags& flags) {
  std::vector<std::string> points;
  for (int row = 0; row < board.size(); ++row) {
    for (int col = 0; col < board.size(); ++col) {
      if (flags[at(board, {col, row})]) points.push_back(sgf_point({col, row}));
    }
  }
  return points;
}

using Points = std::vector<std::string>;

}  // namespace arbiter::go::record_fixtures
