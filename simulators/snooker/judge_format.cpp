#include "simulators/snooker/judge_format.h"

#include <algorithm>
#include <vector>

namespace arbiter::snooker {

namespace {

struct Token {
  std::string text;
  SourcePosition at;
};

// One non-blank line, split at spaces and tabs; `end` is where its line break (or the end of
// the input) is. Precondition: the reader is not at the end of the input after blank lines.
struct Line {
  std::vector<Token> tokens;
  SourcePosition end;

  std::string text() const {
    std::string joined;
    for (const Token& token : tokens) {
      if (!joined.empty()) joined.push_back(' ');
      joined.append(token.text);
    }
    return joined;
  }
};

// `text` in double quotes, as the input has it, except that a control byte (below 0x20, or
// 0x7F) is written `\x00` so that it cannot cut or garble the message, and a backslash or a
// double quote is escaped so that the quoting stays unambiguous.
std::string quoted(std::string_view text) {
  std::string result("\"");
  for (const char c : text) {
    const auto byte = static_cast<unsigned char>(c);
    if (byte < 0x20 || byte == 0x7f) {
      constexpr std::string_view kHex = "0123456789abcdef";
      result.append("\\x").push_back(kHex[byte >> 4]);
      result.push_back(kHex[byte & 0xf]);
    } else {
      if (c == '\\' || c == '"') result.push_back('\\');
      result.push_back(c);
    }
  }
  result.push_back('"');
  return result;
}

// Skips blank lines, then reads the next line, or returns an empty line at the end of input.
Line read_line(Reader& reader) {
  Line line;
  reader.skip_whitespace();
  while (!reader.at_eol()) {
    const SourcePosition at = reader.position();
    line.tokens.push_back({reader.read_token("a word"), at});
    reader.skip_spaces();
  }
  line.end = reader.position();
  reader.expect_eol();
  return line;
}

SourcePosition shifted(SourcePosition at, std::size_t columns) {
  at.column += static_cast<int>(columns);
  at.offset += static_cast<long long>(columns);
  return at;
}

void check_name(const Reader& reader, const Token& token) {
  const auto bad = std::find_if(token.text.begin(), token.text.end(), [](char c) {
    return !((c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z'));
  });
  if (bad != token.text.end()) {
    reader.fail_at(shifted(token.at, static_cast<std::size_t>(bad - token.text.begin())),
                   "player name " + quoted(token.text) + " must be letters only");
  }
  if (token.text.size() > kMaxNameLength) {
    reader.fail_at(shifted(token.at, kMaxNameLength),
                   "player name " + quoted(token.text) + " is longer than " +
                       std::to_string(kMaxNameLength) + " letters");
  }
}

bool is_play_again(const Line& line) {
  return line.tokens.size() == 2 && line.tokens[0].text == "Play" && line.tokens[1].text == "again";
}

// A `Play again` line at `at`, after frame `frame` ended on a foul.
[[noreturn]] void fail_play_again_after_end(const Reader& reader, SourcePosition at, int frame) {
  reader.fail_at(at, "frame " + std::to_string(frame) +
                         " is over: \"Play again\" cannot follow the foul that ended it");
}

// Whether the last event of `frame`, a complete frame, was a foul: the foul that ended it.
bool ended_on_foul(const FrameRecord& frame) {
  return !frame.events.empty() && frame.events.back().decisions.foul();
}

std::array<std::string, 2> read_players(Reader& reader, int number, int count,
                                        bool previous_ended_on_foul) {
  const Line line = read_line(reader);
  if (line.tokens.empty()) {
    reader.fail_at(line.end, "missing frame " + std::to_string(number) + ": the input announces " +
                                 std::to_string(count) + (count == 1 ? " frame" : " frames") +
                                 " but ends after " + std::to_string(number - 1));
  }
  // Players called Play and again are legal, but after a foul that ended a frame this line is
  // far more likely a misplaced Play again: read as names, its error would land lines later.
  if (previous_ended_on_foul && is_play_again(line)) {
    fail_play_again_after_end(reader, line.tokens[0].at, number - 1);
  }
  if (line.tokens.size() < 2) {
    reader.fail_at(line.end, "expected the second player's name, found end of line");
  }
  if (line.tokens.size() > 2) {
    reader.fail_at(line.tokens[2].at, "expected end of line after the two player names, found " +
                                          quoted(line.tokens[2].text));
  }
  check_name(reader, line.tokens[0]);
  check_name(reader, line.tokens[1]);
  if (line.tokens[0].text == line.tokens[1].text) {
    reader.fail_at(line.tokens[1].at, "both players are named " + quoted(line.tokens[0].text));
  }
  return {line.tokens[0].text, line.tokens[1].text};
}

std::string players_text(const std::array<std::string, 2>& players) {
  return players[0] + " or " + players[1];
}

// The line after a Tie: the name of the player who won the lot.
Lot read_lot(const Reader& reader, const Line& line, const std::array<std::string, 2>& players) {
  const Token& first = line.tokens[0];
  if (line.tokens.size() == 1) {
    if (first.text == players[0]) return Lot{0};
    if (first.text == players[1]) return Lot{1};
    reader.fail_at(first.at, quoted(first.text) + " is not a player: after the Tie, expected " +
                                 players_text(players) + " to play next");
  }
  reader.fail_at(first.at, "after the Tie, expected the name of the player to play next (" +
                               players_text(players) + "), found " + quoted(line.text()));
}

std::optional<Ball> read_first_hit(const Reader& reader, const Token& token) {
  if (token.text == "None") return std::nullopt;
  const std::optional<Ball> ball = ball_from_name(token.text);
  if (ball == Ball::kWhite) reader.fail_at(token.at, "White, the cue ball, cannot be hit first");
  if (!ball) {
    reader.fail_at(token.at, "unknown ball " + quoted(token.text) +
                                 ": expected None, Red, Yellow, Green, Brown, Blue, Pink, "
                                 "Black or \"Play again\"");
  }
  return ball;
}

Ball read_potted(const Reader& reader, const Token& token) {
  const std::optional<Ball> ball = ball_from_name(token.text);
  if (!ball) {
    reader.fail_at(token.at,
                   (token.text == "None" ? std::string("None cannot be potted")
                                         : "unknown ball " + quoted(token.text)) +
                       ": expected Red, Yellow, Green, Brown, Blue, Pink, Black or White");
  }
  return *ball;
}

// A stroke or a Play again, while no lot is awaited.
Event read_play(const Reader& reader, const Line& line, const std::array<std::string, 2>& players) {
  const std::vector<Token>& tokens = line.tokens;
  if (tokens.size() == 1 && (tokens[0].text == players[0] || tokens[0].text == players[1]) &&
      !ball_from_name(tokens[0].text) && tokens[0].text != "None") {
    reader.fail_at(tokens[0].at, "unexpected name line " + quoted(tokens[0].text) +
                                     ": a player is named only after a Tie");
  }
  if (tokens[0].text == "Play" && tokens.size() >= 2 && tokens[1].text == "again") {
    if (tokens.size() > 2) {
      reader.fail_at(tokens[2].at,
                     "expected end of line after \"Play again\", found " + quoted(tokens[2].text));
    }
    return PlayAgain{};
  }
  Stroke stroke;
  stroke.first_hit = read_first_hit(reader, tokens[0]);
  for (std::size_t i = 1; i < tokens.size(); ++i) {
    stroke.potted.push_back(read_potted(reader, tokens[i]));
  }
  return stroke;
}

}  // namespace

int read_frame_count(Reader& reader) {
  reader.skip_byte_order_mark();
  reader.skip_whitespace();
  const auto count = static_cast<int>(reader.read_int(1, kMaxFrames, "number of frames T"));
  reader.skip_spaces();
  reader.expect_eol();
  return count;
}

FrameRecord read_frame(Reader& reader, int number, int count, const EventObserver& on_event,
                       bool previous_ended_on_foul) {
  FrameRecord record;
  record.number = number;
  record.players = read_players(reader, number, count, previous_ended_on_foul);
  Frame frame;
  while (!frame.over()) {
    const Line line = read_line(reader);
    if (line.tokens.empty()) {
      reader.fail_at(line.end,
                     "frame " + std::to_string(number) + " is not over: expected " +
                         (frame.awaiting_lot() ? "the name of the player to play next after the Tie"
                                               : std::string("a stroke")) +
                         ", found end of file");
    }
    const Event event = frame.awaiting_lot() ? Event{read_lot(reader, line, record.players)}
                                             : read_play(reader, line, record.players);
    if (const std::optional<Defect> defect = frame.defect(event)) {
      reader.fail_at(line.tokens[static_cast<std::size_t>(defect->token)].at, defect->message);
    }
    record.events.push_back({event, frame.apply(event), line.tokens[0].at.line});
    if (on_event) on_event(record, record.events.back());
  }
  return record;
}

void expect_end_of_frames(Reader& reader, int count, bool last_ended_on_foul) {
  reader.skip_whitespace();
  if (reader.at_eof()) return;
  const SourcePosition at = reader.position();
  if (last_ended_on_foul && is_play_again(read_line(reader))) {
    fail_play_again_after_end(reader, at, count);
  }
  reader.fail_at(at, "unexpected data after the last frame (the input announces " +
                         std::to_string(count) + (count == 1 ? " frame)" : " frames)"));
}

void for_each_frame(Reader& reader, const EventObserver& on_event,
                    const std::function<void(const FrameRecord&)>& on_frame) {
  const int count = read_frame_count(reader);
  bool previous_ended_on_foul = false;
  for (int number = 1; number <= count; ++number) {
    const FrameRecord frame = read_frame(reader, number, count, on_event, previous_ended_on_foul);
    previous_ended_on_foul = ended_on_foul(frame);
    on_frame(frame);
  }
  expect_end_of_frames(reader, count, previous_ended_on_foul);
}

void write_judge_header(std::ostream& out, const FrameRecord& frame) {
  if (frame.number > 1) out << '\n';
  out << "Frame " << frame.number << '\n' << frame.players[0] << "'s turn, in-hand\n";
}

void write_judge_event(std::ostream& out, const FrameRecord& frame, const EventRecord& event) {
  const Decisions& decisions = event.decisions;
  const auto write_turn = [&](const Turn& turn) {
    out << frame.players[static_cast<std::size_t>(turn.player)] << "'s turn"
        << (turn.in_hand ? ", in-hand\n" : "\n");
  };
  if (std::holds_alternative<Stroke>(event.event)) {
    if (decisions.foul()) out << "Foul!\n";
    out << decisions.score[0] << " : " << decisions.score[1] << '\n';
    if (decisions.end == FrameEnd::kWon) {
      out << frame.players[static_cast<std::size_t>(decisions.winner)] << " wins\n";
    }
    if (decisions.end == FrameEnd::kTie) out << "Tie\n";
    if (!decisions.respot.empty()) {
      out << "Respot";
      for (const Ball ball : decisions.respot) out << ' ' << ball_name(ball);
      out << '\n';
    }
  }
  if (decisions.next_turn) write_turn(*decisions.next_turn);
}

void write_judge_frame(std::ostream& out, const FrameRecord& frame) {
  write_judge_header(out, frame);
  for (const EventRecord& event : frame.events) write_judge_event(out, frame, event);
}

}  // namespace arbiter::snooker
