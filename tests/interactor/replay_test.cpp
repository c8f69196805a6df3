#include "interactor/core/replay.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cctype>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

#include "common/reader.h"
#include "common/solitaire/deal.h"
#include "interactor/core/json.h"
#include "interactor/core/referee.h"

namespace arbiter::interactor {
namespace {

using solitaire::Piece;

// A JSON value, parsed by the small reader below: enough to read a page's data back the way a
// browser would, independently of the writer under test.
struct Json {
  enum class Kind { kNull, kBool, kNumber, kString, kArray, kObject };
  Kind kind = Kind::kNull;
  double number = 0;
  bool truth = false;
  std::string text;
  std::vector<Json> items;        // An array's items, or an object's values.
  std::vector<std::string> keys;  // An object's keys, parallel to items.

  const Json& operator[](std::string_view key) const {
    for (std::size_t i = 0; i < keys.size(); ++i) {
      if (keys[i] == key) return items[i];
    }
    throw std::out_of_range("no key " + std::string(key));
  }
  bool has(std::string_view key) const {
    return std::ranges::any_of(keys, [key](const std::string& k) { return k == key; });
  }
  int integer() const { return static_cast<int>(number); }
};

class JsonParser {
 public:
  explicit JsonParser(std::string_view text) : text_(text) {}

  Json parse_document() {
    Json value = parse();
    skip();
    if (at_ != text_.size()) throw std::runtime_error("trailing text at " + std::to_string(at_));
    return value;
  }

 private:
  void skip() {
    while (at_ < text_.size() && std::isspace(static_cast<unsigned char>(text_[at_])) != 0) ++at_;
  }
  char next() {
    if (at_ >= text_.size()) throw std::runtime_error("unexpected end");
    return text_[at_++];
  }
  void expect(char c) {
    if (next() != c) throw std::runtime_error(std::string("expected ") + c);
  }
  std::string parse_string() {
    expect('"');
    std::string out;
    for (char c = next(); c != '"'; c = next()) {
      if (c != '\\') {
        out.push_back(c);
        continue;
      }
      const char escape = next();
      if (escape == 'u') {
        const int code = std::stoi(std::string(text_.substr(at_, 4)), nullptr, 16);
        if (code > 0x7f) throw std::runtime_error("non-ASCII \\u escape");
        out.push_back(static_cast<char>(code));
        at_ += 4;
      } else {
        const std::string_view from = "\"\\/nrtbf";
        const std::string_view to = "\"\\/\n\r\t\b\f";
        const std::size_t i = from.find(escape);
        if (i == std::string_view::npos) throw std::runtime_error("bad escape");
        out.push_back(to[i]);
      }
    }
    return out;
  }
  Json parse() {
    skip();
    Json value;
    const char c = at_ < text_.size() ? text_[at_] : '\0';
    if (c == '{' || c == '[') {
      ++at_;
      const bool object = c == '{';
      value.kind = object ? Json::Kind::kObject : Json::Kind::kArray;
      skip();
      if (text_[at_] == (object ? '}' : ']')) {
        ++at_;
        return value;
      }
      for (;;) {
        if (object) {
          skip();
          value.keys.push_back(parse_string());
          skip();
          expect(':');
        }
        value.items.push_back(parse());
        skip();
        const char separator = next();
        if (separator == (object ? '}' : ']')) return value;
        if (separator != ',') throw std::runtime_error("expected , at " + std::to_string(at_));
      }
    }
    if (c == '"') {
      value.kind = Json::Kind::kString;
      value.text = parse_string();
      return value;
    }
    for (const std::string_view word : {"null", "true", "false"}) {
      if (text_.substr(at_, word.size()) == word) {
        at_ += word.size();
        value.kind = word == "null" ? Json::Kind::kNull : Json::Kind::kBool;
        value.truth = word == "true";
        return value;
      }
    }
    std::size_t used = 0;
    value.number = std::stod(std::string(text_.substr(at_)), &used);
    value.kind = Json::Kind::kNumber;
    at_ += used;
    return value;
  }

  std::string_view text_;
  std::size_t at_ = 0;
};

// The deal of tests/bots/boards/example.board: the spec's example sequence is playable on it.
solitaire::Deal example_replay_deal() {
  std::string hidden;
  for (int row = 0; row < 6; ++row) hidden += "springare springare 1 2 3 dam\n";
  std::istringstream text(
      "4 1 dam 1 1 1\n1 1 3 1 2 1\n1 1 1 1 1 1\n1 lopare 1 1 1 1\n1 1 4 1 1 1\n"
      "springare 1 torn 1 1 1\n\n" +
      hidden + "\n" + hidden);
  Reader reader(text, "example");
  return solitaire::read_board_file(reader);
}

// A game played through the referee, judged as the interactor would judge it.
Replay judged_game(const std::vector<std::string>& lines, Verdict verdict, std::string message,
                   const solitaire::Deal& deal = example_replay_deal()) {
  Referee referee(deal);
  for (const std::string& line : lines) {
    if (!referee.judge_line(line)) break;
  }
  Replay replay;
  replay.deal = referee.deal();
  replay.cells = referee.played();
  GameResult& result = replay.result;
  result.game = "example";
  result.alphabet = "1234tlds";
  result.seed = 7;
  result.verdict = verdict;
  result.message = std::move(message);
  result.moves = referee.position().moves();
  result.wall_ms = 3;
  result.cpu_ms = 2;
  result.memory_kb = 3968;
  if (verdict == Verdict::kOk) {
    result.breakdown = referee.position().score().breakdown();
    result.score = result.breakdown.total();
  }
  return replay;
}

Replay spec_example() {
  return judged_game({"1 1", "1 5", "2 5", "2 3", "5 3", "1 3", "6 3", "6 1", "4 2", "0 0"},
                     Verdict::kOk, "stopped with 0 0 after 9 moves");
}

// The game as a reader of the page's data gets it back: result, deal and cells, and each move's
// recorded piece taken and revealed checked against the deal.
Replay read_back(const Json& data) {
  Replay replay;
  const Json& result = data["result"];
  // The result object is the JSON line: read it back with the merge step's own reader.
  JsonObject flat;
  for (std::size_t i = 0; i < result.keys.size(); ++i) {
    const Json& value = result.items[i];
    const bool is_string = value.kind == Json::Kind::kString;
    std::string text = is_string ? value.text : std::to_string(value.number);
    if (value.kind == Json::Kind::kNumber &&
        value.number == static_cast<double>(static_cast<long long>(value.number))) {
      text = std::to_string(static_cast<long long>(value.number));
    }
    flat.add_field({result.keys[i], text, is_string, {}});
  }
  std::istringstream line(flat.to_string() + "\n");
  Reader reader(line, "result");
  replay.result = read_result(reader);
  for (int layer = 0; layer < 3; ++layer) {
    const Json& tokens = data["layers"].items.at(static_cast<std::size_t>(layer));
    EXPECT_EQ(tokens.items.size(), 36U);
    for (std::size_t cell = 0; cell < 36; ++cell) {
      const auto piece = solitaire::piece_from_token(tokens.items.at(cell).text);
      EXPECT_TRUE(piece) << tokens.items.at(cell).text;
      if (piece) replay.deal.stacks[cell][static_cast<std::size_t>(layer)] = *piece;
    }
  }
  for (const Json& move : data["played"].items) {
    replay.cells.push_back(
        solitaire::cell_at(move["row"].integer() - 1, move["col"].integer() - 1));
  }
  const std::vector<ReplayMove> moves = replay_moves(replay);
  EXPECT_EQ(moves.size(), data["played"].items.size());
  for (std::size_t i = 0; i < moves.size(); ++i) {
    const Json& move = data["played"].items[i];
    EXPECT_EQ(move["took"].text, solitaire::wire_token(moves[i].took)) << "move " << i + 1;
    EXPECT_EQ(move["revealed"].text, moves[i].revealed ? solitaire::wire_token(*moves[i].revealed)
                                                       : solitaire::kBlankToken)
        << "move " << i + 1;
  }
  return replay;
}

void expect_same_game(const Replay& back, const Replay& judged) {
  EXPECT_EQ(to_json(back.result), to_json(judged.result));
  EXPECT_EQ(back.deal, judged.deal);
  EXPECT_EQ(back.cells, judged.cells);
}

TEST(Replay, RefereeRecordsTheCellsPlayed) {
  const Replay game = spec_example();
  EXPECT_EQ(game.cells, (std::vector<int>{0, 4, 10, 8, 26, 2, 32, 30, 19}));
}

TEST(Replay, MovesReplayedOnTheDeal) {
  const std::vector<ReplayMove> moves = replay_moves(spec_example());
  ASSERT_EQ(moves.size(), 9U);
  EXPECT_EQ(moves[0].cell, 0);
  EXPECT_EQ(moves[0].took, Piece::kFour);
  EXPECT_EQ(moves[0].revealed, Piece::kSpringare);
  EXPECT_EQ(moves[8].took, Piece::kLopare);
}

TEST(Replay, GoldTakenRevealsBlank) {
  // On a deal of 1s, three takes of 1 1's stack with moves in between: the third takes gold.
  solitaire::Deal ones;
  for (auto& stack : ones.stacks) stack.fill(Piece::kOne);
  const Replay game =
      judged_game({"1 1", "1 2", "1 1", "1 2", "1 1"}, Verdict::kRuntimeError, "crash", ones);
  const std::vector<ReplayMove> moves = replay_moves(game);
  ASSERT_EQ(moves.size(), 5U);
  EXPECT_EQ(moves[4].took, Piece::kOne);
  EXPECT_FALSE(moves[4].revealed);
  EXPECT_NE(replay_json(game).find("\"revealed\":\"blank\""), std::string::npos);
}

TEST(Replay, AnIllegalCellIsRefused) {
  Replay game = spec_example();
  game.cells.push_back(game.cells.back());  // The cell of the last move again.
  EXPECT_THROW(replay_moves(game), std::invalid_argument);
}

TEST(Replay, DataRoundTripsThroughThePage) {
  const Replay judged = spec_example();
  const std::string page = replay_page(judged);
  const auto data = embedded_json(page, "game-data");
  ASSERT_TRUE(data);
  const Json parsed = JsonParser(*data).parse_document();
  expect_same_game(read_back(parsed), judged);
  EXPECT_EQ(parsed["verdict_move"].kind, Json::Kind::kNull);
  EXPECT_EQ(parsed["result"]["score"].integer(), 25);
  // The page's result is the game's JSON line, its measurements included.
  EXPECT_EQ(parsed["result"]["cpu_ms"].integer(), 2);
  EXPECT_EQ(parsed["result"]["memory_kb"].integer(), 3968);
}

TEST(Replay, AMessageCannotCloseTheScriptElement) {
  // A wrong answer quotes the bot's line, which may hold anything printable.
  const Replay judged = judged_game({"1 1", "</script><b>x"}, Verdict::kWrongAnswer,
                                    "move 2: malformed line \"</script><b>x\": expected row");
  const std::string page = replay_page(judged);
  const auto data = embedded_json(page, "game-data");
  ASSERT_TRUE(data);
  EXPECT_EQ(data->find('<'), std::string::npos);
  const Json parsed = JsonParser(*data).parse_document();
  expect_same_game(read_back(parsed), judged);
  EXPECT_EQ(parsed["result"]["message"].text, judged.result.message);
  EXPECT_EQ(parsed["verdict_move"].integer(), 2);
  // The page's title and summary show it escaped.
  EXPECT_NE(page.find("&lt;/script&gt;&lt;b&gt;x"), std::string::npos);
}

TEST(Replay, VerdictMoveIsTheMoveAfterTheLastPlayed) {
  GameResult result;
  result.verdict = Verdict::kOk;
  result.moves = 9;
  EXPECT_FALSE(verdict_move(result));
  result.verdict = Verdict::kRuntimeError;
  result.moves = 2;
  EXPECT_EQ(verdict_move(result), 3);
  result.verdict = Verdict::kTimeLimit;
  result.moves = 0;
  EXPECT_EQ(verdict_move(result), 1);
}

TEST(Replay, PageIsSelfContained) {
  std::string page = replay_page(spec_example());
  // The SVG namespace is a name, not an address that is fetched.
  const std::string svg_namespace = "http://www.w3.org/2000/svg";
  for (std::size_t at = page.find(svg_namespace); at != std::string::npos;
       at = page.find(svg_namespace)) {
    page.erase(at, svg_namespace.size());
  }
  EXPECT_NE(page.find("Content-Security-Policy"), std::string::npos);
  EXPECT_NE(page.find("const Solitaire"), std::string::npos);
  EXPECT_EQ(page.find("src="), std::string::npos);
  EXPECT_EQ(page.find("href="), std::string::npos);
  EXPECT_EQ(page.find("http:"), std::string::npos);
  EXPECT_EQ(page.find("https:"), std::string::npos);
  EXPECT_EQ(page.find("@import"), std::string::npos);
}

TEST(Replay, PageFileNames) {
  EXPECT_EQ(page_file_name("1234/7"), "1234-7.html");
  EXPECT_EQ(page_file_name("g6-1"), "g6-1.html");
  EXPECT_EQ(page_file_name("my deal.v2"), "my-deal.v2.html");
}

TEST(Replay, IndexListsEveryGameWithItsData) {
  Replay second = judged_game({"1 1", "2 2"}, Verdict::kWrongAnswer,
                              "move 2: 2 2 is not reachable by 4 from 1 1");
  second.result.game = "1234/8";
  second.result.seed = 8;
  const std::vector<Replay> games = {spec_example(), second};
  ScoreTally tally;
  for (const Replay& game : games) tally.add(game.result);
  const std::string page = index_page(games, tally);
  EXPECT_NE(page.find("<svg"), std::string::npos);
  EXPECT_NE(page.find("<a href=\"example.html\">example</a>"), std::string::npos);
  EXPECT_NE(page.find("<a href=\"1234-8.html\">1234/8</a>"), std::string::npos);
  const auto data = embedded_json(page, "games-data");
  ASSERT_TRUE(data);
  const Json parsed = JsonParser(*data).parse_document();
  ASSERT_EQ(parsed.items.size(), 2U);
  expect_same_game(read_back(parsed.items[0]), games[0]);
  expect_same_game(read_back(parsed.items[1]), games[1]);
}

}  // namespace
}  // namespace arbiter::interactor
