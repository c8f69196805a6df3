#include "simulators/snooker/frame.h"

#include <algorithm>
#include <stdexcept>

namespace arbiter::snooker {

namespace {

std::string with_name(std::string_view before, Ball ball, std::string_view after) {
  std::string text(before);
  text.append(ball_name(ball));
  text.append(after);
  return text;
}

std::string reds_left_text(int reds) {
  std::string text = std::to_string(reds);
  text.append(reds == 1 ? " red" : " reds");
  return text;
}

}  // namespace

bool Frame::only_black_left() const {
  if (reds_ > 0 || !on_table(Ball::kBlack)) return false;
  return std::count(colours_.begin(), colours_.end(), true) == 1;
}

int Frame::points_on_table() const {
  int points = reds_ * (value(Ball::kRed) + value(Ball::kBlack));
  for (const Ball colour : kColours) {
    if (on_table(colour)) points += value(colour);
  }
  return points;
}

Ball Frame::ball_on(std::optional<Ball> first_hit) const { return choose_ball_on(first_hit).ball; }

Frame::BallOn Frame::choose_ball_on(std::optional<Ball> first_hit) const {
  if (colour_on_) {
    if (first_hit && is_colour(*first_hit)) return {*first_hit, BallOnRule::kNominatedByHit};
    return {Ball::kYellow, BallOnRule::kNominatedByDefault};
  }
  if (reds_ > 0) return {Ball::kRed, BallOnRule::kRed};
  for (const Ball colour : kColours) {
    if (on_table(colour)) return {colour, BallOnRule::kLowestColour};
  }
  // Unreachable before the frame is over: the black goes down last.
  return {Ball::kBlack, BallOnRule::kLowestColour};
}

std::optional<Defect> Frame::defect(const Event& event) const {
  if (over_) return Defect{0, "the frame is over"};
  if (const auto* lot = std::get_if<Lot>(&event)) {
    if (!awaiting_lot_) return Defect{0, "a player is named only after a Tie"};
    if (lot->player != 0 && lot->player != 1) return Defect{0, "a lot names player 0 or 1"};
    return std::nullopt;
  }
  if (awaiting_lot_) return Defect{0, "after a Tie, the lot must name the player to play next"};
  if (std::holds_alternative<PlayAgain>(event)) {
    if (!after_foul_) return Defect{0, "\"Play again\" must follow a foul"};
    return std::nullopt;
  }
  return stroke_defect(std::get<Stroke>(event));
}

std::optional<Defect> Frame::stroke_defect(const Stroke& stroke) const {
  if (stroke.first_hit == Ball::kRed && reds_ == 0) {
    return Defect{0, "Red hit first, but no red is left on the table"};
  }
  if (stroke.first_hit && is_colour(*stroke.first_hit) && !on_table(*stroke.first_hit)) {
    return Defect{
        0, with_name("", *stroke.first_hit,
                     with_name(" hit first, but ", *stroke.first_hit, " is not on the table"))};
  }
  int reds = 0;
  std::array<bool, 8> seen{};
  for (std::size_t i = 0; i < stroke.potted.size(); ++i) {
    const Ball ball = stroke.potted[i];
    const int token = static_cast<int>(i) + 1;
    if (!stroke.first_hit && ball != Ball::kWhite) {
      return Defect{token, with_name("", ball, " potted, but the cue ball hit nothing")};
    }
    if (ball == Ball::kRed) {
      if (++reds <= reds_) continue;
      if (reds_ == 0) return Defect{token, "Red potted, but no red is left on the table"};
      return Defect{token,
                    "more reds potted than the " + reds_left_text(reds_) + " left on the table"};
    }
    auto& already = seen[static_cast<std::size_t>(ball)];
    if (already) return Defect{token, with_name("", ball, " potted twice in one stroke")};
    already = true;
    if (is_colour(ball) && !on_table(ball)) {
      return Defect{token,
                    with_name("", ball, with_name(" potted, but ", ball, " is not on the table"))};
    }
  }
  return std::nullopt;
}

Decisions Frame::apply(const Event& event) {
  if (const auto* stroke = std::get_if<Stroke>(&event)) return apply_stroke(*stroke);
  Decisions decisions;
  if (const auto* lot = std::get_if<Lot>(&event)) {
    // The lot winner plays from in-hand at the respotted black.
    awaiting_lot_ = false;
    striker_ = lot->player;
    in_hand_ = true;
  } else {
    // The offender plays again from the position left: in-hand only if he went in-off.
    after_foul_ = false;
    striker_ = 1 - striker_;
  }
  decisions.score = score_;
  decisions.reds_left = reds_;
  decisions.next_turn = turn();
  return decisions;
}

Decisions Frame::apply_stroke(const Stroke& stroke) {
  Decisions decisions;
  decisions.striker = striker_;
  const BallOn chosen = choose_ball_on(stroke.first_hit);
  const Ball on = chosen.ball;
  decisions.ball_on = on;
  decisions.ball_on_rule = chosen.rule;

  if (!stroke.first_hit) {
    decisions.fouls.push_back(Foul::kHitNothing);
  } else if (*stroke.first_hit != on) {
    decisions.fouls.push_back(Foul::kWrongFirstHit);
  }
  for (const Ball ball : stroke.potted) {
    if (ball != Ball::kWhite && ball != on) decisions.potted_not_on.push_back(ball);
  }
  if (!decisions.potted_not_on.empty()) decisions.fouls.push_back(Foul::kPottedNotOn);
  if (std::find(stroke.potted.begin(), stroke.potted.end(), Ball::kWhite) != stroke.potted.end()) {
    decisions.fouls.push_back(Foul::kInOff);
  }

  if (decisions.foul()) {
    apply_foul(stroke, decisions);
  } else {
    apply_legal(stroke, decisions);
  }
  decisions.score = score_;
  decisions.reds_left = reds_;
  return decisions;
}

void Frame::apply_foul(const Stroke& stroke, Decisions& decisions) {
  const bool last_black = only_black_left();
  // The penalty is the highest value among the ball on, the first ball hit and the potted
  // balls, and at least 4; each ball is listed once so that --explain can show the max.
  std::vector<Ball>& counted = decisions.penalty_balls;
  const auto count = [&counted](Ball ball) {
    if (ball != Ball::kWhite && std::find(counted.begin(), counted.end(), ball) == counted.end()) {
      counted.push_back(ball);
    }
  };
  count(*decisions.ball_on);
  if (stroke.first_hit) count(*stroke.first_hit);
  bool in_off = false;
  for (const Ball ball : stroke.potted) {
    count(ball);
    if (ball == Ball::kRed) --reds_;  // Reds stay down even in a foul.
    if (is_colour(ball)) decisions.respot.push_back(ball);
    in_off = in_off || ball == Ball::kWhite;
  }
  std::sort(decisions.respot.begin(), decisions.respot.end());
  decisions.penalty = 4;
  for (const Ball ball : counted) decisions.penalty = std::max(decisions.penalty, value(ball));
  score_[static_cast<std::size_t>(1 - striker_)] += decisions.penalty;
  // Whatever was on, the next visit starts on Red, or on the lowest colour once reds are gone
  // (so a foul that pots the last reds puts Yellow on at once).
  colour_on_ = false;
  after_foul_ = true;
  if (last_black) {
    decisions.respot.clear();  // The black never left the table, or the frame is over.
    end_on_last_black(decisions);
    return;
  }
  striker_ = 1 - striker_;
  in_hand_ = in_off;
  decisions.next_turn = turn();
}

void Frame::apply_legal(const Stroke& stroke, Decisions& decisions) {
  after_foul_ = false;
  in_hand_ = false;
  const Ball on = *decisions.ball_on;
  if (stroke.potted.empty()) {
    // A miss ends the visit; the next one starts on Red (or the lowest colour).
    colour_on_ = false;
    striker_ = 1 - striker_;
    decisions.next_turn = turn();
    return;
  }
  if (on == Ball::kRed) {
    decisions.points = static_cast<int>(stroke.potted.size());
    reds_ -= decisions.points;
    colour_on_ = true;
  } else if (colour_on_) {
    // The colour after a red, the last red included, goes back on its spot.
    decisions.points = value(on);
    decisions.respot.push_back(on);
    colour_on_ = false;
  } else {
    const bool last_black = only_black_left();
    decisions.points = value(on);
    colours_[colour_index(on)] = false;
    if (last_black) {
      score_[static_cast<std::size_t>(striker_)] += decisions.points;
      end_on_last_black(decisions);
      return;
    }
    decisions.stays_down = true;
  }
  score_[static_cast<std::size_t>(striker_)] += decisions.points;
}

void Frame::end_on_last_black(Decisions& decisions) {
  if (score_[0] != score_[1]) {
    over_ = true;
    winner_ = score_[0] > score_[1] ? 0 : 1;
    decisions.end = FrameEnd::kWon;
    decisions.winner = winner_;
    return;
  }
  colours_[colour_index(Ball::kBlack)] = true;
  awaiting_lot_ = true;
  after_foul_ = false;  // A lot line, not a Play again, follows a tie.
  decisions.end = FrameEnd::kTie;
  decisions.respot = {Ball::kBlack};
}

void Frame::check_invariants() const {
  const auto fail = [](const char* what) { throw std::logic_error(what); };
  if (score_[0] < 0 || score_[1] < 0) fail("a score is negative");
  if (reds_ < 0 || reds_ > kStartingReds) fail("reds out of [0, 15]");
  const bool all_colours = std::all_of(colours_.begin(), colours_.end(), [](bool b) { return b; });
  if (reds_ > 0 && !all_colours) fail("a colour is down while reds remain");
  if (colour_on_ && !all_colours) fail("a colour is on by nomination in the second phase");
  // In the second phase colours go down in ascending order, so those left are the highest.
  for (std::size_t i = 1; i < colours_.size(); ++i) {
    if (colours_[i - 1] && !colours_[i]) fail("a colour is down while a lower one is up");
  }
  if (!over_ && !on_table(Ball::kBlack)) fail("the black is down but the frame goes on");
  if (awaiting_lot_ && (!only_black_left() || score_[0] != score_[1] || over_)) {
    fail("awaiting a lot without a tie on the last black");
  }
  if (over_ && score_[0] == score_[1]) fail("a frame ended level");
  if (over_ &&
      score_[static_cast<std::size_t>(winner_)] <= score_[static_cast<std::size_t>(1 - winner_)]) {
    fail("the winner does not lead");
  }
  if (striker_ != 0 && striker_ != 1) fail("no player to strike");
}

}  // namespace arbiter::snooker
