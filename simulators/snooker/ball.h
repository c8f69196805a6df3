#pragma once

#include <array>
#include <optional>
#include <string_view>

namespace arbiter::snooker {

/// The balls of snooker. The object balls are ordered by value, so `<` compares values;
/// White, the cue ball, is worth nothing and sorts first.
enum class Ball { kWhite, kRed, kYellow, kGreen, kBrown, kBlue, kPink, kBlack };

/// The six colours in ascending value: the order of the second phase and of `Respot` lines.
inline constexpr std::array<Ball, 6> kColours{Ball::kYellow, Ball::kGreen, Ball::kBrown,
                                              Ball::kBlue,   Ball::kPink,  Ball::kBlack};

/// The number of reds on the table when a frame starts.
inline constexpr int kStartingReds = 15;

/// Points a ball is worth: Red 1, Yellow 2 ... Black 7; White 0.
constexpr int value(Ball ball) { return static_cast<int>(ball); }

/// True for Yellow .. Black.
constexpr bool is_colour(Ball ball) { return ball >= Ball::kYellow; }

/// The name the judge format uses: "Red", "Yellow", ... "White".
std::string_view ball_name(Ball ball);

/// The ball called `name` in the judge format (case-sensitive), or nullopt. "None" is not a
/// ball: the reader handles it.
std::optional<Ball> ball_from_name(std::string_view name);

}  // namespace arbiter::snooker
