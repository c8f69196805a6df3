#include "interactor/core/histogram.h"

#include <gtest/gtest.h>

#include <limits>
#include <tuple>

namespace arbiter::interactor {
namespace {

int count(const std::string& text, const std::string& what) {
  int found = 0;
  for (std::size_t at = text.find(what); at != std::string::npos; at = text.find(what, at + 1)) {
    ++found;
  }
  return found;
}

GameResult game(const std::string& alphabet, int score) {
  GameResult result;
  result.alphabet = alphabet;
  result.score = score;
  result.verdict = Verdict::kOk;
  return result;
}

std::string score_tick(long long score) {
  return "class=\"score-tick\">" + std::to_string(score) + "</text>";
}
std::string count_tick(int games) {
  return "class=\"count-tick\">" + std::to_string(games) + "</text>";
}

// 12 scores 0 to 99 once each, s scores 7: one axis from 0 to 100 for both (ticks every 20, so
// at most 8 steps), in bins of 5 (1 and 2 would make more than 40).
TEST(Histogram, OneScoreAxisForEveryAlphabet) {
  ScoreTally tally;
  for (int score = 0; score < 100; ++score) tally.add(game("12", score));
  tally.add(game("s", 7));
  const std::string svg = histogram_svg(tally);
  EXPECT_TRUE(
      svg.starts_with("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"760\" height=\"400\""));
  EXPECT_TRUE(svg.ends_with("</svg>\n"));
  // For a page whose style scales it: the same image with a viewBox of its size.
  const std::string scalable = histogram_svg(tally, SvgScaling::kScalable);
  EXPECT_EQ(scalable, "<svg viewBox=\"0 0 760 400\" " + svg.substr(5));
  for (const long long tick : {0, 20, 40, 60, 80, 100}) {
    EXPECT_EQ(count(svg, score_tick(tick)), 2) << tick;  // The same labels under each panel.
  }
  EXPECT_EQ(count(svg, "class=\"score-tick\""), 2 * 6);
  EXPECT_EQ(count(svg, "<rect x="), 20 + 1);  // A bar per non-empty bin.
  EXPECT_NE(svg.find("<title>0-4: 5</title>"), std::string::npos);
  EXPECT_NE(svg.find("<title>95-99: 5</title>"), std::string::npos);
  // s's one game is in 12's second bin, and its bar stands where that bin's does.
  EXPECT_NE(svg.find("<title>5-9: 1</title>"), std::string::npos);
  const auto x_of = [&svg](const std::string& title) {
    const std::size_t at = svg.rfind("<rect x=\"", svg.find(title));
    return svg.substr(at, svg.find('"', at + 9) - at);
  };
  EXPECT_EQ(x_of("<title>5-9: 1</title>"), x_of("<title>5-9: 5</title>"));
}

// Each panel counts on its own axis: 5 games a bin for 12 (ticks 0, 2, 4, 6), 1 for s (0, 1).
TEST(Histogram, ACountAxisPerPanel) {
  ScoreTally tally;
  for (int score = 0; score < 100; ++score) tally.add(game("12", score));
  tally.add(game("s", 7));
  const std::string svg = histogram_svg(tally);
  EXPECT_EQ(count(svg, count_tick(0)), 2);
  EXPECT_EQ(count(svg, count_tick(1)), 1);
  for (const int tick : {2, 4, 6}) EXPECT_EQ(count(svg, count_tick(tick)), 1) << tick;
  EXPECT_EQ(count(svg, "class=\"count-tick\""), 4 + 2);
  EXPECT_EQ(count(svg, ">games</text>"), 2);
  EXPECT_EQ(count(svg, ">score</text>"), 2);
}

TEST(Histogram, TitleCountsGamesInTheSingularAndThePlural) {
  ScoreTally tally;
  tally.add(game("1", 3));
  tally.add(game("12", 4));
  tally.add(game("12", 6));
  const std::string svg = histogram_svg(tally);
  EXPECT_NE(svg.find("alphabet 1: 1 game, mean "), std::string::npos);
  EXPECT_NE(svg.find("alphabet 12: 2 games, mean "), std::string::npos);
  EXPECT_NE(svg.find(">5.00</tspan>, median 5.0</text>"), std::string::npos);
  EXPECT_EQ(count(svg, "class=\"mean\""), 2);
}

// One score everywhere still gets an axis of five steps, starting at it.
TEST(Histogram, OneScoreOnly) {
  ScoreTally tally;
  for (int i = 0; i < 3; ++i) tally.add(game("s", 324));
  const std::string svg = histogram_svg(tally);
  EXPECT_NE(svg.find(score_tick(324)), std::string::npos);
  EXPECT_NE(svg.find(score_tick(329)), std::string::npos);
  EXPECT_EQ(count(svg, "class=\"score-tick\""), 6);
  EXPECT_NE(svg.find("<title>324-324: 3</title>"), std::string::npos);
}

// Found while fuzzing the merge step (fuzz/interactor_merge_fuzz.cpp reports it): scores from 0
// to INT_MAX, read from files, overflowed max - min + 1 in int; the tool died of a length_error.
TEST(Histogram, ScoresSpanningTheWholeIntRange) {
  ScoreTally tally;
  tally.add(game("1", 0));
  tally.add(game("1", std::numeric_limits<int>::max()));
  const std::string svg = histogram_svg(tally);
  // Ticks every 5e8 up to 2.5e9, bins of 1e8 (5e7 would make 50).
  EXPECT_EQ(count(svg, "<rect x="), 2);
  EXPECT_NE(svg.find("<title>0-99999999: 1</title>"), std::string::npos);
  EXPECT_NE(svg.find("<title>2100000000-2199999999: 1</title>"), std::string::npos);
  EXPECT_NE(svg.find(score_tick(2'500'000'000)), std::string::npos);
}

TEST(Histogram, EmptyIsStillADocument) {
  const std::string svg = histogram_svg(ScoreTally());
  EXPECT_NE(svg.find("no games"), std::string::npos);
  EXPECT_TRUE(svg.ends_with("</svg>\n"));
}

TEST(Histogram, EscapesTextFromTheResults) {
  // A merge reads alphabet names from files: they must not break the document.
  ScoreTally tally;
  tally.add(game("<b>&\"x'", 3));
  const std::string svg = histogram_svg(tally);
  EXPECT_NE(svg.find("alphabet &lt;b&gt;&amp;&quot;x&apos;: 1 game"), std::string::npos);
  EXPECT_EQ(svg.find("<b>"), std::string::npos);
}

TEST(Histogram, LongTextIsNotCut) {
  ScoreTally tally;
  const std::string name(2000, 'a');
  tally.add(game(name, 3));
  EXPECT_NE(histogram_svg(tally).find("alphabet " + name + ": 1 game, mean "), std::string::npos);
}

TEST(PairedHistogram, BothBotsAndTheDifferencesSideBySide) {
  PairedTally tally;
  for (const auto& [alphabet, candidate, baseline] :
       {std::tuple{"12", 300, 250}, std::tuple{"12", 280, 290}, std::tuple{"1234", 200, 100}}) {
    GameResult first = game(alphabet, candidate);
    first.bot = PairedBot::kCandidate;
    GameResult second = game(alphabet, baseline);
    second.bot = PairedBot::kBaseline;
    tally.add(first, second);
  }
  const std::string svg = paired_histogram_svg(tally);
  EXPECT_EQ(count(svg, "<svg "), 1);
  EXPECT_NE(svg.find("width=\"2280\" height=\"400\""), std::string::npos);
  EXPECT_EQ(count(svg, ">12 candidate: 2 games, mean"), 1);
  EXPECT_EQ(count(svg, ">12 baseline: 2 games, mean"), 1);
  EXPECT_EQ(count(svg, ">12 candidate − baseline: 2 pairs, mean"), 1);
  EXPECT_EQ(count(svg, ">1234 candidate − baseline: 1 pair, mean"), 1);
  EXPECT_EQ(count(svg, "translate(760,0)"), 2);
  EXPECT_EQ(count(svg, "translate(1520,0)"), 2);
  // The differences -10, 50 and 100 on their own axis, from -20 to 100 in steps of 20.
  EXPECT_EQ(count(svg, score_tick(-20)), 2);
  EXPECT_EQ(count(svg, ">difference (candidate − baseline)</text>"), 2);
  EXPECT_NE(paired_histogram_svg(PairedTally()).find("no pairs"), std::string::npos);
}

}  // namespace
}  // namespace arbiter::interactor
