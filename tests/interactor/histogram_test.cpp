#include "interactor/histogram.h"

#include <gtest/gtest.h>

#include <limits>

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

TEST(Histogram, OnePanelPerAlphabetAndOneBarPerBin) {
  ScoreTally tally;
  for (int score = 0; score < 100; ++score) tally.add(game("12", score));
  tally.add(game("s", 7));
  const std::string svg = histogram_svg(tally);
  EXPECT_TRUE(
      svg.starts_with("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"720\" height=\"440\""));
  EXPECT_TRUE(svg.ends_with("</svg>\n"));
  EXPECT_EQ(count(svg, "<rect x="), 30 + 1);  // 100 scores in 30 bins of 4; one bin for "s".
  EXPECT_NE(svg.find("alphabet 12: 100 games, mean 49.50, median 49.5"), std::string::npos);
  EXPECT_NE(svg.find("<title>0-3: 4</title>"), std::string::npos);
  EXPECT_NE(svg.find("<title>116-119: 0</title>"), std::string::npos);
  EXPECT_NE(svg.find("<title>7-7: 1</title>"), std::string::npos);
}

// Found while fuzzing the merge step (fuzz/interactor_merge_fuzz.cpp reports it): scores from 0
// to INT_MAX, read from files, overflowed max - min + 1 in int; the tool died of a length_error.
TEST(Histogram, ScoresSpanningTheWholeIntRange) {
  ScoreTally tally;
  tally.add(game("1", 0));
  tally.add(game("1", std::numeric_limits<int>::max()));
  const std::string svg = histogram_svg(tally);
  EXPECT_EQ(count(svg, "<rect x="), 30);  // 2^31 scores in 30 bins of 71 582 789.
  EXPECT_NE(svg.find("<title>0-71582788: 1</title>"), std::string::npos);
  EXPECT_NE(svg.find("<title>2075900881-2147483669: 1</title>"), std::string::npos);
  EXPECT_NE(svg.find(">2147483669</text>"), std::string::npos);
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
  EXPECT_NE(svg.find("alphabet &lt;b&gt;&amp;&quot;x&apos;: 1 games"), std::string::npos);
  EXPECT_EQ(svg.find("<b>"), std::string::npos);
}

TEST(Histogram, LongTextIsNotCut) {
  ScoreTally tally;
  const std::string name(2000, 'a');
  tally.add(game(name, 3));
  EXPECT_NE(
      histogram_svg(tally).find("alphabet " + name + ": 1 games, mean 3.00, median 3.0</text>"),
      std::string::npos);
}

}  // namespace
}  // namespace arbiter::interactor
