#include "simulators/go/sgf.h"

#include <cctype>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "simulators/go/rules.h"

namespace arbiter::go {

namespace {

constexpr int kDefaultSize = 19;
// FF[4]: on boards up to 19x19, `tt` is a pass, not a point.
constexpr int kLargestSizeWithTtPass = 19;

bool is_upper(int c) { return c >= 'A' && c <= 'Z'; }
bool is_lower(int c) { return c >= 'a' && c <= 'z'; }

// FF[4] allows "space, tab, carriage return, line feed, vertical tab and so on" between tokens,
// which is more than Reader::skip_whitespace takes; the reader has already dropped every `\r`.
void skip_sgf_whitespace(Reader& reader) {
  for (int c = reader.peek(); c == ' ' || c == '\t' || c == '\n' || c == '\v' || c == '\f';
       c = reader.peek()) {
    reader.get();
  }
}

// SGF users count bytes, so every SGF error names the byte offset beside line and column.
[[noreturn]] void fail_sgf(const Reader& reader, const SourcePosition& at,
                           const std::string& message) {
  reader.fail_at(at, message + " (byte offset " + std::to_string(at.offset) + ")");
}

std::string where(const SourcePosition& at) {
  return "line " + std::to_string(at.line) + ", column " + std::to_string(at.column);
}

// A property value after unescaping, and where its `[` stands.
struct Value {
  std::string text;
  SourcePosition at;
};

// One game tree at a time; a fresh parser per tree keeps no state between games.
class GameTreeParser {
 public:
  explicit GameTreeParser(Reader& reader) : reader_(reader) {}

  SgfRecord parse();

 private:
  enum class After { kOpen, kNode, kVariation };

  [[noreturn]] void fail_at(const SourcePosition& at, const std::string& message) const {
    fail_sgf(reader_, at, message);
  }
  [[noreturn]] void fail(const std::string& message) const { fail_at(reader_.position(), message); }

  [[noreturn]] void fail_unexpected(After after);
  void read_node(bool on_main_line);
  Value read_value();
  void apply(const std::string& name, const SourcePosition& name_at,
             const std::vector<Value>& values);
  void apply_size(const Value& value);
  void apply_move(Color color, const Value& value);
  void check_game_type(const Value& value);
  void apply_setup_property(Color color, const std::vector<Value>& values);
  void apply_setup(Color color, const Value& value);
  void apply_komi(const Value& value);
  void apply_player_to_move(const Value& value);
  void apply_handicap(const Value& value);
  void apply_territory(Color owner, const std::vector<Value>& values);
  // The points of a value: one point, or an `aa:cc` rectangle.
  std::vector<Point> read_points(const Value& value);
  Point read_point(const Value& value, std::string_view text) const;
  Game& game();

  Reader& reader_;
  std::optional<Game> game_;  // Created at the first stone, when the size is settled.
  int size_ = kDefaultSize;
  bool size_given_ = false;
  std::vector<Value> values_;
  RecordInfo info_;
  int node_count_ = 0;   // Main-line nodes read so far; 1 while reading the root.
  int markup_node_ = 0;  // The main-line node whose TB/TW info_ holds.
};

SgfRecord GameTreeParser::parse() {
  const SourcePosition opened = reader_.position();
  reader_.get();  // The caller saw the '('.
  int depth = 1;
  // In the text, the main line is every node before the first ')' of the tree.
  bool on_main_line = true;
  After after = After::kOpen;
  while (depth > 0) {
    skip_sgf_whitespace(reader_);
    switch (reader_.peek()) {
      case ';':
        if (after == After::kVariation) fail("a node cannot follow a variation, found ';'");
        reader_.get();
        read_node(on_main_line);
        after = After::kNode;
        break;
      case '(':
        if (after == After::kOpen) fail_unexpected(after);
        reader_.get();
        ++depth;
        after = After::kOpen;
        break;
      case ')':
        if (after == After::kOpen) fail_unexpected(after);
        reader_.get();
        --depth;
        on_main_line = false;
        after = After::kVariation;
        break;
      case Reader::kEof:
        fail("end of file inside the game tree opened at " + where(opened));
      default:
        fail_unexpected(after);
    }
  }
  return {game(), std::move(info_)};
}

// Names only what the grammar allows at this point, so the message tells how to repair it.
void GameTreeParser::fail_unexpected(After after) {
  const std::string found = ", found " + reader_.describe_next();
  switch (after) {
    case After::kOpen:
      fail("expected ';' to start a node" + found);
    case After::kNode:
      fail("expected a property, ';', '(' or ')'" + found);
    case After::kVariation:
      break;
  }
  fail("expected '(' or ')' after a variation" + found);
}

void GameTreeParser::read_node(bool on_main_line) {
  // A node is one move: with two, which one came first would be a guess.
  bool has_move = false;
  if (on_main_line) ++node_count_;
  for (;;) {
    skip_sgf_whitespace(reader_);
    if (!is_upper(reader_.peek()) && !is_lower(reader_.peek())) return;
    const SourcePosition name_at = reader_.position();
    std::string name;
    for (int c = reader_.peek(); is_upper(c) || is_lower(c); c = reader_.peek()) {
      if (is_lower(c)) fail("property names are upper-case letters, found " + describe_char(c));
      name.push_back(static_cast<char>(reader_.get()));
    }
    values_.clear();
    skip_sgf_whitespace(reader_);
    if (reader_.peek() != '[') {
      fail("expected '[' after property " + name + ", found " + reader_.describe_next());
    }
    while (reader_.peek() == '[') {
      values_.push_back(read_value());
      skip_sgf_whitespace(reader_);
    }
    if (!on_main_line) continue;
    if (name == "B" || name == "W") {
      if (has_move) fail_at(name_at, "a node holds one move, found a second one: " + name);
      has_move = true;
    }
    apply(name, name_at, values_);
  }
}

Value GameTreeParser::read_value() {
  Value value{"", reader_.position()};
  reader_.get();  // The caller saw the '['.
  for (;;) {
    int c = reader_.get();
    if (c == ']') return value;
    if (c == '\\') c = reader_.get();  // An escaped character stands for itself.
    if (c == Reader::kEof) {
      fail("end of file inside the property value opened at " + where(value.at));
    }
    value.text.push_back(static_cast<char>(c));
  }
}

void GameTreeParser::apply(const std::string& name, const SourcePosition& name_at,
                           const std::vector<Value>& values) {
  const auto single = [&]() -> const Value& {
    if (values.size() != 1) {
      fail_at(name_at,
              "property " + name + " takes one value, found " + std::to_string(values.size()));
    }
    return values.front();
  };
  if (name == "SZ") {
    apply_size(single());
  } else if (name == "GM") {
    check_game_type(single());
  } else if (name == "B" || name == "W") {
    apply_move(name == "B" ? Color::kBlack : Color::kWhite, single());
  } else if (name == "AB" || name == "AW" || name == "AE") {
    const Color color = name == "AB" ? Color::kBlack : name == "AW" ? Color::kWhite : Color::kEmpty;
    apply_setup_property(color, values);
  } else if (name == "PL") {
    apply_player_to_move(single());
  } else if (name == "RU") {
    info_.rules = single().text;
  } else if (name == "RE") {
    info_.result = single().text;
  } else if (name == "KM") {
    apply_komi(single());
  } else if (name == "HA") {
    apply_handicap(single());
  } else if (name == "TB" || name == "TW") {
    apply_territory(name == "TB" ? Color::kBlack : Color::kWhite, values);
  }
}

void GameTreeParser::check_game_type(const Value& value) {
  if (value.text != "1") {
    fail_at(value.at, "GM[" + value.text + "] is not a Go game record (Go is GM[1])");
  }
}

void GameTreeParser::apply_setup_property(Color color, const std::vector<Value>& values) {
  for (const Value& value : values) apply_setup(color, value);
  // Black stones set up in the root are handicap stones, when HA does not say how many.
  if (color == Color::kBlack && node_count_ == 1) {
    for (const Value& value : values) {
      info_.root_black_setup += static_cast<int>(read_points(value).size());
    }
  }
}

void GameTreeParser::apply_player_to_move(const Value& value) {
  // SGF says B or W; some editors write the colour out or in lower case.
  const char first =
      value.text.empty()
          ? '\0'
          : static_cast<char>(std::toupper(static_cast<unsigned char>(value.text[0])));
  if (first != 'B' && first != 'W') {
    fail_at(value.at, "PL[" + value.text + "]: the player to move is B or W");
  }
  info_.to_move = first == 'B' ? Color::kBlack : Color::kWhite;
}

void GameTreeParser::apply_komi(const Value& value) {
  // A decimal number of half points: 6.5, 7, -3, 0.50; spaces around it are tolerated.
  std::string_view text = value.text;
  while (!text.empty() && text.front() == ' ') text.remove_prefix(1);
  while (!text.empty() && text.back() == ' ') text.remove_suffix(1);
  const auto komi = parse_komi_halves(text);
  if (!komi) {
    fail_at(value.at,
            "KM[" + value.text + "]: komi must be a number of half points, such as 6.5, 0 or -3");
  }
  info_.komi_halves = *komi;
}

void GameTreeParser::apply_handicap(const Value& value) {
  const std::string& text = value.text;
  int handicap = 0;
  for (const char c : text) {
    if (c < '0' || c > '9' || handicap > kMaxSize * kMaxSize) {
      handicap = -1;
      break;
    }
    handicap = handicap * 10 + (c - '0');
  }
  if (text.empty() || handicap < 0 || handicap > kMaxSize * kMaxSize) {
    fail_at(value.at, "HA[" + text + "]: the handicap must be a number of stones");
  }
  info_.handicap = handicap;
}

void GameTreeParser::apply_territory(Color owner, const std::vector<Value>& values) {
  // Markup belongs to its node: a later node's TB/TW replace an earlier node's.
  if (markup_node_ != node_count_) {
    info_.black_territory.clear();
    info_.white_territory.clear();
    markup_node_ = node_count_;
  }
  info_.has_territory_markup = true;
  auto& points = owner == Color::kBlack ? info_.black_territory : info_.white_territory;
  for (const Value& value : values) {
    if (value.text.empty()) continue;  // TB[] is an empty list.
    for (const Point point : read_points(value)) points.push_back(point);
  }
}

std::vector<Point> GameTreeParser::read_points(const Value& value) {
  const std::string_view text = value.text;
  const auto colon = text.find(':');
  const Point first = read_point(value, text.substr(0, colon));
  Point last = first;
  if (colon != std::string_view::npos) last = read_point(value, text.substr(colon + 1));
  if (last.col < first.col || last.row < first.row) {
    fail_at(value.at, "[" + value.text +
                          "]: a rectangle goes from its upper left to its lower "
                          "right corner");
  }
  std::vector<Point> points;
  for (int row = first.row; row <= last.row; ++row) {
    for (int col = first.col; col <= last.col; ++col) points.push_back({col, row});
  }
  return points;
}

void GameTreeParser::apply_size(const Value& value) {
  // A pass settles the size too: later moves were read against it.
  if (game_) fail_at(value.at, "SZ must come before the first move or stone");
  if (size_given_) fail_at(value.at, "SZ is given twice");
  std::string_view text = value.text;
  const auto colon = text.find(':');
  if (colon != std::string_view::npos) {
    if (text.substr(0, colon) != text.substr(colon + 1)) {
      fail_at(value.at, "SZ[" + value.text + "]: only square boards are supported");
    }
    text = text.substr(0, colon);
  }
  int size = 0;
  for (const char c : text) {
    if (c < '0' || c > '9' || size > kMaxSize) {
      size = -1;
      break;
    }
    size = size * 10 + (c - '0');
  }
  if (text.empty() || size < 1 || size > kMaxSize) {
    fail_at(value.at, "SZ[" + value.text + "]: the board size must be a number from 1 to " +
                          std::to_string(kMaxSize));
  }
  size_ = size;
  size_given_ = true;
}

void GameTreeParser::apply_move(Color color, const Value& value) {
  info_.to_move = opponent(color);
  if (value.text.empty() || (value.text == "tt" && size_ <= kLargestSizeWithTtPass)) {
    game();  // A pass settles the size all the same.
    return;
  }
  const Point point = read_point(value, value.text);
  const Color occupant = game().board().at(point);
  if (!game().play(color, point)) {
    fail_at(value.at, std::string(color == Color::kBlack ? "B" : "W") + "[" + value.text +
                          "]: the point is already occupied by a " +
                          std::string(color_name(occupant)) + " stone");
  }
}

void GameTreeParser::apply_setup(Color color, const Value& value) {
  const std::vector<Point> points = read_points(value);
  Game& target = game();
  for (const Point point : points) target.set(point, color);
}

Point GameTreeParser::read_point(const Value& value, std::string_view text) const {
  const auto coordinate = [](char c) {
    if (is_lower(c)) return c - 'a';
    if (is_upper(c)) return c - 'A' + 26;
    return -1;
  };
  if (text.size() != 2 || coordinate(text[0]) < 0 || coordinate(text[1]) < 0) {
    fail_at(value.at, "[" + value.text + "]: expected a point of two letters such as [dd]");
  }
  const Point point{coordinate(text[0]), coordinate(text[1])};
  if (point.col >= size_ || point.row >= size_) {
    fail_at(value.at, "[" + value.text + "]: point " + std::string(text) + " is off the " +
                          std::to_string(size_) + "x" + std::to_string(size_) + " board");
  }
  return point;
}

Game& GameTreeParser::game() {
  if (!game_) game_.emplace(size_);
  return *game_;
}

}  // namespace

std::optional<SgfRecord> read_sgf_record(Reader& reader) {
  skip_sgf_whitespace(reader);
  if (reader.at_eof()) return std::nullopt;
  if (reader.peek() != '(') {
    fail_sgf(reader, reader.position(),
             "expected '(' to start a game tree, found " + reader.describe_next());
  }
  return GameTreeParser(reader).parse();
}

std::optional<Game> read_sgf_game(Reader& reader) {
  auto record = read_sgf_record(reader);
  if (!record) return std::nullopt;
  return record->game;
}

void read_sgf_collection(Reader& reader, const std::function<void(const SgfRecord&)>& on_record) {
  bool any = false;
  while (const auto record = read_sgf_record(reader)) {
    any = true;
    on_record(*record);
  }
  if (!any)
    fail_sgf(reader, reader.position(), "expected an SGF game tree '(;', found end of file");
}

std::optional<Point> parse_point(std::string_view text, int size) {
  if (text.size() == 2 && std::islower(static_cast<unsigned char>(text[0])) != 0 &&
      std::islower(static_cast<unsigned char>(text[1])) != 0) {
    const Point p{text[0] - 'a', text[1] - 'a'};
    if (p.col < size && p.row < size) return p;
    return std::nullopt;
  }
  if (text.size() < 2 || text.size() > 3) return std::nullopt;
  const char letter = static_cast<char>(std::toupper(static_cast<unsigned char>(text[0])));
  if (letter < 'A' || letter > 'Z' || letter == 'I') return std::nullopt;
  const int col = letter - 'A' - (letter > 'I' ? 1 : 0);
  int number = 0;
  for (const char c : text.substr(1)) {
    if (c < '0' || c > '9') return std::nullopt;
    number = number * 10 + (c - '0');
  }
  if (text[1] == '0' || col >= size || number < 1 || number > size) return std::nullopt;
  return Point{col, size - number};
}

std::string sgf_point(Point p) {
  return {static_cast<char>('a' + p.col), static_cast<char>('a' + p.row)};
}

std::string gtp_point(Point p, int size) {
  constexpr std::string_view kColumns = "ABCDEFGHJKLMNOPQRSTUVWXYZ";
  return kColumns[static_cast<std::size_t>(p.col)] + std::to_string(size - p.row);
}

}  // namespace arbiter::go
