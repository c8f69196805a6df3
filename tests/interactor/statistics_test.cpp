#include "interactor/statistics.h"

#include <gtest/gtest.h>

#include <cmath>

namespace arbiter::interactor {
namespace {

GameResult game(const std::string& alphabet, int score, Verdict verdict = Verdict::kOk,
                long long ms = 10) {
  GameResult result;
  result.game = alphabet + "/x";
  result.alphabet = alphabet;
  result.score = score;
  result.verdict = verdict;
  result.wall_ms = ms;
  return result;
}

TEST(Summarize, GroupsByAlphabetInOrderOfAppearance) {
  const std::vector<GameResult> results{game("12", 10), game("s", 4), game("12", 20),
                                        game("12", 0, Verdict::kTimeLimit, 40), game("12", 30)};
  const std::vector<ScoreSummary> summaries = summarize(results);
  ASSERT_EQ(summaries.size(), 2u);
  const ScoreSummary& s = summaries[0];
  EXPECT_EQ(s.alphabet, "12");
  EXPECT_EQ(s.games, 4);
  EXPECT_DOUBLE_EQ(s.mean, 15.0);
  EXPECT_DOUBLE_EQ(s.sd, std::sqrt(500.0 / 3));  // Squares 25+25+225+225 over n - 1.
  EXPECT_DOUBLE_EQ(s.ci_low, 15.0 - 1.96 * s.sd / 2);
  EXPECT_DOUBLE_EQ(s.ci_high, 15.0 + 1.96 * s.sd / 2);
  EXPECT_EQ(s.min, 0);
  EXPECT_DOUBLE_EQ(s.median, 15.0);
  EXPECT_EQ(s.max, 30);
  EXPECT_DOUBLE_EQ(s.mean_ms, 17.5);
  EXPECT_EQ(s.verdicts[static_cast<std::size_t>(Verdict::kOk)], 3);
  EXPECT_EQ(s.verdicts[static_cast<std::size_t>(Verdict::kTimeLimit)], 1);
  EXPECT_EQ(summaries[1].alphabet, "s");
  EXPECT_EQ(summaries[1].games, 1);
  EXPECT_DOUBLE_EQ(summaries[1].sd, 0.0);
  EXPECT_DOUBLE_EQ(summaries[1].median, 4.0);
}

TEST(Summarize, OddCountMedianIsTheMiddle) {
  const std::vector<GameResult> results{game("1", 9), game("1", 1), game("1", 5)};
  EXPECT_DOUBLE_EQ(summarize(results)[0].median, 5.0);
}

TEST(Grade, CappedPerTestAndUncapped) {
  std::vector<GameResult> results{game("1234", 306), game("tld", 9), game("s", 100)};
  results[0].points = 8;
  results[0].best = 153;  // 16 uncapped, 8 capped.
  results[1].points = 3;
  results[1].best = 18;  // 1.5
  // results[2] is not an official test: no points.
  const Grade total = grade(results);
  EXPECT_EQ(total.tests, 2);
  EXPECT_EQ(total.points, 11);
  EXPECT_DOUBLE_EQ(total.capped, 9.5);
  EXPECT_DOUBLE_EQ(total.uncapped, 17.5);
}

TEST(Format, SummaryTable) {
  const std::vector<GameResult> results{game("12", 10), game("12", 20, Verdict::kOk, 30),
                                        game("12", 0, Verdict::kWrongAnswer, 2)};
  EXPECT_EQ(
      format_summary(summarize(results), grade(results)),
      "alphabet  games     mean       sd  95% CI                min   median      max    "
      "ms/game  verdicts\n"
      "12            3    10.00    10.00  [   -1.32,    21.32]      0     10.0       20       14.0"
      "  OK 2, WRONG_ANSWER 1\n");
}

TEST(Format, OneGame) {
  GameResult result = game("12", 0, Verdict::kWrongAnswer, 5);
  result.game = "12/7";
  result.moves = 3;
  result.message = "move 4: 1 1 is blank";
  EXPECT_EQ(format_game(result),
            "12/7: WRONG_ANSWER, score 0 (base 0, runs 0, sets 0, alternation 0), 3 moves, 5 ms\n"
            "  move 4: 1 1 is blank\n");
}

}  // namespace
}  // namespace arbiter::interactor
