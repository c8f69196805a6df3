// The Kattis validator's game (validate) over real pipes, the player's output written ahead as
// problemtools' own checks of a validator write it (a file of junk, or of a whole game): the
// replies, the verdict and the message for each way a game ends. The crosswise runs with real
// players are ctest's bots.kattis.*.
#include "interactor/run/kattis.h"

#include <gtest/gtest.h>
#include <unistd.h>

#include <array>
#include <csignal>
#include <string>
#include <string_view>

namespace arbiter::interactor {
namespace {

using solitaire::Piece;

// A deal whose every piece is a 1.
solitaire::Deal ones_deal() {
  solitaire::Deal deal;
  for (auto& stack : deal.stacks) stack.fill(Piece::kOne);
  return deal;
}

// The bronze layer of ones_deal(), as the judge sends it.
std::string ones_opening() {
  std::string text;
  for (int row = 0; row < 6; ++row) text += "1 1 1 1 1 1\n";
  return text;
}

// A pipe whose ends the destructor closes.
class Pipe {
 public:
  Pipe() { EXPECT_EQ(::pipe(ends_.data()), 0); }
  ~Pipe() {
    close_read();
    close_write();
  }
  Pipe(const Pipe&) = delete;
  Pipe& operator=(const Pipe&) = delete;
  int read_end() const { return ends_[0]; }
  int write_end() const { return ends_[1]; }
  void close_read() { close_end(0); }
  void close_write() { close_end(1); }

 private:
  void close_end(std::size_t end) {
    if (ends_.at(end) >= 0) ::close(ends_.at(end));
    ends_.at(end) = -1;
  }
  std::array<int, 2> ends_{-1, -1};
};

struct Played {
  ValidatorResult result;
  std::string replies;  // Everything the validator wrote to the player.
};

// Plays the validator on `deal` against a player whose whole output is `output` (less than a
// pipe holds: it is written before the validator reads).
Played play(const solitaire::Deal& deal, std::string_view output) {
  Pipe from_player;
  Pipe to_player;
  EXPECT_EQ(::write(from_player.write_end(), output.data(), output.size()),
            static_cast<ssize_t>(output.size()));
  from_player.close_write();
  Played played;
  played.result = validate(deal, from_player.read_end(), to_player.write_end());
  to_player.close_write();
  std::array<char, 4096> chunk{};
  for (ssize_t got = 0; (got = ::read(to_player.read_end(), chunk.data(), chunk.size())) > 0;) {
    played.replies.append(chunk.data(), static_cast<std::size_t>(got));
  }
  return played;
}

TEST(Validate, AcceptsAGameStoppedWithZeroZeroAndScoresIt) {
  const Played played = play(ones_deal(), "1 1\n1 2\n0 0\n");
  EXPECT_EQ(played.result.verdict, Verdict::kOk);
  EXPECT_EQ(played.result.message, "stopped with 0 0 after 2 moves");
  EXPECT_EQ(played.result.moves, 2);
  EXPECT_EQ(played.result.score, 2 + 4);  // Two moves and a run of two 1s.
  EXPECT_EQ(played.replies, ones_opening() + "1\n1\n");
}

TEST(Validate, ALastLineWithoutLineBreakCounts) {
  const Played played = play(ones_deal(), "1 1\r\n0 0");
  EXPECT_EQ(played.result.verdict, Verdict::kOk);
  EXPECT_EQ(played.result.score, 1);
}

TEST(Validate, AProtocolFaultIsAWrongAnswerWithTheInteractorsMessage) {
  const Played played = play(ones_deal(), "1 1\n1 1\n0 0\n");
  EXPECT_EQ(played.result.verdict, Verdict::kWrongAnswer);
  EXPECT_EQ(played.result.message, "move 2: 1 1 is the cell of the last move");
  EXPECT_EQ(played.result.moves, 1);
  EXPECT_EQ(played.result.score, 0);
  EXPECT_EQ(played.replies, ones_opening() + "1\n");  // Nothing after the fault.
}

TEST(Validate, ALongLineIsAWrongAnswerAtItsCap) {
  const Played played = play(ones_deal(), std::string(10'000, '7'));
  EXPECT_EQ(played.result.verdict, Verdict::kWrongAnswer);
  EXPECT_EQ(played.result.message.rfind("move 1: line longer than 64 bytes: \"777", 0), 0U)
      << played.result.message;
}

TEST(Validate, OutputEndingWithoutZeroZeroIsAWrongAnswer) {
  EXPECT_EQ(play(ones_deal(), "").result.message,
            "the bot's output ended without 0 0 after 0 moves");
  const Played played = play(ones_deal(), "1 1\n2 2\n");
  EXPECT_EQ(played.result.verdict, Verdict::kWrongAnswer);
  EXPECT_EQ(played.result.message, "the bot's output ended without 0 0 after 2 moves");
  EXPECT_EQ(played.result.score, 0);
}

TEST(Validate, APlayerThatNoLongerReadsIsJudgedOnWhatItWrote) {
  // Without SIGPIPE ignored, the first write would kill the test (run_kattis ignores it).
  const auto previous = std::signal(SIGPIPE, SIG_IGN);
  Pipe from_player;
  Pipe to_player;
  to_player.close_read();
  const std::string output = "1 1\n0 0\n";
  ASSERT_EQ(::write(from_player.write_end(), output.data(), output.size()),
            static_cast<ssize_t>(output.size()));
  from_player.close_write();
  const ValidatorResult result =
      validate(ones_deal(), from_player.read_end(), to_player.write_end());
  static_cast<void>(std::signal(SIGPIPE, previous));
  EXPECT_EQ(result.verdict, Verdict::kOk);
  EXPECT_EQ(result.score, 1);
}

}  // namespace
}  // namespace arbiter::interactor
