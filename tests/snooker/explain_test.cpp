// --explain's lines: the ball on and how it was found, what was hit and potted, each foul rule
// that fired, the penalty as the max it is, and what follows.
#include "simulators/snooker/explain.h"

#include <gtest/gtest.h>

#include <sstream>
#include <string>
#include <vector>

#include "common/reader.h"
#include "simulators/snooker/judge_format.h"
#include "tests/snooker/events.h"

namespace arbiter::snooker {
namespace {

using testing::reds_potted;

// The explanation of every event of the first frame of `input` (a whole judge input).
std::vector<std::string> explain_all(const std::string& input) {
  std::istringstream stream(input);
  Reader reader(stream, "frames.in");
  read_frame_count(reader);
  std::vector<std::string> lines;
  read_frame(reader, 1, 1, [&](const FrameRecord& frame, const EventRecord& event) {
    lines.push_back(explain_event(frame, event));
  });
  return lines;
}

TEST(Explain, FoulsSayWhichRuleAndHowThePenaltyIsComputed) {
  const auto lines = explain_all(
      "1\nZero Maxbreak\nRed Pink\nBlue Black Yellow White\nNone\nPlay again\nRed Red White\n"
      "Red Red\nRed Red\nBlack\n" +
      reds_potted(12) +
      "\nBlack Black\nYellow Yellow\nGreen Green\nBrown Brown\nBlue Blue\nPink Pink\n"
      "Black Black\n");
  ASSERT_GE(lines.size(), 10u);
  EXPECT_EQ(lines[0],
            "Frame 1, line 3, Zero: Red on; hit Red, potted Pink; foul: potted Pink while Red on; "
            "penalty max(4, Red=1, Pink=6) = 6 to Maxbreak; Pink respotted; Maxbreak's turn");
  EXPECT_EQ(lines[1],
            "Frame 1, line 4, Maxbreak: Red on; hit Blue, potted Black Yellow White; foul: hit "
            "Blue first while Red on, potted Black Yellow while Red on, in-off (White potted); "
            "penalty max(4, Red=1, Blue=5, Black=7, Yellow=2) = 7 to Zero; Yellow Black "
            "respotted; Zero's turn, in-hand");
  EXPECT_EQ(lines[2],
            "Frame 1, line 5, Zero: Red on; hit nothing, potted nothing; foul: hit nothing; "
            "penalty max(4, Red=1) = 4 to Maxbreak; Maxbreak's turn");
  EXPECT_EQ(lines[3],
            "Frame 1, line 6, Play again: Maxbreak makes Zero play again from the position left");
  EXPECT_EQ(lines[4],
            "Frame 1, line 7, Zero: Red on; hit Red, potted Red White; foul: in-off (White "
            "potted); penalty max(4, Red=1) = 4 to Maxbreak; Maxbreak's turn, in-hand");
}

TEST(Explain, LegalStrokesSayWhatTheyScoredAndWhatIsOnNext) {
  const auto lines = explain_all(
      "1\nZero Maxbreak\nRed Red Red\nPink Pink\nRed\nNone\nRed Red\nRed Red\n" + reds_potted(11) +
      "\nBlack\nYellow Yellow\nGreen\nGreen Green\nBrown Brown\nBlue Blue\nPink Pink\n"
      "Black Black\n");
  ASSERT_EQ(lines.size(), 15u);
  EXPECT_EQ(lines[0],
            "Frame 1, line 3, Zero: Red on; hit Red, potted Red Red; legal: 2 reds +2, a colour "
            "is on next; Zero plays on");
  EXPECT_EQ(lines[1],
            "Frame 1, line 4, Zero: Pink on (the colour after a red, nominated by hitting it "
            "first); hit Pink, potted Pink; legal: Pink +6; Pink respotted; Zero plays on");
  EXPECT_EQ(lines[2],
            "Frame 1, line 5, Zero: Red on; hit Red, potted nothing; legal, nothing potted; "
            "Maxbreak's turn");
  EXPECT_EQ(lines[3],
            "Frame 1, line 6, Maxbreak: Red on; hit nothing, potted nothing; foul: hit nothing; "
            "penalty max(4, Red=1) = 4 to Zero; Zero's turn");
  EXPECT_EQ(lines[5],
            "Frame 1, line 8, Zero: Yellow on (the colour after a red; none nominated, so the "
            "lowest); hit Red, potted Red; foul: hit Red first while Yellow on, potted Red while "
            "Yellow on; penalty max(4, Yellow=2, Red=1) = 4 to Maxbreak; Maxbreak's turn");
  EXPECT_EQ(lines[8],
            "Frame 1, line 11, Zero: Yellow on; hit Yellow, potted Yellow; legal: Yellow +2, "
            "stays down; Zero plays on");
  EXPECT_EQ(lines[14],
            "Frame 1, line 17, Maxbreak: Black on; hit Black, potted Black; legal: Black +7; "
            "frame over on the last black: Maxbreak wins 15 : 40");
}

TEST(Explain, TieAndLot) {
  const auto lines = explain_all(
      "1\nRed Black\nBlue\nRed Red Red Red Red Red Red Red Red Red Red Red Red Red Red Red\n"
      "Black Black\nYellow\nYellow Yellow\nGreen Green\nBrown Brown\nBlue Blue\nPink Pink\n"
      "Black\nNone\nRed\nBlack Black White\n");
  ASSERT_EQ(lines.size(), 13u);
  EXPECT_EQ(lines[10],
            "Frame 1, line 13, Black: Black on; hit nothing, potted nothing; foul: hit nothing; "
            "penalty max(4, Black=7) = 7 to Red; tie at 27 : 27 on the last black: Black "
            "respotted, a lot decides who plays next");
  EXPECT_EQ(lines[11], "Frame 1, line 14, lot: Red plays next, in-hand, on the respotted black");
  EXPECT_EQ(lines[12],
            "Frame 1, line 15, Red: Black on; hit Black, potted Black White; foul: in-off (White "
            "potted); penalty max(4, Black=7) = 7 to Black; frame over on the last black: Black "
            "wins 27 : 34");
}

}  // namespace
}  // namespace arbiter::snooker
