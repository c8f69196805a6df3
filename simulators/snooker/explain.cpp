#include "simulators/snooker/explain.h"

#include <vector>

namespace arbiter::snooker {

namespace {

const std::string& name_of(const FrameRecord& frame, int player) {
  return frame.players[static_cast<std::size_t>(player)];
}

std::string balls_text(const std::vector<Ball>& balls) {
  std::string text;
  for (const Ball ball : balls) {
    if (!text.empty()) text.push_back(' ');
    text.append(ball_name(ball));
  }
  return text;
}

// "Red on", "Pink on (the colour after a red, nominated by hitting it first)", "Yellow on (the
// colour after a red; none nominated, so the lowest)".
std::string ball_on_text(const Decisions& decisions) {
  std::string text(ball_name(*decisions.ball_on));
  text.append(" on");
  switch (decisions.ball_on_rule) {
    case BallOnRule::kRed:
    case BallOnRule::kLowestColour:
      break;
    case BallOnRule::kNominatedByHit:
      text.append(" (the colour after a red, nominated by hitting it first)");
      break;
    case BallOnRule::kNominatedByDefault:
      text.append(" (the colour after a red; none nominated, so the lowest)");
      break;
  }
  return text;
}

std::string foul_reasons(const Stroke& stroke, const Decisions& decisions) {
  const std::string on(ball_name(*decisions.ball_on));
  std::vector<std::string> reasons;
  for (const Foul foul : decisions.fouls) {
    switch (foul) {
      case Foul::kHitNothing:
        reasons.emplace_back("hit nothing");
        break;
      case Foul::kWrongFirstHit:
        reasons.push_back(std::string("hit ").append(ball_name(*stroke.first_hit)) +
                          " first while " + on + " on");
        break;
      case Foul::kPottedNotOn:
        reasons.push_back("potted " + balls_text(decisions.potted_not_on) + " while " + on + " on");
        break;
      case Foul::kInOff:
        reasons.emplace_back("in-off (White potted)");
        break;
    }
  }
  std::string text = "foul: ";
  for (std::size_t i = 0; i < reasons.size(); ++i)
    text.append(i > 0 ? ", " : "").append(reasons[i]);
  return text;
}

// "max(4, Red=1, Pink=6) = 6", over the balls the core counted.
std::string penalty_text(const Decisions& decisions) {
  std::string text = "penalty max(4";
  for (const Ball ball : decisions.penalty_balls) {
    text.append(", ").append(ball_name(ball)).append("=").append(std::to_string(value(ball)));
  }
  return text + ") = " + std::to_string(decisions.penalty);
}

std::string legal_text(const Stroke& stroke, const Decisions& decisions) {
  if (stroke.potted.empty()) return "legal, nothing potted";
  const Ball on = *decisions.ball_on;
  if (on == Ball::kRed) {
    return "legal: " + std::to_string(decisions.points) +
           (decisions.points == 1 ? " red" : " reds") + " +" + std::to_string(decisions.points) +
           ", a colour is on next";
  }
  std::string text = "legal: ";
  text.append(ball_name(on)).append(" +").append(std::to_string(decisions.points));
  if (decisions.stays_down) text.append(", stays down");
  return text;
}

// The consequences: respots, the end of the frame, or who plays next.
std::string outcome_text(const FrameRecord& frame, const Decisions& decisions) {
  const std::string score =
      std::to_string(decisions.score[0]) + " : " + std::to_string(decisions.score[1]);
  if (decisions.end == FrameEnd::kWon) {
    return "frame over on the last black: " + name_of(frame, decisions.winner) + " wins " + score;
  }
  if (decisions.end == FrameEnd::kTie) {
    return "tie at " + score + " on the last black: Black respotted, a lot decides who plays next";
  }
  std::string text;
  if (!decisions.respot.empty()) text = balls_text(decisions.respot) + " respotted; ";
  if (!decisions.next_turn) return text + name_of(frame, decisions.striker) + " plays on";
  text.append(name_of(frame, decisions.next_turn->player)).append("'s turn");
  if (decisions.next_turn->in_hand) text.append(", in-hand");
  return text;
}

}  // namespace

std::string explain_event(const FrameRecord& frame, const EventRecord& event) {
  const Decisions& decisions = event.decisions;
  std::string text =
      "Frame " + std::to_string(frame.number) + ", line " + std::to_string(event.line) + ", ";
  if (std::holds_alternative<PlayAgain>(event.event)) {
    const int offender = decisions.next_turn->player;
    return text + "Play again: " + name_of(frame, 1 - offender) + " makes " +
           name_of(frame, offender) + " play again from the position left" +
           (decisions.next_turn->in_hand ? ", in-hand" : "");
  }
  if (std::holds_alternative<Lot>(event.event)) {
    return text + "lot: " + name_of(frame, decisions.next_turn->player) +
           " plays next, in-hand, on the respotted black";
  }
  const auto& stroke = std::get<Stroke>(event.event);
  text.append(name_of(frame, decisions.striker)).append(": ");
  text.append(ball_on_text(decisions)).append("; hit ");
  text.append(stroke.first_hit ? ball_name(*stroke.first_hit) : "nothing");
  text.append(", potted ").append(stroke.potted.empty() ? "nothing" : balls_text(stroke.potted));
  if (decisions.foul()) {
    text.append("; ").append(foul_reasons(stroke, decisions));
    text.append("; ").append(penalty_text(decisions));
    text.append(" to ").append(name_of(frame, 1 - decisions.striker));
  } else {
    text.append("; ").append(legal_text(stroke, decisions));
  }
  return text + "; " + outcome_text(frame, decisions);
}

}  // namespace arbiter::snooker
