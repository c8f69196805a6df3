#include "interactor/core/referee.h"

#include <limits>
#include <sstream>

#include "common/reader.h"
#include "common/text.h"

namespace arbiter::interactor {

namespace {

using solitaire::kSide;

struct Coordinates {
  long long row = 0;
  long long col = 0;
};

// Parses `r c`. Throws ParseError (message only matters) for anything else.
Coordinates parse_coordinates(std::string_view line) {
  // The line break the process layer removed goes back, so errors say "end of line".
  std::string text(line);
  text.push_back('\n');
  std::istringstream stream(text);
  Reader reader(stream, "line");
  constexpr long long kMax = std::numeric_limits<long long>::max();
  reader.skip_spaces();
  Coordinates result;
  result.row = reader.read_int(-kMax, kMax, "row");
  if (!reader.at_eol() && reader.peek() != ' ' && reader.peek() != '\t') {
    reader.fail("expected a space after the row, found " + reader.describe_next());
  }
  reader.expect_spaces();
  result.col = reader.read_int(-kMax, kMax, "column");
  reader.skip_spaces();
  if (!reader.at_eol())
    reader.fail("expected the end of the line, found " + reader.describe_next());
  return result;
}

}  // namespace

std::optional<std::string> take_line(std::string& buffer, std::size_t max_bytes) {
  const std::size_t end = buffer.find('\n');
  if (end != std::string::npos && end <= max_bytes) {
    std::string line = buffer.substr(0, end);
    buffer.erase(0, end + 1);
    return line;
  }
  if (buffer.size() > max_bytes) {  // Too long, whether or not its end has arrived.
    std::string line = buffer.substr(0, max_bytes + 1);
    buffer.erase(0, max_bytes + 1);
    return line;
  }
  return std::nullopt;
}

std::string quote_line(std::string_view line) {
  std::string quoted = "\"";
  const std::size_t shown = std::min(line.size(), kMaxLineBytes);
  for (std::size_t i = 0; i < shown; ++i) {
    const auto byte = static_cast<unsigned char>(line[i]);
    if (byte >= 0x20 && byte < 0x7f && byte != '"' && byte != '\\') {
      quoted.push_back(static_cast<char>(byte));
    } else {
      quoted.append(printf_string("\\x%02x", byte));
    }
  }
  quoted.push_back('"');
  if (line.size() > shown) quoted.append("...");
  return quoted;
}

Referee::Referee(const solitaire::Deal& deal)
    : deal_(deal), position_(solitaire::Position::start(deal.visible_start())) {}

std::string Referee::opening() const {
  std::string text;
  for (int row = 0; row < kSide; ++row) {
    for (int col = 0; col < kSide; ++col) {
      if (col > 0) text.push_back(' ');
      const auto& stack = deal_.stacks[static_cast<std::size_t>(solitaire::cell_at(row, col))];
      text.append(solitaire::wire_token(stack[0]));
    }
    text.push_back('\n');
  }
  return text;
}

void Referee::reject(std::string_view reason) {
  state_ = GameState::kWrongAnswer;
  fault_ = "move " + std::to_string(position_.moves() + 1);
  fault_.append(": ").append(reason);
}

std::optional<std::string> Referee::judge_line(std::string_view line) {
  if (state_ != GameState::kPlaying) return std::nullopt;
  if (line.size() > kMaxLineBytes) {
    reject("line longer than " + std::to_string(kMaxLineBytes) + " bytes: " + quote_line(line));
    return std::nullopt;
  }
  Coordinates at;
  try {
    at = parse_coordinates(line);
  } catch (const ParseError& error) {
    std::string reason = "malformed line ";
    reason.append(quote_line(line)).append(": ").append(error.message());
    reject(reason);
    return std::nullopt;
  }
  if (at.row == 0 && at.col == 0) {
    state_ = GameState::kStopped;
    return std::nullopt;
  }
  if (at.row < 1 || at.row > kSide || at.col < 1 || at.col > kSide) {
    std::string reason = std::to_string(at.row);
    reason.append(" ").append(std::to_string(at.col));
    reason.append(" is off the board (rows and columns are 1 to 6)");
    reject(reason);
    return std::nullopt;
  }
  const int cell = solitaire::cell_at(static_cast<int>(at.row) - 1, static_cast<int>(at.col) - 1);
  if (const auto error = position_.check(cell)) {
    reject(solitaire::explain(position_, cell, *error));
    return std::nullopt;
  }
  const auto revealed = solitaire::revealed_by(deal_, position_.board(), cell);
  position_.play(cell, revealed);
  played_.push_back(cell);
  return std::string(revealed ? solitaire::wire_token(*revealed) : solitaire::kBlankToken);
}

}  // namespace arbiter::interactor
