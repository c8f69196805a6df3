#include "interactor/core/statistics.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <limits>

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

ScoreTally tally_of(const std::vector<GameResult>& results) {
  ScoreTally tally;
  for (const GameResult& result : results) tally.add(result);
  return tally;
}

TEST(StudentT, TableThenExpansion) {
  EXPECT_DOUBLE_EQ(student_t_975(1), 12.706205);
  EXPECT_DOUBLE_EQ(student_t_975(2), 4.302653);
  EXPECT_DOUBLE_EQ(student_t_975(30), 2.042272);
  // Beyond the table: reference quantiles to 6 decimals.
  EXPECT_NEAR(student_t_975(31), 2.039513, 1e-6);
  EXPECT_NEAR(student_t_975(60), 2.000298, 1e-6);
  EXPECT_NEAR(student_t_975(1000), 1.962339, 1e-6);
  EXPECT_NEAR(student_t_975(1'000'000'000), 1.959964, 1e-6);
}

TEST(Summarize, AlphabetsInTheirOwnOrder) {
  EXPECT_TRUE(alphabet_before("1", "s"));
  EXPECT_TRUE(alphabet_before("s", "12"));
  EXPECT_TRUE(alphabet_before("12", "tld"));
  EXPECT_TRUE(alphabet_before("tld", "1234"));
  EXPECT_TRUE(alphabet_before("1234", "1234tlds"));
  EXPECT_TRUE(alphabet_before("ld", "l?"));  // Unknown characters last.
  EXPECT_FALSE(alphabet_before("12", "12"));
  const ScoreTally tally = tally_of({game("1234tlds", 1), game("tld", 1), game("s", 1),
                                     game("12", 1), game("1234", 1), game("1", 1)});
  std::string order;
  for (const ScoreTally::Group& group : tally.groups()) order.append(group.alphabet).append(" ");
  EXPECT_EQ(order, "1 s 12 tld 1234 1234tlds ");
}

TEST(Summarize, GroupsByAlphabet) {
  const ScoreTally tally = tally_of({game("s", 4), game("12", 10), game("12", 20),
                                     game("12", 0, Verdict::kTimeLimit, 40), game("12", 30)});
  const std::vector<ScoreSummary> summaries = tally.summaries();
  ASSERT_EQ(summaries.size(), 2u);
  const ScoreSummary& s = summaries[1];
  EXPECT_EQ(s.alphabet, "12");
  EXPECT_EQ(s.games, 4u);
  EXPECT_DOUBLE_EQ(s.mean, 15.0);
  ASSERT_TRUE(s.sd && s.ci_low && s.ci_high);
  EXPECT_DOUBLE_EQ(*s.sd, std::sqrt(500.0 / 3));  // Squares 25+25+225+225 over n - 1.
  // Student's t with 3 degrees of freedom, not the normal 1.96: 2.2 times as wide.
  EXPECT_NEAR(*s.ci_low, 15.0 - 3.182446 * *s.sd / 2, 1e-9);
  EXPECT_NEAR(*s.ci_high, 15.0 + 3.182446 * *s.sd / 2, 1e-9);
  EXPECT_EQ(s.min, 0);
  EXPECT_DOUBLE_EQ(s.median, 15.0);
  EXPECT_EQ(s.max, 30);
  EXPECT_DOUBLE_EQ(s.mean_ms, 17.5);
  EXPECT_EQ(s.verdicts[static_cast<std::size_t>(Verdict::kOk)], 3u);
  EXPECT_EQ(s.verdicts[static_cast<std::size_t>(Verdict::kTimeLimit)], 1u);
  EXPECT_EQ(summaries[0].alphabet, "s");
  EXPECT_EQ(summaries[0].games, 1u);
  EXPECT_FALSE(summaries[0].sd);  // One game: no spread.
  EXPECT_FALSE(summaries[0].ci_low);
  EXPECT_DOUBLE_EQ(summaries[0].median, 4.0);
  EXPECT_EQ(tally.games(), 5u);
  EXPECT_FALSE(tally.all_ok());
}

// The run's exit status is its worst game's: a judge error outranks the bot's failures, in
// whatever order the games came.
TEST(ScoreTally, StatusOfTheWorstGame) {
  EXPECT_EQ(ScoreTally().status(), ExitCode::kOk);
  EXPECT_EQ(tally_of({game("1", 3), game("1", 4)}).status(), ExitCode::kOk);
  EXPECT_EQ(tally_of({game("1", 3), game("1", 0, Verdict::kRuntimeError)}).status(),
            ExitCode::kNotAllOk);
  const GameResult judge_error = game("1", 0, Verdict::kJudgeError);
  const GameResult wrong = game("12", 0, Verdict::kWrongAnswer);
  EXPECT_EQ(tally_of({judge_error, wrong, game("1", 3)}).status(), ExitCode::kNoInput);
  EXPECT_EQ(tally_of({game("1", 3), wrong, judge_error}).status(), ExitCode::kNoInput);
  EXPECT_FALSE(tally_of({judge_error}).all_ok());
}

TEST(Summarize, OddCountMedianIsTheMiddle) {
  EXPECT_DOUBLE_EQ(tally_of({game("1", 9), game("1", 1), game("1", 5)}).summaries()[0].median, 5.0);
  EXPECT_DOUBLE_EQ(
      tally_of({game("1", 9), game("1", 1), game("1", 1), game("1", 4)}).summaries()[0].median,
      2.5);
}

// A merge reads scores up to INT_MAX from files; the two middle scores used to be added as ints.
TEST(Summarize, MedianOfTheLargestScoresDoesNotOverflow) {
  constexpr int kMax = std::numeric_limits<int>::max();
  const ScoreSummary s = tally_of({game("1", kMax), game("1", kMax), game("1", 0)}).summaries()[0];
  EXPECT_DOUBLE_EQ(s.median, 2147483647.0);
  EXPECT_EQ(s.min, 0);
  EXPECT_EQ(s.max, kMax);
}

TEST(Summarize, IndependentOfTheOrderOfTheGames) {
  std::vector<GameResult> results;
  results.reserve(200);
  for (int i = 0; i < 200; ++i) results.push_back(game("1234", (i * 7919) % 331, Verdict::kOk, i));
  const ScoreTally forward = tally_of(results);
  std::reverse(results.begin(), results.end());
  const ScoreTally backward = tally_of(results);
  EXPECT_EQ(format_summary(forward.summaries(), forward.grade()),
            format_summary(backward.summaries(), backward.grade()));
}

TEST(Grade, CappedPerTestAndUncapped) {
  std::vector<GameResult> results{game("1234", 306), game("tld", 9), game("s", 100)};
  results[0].points = 8;
  results[0].best = 153;  // 16 uncapped, 8 capped.
  results[1].points = 3;
  results[1].best = 18;  // 1.5
  // results[2] is not an official test: no points.
  const Grade total = tally_of(results).grade();
  EXPECT_EQ(total.tests, 2);
  EXPECT_EQ(total.points, 11);
  EXPECT_DOUBLE_EQ(total.capped, 9.5);
  EXPECT_DOUBLE_EQ(total.uncapped, 17.5);
}

TEST(Format, SummaryTable) {
  const ScoreTally tally = tally_of({game("12", 10), game("12", 20, Verdict::kOk, 30),
                                     game("12", 0, Verdict::kWrongAnswer, 2), game("s", 7)});
  // sd 10, n 3: 10 ± 4.302653·10/√3 = 10 ± 24.84.
  EXPECT_EQ(format_summary(tally.summaries(), tally.grade()),
            "alphabet  games     mean       sd  95% CI                min   median      max    "
            "ms/game  verdicts\n"
            "s             1     7.00      n/a  [     n/a,      n/a]      7      7.0        7"
            "       10.0  OK 1\n"
            "12            3    10.00    10.00  [  -14.84,    34.84]      0     10.0       20"
            "       14.0  OK 2, WRONG_ANSWER 1\n");
}

TEST(Format, OneGame) {
  GameResult result = game("12", 0, Verdict::kWrongAnswer, 5);
  result.game = "12/7";
  result.moves = 3;
  result.message = "move 4: 1 1 is blank";
  result.cpu_ms = 4;
  result.memory_kb = 3226;
  EXPECT_EQ(format_game(result),
            "12/7: WRONG_ANSWER, score 0 (base 0, runs 0, sets 0, alternation 0), 3 moves, 5 ms, "
            "CPU 4 ms, 3.2 MB\n"
            "  move 4: 1 1 is blank\n");
  result.memory_guard = "cgroup v2";
  EXPECT_EQ(format_game(result),
            "12/7: WRONG_ANSWER, score 0 (base 0, runs 0, sets 0, alternation 0), 3 moves, 5 ms, "
            "CPU 4 ms, 3.2 MB (memory guard: cgroup v2)\n"
            "  move 4: 1 1 is blank\n");
}

}  // namespace
}  // namespace arbiter::interactor
