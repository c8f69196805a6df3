#include "simulators/airplane/strategy.h"

#include <algorithm>

#include "simulators/airplane/moves.h"

namespace arbiter::airplane {

namespace {

constexpr std::array<std::string_view, 4> kStrategyNames = {"stacker", "fighter", "runner",
                                                            "laggard"};

// The piece with the largest `value(step, landing)` among `player`'s pieces in play; ties to
// the smallest distance to home, then the lowest index. -1 when none is in play.
//
// The three criteria are packed into one integer key per piece and the largest key wins. Dice
// make every comparison here a coin toss for the branch predictor, so the loop is written to
// compile without branches; it is the simulator's hottest code.
template <class Value>
int best_piece(const GameState& state, int player, int roll, Value value) {
  // Values range from -5 (Carol's worst bounce) to 56 (David's Launch piece); the offset keeps
  // the value field non-negative.
  constexpr int kValueOffset = 8;
  int best_key = -1;
  for (int piece = 0; piece < kPiecesPerPlayer; ++piece) {
    const int step = state.steps[player][piece];
    const bool playable = in_play(step);
    // A piece not in play is evaluated too (the table lets it stay put) and then discarded.
    const int piece_value = value(step, kLandings.at(step, roll));
    // A larger step is closer to home; a lower index wins last.
    const int key = ((piece_value + kValueOffset) << 8) | (step << 2) | (3 - piece);
    best_key = std::max(best_key, playable ? key : -1);
  }
  return best_key < 0 ? -1 : 3 - (best_key & 3);
}

}  // namespace

std::string_view strategy_name(Strategy strategy) {
  return kStrategyNames[static_cast<int>(strategy)];
}

std::optional<Strategy> strategy_from_name(std::string_view name) {
  for (int i = 0; i < 4; ++i) {
    if (kStrategyNames[i] == name) return static_cast<Strategy>(i);
  }
  return std::nullopt;
}

int stacker_choice(const GameState& state, int player, int roll) {
  return best_piece(state, player, roll, [&](int step, const Landing& landing) {
    const int at_start = step == kLaunch ? 1 : count_at(state, player, step);
    // A finished piece is back in the Hanger face down, not on the innermost grid.
    const int at_landing = landing.step == kHome ? 0 : count_at(state, player, landing.step);
    return at_start + at_landing;
  });
}

int fighter_choice(const GameState& state, int player, int roll) {
  return best_piece(state, player, roll, [&](int step, const Landing& landing) {
    if (step == kLaunch || !on_loop(landing.step)) return 0;
    const Holder holder = holder_of(state, player, landing.step);
    return holder.player < 0 ? 0 : std::min(count_at(state, player, step), holder.pieces);
  });
}

int runner_choice(const GameState& state, int player, int roll) {
  return best_piece(state, player, roll,
                    [](int step, const Landing& landing) { return landing.step - step; });
}

int laggard_choice(const GameState& state, int player, int roll) {
  return best_piece(state, player, roll, [](int step, const Landing&) { return kHome - step; });
}

}  // namespace arbiter::airplane
