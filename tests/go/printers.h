#pragma once

#include <ostream>

#include "simulators/go/board.h"
#include "simulators/go/record_result.h"
#include "simulators/go/score_writer.h"
#include "simulators/go/scoring.h"

// GoogleTest printers for the Go value types, so that a failed expectation shows values, not
// bytes. Any test file may include this; the functions are inline, so several may.
namespace arbiter::go {

inline void PrintTo(Color color, std::ostream* out) { *out << color_name(color); }

inline void PrintTo(const RecordComparison& comparison, std::ostream* out) {
  *out << describe(comparison);
}

inline void PrintTo(DeadStones source, std::ostream* out) {
  *out << dead_stones_source_name(source);
}

inline void PrintTo(const Point& point, std::ostream* out) {
  *out << "Point{col " << point.col << ", row " << point.row << "}";
}

// A board prints as its diagram, in parse_diagram's notation.
inline void PrintTo(const Board& board, std::ostream* out) {
  *out << "\n";
  for (int row = 0; row < board.size(); ++row) {
    for (int col = 0; col < board.size(); ++col) {
      const Color stone = board.at({col, row});
      *out << (stone == Color::kBlack ? " X" : stone == Color::kWhite ? " O" : " .");
    }
    *out << "\n";
  }
}

inline void PrintTo(const Score& score, std::ostream* out) {
  *out << "Score{black " << score.black << ", white " << score.white << "}";
}

}  // namespace arbiter::go
