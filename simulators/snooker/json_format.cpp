#include "simulators/snooker/json_format.h"

#include <vector>

#include "common/json_text.h"

namespace arbiter::snooker {

namespace {

void write_balls(std::ostream& out, const std::vector<Ball>& balls) {
  out << '[';
  for (std::size_t i = 0; i < balls.size(); ++i) {
    out << (i > 0 ? "," : "") << json_string(ball_name(balls[i]));
  }
  out << ']';
}

void write_score(std::ostream& out, const std::array<int, 2>& score) {
  out << '[' << score[0] << ',' << score[1] << ']';
}

void write_turn(std::ostream& out, const FrameRecord& frame, const std::optional<Turn>& turn) {
  if (!turn) {
    out << "null";
    return;
  }
  out << "{\"player\":" << json_string(frame.players[static_cast<std::size_t>(turn->player)])
      << ",\"in_hand\":" << (turn->in_hand ? "true" : "false") << '}';
}

std::string_view end_name(FrameEnd end) {
  switch (end) {
    case FrameEnd::kContinues:
      return "continues";
    case FrameEnd::kWon:
      return "won";
    case FrameEnd::kTie:
      return "tie";
  }
  return "continues";
}

void write_stroke(std::ostream& out, const FrameRecord& frame, const Stroke& stroke,
                  const Decisions& decisions) {
  out << R"(,"type":"stroke","striker":)"
      << json_string(frame.players[static_cast<std::size_t>(decisions.striker)])
      << ",\"ball_on\":" << json_string(ball_name(*decisions.ball_on))
      << ",\"nominated\":" << (decisions.nominated() ? "true" : "false") << ",\"hit\":"
      << (stroke.first_hit ? json_string(ball_name(*stroke.first_hit)) : std::string("null"))
      << ",\"potted\":";
  write_balls(out, stroke.potted);
  out << ",\"foul\":" << (decisions.foul() ? "true" : "false") << ",\"fouls\":[";
  for (std::size_t i = 0; i < decisions.fouls.size(); ++i) {
    out << (i > 0 ? "," : "") << json_string(foul_name(decisions.fouls[i]));
  }
  out << "],\"penalty\":" << decisions.penalty << ",\"points\":" << decisions.points;
}

void write_event(std::ostream& out, const FrameRecord& frame, const EventRecord& event) {
  const Decisions& decisions = event.decisions;
  out << "{\"line\":" << event.line;
  if (const auto* stroke = std::get_if<Stroke>(&event.event)) {
    write_stroke(out, frame, *stroke, decisions);
  } else {
    out << ",\"type\":"
        << (std::holds_alternative<PlayAgain>(event.event) ? "\"play_again\"" : "\"lot\"");
  }
  out << ",\"score\":";
  write_score(out, decisions.score);
  out << ",\"reds_left\":" << decisions.reds_left << ",\"respot\":";
  write_balls(out, decisions.respot);
  out << ",\"next\":";
  write_turn(out, frame, decisions.next_turn);
  out << ",\"end\":" << json_string(end_name(decisions.end)) << '}';
}

}  // namespace

std::string_view foul_name(Foul foul) {
  switch (foul) {
    case Foul::kHitNothing:
      return "hit-nothing";
    case Foul::kWrongFirstHit:
      return "wrong-first-hit";
    case Foul::kPottedNotOn:
      return "potted-not-on";
    case Foul::kInOff:
      return "in-off";
  }
  return "";
}

void write_json_frame(std::ostream& out, std::string_view source, const FrameRecord& frame) {
  out << "{\"source\":" << json_string(source) << ",\"frame\":" << frame.number << ",\"players\":["
      << json_string(frame.players[0]) << ',' << json_string(frame.players[1]) << "],\"events\":[";
  for (std::size_t i = 0; i < frame.events.size(); ++i) {
    if (i > 0) out << ',';
    write_event(out, frame, frame.events[i]);
  }
  const Decisions& last = frame.events.back().decisions;
  out << "],\"score\":";
  write_score(out, last.score);
  out << ",\"winner\":" << json_string(frame.players[static_cast<std::size_t>(last.winner)])
      << "}\n";
}

}  // namespace arbiter::snooker
