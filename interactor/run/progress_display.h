#pragma once

#include <chrono>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <ostream>
#include <string>

#include "interactor/core/progress.h"

namespace arbiter::interactor {

/// A benchmark's progress line on a terminal (progress.h): redrawn in place after a game at
/// most every kRedraw (a game of the greedy bot takes milliseconds) and after the last one, then
/// cleared, so the summary that follows stands alone. Shown on standard error only when that
/// is a terminal: a redirected standard error keeps the bots' messages and the judge's errors.
class ProgressDisplay {
 public:
  /// Makes the line for a terminal `columns` wide, from how far the run has got.
  using LineMaker = std::function<std::string(const Progress& progress, std::size_t columns)>;

  ProgressDisplay(std::ostream& err, bool shown) : err_(err), shown_(shown) {}
  ProgressDisplay(const ProgressDisplay&) = delete;
  ProgressDisplay& operator=(const ProgressDisplay&) = delete;
  ~ProgressDisplay() { clear(); }

  /// What play_games calls after each game: an update of the line `line` makes, or nothing
  /// when the line is not shown. `line` outlives the calls.
  std::function<void(std::uint64_t, std::uint64_t)> updater(LineMaker line);

  /// Redraws the line (at most every kRedraw, except for the last update, done == total).
  void update(std::uint64_t done, std::uint64_t total, const LineMaker& line);

  /// Erases the line, if drawn.
  void clear();

 private:
  using Clock = std::chrono::steady_clock;
  using Milliseconds = std::chrono::milliseconds;
  static constexpr Milliseconds kRedraw{200};

  static std::size_t terminal_columns();

  std::ostream& err_;
  bool shown_;
  bool drawn_ = false;
  Clock::time_point start_ = Clock::now();
  Clock::time_point last_;
};

}  // namespace arbiter::interactor
