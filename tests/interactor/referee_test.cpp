#include "interactor/core/referee.h"

#include <gtest/gtest.h>

#include <optional>
#include <ostream>
#include <sstream>
#include <string>

#include "common/reader.h"
#include "common/solitaire/deal.h"

namespace arbiter::interactor {
namespace {

using solitaire::Piece;

// The board of tests/bots/boards/example.board: the spec's example sequence is playable on
// it (4 at 1 1, 1 at 1 5, 2 at 2 5, 3 at 2 3, 4 at 5 3, dam at 1 3, torn at 6 3, springare at
// 6 1, lopare at 4 2); every other bronze piece is a 1, every hidden piece a springare.
solitaire::Deal example_deal() {
  const std::string bronze =
      "4 1 dam 1 1 1\n1 1 3 1 2 1\n1 1 1 1 1 1\n1 lopare 1 1 1 1\n1 1 4 1 1 1\n"
      "springare 1 torn 1 1 1\n";
  std::string hidden;
  for (int row = 0; row < 6; ++row) {
    hidden += "springare springare springare springare springare springare\n";
  }
  std::istringstream text(bronze + "\n" + hidden + "\n" + hidden);
  Reader reader(text, "example");
  return solitaire::read_board_file(reader);
}

// A deal whose every piece is a 1.
solitaire::Deal ones_deal() {
  solitaire::Deal deal;
  for (auto& stack : deal.stacks) stack.fill(Piece::kOne);
  return deal;
}

TEST(Referee, OpeningIsTheBronzeLayer) {
  const Referee referee(example_deal());
  EXPECT_EQ(referee.opening(),
            "4 1 dam 1 1 1\n1 1 3 1 2 1\n1 1 1 1 1 1\n1 lopare 1 1 1 1\n1 1 4 1 1 1\n"
            "springare 1 torn 1 1 1\n");
}

TEST(Referee, SpecExampleScores25) {
  Referee referee(example_deal());
  for (const char* move : {"1 1", "1 5", "2 5", "2 3", "5 3", "1 3", "6 3", "6 1", "4 2"}) {
    EXPECT_EQ(referee.judge_line(move), "springare") << move;
  }
  EXPECT_EQ(referee.judge_line("0 0"), std::nullopt);
  EXPECT_EQ(referee.state(), GameState::kStopped);
  EXPECT_EQ(referee.position().moves(), 9);
  EXPECT_EQ(referee.position().score().total(), 25);
  EXPECT_EQ(referee.fault(), "");
  EXPECT_EQ(referee.judge_line("1 1"), std::nullopt) << "nothing is judged after 0 0";
}

TEST(Referee, RevealsSilverGoldThenBlank) {
  solitaire::Deal deal = ones_deal();
  deal.stacks[0] = {Piece::kOne, Piece::kTwo, Piece::kFour};
  Referee referee(deal);
  EXPECT_EQ(referee.judge_line("1 1"), "2");
  EXPECT_EQ(referee.judge_line("1 2"), "1");
  EXPECT_EQ(referee.judge_line("1 1"), "4");  // A 2 was taken: 1 3 is two away.
  EXPECT_EQ(referee.judge_line("1 3"), "1");
  EXPECT_EQ(referee.judge_line("1 2"), "1");
  EXPECT_EQ(referee.judge_line("1 1"), "blank");
  EXPECT_EQ(referee.state(), GameState::kPlaying);
}

struct BadLine {
  const char* name;
  std::vector<std::string> lines;  // The last one is the faulty line.
  const char* fault;
};

// Names the case in test listings, instead of a byte dump.
void PrintTo(const BadLine& bad, std::ostream* os) { *os << bad.name; }

class RefereeRejects : public ::testing::TestWithParam<BadLine> {};

TEST_P(RefereeRejects, WithMoveNumberAndReason) {
  Referee referee(example_deal());
  const auto& lines = GetParam().lines;
  for (std::size_t i = 0; i + 1 < lines.size(); ++i) {
    ASSERT_TRUE(referee.judge_line(lines[i])) << lines[i];
  }
  EXPECT_EQ(referee.judge_line(lines.back()), std::nullopt);
  EXPECT_EQ(referee.state(), GameState::kWrongAnswer);
  EXPECT_EQ(referee.fault(), GetParam().fault);
}

INSTANTIATE_TEST_SUITE_P(
    Faults, RefereeRejects,
    ::testing::Values(
        BadLine{"Garbage",
                {"hello"},
                "move 1: malformed line \"hello\": expected row (an integer), found 'h'"},
        BadLine{"Empty",
                {""},
                "move 1: malformed line \"\": expected row (an integer), found end of line"},
        BadLine{"OneNumber",
                {"1 1", "3"},
                "move 2: malformed line \"3\": expected a space, found end of line"},
        BadLine{"ThreeNumbers",
                {"1 1 1"},
                "move 1: malformed line \"1 1 1\": expected the end of the line, found '1'"},
        BadLine{"Comma",
                {"1,1"},
                "move 1: malformed line \"1,1\": expected a space after the row, found ','"},
        BadLine{"LeadingZero",
                {"01 1"},
                "move 1: malformed line \"01 1\": row \"01\" has a leading zero"},
        BadLine{"ControlByte",
                {"1\x01 1"},
                "move 1: malformed line \"1\\x01 1\": expected a space after the row, found "
                "byte 0x01"},
        BadLine{
            "OffBoardRow", {"7 1"}, "move 1: 7 1 is off the board (rows and columns are 1 to 6)"},
        BadLine{"OffBoardZeroRow",
                {"1 1", "0 3"},
                "move 2: 0 3 is off the board (rows and columns are 1 to 6)"},
        BadLine{"NegativeColumn",
                {"1 -1"},
                "move 1: 1 -1 is off the board (rows and columns are 1 to 6)"},
        BadLine{"SameCell", {"1 1", "1 1"}, "move 2: 1 1 is the cell of the last move"},
        BadLine{"NotReachable", {"1 1", "2 2"}, "move 2: 2 2 is not reachable by 4 from 1 1"},
        BadLine{"TooLong",
                {std::string(65, '1')},
                "move 1: line longer than 64 bytes: "
                "\"1111111111111111111111111111111111111111111111111111111111111111\"..."}),
    [](const ::testing::TestParamInfo<BadLine>& param) { return std::string(param.param.name); });

TEST(Referee, BlankCellIsAWrongAnswer) {
  Referee referee(ones_deal());
  for (int i = 0; i < 3; ++i) {
    ASSERT_TRUE(referee.judge_line("1 1"));
    ASSERT_TRUE(referee.judge_line("1 2"));
  }
  EXPECT_EQ(referee.judge_line("1 1"), std::nullopt);
  EXPECT_EQ(referee.fault(), "move 7: 1 1 is blank");
}

TEST(Referee, ToleratesSpacesTabsAndCarriageReturn) {
  Referee referee(ones_deal());
  EXPECT_EQ(referee.judge_line(" 1\t 2 \r"), "1");
  EXPECT_EQ(referee.judge_line("1 1"), "1");
  EXPECT_EQ(referee.judge_line("0  0 "), std::nullopt);
  EXPECT_EQ(referee.state(), GameState::kStopped);
}

TEST(Referee, LineOfExactlyTheCapIsJudgedNormally) {
  Referee referee(ones_deal());
  const std::string line = "1 1" + std::string(kMaxLineBytes - 3, ' ');
  EXPECT_EQ(referee.judge_line(line), "1");
}

TEST(TakeLine, TakesCompleteLinesOnly) {
  std::string buffer = "1 1\n2 2\n3";
  EXPECT_EQ(take_line(buffer, 64), "1 1");
  EXPECT_EQ(take_line(buffer, 64), "2 2");
  EXPECT_EQ(take_line(buffer, 64), std::nullopt);  // "3" may go on: wait for more.
  EXPECT_EQ(buffer, "3");
}

TEST(TakeLine, CutsALongLineAtOneByteOverTheCapWithoutWaitingForItsEnd) {
  std::string buffer = std::string(10, '7');
  EXPECT_EQ(take_line(buffer, 10), std::nullopt);  // Exactly the cap: it may still end.
  buffer.push_back('7');
  EXPECT_EQ(take_line(buffer, 10), std::string(11, '7'));
  EXPECT_EQ(buffer, "");
  buffer = std::string(10, '7') + "\n";
  EXPECT_EQ(take_line(buffer, 10), std::string(10, '7'));  // A line of the cap is whole.
}

TEST(QuoteLine, EscapesAndCuts) {
  EXPECT_EQ(quote_line("a\"b\\c"), "\"a\\x22b\\x5cc\"");
  EXPECT_EQ(quote_line(std::string(70, 'x')), "\"" + std::string(64, 'x') + "\"...");
}

}  // namespace
}  // namespace arbiter::interactor
