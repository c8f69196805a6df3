#pragma once

#include <array>
#include <optional>
#include <string>
#include <variant>
#include <vector>

#include "simulators/snooker/ball.h"

namespace arbiter::snooker {

/// One stroke as the judge format writes it: the ball the cue ball hit first, then the balls
/// that went down, in the order written (several Reds may appear; White is the cue ball).
struct Stroke {
  std::optional<Ball> first_hit;  ///< nullopt: the cue ball hit nothing ("None").
  std::vector<Ball> potted;

  friend bool operator==(const Stroke&, const Stroke&) = default;
};

/// `Play again`: after a foul, the fouled player makes the offender play again from the
/// position left.
struct PlayAgain {
  friend bool operator==(const PlayAgain&, const PlayAgain&) = default;
};

/// The lot after a tie on the last black: `player` (0 first-named, 1 second) plays next,
/// in-hand.
struct Lot {
  int player = 0;

  friend bool operator==(const Lot&, const Lot&) = default;
};

/// Everything that can happen in a frame, one input line each.
using Event = std::variant<Stroke, PlayAgain, Lot>;

/// Why a stroke is a foul; a stroke may break several rules at once.
enum class Foul {
  kHitNothing,     ///< The cue ball hit no ball.
  kWrongFirstHit,  ///< The first ball hit is not the ball on.
  kPottedNotOn,    ///< A ball other than the ball on (White aside) went down.
  kInOff,          ///< The cue ball went down.
};

/// How the ball on of a stroke was determined.
enum class BallOnRule {
  kRed,                 ///< Reds remain and no colour is on: Red.
  kLowestColour,        ///< No red is left: the lowest colour on the table.
  kNominatedByHit,      ///< After a legal red: the colour the cue ball hit first.
  kNominatedByDefault,  ///< After a legal red, the cue ball hit nothing or a red: Yellow.
};

/// How an event leaves the frame.
enum class FrameEnd {
  kContinues,
  kWon,  ///< Decided on the last black; see Decisions::winner.
  kTie,  ///< Level after the last black: the black is respotted and a lot line follows.
};

/// Who plays next, and whether from in-hand.
struct Turn {
  int player = 0;
  bool in_hand = false;

  friend bool operator==(const Turn&, const Turn&) = default;
};

/// What the referee decides for one event. Only the fields that apply to the event's kind are
/// set; the rest keep their defaults (a Play again or a lot has no ball on, no foul, no points).
struct Decisions {
  int striker = 0;              ///< Who played the stroke (for Play again and lots: 0).
  std::optional<Ball> ball_on;  ///< For strokes: the ball on, the nomination resolved.
  BallOnRule ball_on_rule = BallOnRule::kRed;  ///< For strokes: how ball_on was determined.
  std::vector<Foul> fouls;  ///< In the order of the enum; empty for a legal stroke.
  /// The potted balls that are neither the ball on nor White, in the order written: the
  /// reason for Foul::kPottedNotOn (empty when that rule did not fire).
  std::vector<Ball> potted_not_on;
  /// On a foul, the balls whose values the penalty is the max of, besides 4: the ball on, the
  /// first ball hit, the potted balls, each once in that order, White (worth nothing) left out.
  std::vector<Ball> penalty_balls;
  int penalty = 0;  ///< Awarded to the striker's opponent on a foul.
  int points = 0;   ///< Scored by the striker on a legal stroke.
  /// A legal pot in the second phase that leaves the frame going on: the colour stays off the
  /// table and the next one is on. False for the last black, whose pot ends the frame.
  bool stays_down = false;
  std::array<int, 2> score{};     ///< After the event.
  int reds_left = kStartingReds;  ///< After the event.
  std::vector<Ball> respot;       ///< Colours put back on their spots, ascending.
  std::optional<Turn> next_turn;  ///< Set when the turn passes or a Play again or lot gives it.
  FrameEnd end = FrameEnd::kContinues;
  int winner = 0;  ///< Valid when end == kWon.

  bool foul() const { return !fouls.empty(); }
  /// The ball on was a colour of the striker's choice (the colour after a red).
  bool nominated() const {
    return ball_on_rule == BallOnRule::kNominatedByHit ||
           ball_on_rule == BallOnRule::kNominatedByDefault;
  }
  friend bool operator==(const Decisions&, const Decisions&) = default;
};

/// Why an event cannot happen in the current position: the message, and which token of the
/// line is to blame (0 the first, 1 the first potted ball, ...).
struct Defect {
  int token = 0;
  std::string message;

  friend bool operator==(const Defect&, const Defect&) = default;
};

/// A frame of snooker between two players (0 breaks off, 1 is the opponent), refereed event by
/// event under the rules of docs/snooker.md. It knows no names and no text formats.
///
/// Invariants (check_invariants): scores are non-negative; 0 <= reds <= 15; while reds remain
/// every colour is on the table; in the second phase the colours still on the table are the
/// highest ones; a colour is "on" by nomination only after a legal red; the frame awaits a lot
/// only after a tie, with only the black on the table.
class Frame {
 public:
  /// A new frame: 15 reds and six colours on the table, player 0 to break off, in-hand.
  Frame() = default;

  const std::array<int, 2>& score() const { return score_; }
  int reds() const { return reds_; }
  /// Whether `colour` is on the table. Precondition: is_colour(colour).
  bool on_table(Ball colour) const { return colours_[colour_index(colour)]; }
  /// Whose turn it is, and whether the cue ball is in-hand.
  Turn turn() const { return {striker_, in_hand_}; }
  /// After a legal red: the striker must play a colour of his choice.
  bool colour_on() const { return colour_on_; }
  /// The last event was a foul, so a Play again may follow.
  bool after_foul() const { return after_foul_; }
  /// A tie on the last black: only a Lot may follow.
  bool awaiting_lot() const { return awaiting_lot_; }
  bool over() const { return over_; }
  /// Precondition: over().
  int winner() const { return winner_; }
  /// True when the black is the only ball left besides the cue ball.
  bool only_black_left() const;
  /// The total a break could still score from this table: 8 per red (a red and a black), plus
  /// the colours left. Never rises as a frame goes on.
  int points_on_table() const;

  /// The ball on for a stroke whose cue ball hit `first_hit` first: Red while reds remain,
  /// the nominated colour after a legal red (the colour hit first, or Yellow when the cue ball
  /// hit nothing or a red), the lowest colour left in the second phase.
  /// Precondition: !over().
  Ball ball_on(std::optional<Ball> first_hit) const;

  /// Why `event` cannot happen now (a ball that is not on the table, a Play again after a
  /// legal stroke, a stroke while a lot is awaited, any event once the frame is over), or
  /// nullopt when it can.
  std::optional<Defect> defect(const Event& event) const;

  /// Applies `event` and returns the decisions. Precondition: !defect(event).
  Decisions apply(const Event& event);

  /// Throws std::logic_error when an invariant above does not hold. For tests.
  void check_invariants() const;

  friend bool operator==(const Frame&, const Frame&) = default;

 private:
  static std::size_t colour_index(Ball colour) {
    return static_cast<std::size_t>(value(colour) - value(Ball::kYellow));
  }

  // The ball on for a stroke whose cue ball hit `first_hit` first, and the rule that chose it.
  struct BallOn {
    Ball ball;
    BallOnRule rule;
  };
  BallOn choose_ball_on(std::optional<Ball> first_hit) const;
  std::optional<Defect> stroke_defect(const Stroke& stroke) const;
  Decisions apply_stroke(const Stroke& stroke);
  void apply_foul(const Stroke& stroke, Decisions& decisions);
  void apply_legal(const Stroke& stroke, Decisions& decisions);
  void end_on_last_black(Decisions& decisions);

  std::array<int, 2> score_{0, 0};
  int reds_ = kStartingReds;
  std::array<bool, 6> colours_{true, true, true, true, true, true};
  int striker_ = 0;
  bool in_hand_ = true;
  bool colour_on_ = false;
  bool after_foul_ = false;
  bool awaiting_lot_ = false;
  bool over_ = false;
  int winner_ = 0;
};

}  // namespace arbiter::snooker
