#include "interactor/core/progress.h"

#include <gtest/gtest.h>

#include <cstdint>
#include <limits>

namespace arbiter::interactor {
namespace {

using std::chrono::milliseconds;

GameResult progress_game(const std::string& alphabet, int score, Verdict verdict = Verdict::kOk) {
  GameResult result;
  result.game = alphabet + "/x";
  result.alphabet = alphabet;
  result.score = score;
  result.verdict = verdict;
  return result;
}

// 12: 241.3 (three games, one not OK, scoring 0); 1234: 198.0 (one game).
ScoreTally two_alphabets() {
  ScoreTally tally;
  for (const GameResult& result :
       {progress_game("1234", 198), progress_game("12", 400), progress_game("12", 324),
        progress_game("12", 0, Verdict::kTimeLimit)}) {
    tally.add(result);
  }
  return tally;
}

TEST(ClockText, MinutesThenHours) {
  EXPECT_EQ(clock_text(milliseconds(0)), "0:00");
  EXPECT_EQ(clock_text(milliseconds(42'999)), "0:42");  // Whole seconds, rounded down.
  EXPECT_EQ(clock_text(milliseconds(725'000)), "12:05");
  EXPECT_EQ(clock_text(milliseconds(3'599'000)), "59:59");
  EXPECT_EQ(clock_text(milliseconds(3'600'000)), "1:00:00");
  EXPECT_EQ(clock_text(milliseconds(100'000'000)), "27:46:40");
}

TEST(ProgressLine, CountsTimesAndMeansPerAlphabet) {
  // 4 of 10 games in 42 s: 10.5 s a game, 63 s for the 6 left.
  EXPECT_EQ(progress_line({4, 10, milliseconds(42'000)}, two_alphabets(), 200),
            "4/10 games, 1 not OK, 0:42 elapsed, 1:03 left, mean 12: 241.3, 1234: 198.0");
}

TEST(ProgressLine, NoEstimateBeforeTheFirstGame) {
  EXPECT_EQ(progress_line({0, 10, milliseconds(1'500)}, ScoreTally(), 200),
            "0/10 games, 0 not OK, 0:01 elapsed");
}

TEST(ProgressLine, NothingLeftAtTheEnd) {
  EXPECT_EQ(progress_line({4, 4, milliseconds(8'000)}, two_alphabets(), 200),
            "4/4 games, 1 not OK, 0:08 elapsed, 0:00 left, mean 12: 241.3, 1234: 198.0");
}

// Counted from the tally: games finished ahead of an earlier one are not in it yet.
TEST(ProgressLine, DoneMayRunAheadOfTheTally) {
  EXPECT_EQ(progress_line({6, 10, milliseconds(6'000)}, two_alphabets(), 200).substr(0, 42),
            "6/10 games, 1 not OK, 0:06 elapsed, 0:04 l");
}

TEST(ProgressLine, AlphabetsThatDoNotFitAreLeftOut) {
  const std::string full =
      "4/10 games, 1 not OK, 0:42 elapsed, 1:03 left, mean 12: 241.3, 1234: 198.0";
  EXPECT_EQ(progress_line({4, 10, milliseconds(42'000)}, two_alphabets(), full.size()), full);
  // One column less: the last alphabet goes, and "..." says so.
  EXPECT_EQ(progress_line({4, 10, milliseconds(42'000)}, two_alphabets(), full.size() - 1),
            "4/10 games, 1 not OK, 0:42 elapsed, 1:03 left, mean 12: 241.3, ...");
  // An alphabet with no room for the "..." after it goes too.
  EXPECT_EQ(progress_line({4, 10, milliseconds(42'000)}, two_alphabets(), 65),
            "4/10 games, 1 not OK, 0:42 elapsed, 1:03 left, ...");
  // Narrower than the counts: cut.
  EXPECT_EQ(progress_line({4, 10, milliseconds(42'000)}, two_alphabets(), 20),
            "4/10 games, 1 not OK");
  for (std::size_t columns = 0; columns <= full.size(); ++columns) {
    EXPECT_LE(progress_line({4, 10, milliseconds(42'000)}, two_alphabets(), columns).size(),
              columns);
  }
}

TEST(ProgressLine, TheLargestRunsDoNotOverflow) {
  constexpr std::uint64_t kMost = std::numeric_limits<std::uint64_t>::max();
  const std::string line = progress_line({1, kMost, milliseconds(86'400'000)}, ScoreTally(), 200);
  EXPECT_EQ(line, "1/18446744073709551615 games, 0 not OK, 24:00:00 elapsed, 277777777:46:40 left");
}

// Pairs with differences +10, 0, +20, +10 (the baseline scoring 100), one not OK.
PairedTally four_pairs() {
  PairedTally tally;
  for (const int difference : {10, 0, 20, 10}) {
    GameResult candidate = progress_game("1234", 100 + difference);
    candidate.bot = PairedBot::kCandidate;
    GameResult baseline = progress_game("1234", difference == 0 ? 90 : 100);
    baseline.bot = PairedBot::kBaseline;
    if (difference == 0) {  // A baseline's RUNTIME_ERROR, scoring 0: difference 100.
      baseline = progress_game("1234", 0, Verdict::kRuntimeError);
      candidate.score = 100;
    }
    tally.add(candidate, baseline);
  }
  return tally;
}

TEST(PairedProgressLine, DifferenceAndTheTest) {
  SprtSettings settings;
  settings.d1 = 5;
  // Differences 10, 100, 20, 10: mean 35, squared deviations 625 + 4225 + 225 + 625 = 5700,
  // variance 1900, se sqrt(1900 / 4) = 21.79; LLR = 5 / 1900 * (140 - 4 * 2.5) = 0.342.
  EXPECT_EQ(paired_progress_line({4, 10, milliseconds(42'000)}, four_pairs(), std::nullopt, 200),
            "4/10 pairs, 1 not OK, 0:42 elapsed, 1:03 left, diff +35.00 ± 21.79");
  EXPECT_EQ(paired_progress_line({4, 10, milliseconds(42'000)}, four_pairs(), settings, 200),
            "4/10 pairs, 1 not OK, 0:42 elapsed, 1:03 left, diff +35.00 ± 21.79, "
            "LLR 0.34 (-2.94, 2.94)");
  EXPECT_EQ(paired_progress_line({0, 10, milliseconds(1'000)}, PairedTally(), settings, 200),
            "0/10 pairs, 0 not OK, 0:01 elapsed");
}

TEST(PairedProgressLine, CutNeverInsideACharacter) {
  const std::string whole =
      paired_progress_line({4, 10, milliseconds(42'000)}, four_pairs(), std::nullopt, 200);
  const std::size_t plus_minus = whole.find("±");
  EXPECT_EQ(paired_progress_line({4, 10, milliseconds(42'000)}, four_pairs(), std::nullopt,
                                 plus_minus + 1),
            whole.substr(0, plus_minus));
  EXPECT_EQ(paired_progress_line({4, 10, milliseconds(42'000)}, four_pairs(), std::nullopt, 10),
            "4/10 pairs");
}

}  // namespace
}  // namespace arbiter::interactor
