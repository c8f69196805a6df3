#include "simulators/snooker/explain.h"

#include <algorithm>
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

// "Red on", "Pink on (nominated by hitting it first)", "Black on (the last ball)".
std::string ball_on_text(const Stroke& stroke, const Decisions& decisions) {
  std::string text(ball_name(*decisions.ball_on));
  text.append(" on");
  if (decisions.nominated) {
    text.append(stroke.first_hit && is_colour(*stroke.first_hit)
                    ? " (the colour after a red, nominated by hitting it first)"
                    : " (the colour after a red; none nominated, so the lowest)");
  }
  return text;
}

std::string foul_reasons(const Stroke& stroke, const Decisions& decisions) {
  const std::string on(ball_name(*decisions.ball_on));
  std::vector<std::string> reasons;
  for (const Foul foul : decisions.fouls) {
    switch (foul) {
      case Foul::kHitNothing:
        reasons.push_back("hit nothing");
        break;
      case Foul::kWrongFirstHit:
        reasons.push_back(std::string("hit ").append(ball_name(*stroke.first_hit)) +
                          " first while " + on + " on");
        break;
      case Foul::kPottedNotOn: {
        std::vector<Ball> wrong;
        for (const Ball ball : stroke.potted) {
          if (ball != Ball::kWhite && ball != *decisions.ball_on) wrong.push_back(ball);
        }
        reasons.push_back("potted " + balls_text(wrong) + " while " + on + " on");
        break;
      }
      case Foul::kInOff:
        reasons.push_back("in-off (White potted)");
        break;
    }
  }
  std::string text = "foul: ";
  for (std::size_t i = 0; i < reasons.size(); ++i) text.append(i ? ", " : "").append(reasons[i]);
  return text;
}

// "max(4, Red=1, Pink=6) = 6": each ball that counts once, in the order ball on, first hit,
// potted; White counts nothing and is left out.
std::string penalty_text(const Stroke& stroke, const Decisions& decisions) {
  std::vector<Ball> terms{*decisions.ball_on};
  if (stroke.first_hit) terms.push_back(*stroke.first_hit);
  terms.insert(terms.end(), stroke.potted.begin(), stroke.potted.end());
  std::string text = "penalty max(4";
  std::vector<Ball> shown;
  for (const Ball ball : terms) {
    if (ball == Ball::kWhite || std::find(shown.begin(), shown.end(), ball) != shown.end()) {
      continue;
    }
    shown.push_back(ball);
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
  if (decisions.end == FrameEnd::kContinues && decisions.respot.empty())
    text.append(", stays down");
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
  const Stroke& stroke = std::get<Stroke>(event.event);
  text.append(name_of(frame, decisions.striker)).append(": ");
  text.append(ball_on_text(stroke, decisions)).append("; hit ");
  text.append(stroke.first_hit ? ball_name(*stroke.first_hit) : "nothing");
  text.append(", potted ").append(stroke.potted.empty() ? "nothing" : balls_text(stroke.potted));
  if (decisions.foul()) {
    text.append("; ").append(foul_reasons(stroke, decisions));
    text.append("; ").append(penalty_text(stroke, decisions));
    text.append(" to ").append(name_of(frame, 1 - decisions.striker));
  } else {
    text.append("; ").append(legal_text(stroke, decisions));
  }
  return text + "; " + outcome_text(frame, decisions);
}

}  // namespace arbiter::snooker
