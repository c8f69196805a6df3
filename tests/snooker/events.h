// Test helper: events written as judge-format lines, so rule tests read like the input.
#pragma once

#include <gtest/gtest.h>

#include <sstream>
#include <string>
#include <string_view>

#include "simulators/snooker/frame.h"

namespace arbiter::snooker::testing {

// "Red Red Pink" is a stroke, "None" hits nothing, "Play again" is a Play again and "lot 1"
// gives the lot to player 1. Unknown words fail the calling test.
inline Event event_of(std::string_view line) {
  if (line == "Play again") return PlayAgain{};
  if (line.substr(0, 4) == "lot ") return Lot{line[4] - '0'};
  std::istringstream words{std::string(line)};
  std::string word;
  Stroke stroke;
  words >> word;
  if (word != "None") {
    stroke.first_hit = ball_from_name(word);
    EXPECT_TRUE(stroke.first_hit.has_value()) << "bad ball " << word;
  }
  while (words >> word) {
    const auto ball = ball_from_name(word);
    EXPECT_TRUE(ball.has_value()) << "bad ball " << word;
    if (ball) stroke.potted.push_back(*ball);
  }
  return stroke;
}

// Applies `line` to `frame`, which must accept it, and checks the invariants after it. When
// the frame refuses it, fails the calling test and leaves the frame as it was (apply's
// precondition does not hold), returning default decisions.
inline Decisions play(Frame& frame, std::string_view line) {
  const Event event = event_of(line);
  const auto defect = frame.defect(event);
  EXPECT_FALSE(defect.has_value()) << line << ": " << (defect ? defect->message : "");
  if (defect) return Decisions{};
  Decisions decisions = frame.apply(event);
  EXPECT_NO_THROW(frame.check_invariants()) << "after " << line;
  return decisions;
}

// Applies every line in turn and returns the decisions of the last.
inline Decisions play_all(Frame& frame, std::initializer_list<std::string_view> lines) {
  Decisions last;
  for (const std::string_view line : lines) last = play(frame, line);
  return last;
}

// "Red" followed by `reds` times " Red": a stroke that hits a red and pots `reds` of them.
inline std::string reds_potted(int reds) {
  std::string line = "Red";
  for (int i = 0; i < reds; ++i) line += " Red";
  return line;
}

}  // namespace arbiter::snooker::testing
