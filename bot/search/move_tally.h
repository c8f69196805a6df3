#pragma once

#include <array>
#include <vector>

#include "common/solitaire/geometry.h"

namespace arbiter::bot {

/// The values a search found for each candidate move, one per sampled world, and what they
/// say together: the best move by total, and how clearly it beats the runner-up.
class MoveTally {
 public:
  /// Starts a tally over the candidate moves `moves` (non-empty).
  explicit MoveTally(solitaire::CellSet moves);

  /// Records one world's value for every candidate: values[cell] for each cell of moves.
  void add_world(const std::array<float, solitaire::kCells>& values);

  int worlds() const { return worlds_; }
  /// The candidate of highest value; the lowest cell among equals.
  int best() const;
  /// The value of candidate `cell`: its mean over the worlds, 0 before any.
  double value(int cell) const;
  /// How clearly best() beats the runner-up: the paired t statistic of their per-world
  /// difference (mean over its standard error). Infinite when the difference never varies
  /// (including no difference at all: then the choice does not matter) or when there is
  /// only one candidate; 0 before two worlds.
  double separation() const;

 private:
  solitaire::CellSet moves_;
  int worlds_ = 0;
  std::array<double, solitaire::kCells> totals_{};
  std::vector<std::array<float, solitaire::kCells>> values_;
};

}  // namespace arbiter::bot
