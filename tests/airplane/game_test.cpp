// The rules a roll applies: launches, stacking, Launch pieces that never stack, battles for
// several (a, d), the protected stretch, arrivals home, the skip counter and pity, run scoring
// with its end-of-game flush, and whole games from seeds and recorded rolls.
#include "simulators/airplane/game.h"

#include <gtest/gtest.h>

#include <ostream>
#include <string>
#include <vector>

#include "tests/airplane/notation.h"

namespace arbiter::airplane {
namespace {

using namespace notation;

const airplane::Setup kSetup;

bool roll(GameState& state, int player, int value) {
  const bool won = apply_roll(state, kSetup, player, value, nullptr);
  state.check_invariants();
  return won;
}

TEST(Launching, ASixLaunchesTheLowestHangerPiece) {
  GameState state = state_with({{{30, H, H, kDone}, {H, H, H, H}, {H, H, H, H}, {H, H, H, H}}});
  EXPECT_FALSE(roll(state, kAlice, 6));
  EXPECT_EQ(state.pieces.steps(kAlice), (std::array<std::int8_t, 4>{30, L, H, kDone}));
}

TEST(Stacking, APieceJoinsOwnPiecesAndTheStackMovesTogether) {
  GameState state = state_with({{{3, L, H, H}, {H, H, H, H}, {H, H, H, H}, {H, H, H, H}}});
  EXPECT_FALSE(roll(state, kAlice, 3));  // Alice stacks: Launch -> step 3
  EXPECT_EQ(state.pieces.steps(kAlice), (std::array<std::int8_t, 4>{3, 3, H, H}));
  EXPECT_EQ(state.pieces.grid(2).pieces, 2);
  EXPECT_FALSE(roll(state, kAlice, 2));
  EXPECT_EQ(state.pieces.steps(kAlice), (std::array<std::int8_t, 4>{5, 5, H, H}));
}

TEST(Stacking, LaunchPiecesNeverStack) {
  GameState state = state_with({{{L, L, H, H}, {H, H, H, H}, {H, H, H, H}, {H, H, H, H}}});
  EXPECT_FALSE(roll(state, kAlice, 1));
  EXPECT_EQ(state.pieces.steps(kAlice), (std::array<std::int8_t, 4>{1, L, H, H}));
}

TEST(Stacking, TheStretchStacksToo) {
  GameState state = state_with({{{S(2), S(4), H, H}, {H, H, H, H}, {H, H, H, H}, {H, H, H, H}}});
  EXPECT_FALSE(roll(state, kAlice, 2));  // 2 + 2 onto 4 (1 + 1) beats 4 + 2 home (1 + 0)
  EXPECT_EQ(state.pieces.steps(kAlice), (std::array<std::int8_t, 4>{S(4), S(4), H, H}));
}

// David's `attackers` at step 20 roll 3 onto step 23, grid 10, Alice's step 10, where Alice has
// `defenders`. Returns the state after the battle.
GameState battle(int attackers, int defenders) {
  Steps steps = {{{H, H, H, H}, {H, H, H, H}, {H, H, H, H}, {H, H, H, H}}};
  for (int i = 0; i < attackers; ++i) steps[kDavid][i] = 20;
  for (int i = 0; i < defenders; ++i) steps[kAlice][i] = 10;
  GameState state = state_with(steps);
  EXPECT_EQ(grid_of_step(Colour::kBlue, 23), 10);
  roll(state, kDavid, 3);
  return state;
}

struct BattleCase {
  int a, d;
  int attackers_left, defenders_left, attacker_points, defender_points;
  int keeper;  // who holds grid 10 afterwards
};

// "3 attack 2" in test listings, instead of a byte dump.
void PrintTo(const BattleCase& c, std::ostream* os) { *os << c.a << " attack " << c.d; }

class Battles : public testing::TestWithParam<BattleCase> {};

TEST_P(Battles, ShootDownMinADAndMinADMinusOne) {
  const BattleCase c = GetParam();
  const GameState state = battle(c.a, c.d);
  EXPECT_EQ(count_at(state, kDavid, 23), c.attackers_left);
  EXPECT_EQ(count_at(state, kAlice, 10), c.defenders_left);
  EXPECT_EQ(count_at(state, kDavid, kHanger), 4 - c.attackers_left);
  EXPECT_EQ(count_at(state, kAlice, kHanger), 4 - c.defenders_left);
  EXPECT_EQ(state.scores[kDavid], c.attacker_points);
  EXPECT_EQ(state.scores[kAlice], c.defender_points);
  // Exactly one side keeps grid 10 (index 9), with all its pieces left there.
  const int survivors = c.keeper == kDavid ? c.attackers_left : c.defenders_left;
  EXPECT_EQ(state.pieces.grid(9), (Pieces::Grid{static_cast<std::int8_t>(c.keeper),
                                                static_cast<std::int8_t>(survivors)}));
  EXPECT_EQ(state.pieces.grid(grid_index(kDavid, 20)), Pieces::Grid{});  // the attackers left
}

INSTANTIATE_TEST_SUITE_P(
    AttackersAgainstDefenders, Battles,
    testing::Values(BattleCase{1, 1, 1, 0, 5, 0, kDavid}, BattleCase{1, 2, 0, 1, 5, 2, kAlice},
                    BattleCase{2, 1, 2, 0, 5, 0, kDavid}, BattleCase{2, 2, 1, 0, 10, 2, kDavid},
                    BattleCase{2, 3, 0, 1, 10, 4, kAlice}, BattleCase{3, 2, 2, 0, 10, 2, kDavid},
                    BattleCase{1, 4, 0, 3, 5, 2, kAlice}, BattleCase{4, 4, 1, 0, 20, 6, kDavid}),
    [](const testing::TestParamInfo<BattleCase>& param) {
      std::string name = "a";  // appended, not added: GCC 12 warns falsely on "a" + string
      name.append(std::to_string(param.param.a)).append("d").append(std::to_string(param.param.d));
      return name;
    });

TEST(Protection, APieceOnItsEntryGridNeverFights) {
  // David's step 11 is grid 50, Alice's entry grid, where Alice is at stretch 0.
  GameState state = state_with({{{kEntry, H, H, H}, {H, H, H, H}, {H, H, H, H}, {8, H, H, H}}});
  roll(state, kDavid, 3);
  EXPECT_EQ(state.pieces.steps(kAlice)[0], kEntry);
  EXPECT_EQ(state.pieces.steps(kDavid)[0], 11);
  EXPECT_EQ(state.scores, (std::array<int, 4>{0, 0, 0, 0}));
}

TEST(Protection, OthersFightEachOtherOnSomeonesEntryGrid) {
  // Bob's step 37 is grid 50 as well: David attacks Bob there and Alice looks on.
  GameState state = state_with({{{kEntry, H, H, H}, {37, H, H, H}, {H, H, H, H}, {8, H, H, H}}});
  roll(state, kDavid, 3);
  EXPECT_EQ(state.pieces.steps(kAlice)[0], kEntry);
  EXPECT_EQ(state.pieces.steps(kBob)[0], kHanger);
  EXPECT_EQ(state.scores[kDavid], 5);
}

TEST(Protection, OwnPieceLandingOnItsEntryDoesNotFightOthersThere) {
  // Bob holds grid 50 (his step 37); Alice lands on her entry grid: stretch 0, no battle.
  GameState state = state_with({{{47, H, H, H}, {37, H, H, H}, {H, H, H, H}, {H, H, H, H}}});
  roll(state, kAlice, 3);
  EXPECT_EQ(state.pieces.steps(kAlice)[0], kEntry);
  EXPECT_EQ(state.pieces.steps(kBob)[0], 37);
}

TEST(Arrival, EachPieceScoresFiveTimesTheOthersUnfinishedPieces) {
  // Alice's stack of 2 goes home; Bob has 1 piece finished, so 11 others remain: 2 * 55.
  GameState state =
      state_with({{{S(4), S(4), H, H}, {kDone, 5, H, H}, {H, H, H, H}, {H, H, H, H}}});
  EXPECT_FALSE(roll(state, kAlice, 2));
  EXPECT_EQ(state.pieces.steps(kAlice), (std::array<std::int8_t, 4>{kDone, kDone, H, H}));
  EXPECT_EQ(state.scores[kAlice], 110);
}

TEST(Arrival, TheFourthPieceHomeWinsFiftyMore) {
  GameState state =
      state_with({{{kDone, kDone, kDone, S(5)}, {H, H, H, H}, {H, H, H, H}, {H, H, H, H}}});
  EXPECT_TRUE(roll(state, kAlice, 1));
  EXPECT_EQ(state.scores[kAlice], 5 * 12 + 50);
}

TEST(Skips, TenRollsWithNothingToMoveLaunchByPity) {
  GameState state = state_with({{{H, H, H, H}, {H, H, H, H}, {H, H, H, H}, {H, H, H, H}}});
  for (int i = 1; i <= 9; ++i) {
    roll(state, kCarol, 1 + i % 5);
    EXPECT_EQ(state.skips[kCarol], i);
  }
  EXPECT_EQ(state.pieces.steps(kCarol)[0], kHanger);
  roll(state, kCarol, 2);
  EXPECT_EQ(state.pieces.steps(kCarol), (std::array<std::int8_t, 4>{L, H, H, H}));
  EXPECT_EQ(state.skips[kCarol], 0);
  EXPECT_EQ(state.scores[kCarol], 0);  // pity scores nothing (these rolls make no run)
}

TEST(Skips, ASixLaunchResetsTheCounter) {
  GameState state = state_with({{{H, H, H, H}, {H, H, H, H}, {H, H, H, H}, {H, H, H, H}}});
  state.skips[kBob] = 7;
  roll(state, kBob, 6);
  EXPECT_EQ(state.skips[kBob], 0);
}

TEST(Skips, OnlyAMoveWithANonSixResetsTheCounter) {
  GameState state =
      state_with({{{H, H, H, H}, {20, kDone, kDone, kDone}, {H, H, H, H}, {H, H, H, H}}});
  state.skips[kBob] = 4;
  roll(state, kBob, 6);  // nothing in the Hanger: a move, the counter stays
  EXPECT_EQ(state.skips[kBob], 4);
  roll(state, kBob, 3);
  EXPECT_EQ(state.skips[kBob], 0);
}

TEST(Runs, AMaximalRunScoresWhenItEnds) {
  GameState state = state_with({{{H, H, H, H}, {H, H, H, H}, {H, H, H, H}, {H, H, H, H}}});
  for (const int value : {3, 3, 3}) roll(state, kAlice, value);
  EXPECT_EQ(state.scores[kAlice], 0);
  roll(state, kAlice, 5);
  EXPECT_EQ(state.scores[kAlice], 3 * 2 * 2);
  // A run of 6s scores nothing: (6 - 6) * ...
  GameState sixes = state_with({{{kDone, kDone, 3, 3}, {H, H, H, H}, {H, H, H, H}, {H, H, H, H}}});
  for (const int value : {6, 6, 6, 1}) roll(sixes, kAlice, value);
  EXPECT_EQ(sixes.scores[kAlice], 0);
}

TEST(Runs, OpenRunsAreScoredAtTheEndForEveryPlayer) {
  GameState state = state_with({{{H, H, H, H}, {H, H, H, H}, {H, H, H, H}, {H, H, H, H}}});
  for (const int value : {1, 1, 1, 1}) roll(state, kBob, value);
  for (const int value : {2, 4, 4}) roll(state, kDavid, value);
  close_runs(state, nullptr);
  EXPECT_EQ(state.scores, (std::array<int, 4>{0, 5 * 3 * 3, 0, 2 * 1 * 1}));
  EXPECT_EQ(run_points(4, 1), 0);
}

TEST(Games, TheStatementSample) {
  Xorshift128 dice(Seed{1, 1, 1, 1});
  const Outcome outcome = play_game(dice, kSetup);
  EXPECT_EQ(outcome.ending, Ending::kWon);
  EXPECT_EQ(outcome.winner, kBob);
  EXPECT_EQ(outcome.state.scores, (std::array<int, 4>{213, 269, 118, 99}));
  outcome.state.check_invariants();
}

TEST(Games, TheGeneratorIsTheProblemsXor128) {
  // Seed 1 1 1 1 by hand: t = 1 ^ (1 << 11) = 2049, w = 1 ^ (1 >> 19) ^ (2049 ^ (2049 >> 8))
  // = 1 ^ 0 ^ 2057 = 2056. Next, t = 1 ^ 2048 = 2049 again and w = 2056 ^ 0 ^ 2057 = 1.
  Xorshift128 dice(Seed{1, 1, 1, 1});
  EXPECT_EQ(dice.next(), 2056u);
  EXPECT_EQ(dice.next(), 1u);
  EXPECT_EQ(dice.next(), 2056u);
  // So the sample game starts with rolls 5 (2056 % 6 + 1), 2, 5.
  Xorshift128 rolls(Seed{1, 1, 1, 1});
  EXPECT_EQ(rolls.roll(), 5);
  EXPECT_EQ(rolls.roll(), 2);
  EXPECT_EQ(rolls.roll(), 5);
}

TEST(Games, ARollLimitStopsAGameWithoutAWinner) {
  Xorshift128 dice(Seed{1, 1, 1, 1});
  airplane::Setup setup;  // qualified: GoogleTest's Test has a member named Setup
  setup.max_rolls = 10;
  const Outcome outcome = play_game(dice, setup);
  EXPECT_EQ(outcome.ending, Ending::kRollLimit);
  EXPECT_EQ(outcome.winner, -1);
  EXPECT_EQ(outcome.rolls, 10);
}

TEST(Games, RecordedRollsThatRunOutStopTheGame) {
  RecordedDice dice({6, 3, 1, 2, 5});
  const Outcome outcome = play_game(dice, kSetup);
  EXPECT_EQ(outcome.ending, Ending::kOutOfDice);
  EXPECT_EQ(outcome.rolls, 5);
  EXPECT_EQ(dice.used(), 5u);
  EXPECT_EQ(outcome.state.pieces.steps(kAlice)[0], 3);
  EXPECT_EQ(outcome.state.skips[kBob], 1);
}

TEST(Games, AllZeroSeedRollsOnesAndStillEnds) {
  // xorshift128 keeps an all-zero state at zero: every roll is 1. The pity rule brings pieces
  // out one step at a time; the game must still end well within the default limit.
  Xorshift128 dice(Seed{0, 0, 0, 0});
  const Outcome outcome = play_game(dice, kSetup);
  EXPECT_EQ(outcome.ending, Ending::kWon);
  outcome.state.check_invariants();
}

}  // namespace
}  // namespace arbiter::airplane
