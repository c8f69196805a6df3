// More playouts where the estimate is close: LifeEstimator's continued playouts, the verdicts close
// to one half (LifeEstimate::close), and score_game playing more of them only when those could
// change the winner.
#include <gtest/gtest.h>

#include <string>

#include "simulators/go/diagram.h"
#include "simulators/go/life.h"
#include "simulators/go/record_score.h"
#include "simulators/go/sgf.h"
#include "tests/go/record_fixtures.h"

namespace arbiter::go {
namespace {

using record_fixtures::record_of;

// Black's corner group (A7..D6) has a straight three for its eye space, so whoever plays its
// middle first decides its life: the playouts, half of them with either side first, lose it in
// almost exactly half of them (50.1 % of 64 000). Below, Black's group with three eyes and
// White's with two live. Under area counting without komi, Black wins by 9 when the corner lives
// and loses by 7 when it dies: the winner hangs on a verdict that chance decides at 1000
// playouts (seed 1 keeps it alive, seeds 2 to 4 kill it).
constexpr const char* kCoinFlipCorner =
    "(;GM[1]FF[4]SZ[7]KM[0]HA[0]RU[Chinese]"
    "AB[da][ab][bb][cb][db][ae][be][ce][de][ee][fe][ge][af][cf][ef][gf][ag][bg][cg][dg][eg][fg][gg]"
    "AW[ea][ga][eb][fb][gb][ac][bc][cc][dc][ec][gc][ad][bd][cd][dd][ed][fd][gd])";

// The same groups, but Black's corner has a second eye at C7 already (B7 filled): it lives
// whoever moves, and nothing is close.
constexpr const char* kSettledCorner =
    "(;GM[1]FF[4]SZ[7]KM[0]HA[0]RU[Chinese]"
    "AB[ba][da][ab][bb][cb][db][ae][be][ce][de][ee][fe][ge][af][cf][ef][gf][ag][bg][cg][dg][eg]"
    "[fg][gg]"
    "AW[ea][ga][eb][fb][gb][ac][bc][cc][dc][ec][gc][ad][bd][cd][dd][ed][fd][gd])";

ScoringOptions estimated(int playouts, int close_playouts, std::uint64_t seed = 1) {
  ScoringOptions options;
  options.dead = DeadStones::kAuto;
  options.playouts = playouts;
  options.close_playouts = close_playouts;
  options.seed = seed;
  return options;
}

TEST(CloseCount, ContinuedPlayoutsGiveTheEstimateOfAllOfThemAtOnce) {
  const SgfRecord record = record_of(kCoinFlipCorner);
  const Board& board = record.game.board();
  LifeEstimator estimator(board, 5);
  estimator.play(30);
  estimator.play(170);
  EXPECT_EQ(estimator.playouts(), 200);
  const LifeEstimate continued = estimator.estimate();
  const LifeEstimate at_once = estimate_life(board, 200, 5);
  EXPECT_EQ(continued.dead, at_once.dead);
  EXPECT_EQ(continued.seki, at_once.seki);
  EXPECT_EQ(continued.split, at_once.split);
  EXPECT_EQ(continued.owner, at_once.owner);
  EXPECT_EQ(continued.close, at_once.close);
}

TEST(CloseCount, OnlyAVerdictNearOneHalfIsClose) {
  const Board coin_flip = record_of(kCoinFlipCorner).game.board();
  const LifeEstimate estimate = estimate_life(coin_flip, 4000, 1);
  const auto close_at = [&](const LifeEstimate& e, Point p) {
    return static_cast<bool>(e.close[flag_index(7, p)]);
  };
  EXPECT_TRUE(close_at(estimate, {3, 0}));   // D7, a stone of the corner group.
  EXPECT_TRUE(close_at(estimate, {1, 0}));   // B7, the vital point.
  EXPECT_FALSE(close_at(estimate, {3, 5}));  // D2, an eye of the group with three.
  EXPECT_FALSE(close_at(estimate, {4, 2}));  // E5, a stone of White's two-eyed group.
  const LifeEstimate settled = estimate_life(record_of(kSettledCorner).game.board(), 4000, 1);
  for (std::size_t i = 0; i < settled.close.size(); ++i) EXPECT_FALSE(settled.close[i]) << i;
}

TEST(CloseCount, MorePlayoutsOnlyWhereCloseVerdictsCouldChangeTheWinner) {
  const SgfRecord coin_flip = record_of(kCoinFlipCorner);
  const ScoredGame close =
      score_game(coin_flip.game, coin_flip.info, InputFormat::kSgf, estimated(100, 1600));
  // Four times as many, then four times again, up to the most (on a 9x9 board or smaller, all of
  // --close-playouts).
  EXPECT_EQ(close.playouts, 1600);
  // The count is the one of that many playouts at once.
  const ScoredGame at_once =
      score_game(coin_flip.game, coin_flip.info, InputFormat::kSgf, estimated(1600, 1600));
  EXPECT_EQ(close.count->result(), at_once.count->result());
  EXPECT_EQ(close.count->dead, at_once.count->dead);
  // No more than --playouts when --close-playouts says so.
  const ScoredGame capped =
      score_game(coin_flip.game, coin_flip.info, InputFormat::kSgf, estimated(100, 1));
  EXPECT_EQ(capped.playouts, 100);

  const SgfRecord settled = record_of(kSettledCorner);
  const ScoredGame sure =
      score_game(settled.game, settled.info, InputFormat::kSgf, estimated(100, 1600));
  EXPECT_EQ(sure.playouts, 100);
  EXPECT_EQ(sure.count->result(), "B+9");
}

TEST(CloseCount, LargerBoardsTakeFewerPlayoutsInProportionToTheirPoints) {
  // An open 19x19 board with one stone: the owner of almost every point is close, and could
  // change the winner. 1000 at most on 9x9 is 1000 * 81 / 361 = 224 here.
  const SgfRecord open = record_of("(;GM[1]FF[4]SZ[19]KM[0.5]HA[0]RU[Chinese]AB[jj])");
  const ScoredGame scored =
      score_game(open.game, open.info, InputFormat::kSgf, estimated(50, 1000));
  EXPECT_EQ(scored.playouts, 224);  // 50, 200, then the most.
}

}  // namespace
}  // namespace arbiter::go
