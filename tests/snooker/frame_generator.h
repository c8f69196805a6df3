// Test helper: random legal frames for the consistency test. Every event it makes is possible
// on the table it is made for (Frame::defect accepts it); fouls, Play again, in-offs and ties
// on the last black are all frequent, so the whole rule set is exercised.
#pragma once

#include <algorithm>
#include <array>
#include <optional>
#include <string>
#include <vector>

#include "common/random.h"
#include "simulators/snooker/frame.h"

namespace arbiter::snooker::testing {

class FrameGenerator {
 public:
  explicit FrameGenerator(std::uint64_t seed) : random_(seed) {}

  /// An event that may happen next in `frame`. Precondition: !frame.over().
  Event next(const Frame& frame) {
    if (frame.awaiting_lot()) return Lot{static_cast<int>(random_.below(2))};
    if (frame.after_foul() && chance(30)) return PlayAgain{};
    if (frame.only_black_left() && chance(50)) {
      if (const auto tie = tying_stroke(frame)) return *tie;
    }
    return stroke(frame);
  }

  /// A judge-format line for `event`, with random spacing as the format tolerates.
  std::string line(const Event& event, const std::array<std::string, 2>& players) {
    if (std::holds_alternative<PlayAgain>(event))
      return chance(20) ? "Play \t again" : "Play again";
    if (const auto* lot = std::get_if<Lot>(&event)) {
      return players[static_cast<std::size_t>(lot->player)];
    }
    const auto& stroke = std::get<Stroke>(event);
    std::string text = stroke.first_hit ? std::string(ball_name(*stroke.first_hit)) : "None";
    for (const Ball ball : stroke.potted) {
      text.append(chance(10) ? "  " : " ").append(ball_name(ball));
    }
    if (chance(10)) text.insert(0, " ");
    if (chance(10)) text.append("\t");
    return text;
  }

  bool chance(int percent) { return random_.below(100) < static_cast<std::uint64_t>(percent); }

 private:
  // On the last black, the stroke that levels the score when one exists: the leader by 7
  // fouls, or the one 7 behind pots the black.
  static std::optional<Event> tying_stroke(const Frame& frame) {
    const int striker = frame.turn().player;
    const auto& score = frame.score();
    const int lead =
        score[static_cast<std::size_t>(striker)] - score[static_cast<std::size_t>(1 - striker)];
    if (lead == 7) return Stroke{std::nullopt, {}};
    if (lead == -7) return Stroke{Ball::kBlack, {Ball::kBlack}};
    return std::nullopt;
  }

  static std::vector<Ball> balls_on_table(const Frame& frame) {
    std::vector<Ball> balls;
    if (frame.reds() > 0) balls.push_back(Ball::kRed);
    for (const Ball colour : kColours) {
      if (frame.on_table(colour)) balls.push_back(colour);
    }
    return balls;
  }

  Ball pick(const std::vector<Ball>& balls) { return balls[random_.below(balls.size())]; }

  Stroke stroke(const Frame& frame) {
    const std::vector<Ball> balls = balls_on_table(frame);
    // The ball the striker aims at: Red, a colour of his choice after a red, or the ball on.
    Ball target = frame.ball_on(std::nullopt);
    if (frame.colour_on()) target = pick({kColours.begin(), kColours.end()});
    Stroke stroke;
    const auto roll = random_.below(100);
    if (roll < 8) {
      stroke.potted = chance(30) ? std::vector<Ball>{Ball::kWhite} : std::vector<Ball>{};
      return stroke;  // Hit nothing.
    }
    stroke.first_hit = roll < 85 ? target : pick(balls);
    int reds_left = frame.reds();
    const auto pot = [&](Ball ball) {
      if (ball == Ball::kRed) {
        if (reds_left == 0) return;
        --reds_left;
      } else if (std::find(stroke.potted.begin(), stroke.potted.end(), ball) !=
                 stroke.potted.end()) {
        return;
      }
      stroke.potted.push_back(ball);
    };
    if (chance(60)) {
      pot(target);
      if (target == Ball::kRed) {
        // Mostly one red, sometimes a cluster, rarely the whole pack.
        const int more = chance(3) ? 15 : (chance(25) ? static_cast<int>(random_.below(3)) : 0);
        for (int i = 0; i < more; ++i) pot(Ball::kRed);
      }
    }
    if (chance(12)) pot(pick(balls));
    if (chance(10)) pot(Ball::kWhite);
    if (chance(50)) std::reverse(stroke.potted.begin(), stroke.potted.end());
    return stroke;
  }

  Random random_;
};

}  // namespace arbiter::snooker::testing
