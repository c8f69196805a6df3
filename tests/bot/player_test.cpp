#include "bot/player.h"

#include <gtest/gtest.h>

#include <sstream>
#include <streambuf>
#include <string>
#include <vector>

#include "bot/search/greedy.h"
#include "common/random.h"
#include "common/solitaire/deal.h"
#include "tests/bot/fixtures.h"

namespace arbiter::bot {
namespace {

using solitaire::Deal;
using solitaire::Piece;

// A judge inside the test: an input buffer that, whenever the player needs its next line,
// reads the move the player has just written and answers it from a known deal. It lets the
// real game loop run without pipes.
class ScriptedJudge : public std::streambuf {
 public:
  ScriptedJudge(const Deal& deal, const std::ostringstream& player_output)
      : deal_(deal), board_(deal.visible_start()), player_output_(player_output) {
    for (int row = 0; row < solitaire::kSide; ++row) {
      for (int col = 0; col < solitaire::kSide; ++col) {
        pending_ += col == 0 ? "" : " ";
        pending_ += solitaire::wire_token(*board_.top(solitaire::cell_at(row, col)));
      }
      pending_ += '\n';
    }
    refill();
  }

  const std::vector<int>& moves() const { return moves_; }

 protected:
  int_type underflow() override {
    if (gptr() < egptr()) return traits_type::to_int_type(*gptr());
    pending_.clear();
    answer_new_moves();
    if (pending_.empty()) return traits_type::eof();
    refill();
    return traits_type::to_int_type(*gptr());
  }

 private:
  void answer_new_moves() {
    const std::string written = player_output_.str();
    std::size_t end = 0;
    while ((end = written.find('\n', consumed_)) != std::string::npos) {
      const std::string line = written.substr(consumed_, end - consumed_);
      consumed_ = end + 1;
      if (line == "0 0") return;
      std::istringstream fields(line);
      int row = 0;
      int col = 0;
      fields >> row >> col;
      const int cell = solitaire::cell_at(row - 1, col - 1);
      moves_.push_back(cell);
      const auto revealed = solitaire::revealed_by(deal_, board_, cell);
      board_.remove_top(cell, revealed);
      pending_ += revealed ? std::string(solitaire::wire_token(*revealed)) : "blank";
      pending_ += '\n';
    }
  }

  void refill() { setg(pending_.data(), pending_.data(), pending_.data() + pending_.size()); }

  const Deal& deal_;
  solitaire::Board board_;
  const std::ostringstream& player_output_;
  std::size_t consumed_ = 0;
  std::string pending_;
  std::vector<int> moves_;
};

struct GameRecord {
  int moves_played = 0;
  std::vector<int> moves;
  std::string output;
};

GameRecord play_against(const Deal& deal, Strategy& strategy) {
  std::ostringstream output;
  ScriptedJudge judge(deal, output);
  std::istream input(&judge);
  Reader in(input, "<judge>");
  GameRecord record;
  record.moves_played = play_game(in, output, strategy);
  record.moves = judge.moves();
  record.output = output.str();
  return record;
}

// Replays `moves` with the full deal and returns the official score.
int score_of(const Deal& deal, const std::vector<int>& moves) {
  solitaire::Position position = solitaire::Position::start(deal.visible_start());
  for (const int cell : moves) {
    EXPECT_FALSE(position.check(cell)) << "illegal move " << solitaire::wire_coordinates(cell);
    position.play(cell, solitaire::revealed_by(deal, position.board(), cell));
  }
  return position.score().total();
}

TEST(PlayGame, GreedyPlaysLegallyToTheEndAndStops) {
  Random random(42);
  for (const std::string_view letters : {"s", "1", "12", "tld", "1234", "1234tlds"}) {
    const Deal deal = solitaire::random_deal(*solitaire::Alphabet::parse(letters), random);
    GreedyStrategy greedy;
    const GameRecord record = play_against(deal, greedy);
    EXPECT_EQ(record.moves_played, static_cast<int>(record.moves.size())) << letters;
    EXPECT_GT(record.moves_played, 0) << letters;
    EXPECT_TRUE(record.output.ends_with("\n0 0\n")) << letters;
    // The game ended because no move was left, as greedy never stops early.
    solitaire::Position position = solitaire::Position::start(deal.visible_start());
    for (const int cell : record.moves) {
      ASSERT_FALSE(position.check(cell)) << letters;
      position.play(cell, solitaire::revealed_by(deal, position.board(), cell));
    }
    EXPECT_EQ(position.legal_moves(), 0u) << letters;
    EXPECT_GE(score_of(deal, record.moves), record.moves_played) << letters;
  }
}

TEST(PlayGame, SingleTypeBoardIsClearedCompletely) {
  // One type only: the whole game is one run, worth 2 points a move on top of the base.
  Deal deal;
  for (auto& stack : deal.stacks) stack = {Piece::kSpringare, Piece::kSpringare, Piece::kSpringare};
  GreedyStrategy greedy;
  const GameRecord record = play_against(deal, greedy);
  const int n = record.moves_played;
  EXPECT_EQ(score_of(deal, record.moves), n + 2 * n);
}

class Stopper final : public Strategy {
 public:
  std::optional<int> choose(const View& /*view*/) override { return std::nullopt; }
};

TEST(PlayGame, StoppingAtOncePrintsOnlyTheStopLine) {
  Random random(1);
  const Deal deal = solitaire::random_deal(*solitaire::Alphabet::parse("1234"), random);
  Stopper stopper;
  const GameRecord record = play_against(deal, stopper);
  EXPECT_EQ(record.moves_played, 0);
  EXPECT_EQ(record.output, "0 0\n");
}

// Feeds the player a fixed judge stream and expects a ParseError with `message`.
void expect_game_error(const std::string& judge_text, const std::string& message) {
  std::istringstream input(judge_text);
  Reader in(input, "<stdin>");
  std::ostringstream output;
  GreedyStrategy greedy;
  try {
    play_game(in, output, greedy);
    FAIL() << "no error";
  } catch (const ParseError& error) {
    EXPECT_EQ(error.what(), message);
  }
}

constexpr const char* kKnights =
    "springare springare springare springare springare springare\n"
    "springare springare springare springare springare springare\n"
    "springare springare springare springare springare springare\n"
    "springare springare springare springare springare springare\n"
    "springare springare springare springare springare springare\n"
    "springare springare springare springare springare springare\n";

TEST(PlayGame, RefusesEndOfInputMidGame) {
  expect_game_error(kKnights, "<stdin>:7:1: the judge closed the input in the middle of the game");
}

TEST(PlayGame, RefusesBlankWhileAPieceRemains) {
  expect_game_error(std::string(kKnights) + "blank\n",
                    "<stdin>:7:1: the judge answered blank at 1 1, which still holds a piece");
}

TEST(PlayGame, RefusesAPieceAfterTheThirdRemoval) {
  std::string ones;
  for (int row = 0; row < solitaire::kSide; ++row) ones += "1 1 1 1 1 1\n";
  // 1 1 and 1 2 are one step apart: the third removal of 1 1 is the fifth move.
  std::istringstream input(ones + "1\n1\n1\n1\n1\n");
  Reader in(input, "<stdin>");
  std::ostringstream output;
  fixtures::Script script({0, 1, 0, 1, 0});
  try {
    play_game(in, output, script);
    FAIL() << "no error";
  } catch (const ParseError& error) {
    EXPECT_STREQ(error.what(),
                 "<stdin>:11:1: the judge revealed '1' at 1 1, whose three pieces are all gone");
  }
  EXPECT_EQ(output.str(), "1 1\n1 2\n1 1\n1 2\n1 1\n");
}

TEST(PlayGame, ScriptedGameEndsWithStopLine) {
  std::string ones;
  for (int row = 0; row < solitaire::kSide; ++row) ones += "1 1 1 1 1 1\n";
  std::istringstream input(ones + "2\n3\n4\n");
  Reader in(input, "<stdin>");
  std::ostringstream output;
  fixtures::Script script({0, 1, 0});
  EXPECT_EQ(play_game(in, output, script), 3);
  EXPECT_EQ(output.str(), "1 1\n1 2\n1 1\n0 0\n");
}

}  // namespace
}  // namespace arbiter::bot
