#include "interactor/core/paired.h"

#include <gtest/gtest.h>

#include <cmath>
#include <cstddef>
#include <string>
#include <vector>

namespace arbiter::interactor {
namespace {

GameResult game(const std::string& alphabet, int score, PairedBot bot, std::uint64_t deal = 1,
                Verdict verdict = Verdict::kOk) {
  GameResult result;
  result.game = alphabet + "/" + std::to_string(deal);
  result.alphabet = alphabet;
  result.score = score;
  result.verdict = verdict;
  result.bot = bot;
  result.deal = deal;
  return result;
}

// A tally of pairs (candidate score, baseline score), all of `alphabet`.
PairedTally tally_of(const std::string& alphabet, const std::vector<std::pair<int, int>>& scores) {
  PairedTally tally;
  std::uint64_t deal = 0;
  for (const auto& [candidate, baseline] : scores) {
    ++deal;
    tally.add(game(alphabet, candidate, PairedBot::kCandidate, deal),
              game(alphabet, baseline, PairedBot::kBaseline, deal));
  }
  return tally;
}

// Pairs whose differences are `differences` (the baseline scoring 100).
PairedTally tally_of_differences(const std::vector<int>& differences) {
  std::vector<std::pair<int, int>> scores;
  scores.reserve(differences.size());
  for (const int difference : differences) scores.emplace_back(100 + difference, 100);
  return tally_of("1234", scores);
}

TEST(PairedSummary, AgainstHandComputedValues) {
  // Differences 10, 0, 20, -5, 10: mean 7, squared deviations 9 + 49 + 169 + 144 + 9 = 380,
  // variance 380 / 4 = 95, se = sqrt(95 / 5) = sqrt(19) = 4.358899, t(0.975, 4) = 2.776445.
  const PairedTally tally = tally_of("12", {{100, 90}, {90, 90}, {120, 100}, {80, 85}, {110, 100}});
  const std::vector<PairedSummary> summaries = paired_summaries(tally);
  ASSERT_EQ(summaries.size(), 1u);  // No "all" row for one alphabet.
  const PairedSummary& s = summaries[0];
  EXPECT_EQ(s.alphabet, "12");
  EXPECT_EQ(s.pairs, 5u);
  EXPECT_DOUBLE_EQ(s.mean, 100);
  EXPECT_DOUBLE_EQ(s.baseline_mean, 93);
  EXPECT_DOUBLE_EQ(s.diff, 7);
  ASSERT_TRUE(s.se.has_value());
  EXPECT_NEAR(*s.se, 4.358899, 1e-6);
  EXPECT_NEAR(*s.ci_low, 7 - 2.776445 * 4.358899, 1e-5);
  EXPECT_NEAR(*s.ci_high, 7 + 2.776445 * 4.358899, 1e-5);
  EXPECT_EQ(s.wins, 3u);
  EXPECT_EQ(s.ties, 1u);
  EXPECT_EQ(s.losses, 1u);
  EXPECT_EQ(s.verdicts[0], 5u);
  EXPECT_EQ(s.baseline_verdicts[0], 5u);
}

TEST(PairedSummary, OnePairHasNoSpread) {
  const PairedSummary s = overall_summary(tally_of("1", {{324, 300}}));
  EXPECT_DOUBLE_EQ(s.diff, 24);
  EXPECT_FALSE(s.se.has_value());
  EXPECT_FALSE(s.ci_low.has_value());
  EXPECT_EQ(s.wins, 1u);
}

TEST(PairedSummary, ANonOkGameScoresZeroAndIsCounted) {
  PairedTally tally;
  tally.add(game("tld", 0, PairedBot::kCandidate, 1, Verdict::kTimeLimit),
            game("tld", 30, PairedBot::kBaseline, 1));
  const PairedSummary s = overall_summary(tally);
  EXPECT_DOUBLE_EQ(s.diff, -30);
  EXPECT_EQ(s.losses, 1u);
  EXPECT_EQ(s.verdicts[static_cast<std::size_t>(Verdict::kTimeLimit)], 1u);
  EXPECT_EQ(tally.status(), ExitCode::kNotAllOk);
}

TEST(PairedSummary, PerAlphabetThenAll) {
  PairedTally tally = tally_of("1234", {{300, 200}, {310, 250}});
  tally.add(game("12", 320, PairedBot::kCandidate, 3), game("12", 320, PairedBot::kBaseline, 3));
  const std::vector<PairedSummary> summaries = paired_summaries(tally);
  ASSERT_EQ(summaries.size(), 3u);
  EXPECT_EQ(summaries[0].alphabet, "12");
  EXPECT_EQ(summaries[1].alphabet, "1234");
  EXPECT_EQ(summaries[2].alphabet, "all");
  EXPECT_EQ(summaries[2].pairs, 3u);
  EXPECT_DOUBLE_EQ(summaries[2].mean, 310);
  EXPECT_DOUBLE_EQ(summaries[2].baseline_mean, 770.0 / 3);
  EXPECT_DOUBLE_EQ(summaries[2].diff, 160.0 / 3);
  EXPECT_EQ(summaries[2].ties, 1u);
  EXPECT_EQ(summaries[2].wins, 2u);
}

TEST(Sprt, BoundsOfWald) {
  SprtSettings settings;  // alpha = beta = 0.05: log(0.05 / 0.95) = -log(19).
  EXPECT_NEAR(sprt_bounds(settings).lower, -2.944439, 1e-6);
  EXPECT_NEAR(sprt_bounds(settings).upper, 2.944439, 1e-6);
  settings.alpha = 0.1;
  settings.beta = 0.2;
  EXPECT_NEAR(sprt_bounds(settings).lower, std::log(0.2 / 0.9), 1e-12);  // -1.504077
  EXPECT_NEAR(sprt_bounds(settings).upper, std::log(0.8 / 0.1), 1e-12);  // 2.079442
}

TEST(Sprt, WorkedExampleAcceptsH1AtTheFifthPair) {
  // H0: diff 0, H1: diff 5. Differences 10, 0, 20, 10: sum 40, variance 200 / 3, so
  // LLR = 5 / (200 / 3) * (40 - 4 * 2.5) = 2.25, inside (-2.944, 2.944). With 5 more: sum 45,
  // variance 220 / 4 = 55, LLR = 5 / 55 * (45 - 5 * 2.5) = 2.954545: H1.
  SprtSettings settings;
  settings.d0 = 0;
  settings.d1 = 5;
  settings.min_pairs = 2;
  EXPECT_NEAR(sprt_llr(settings, 4, 10, 200.0 / 3), 2.25, 1e-12);
  EXPECT_NEAR(sprt_llr(settings, 5, 9, 55), 2.954545, 1e-6);
  const SprtState four = tally_of_differences({10, 0, 20, 10}).sprt(settings);
  EXPECT_NEAR(four.llr, 2.25, 1e-9);
  EXPECT_EQ(four.decision, SprtDecision::kNone);
  const SprtState five = tally_of_differences({10, 0, 20, 10, 5}).sprt(settings);
  EXPECT_NEAR(five.llr, 2.954545, 1e-6);
  EXPECT_EQ(five.decision, SprtDecision::kH1);
  EXPECT_EQ(five.pairs, 5u);
}

TEST(Sprt, WorkedExampleAcceptsH0) {
  // Differences -5, 5, -10, 0: sum -10, variance 125 / 3, LLR = 0.12 * (-10 - 10) = -2.4;
  // with -10 more: sum -20, variance 170 / 4, LLR = 5 / 42.5 * (-20 - 12.5) = -3.823529: H0.
  SprtSettings settings;
  settings.d1 = 5;
  settings.min_pairs = 2;
  EXPECT_NEAR(tally_of_differences({-5, 5, -10, 0}).sprt(settings).llr, -2.4, 1e-9);
  const SprtState state = tally_of_differences({-5, 5, -10, 0, -10}).sprt(settings);
  EXPECT_NEAR(state.llr, -3.823529, 1e-6);
  EXPECT_EQ(state.decision, SprtDecision::kH0);
}

TEST(Sprt, WaitsWithoutASpread) {
  SprtSettings settings;
  settings.d1 = 5;
  EXPECT_EQ(sprt_llr(settings, 1, 30, 0), 0);
  EXPECT_EQ(tally_of_differences({0, 0, 0, 0, 0, 0}).sprt(settings).llr, 0);
  EXPECT_EQ(tally_of_differences({7}).sprt(settings).decision, SprtDecision::kNone);
}

// Differences alternating 40 and 60 (`sign` -1: -40 and -60), `pairs` of them.
std::vector<int> alternating(std::size_t pairs, int sign = 1) {
  std::vector<int> differences;
  for (std::size_t i = 0; i < pairs; ++i) differences.push_back(sign * (i % 2 == 0 ? 40 : 60));
  return differences;
}

TEST(Sprt, NoDecisionBeforeTheMinimumPairs) {
  // Differences 40, 60 against H1 20: variance 200, LLR = 20 / 200 * (100 - 2 * 10) = 8, far
  // beyond the upper bound 2.944 from the second pair on; differences -40, -60 give -12, far
  // below the lower bound. The test still waits for its 30 pairs (the default).
  SprtSettings settings;
  settings.d1 = 20;
  EXPECT_EQ(settings.min_pairs, 30u);
  for (const int sign : {1, -1}) {
    const SprtState two = tally_of_differences(alternating(2, sign)).sprt(settings);
    EXPECT_NEAR(two.llr, sign > 0 ? 8 : -12, 1e-9);
    EXPECT_EQ(two.decision, SprtDecision::kNone);
    const SprtState before = tally_of_differences(alternating(29, sign)).sprt(settings);
    if (sign > 0) {
      EXPECT_GT(before.llr, before.bounds.upper);
    } else {
      EXPECT_LT(before.llr, before.bounds.lower);
    }
    EXPECT_EQ(before.decision, SprtDecision::kNone);
    const SprtState at = tally_of_differences(alternating(30, sign)).sprt(settings);
    EXPECT_EQ(at.decision, sign > 0 ? SprtDecision::kH1 : SprtDecision::kH0);
    EXPECT_EQ(at.pairs, 30u);
  }
  settings.min_pairs = 3;
  EXPECT_EQ(tally_of_differences({40, 60}).sprt(settings).decision, SprtDecision::kNone);
  EXPECT_EQ(tally_of_differences({40, 60, 50}).sprt(settings).decision, SprtDecision::kH1);
}

TEST(Sprt, MinimumOfTwoPairsDecidesAsSoonAsABoundIsReached) {
  // The test as it was before its minimum: every pair's decision is the bounds' alone, and the
  // second pair may decide (one pair has no spread, LLR 0).
  SprtSettings settings;
  settings.d1 = 20;
  settings.min_pairs = 2;
  EXPECT_EQ(tally_of_differences({40}).sprt(settings).decision, SprtDecision::kNone);
  EXPECT_EQ(tally_of_differences({40, 60}).sprt(settings).decision, SprtDecision::kH1);
  EXPECT_EQ(tally_of_differences({-40, -60}).sprt(settings).decision, SprtDecision::kH0);
  const std::vector<int> differences = {5, 30, -10, 25, 0, 15, 40, -5};
  for (std::size_t pairs = 1; pairs <= differences.size(); ++pairs) {
    const auto end = differences.begin() + static_cast<std::ptrdiff_t>(pairs);
    const SprtState state = tally_of_differences({differences.begin(), end}).sprt(settings);
    EXPECT_EQ(state.decision, sprt_decide(state.llr, state.bounds)) << pairs << " pairs";
  }
}

TEST(Sprt, DecisionAtTheBoundsThemselves) {
  const SprtBounds bounds{-1, 2};
  EXPECT_EQ(sprt_decide(2, bounds), SprtDecision::kH1);
  EXPECT_EQ(sprt_decide(-1, bounds), SprtDecision::kH0);
  EXPECT_EQ(sprt_decide(1.999, bounds), SprtDecision::kNone);
  EXPECT_EQ(sprt_decision_name(SprtDecision::kNone), "none");
  EXPECT_EQ(sprt_decision_name(SprtDecision::kH0), "H0");
  EXPECT_EQ(sprt_decision_name(SprtDecision::kH1), "H1");
}

TEST(Sprt, ParsesTwoNumbers) {
  const auto settings = parse_sprt_hypotheses("-2.5,5");
  ASSERT_TRUE(settings.has_value());
  EXPECT_EQ(settings->d0, -2.5);
  EXPECT_EQ(settings->d1, 5);
  EXPECT_EQ(settings->alpha, 0.05);
  EXPECT_EQ(settings->beta, 0.05);
  for (const char* bad : {"", "5", "0,", ",5", "0,5,7", "a,b", "0, 5", "0,inf", "0,nan"}) {
    EXPECT_FALSE(parse_sprt_hypotheses(bad).has_value()) << bad;
  }
}

// Adds a pair for each of `differences` in turn (the candidate 100 + d against 100) until
// the record decides, calling undecided(pairs) after each pair that leaves it undecided;
// returns the pairs added.
template <typename Undecided = void (*)(std::size_t)>
std::size_t add_until_decided(
    PairedRecord& record, const std::vector<int>& differences,
    const Undecided& undecided = [](std::size_t) {}) {
  std::size_t added = 0;
  for (const int difference : differences) {
    ++added;
    if (record.add(game("1", 100 + difference, PairedBot::kCandidate, added),
                   game("1", 100, PairedBot::kBaseline, added))) {
      break;
    }
    undecided(added);
  }
  return added;
}

TEST(PairedRecord, StopsAtTheDecision) {
  SprtSettings settings;
  settings.d1 = 5;
  settings.min_pairs = 2;
  PairedRecord record(settings);
  const std::size_t added = add_until_decided(record, {10, 0, 20, 10, 5, -50, -50});
  EXPECT_EQ(added, 5u);
  EXPECT_TRUE(record.decided());
  EXPECT_TRUE(
      record.add(game("1", 0, PairedBot::kCandidate, 9), game("1", 300, PairedBot::kBaseline, 9)));
  EXPECT_EQ(record.tally().pairs(), 5u);  // Nothing is added after the decision.
  EXPECT_EQ(record.sprt()->decision, SprtDecision::kH1);
  EXPECT_EQ(PairedRecord(std::nullopt).sprt(), std::nullopt);
}

TEST(PairedRecord, GoesOnUntilTheMinimumPairs) {
  SprtSettings settings;
  settings.d1 = 20;
  settings.min_pairs = 4;
  PairedRecord record(settings);
  const std::size_t added = add_until_decided(record, alternating(6), [&record](std::size_t pairs) {
    if (pairs >= 2) {
      EXPECT_GT(record.sprt()->llr, record.sprt()->bounds.upper) << pairs << " pairs";
    }
  });
  EXPECT_EQ(added, 4u);
  EXPECT_EQ(record.sprt()->decision, SprtDecision::kH1);
}

TEST(PairedFormat, ReadableSummaryWithTheTest) {
  SprtSettings settings;
  settings.d1 = 5;
  settings.min_pairs = 6;
  PairedRecord record(settings);
  const std::vector<std::pair<int, int>> scores = {{110, 100}, {90, 90}, {120, 100}, {110, 100}};
  std::uint64_t deal = 0;
  for (const auto& [candidate, baseline] : scores) {
    ++deal;
    record.add(game("12", candidate, PairedBot::kCandidate, deal),
               game("12", baseline, PairedBot::kBaseline, deal));
  }
  EXPECT_EQ(format_paired_summary(record.tally(), record.sprt()),
            "alphabet  pairs  candidate   baseline       diff       se  95% CI of diff         "
            "wins   ties losses  verdicts: candidate | baseline\n"
            "12            4     107.50      97.50     +10.00     4.08  [   -2.99,   +22.99]      "
            "3      1      0  OK 4 | OK 4\n"
            "SPRT of diff 0 (H0) against 5 (H1), alpha 0.05, beta 0.05, from pair 6: no decision "
            "after 4 pairs (LLR 2.250, bounds -2.944, 2.944)\n");
  EXPECT_EQ(paired_summary_json(record.tally(), record.sprt()),
            "{\"summary\":\"paired\",\"pairs\":4,\"mean\":107.5000,\"baseline_mean\":97.5000,"
            "\"diff\":10.0000,\"se\":4.0825,\"ci95\":[-2.9923,22.9923],\"wins\":3,\"ties\":1,"
            "\"losses\":0,\"llr\":2.2500,\"bounds\":[-2.9444,2.9444],\"min_pairs\":6,"
            "\"sprt\":\"none\"}");
}

TEST(PairedFormat, OnePairWithoutTheTest) {
  const PairedTally tally = tally_of("1", {{324, 324}});
  EXPECT_EQ(paired_summary_json(tally, std::nullopt),
            "{\"summary\":\"paired\",\"pairs\":1,\"mean\":324.0000,\"baseline_mean\":324.0000,"
            "\"diff\":0.0000,\"se\":null,\"ci95\":null,\"wins\":0,\"ties\":1,\"losses\":0}");
  EXPECT_NE(format_paired_summary(tally, std::nullopt)
                .find("1             1     324.00     324.00      +0.00      n/a  [     n/a,      "
                      "n/a]      0      1      0  OK 1 | OK 1\n"),
            std::string::npos);
}

TEST(PairedFormat, ProgressTexts) {
  EXPECT_EQ(difference_text(overall_summary(tally_of_differences({10, 0, 20, 10}))),
            "diff +10.00 ± 4.08");
  EXPECT_EQ(difference_text(overall_summary(tally_of_differences({-3}))), "diff -3.00");
  SprtSettings settings;
  settings.d1 = 5;
  settings.min_pairs = 2;
  EXPECT_EQ(llr_text(tally_of_differences({10, 0, 20, 10}).sprt(settings)),
            "LLR 2.25 (-2.94, 2.94)");
  EXPECT_EQ(llr_text(tally_of_differences({10, 0, 20, 10, 5}).sprt(settings)),
            "LLR 2.95 (-2.94, 2.94), H1");
  settings.min_pairs = 6;  // The LLR beyond its bound, but no decision yet.
  EXPECT_EQ(llr_text(tally_of_differences({10, 0, 20, 10, 5}).sprt(settings)),
            "LLR 2.95 (-2.94, 2.94), decides from pair 6");
}

TEST(PairGames, PairsByGameInDealOrder) {
  std::vector<ReadGame> games = {
      {game("1", 10, PairedBot::kBaseline, 2), "b:1:1"},
      {game("1", 20, PairedBot::kCandidate, 1), "a:1:1"},
      {game("1", 30, PairedBot::kCandidate, 2), "a:2:1"},
      {game("1", 40, PairedBot::kBaseline, 1), "b:2:1"},
  };
  std::string error;
  const auto pairs = pair_games(games, &error);
  ASSERT_TRUE(pairs.has_value()) << error;
  ASSERT_EQ(pairs->size(), 2u);
  EXPECT_EQ((*pairs)[0].first.score, 20);
  EXPECT_EQ((*pairs)[0].second.score, 40);
  EXPECT_EQ((*pairs)[1].first.score, 30);
  EXPECT_EQ((*pairs)[1].second.score, 10);
}

TEST(PairGames, AGameWithoutItsPartnerIsAnError) {
  std::string error;
  EXPECT_FALSE(pair_games({{game("1", 10, PairedBot::kCandidate, 3), "s.jsonl:4:1"}}, &error));
  EXPECT_EQ(error,
            "s.jsonl:4:1: game \"1/3\" has no baseline game to pair with (a shard plays both games "
            "of its deals: is a file missing?)");
  GameResult moved = game("1", 10, PairedBot::kBaseline, 3);
  moved.deal = 4;
  EXPECT_FALSE(
      pair_games({{game("1", 10, PairedBot::kCandidate, 3), "a:1:1"}, {moved, "b:7:1"}}, &error));
  EXPECT_EQ(error,
            "b:7:1: the two games of \"1/3\" disagree on their deal or alphabet (see a:1:1)");
}

}  // namespace
}  // namespace arbiter::interactor
