// The fast code against plain references. count_at reads four steps packed in a word, a stack
// moves by rewriting bytes, and every strategy ranks pieces by a key whose bits encode its
// tie-breaks; here the same answers are worked out the obvious way, from the spec's own
// formulas, and compared on every state 300 random games reach, for every player and roll.
#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <cstdint>
#include <string>

#include "simulators/airplane/game.h"
#include "simulators/airplane/moves.h"
#include "simulators/airplane/state.h"
#include "simulators/airplane/strategy.h"

namespace arbiter::airplane {
namespace {

int reference_count_at(const GameState& state, int player, int step) {
  int count = 0;
  for (const std::int8_t own : state.pieces.steps(player)) count += own == step ? 1 : 0;
  return count;
}

constexpr int mod52(int value) { return ((value % kLoopGrids) + kLoopGrids) % kLoopGrids; }

// The spec's distance to home: 6 - p on the stretch, ((E - g) mod 52) + 6 on loop grid g, 56 in
// Launch.
int distance_to_home(int player, int step) {
  const Colour colour = colour_of(player);
  if (step == kLaunch) return 56;
  if (step >= kEntry) return 6 - stretch_index(step);
  return mod52(landmarks(colour).entry - grid_of_step(colour, step)) + 6;
}

// The spec's distance moved (Carol): loop to loop (t - s) mod 52, Launch counting as F - 1;
// loop to stretch ((E - s) mod 52) + index; stretch to stretch t - s.
int distance_moved(int player, int from, int to) {
  const Colour colour = colour_of(player);
  const Landmarks marks = landmarks(colour);
  if (from >= kEntry) return stretch_index(to) - stretch_index(from);
  const int start = from == kLaunch ? marks.first - 1 : grid_of_step(colour, from);
  if (to >= kEntry) return mod52(marks.entry - start) + stretch_index(to);
  return mod52(grid_of_step(colour, to) - start);
}

// Opponent pieces on the loop grid of `player`'s loop step `step`; pieces on their own entry
// grid are on their stretch and do not count.
int defenders_at(const GameState& state, int player, int step) {
  const int grid = grid_of_step(colour_of(player), step);
  int defenders = 0;
  for (int other = 0; other < kPlayers; ++other) {
    if (other == player) continue;
    for (const std::int8_t own : state.pieces.steps(other)) {
      defenders += on_loop(own) && grid_of_step(colour_of(other), own) == grid ? 1 : 0;
    }
  }
  return defenders;
}

int value_of(Strategy strategy, const GameState& state, int player, int step, int roll) {
  const int to = land(step, roll).step;
  switch (strategy) {
    case Strategy::kStacker: {
      const int at_start = step == kLaunch ? 1 : reference_count_at(state, player, step);
      return at_start + (to == kHome ? 0 : reference_count_at(state, player, to));
    }
    case Strategy::kFighter: {
      if (!on_loop(to)) return 0;
      const int stack = step == kLaunch ? 0 : reference_count_at(state, player, step);
      return std::min(stack, defenders_at(state, player, to));
    }
    case Strategy::kRunner:
      return distance_moved(player, step, to);
    case Strategy::kLaggard:
      return distance_to_home(player, step);
  }
  return 0;
}

// The piece with the largest value; ties to the piece closest to home, then the lowest index.
int reference_choice(Strategy strategy, const GameState& state, int player, int roll) {
  int best = -1;
  int best_value = 0;
  int best_distance = 0;
  for (int piece = 0; piece < kPiecesPerPlayer; ++piece) {
    const std::int8_t step = state.pieces.steps(player)[piece];
    if (!in_play(step)) continue;
    const int value = value_of(strategy, state, player, step, roll);
    const int distance = distance_to_home(player, step);
    if (best < 0 || value > best_value || (value == best_value && distance < best_distance)) {
      best = piece;
      best_value = value;
      best_distance = distance;
    }
  }
  return best;
}

// Compares everything on `state`; returns false at the first difference (reported).
bool agrees(const GameState& state) {
  constexpr std::array<Strategy, 4> kAll = {Strategy::kStacker, Strategy::kFighter,
                                            Strategy::kRunner, Strategy::kLaggard};
  for (int player = 0; player < kPlayers; ++player) {
    for (int step = kHanger; step <= kHome; ++step) {
      const int count = count_at(state, player, step);
      EXPECT_EQ(count, reference_count_at(state, player, step)) << player << " at " << step;
      if (count != reference_count_at(state, player, step)) return false;
    }
    for (int roll = 1; roll <= 6; ++roll) {
      for (const Strategy strategy : kAll) {
        const int fast = choose_piece(strategy, state, player, roll);
        const int plain = reference_choice(strategy, state, player, roll);
        EXPECT_EQ(fast, plain) << strategy_name(strategy) << " for player " << player << ", roll "
                               << roll;
        if (fast != plain) return false;
      }
    }
  }
  return true;
}

// Where `player`'s pieces are after moving `piece` with `roll`, by the rule: the piece alone
// from Launch, else every own piece at its place, to the landing step (battles aside).
std::array<std::int8_t, 4> reference_move(const GameState& state, int player, int piece, int roll) {
  std::array<std::int8_t, 4> steps = state.pieces.steps(player);
  const std::int8_t from = steps[piece];
  const auto to = static_cast<std::int8_t>(land(from, roll).step);
  for (int other = 0; other < kPiecesPerPlayer; ++other) {
    if (other == piece || (from != kLaunch && steps[other] == from)) steps[other] = to;
  }
  return steps;
}

TEST(Reference, FastCodeAgreesOnEveryStateOf300Games) {
  const airplane::Setup setup;
  long long states = 0;
  long long moves_checked = 0;
  for (std::uint32_t game = 1; game <= 300; ++game) {
    Xorshift128 dice(Seed{game, 2 * game + 1, 77, 3 * game});
    GameState state;
    int player = 0;
    for (int rolls = 0; rolls < 10'000; ++rolls) {
      ASSERT_TRUE(agrees(state)) << "game " << game << ", after " << rolls << " rolls";
      ++states;
      const int roll = dice.roll();
      // The move a roll makes, when it makes one, predicted before it is applied.
      const bool launches = roll == 6 && first_in_hanger(state, player) >= 0;
      const int piece = launches ? -1 : choose_piece(setup.strategies[player], state, player, roll);
      std::array<std::int8_t, 4> expected{};
      if (piece >= 0) expected = reference_move(state, player, piece, roll);
      const int to = piece >= 0 ? land(state.pieces.steps(player)[piece], roll).step : 0;
      const bool battle = piece >= 0 && on_loop(to) && defenders_at(state, player, to) > 0;
      if (apply_roll(state, setup, player, roll, nullptr)) break;
      state.check_invariants();
      if (piece >= 0 && !battle) {
        EXPECT_EQ(state.pieces.steps(player), expected) << "game " << game << ", roll " << rolls;
        ++moves_checked;
      }
      if (roll != 6) player = (player + 1) % kPlayers;
    }
  }
  EXPECT_GT(states, 300 * 100);
  EXPECT_GT(moves_checked, 300 * 50);
}

}  // namespace
}  // namespace arbiter::airplane
