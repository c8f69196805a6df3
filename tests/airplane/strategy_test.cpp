// Each strategy's choice, with its tie-breaks: closest to home, then the lowest index; Bob's
// Launch quirk; Carol's zero and negative moves on the stretch; Alice's counting decisions.
#include "simulators/airplane/strategy.h"

#include <gtest/gtest.h>

#include "simulators/airplane/state.h"
#include "tests/airplane/notation.h"

namespace arbiter::airplane {
namespace {

using namespace notation;

// A state where `player` has `own` and everybody else is in the Hanger.
GameState only(int player, std::array<std::int8_t, 4> own) {
  Steps steps = {{{H, H, H, H}, {H, H, H, H}, {H, H, H, H}, {H, H, H, H}}};
  steps[player] = own;
  return state_with(steps);
}

TEST(Strategies, NothingInPlayMeansNoChoice) {
  const GameState state = only(kAlice, {H, kDone, H, kDone});
  for (const Strategy strategy : kJudgeStrategies) {
    EXPECT_EQ(choose_piece(strategy, state, kAlice, 3), -1) << strategy_name(strategy);
  }
}

TEST(Stacker, PrefersTheMoveOntoOwnPieces) {
  // Piece 0 from 20 lands on piece 1 at 23 (1 + 1); piece 1 from 23 lands on 26 -> 30 (1 + 0).
  EXPECT_EQ(stacker_choice(only(kAlice, {20, 23, H, H}), kAlice, 3), 0);
}

TEST(Stacker, TieGoesToThePieceClosestToHome) {
  EXPECT_EQ(stacker_choice(only(kAlice, {20, 31, H, H}), kAlice, 1), 1);
}

TEST(Stacker, AStackCountsAllItsPiecesAndTheLowestIndexLeads) {
  // Pieces 1 and 2 stand together (2 + 0); piece 0 alone ahead of them scores 1 + 0.
  EXPECT_EQ(stacker_choice(only(kAlice, {40, 20, 20, H}), kAlice, 1), 1);
}

TEST(Stacker, ALaunchPieceCountsOneAtItsStart) {
  // Launch -> step 3 onto piece 1 (1 + 1) beats piece 1's own move 3 -> 6 -> 10 (1 + 0).
  EXPECT_EQ(stacker_choice(only(kAlice, {L, 3, H, H}), kAlice, 3), 0);
}

TEST(Stacker, LaunchPiecesCountOneEachNotTheirNumberInLaunch) {
  // Pieces 0 and 1 in Launch reach step 1 (1 + 0: each leaves alone, so the other Launch piece
  // does not count); piece 2 goes 20 -> 21 (1 + 0). The tie goes to piece 2, closer to home.
  // Counting the Launch pieces as a stack of 2 would pick piece 0.
  EXPECT_EQ(stacker_choice(only(kAlice, {L, L, 20, H}), kAlice, 1), 2);
}

TEST(Stacker, FinishedPiecesDoNotCountAtTheLandingPlace) {
  // Piece 1 would go home (1 + 0: a finished piece is face down in the Hanger); piece 2 lands
  // on piece 3 (1 + 1) and wins although piece 1 is closer to home.
  EXPECT_EQ(stacker_choice(only(kAlice, {kDone, S(4), 30, 32}), kAlice, 2), 2);
}

TEST(Stacker, ABounceBackToItsOwnPlaceCountsTheStackTwice) {
  // Piece 0 at stretch 3 rolls 6 and comes back to stretch 3: 1 + 1. Piece 1 lands on piece 2
  // (1 + 1). The tie goes to piece 0, closer to home.
  EXPECT_EQ(stacker_choice(only(kAlice, {S(3), 30, 36, kDone}), kAlice, 6), 0);
}

TEST(Fighter, PrefersTheMoveThatShootsDown) {
  // Bob's step 5 is grid 18; + 3 = step 8, grid 21, where Alice stands. Piece 1 is closer to
  // home but shoots nobody.
  GameState state = state_with({{{21, H, H, H}, {5, 20, H, H}, {H, H, H, H}, {H, H, H, H}}});
  EXPECT_EQ(fighter_choice(state, kBob, 3), 0);
}

TEST(Fighter, MaximisesMinOfStackAndDefenders) {
  // Bob's stack of 2 at step 5 reaches grid 21 (Alice: 3 pieces): min(2, 3) = 2. Bob's single
  // piece at step 26 reaches step 29, grid 42 (Carol: 1 piece): min(1, 1) = 1.
  const auto carol_on_42 = static_cast<std::int8_t>(step_of_grid(Colour::kRed, 42));
  const GameState state =
      state_with({{{21, 21, 21, H}, {5, 5, 26, H}, {carol_on_42, H, H, H}, {H, H, H, H}}});
  EXPECT_EQ(fighter_choice(state, kBob, 3), 0);
  // With one attacker against the 3 it is min(1, 3) = 1: a tie, won by the piece closer to
  // home.
  const GameState single =
      state_with({{{21, 21, 21, H}, {5, 26, H, H}, {carol_on_42, H, H, H}, {H, H, H, H}}});
  EXPECT_EQ(fighter_choice(single, kBob, 3), 1);
  // Without Carol there, the single attack is the only one that shoots: it wins.
  const GameState alone =
      state_with({{{21, 21, 21, H}, {5, 26, H, H}, {H, H, H, H}, {H, H, H, H}}});
  EXPECT_EQ(fighter_choice(alone, kBob, 3), 0);
}

TEST(Fighter, APieceLeavingLaunchCountsAsAStackOfZero) {
  // From Launch a 3 lands on step 3, grid 16, held by two of Alice's pieces: worth 0 (the
  // official solution's quirk), so the tie goes to piece 1, closer to home.
  const GameState state = state_with({{{16, 16, H, H}, {L, 30, H, H}, {H, H, H, H}, {H, H, H, H}}});
  EXPECT_EQ(fighter_choice(state, kBob, 3), 1);
}

TEST(Fighter, AProtectedPieceIsNoTarget) {
  // Bob's step 37 is grid 50, Alice's entry grid, where Alice's piece is at stretch 0.
  const GameState state =
      state_with({{{kEntry, H, H, H}, {35, 40, H, H}, {H, H, H, H}, {H, H, H, H}}});
  EXPECT_EQ(fighter_choice(state, kBob, 2), 1);
}

TEST(Runner, TakesTheLongestMoveJumpsIncluded) {
  // Piece 0: 10 + 4 = 14, combo + shortcut to 30: 20 steps. Piece 1: 40 + 4 = 44: 4 steps.
  EXPECT_EQ(runner_choice(only(kCarol, {10, 40, H, H}), kCarol, 4), 0);
  // From Launch the move counts from F - 1: a 2 lands on step 2, combo to 6: 6 steps.
  EXPECT_EQ(runner_choice(only(kCarol, {L, 45, H, H}), kCarol, 2), 0);
}

TEST(Runner, ZeroAndNegativeMovesOnTheStretch) {
  // A 6 takes stretch 5 back to 1 (-4) and stretch 3 back to 3 (0).
  EXPECT_EQ(runner_choice(only(kCarol, {S(5), S(3), H, H}), kCarol, 6), 1);
  // Alone, even the worst move is chosen: the running best starts below every value.
  EXPECT_EQ(runner_choice(only(kCarol, {H, H, S(5), kDone}), kCarol, 6), 2);
}

TEST(Runner, TieGoesToThePieceClosestToHome) {
  EXPECT_EQ(runner_choice(only(kCarol, {20, 24, H, H}), kCarol, 1), 1);
}

TEST(Laggard, MovesThePieceFarthestFromHomeLaunchFirst) {
  EXPECT_EQ(laggard_choice(only(kDavid, {30, L, 5, H}), kDavid, 4), 1);
  EXPECT_EQ(laggard_choice(only(kDavid, {30, 12, 5, H}), kDavid, 4), 2);
  // Two pieces in Launch: the lower index.
  EXPECT_EQ(laggard_choice(only(kDavid, {30, L, 5, L}), kDavid, 4), 1);
}

TEST(Strategies, JudgeAssignmentAndNames) {
  EXPECT_EQ(kJudgeStrategies[kAlice], Strategy::kStacker);
  EXPECT_EQ(kJudgeStrategies[kBob], Strategy::kFighter);
  EXPECT_EQ(kJudgeStrategies[kCarol], Strategy::kRunner);
  EXPECT_EQ(kJudgeStrategies[kDavid], Strategy::kLaggard);
  for (const Strategy strategy : kJudgeStrategies) {
    EXPECT_EQ(strategy_from_name(strategy_name(strategy)), strategy);
  }
  EXPECT_FALSE(strategy_from_name("coward").has_value());
}

}  // namespace
}  // namespace arbiter::airplane
