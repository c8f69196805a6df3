#pragma once

#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>
#include <optional>
#include <string_view>

#include "simulators/airplane/board.h"
#include "simulators/airplane/moves.h"
#include "simulators/airplane/state.h"

namespace arbiter::airplane {

/// How a player picks the piece to move when a roll does not launch. Every strategy looks only
/// at pieces in play; pieces at one place evaluate equally (they move as one stack). Ties go to
/// the piece closest to home (the spec's distance, jumps ignored), then to the lowest index.
enum class Strategy : std::uint8_t {
  kStacker,  ///< Alice: the most own pieces at the start plus already at the landing place.
  kFighter,  ///< Bob: the most opponent pieces shot down by the move.
  kRunner,   ///< Carol: the longest move, jumps included (it can be zero or negative).
  kLaggard,  ///< David: the piece farthest from home.
};

/// "stacker", "fighter", "runner", "laggard".
std::string_view strategy_name(Strategy strategy);
/// The strategy named `name` (as strategy_name writes it), or nothing.
std::optional<Strategy> strategy_from_name(std::string_view name);

/// The strategies of the problem: Alice stacks, Bob fights, Carol runs, David lags.
inline constexpr std::array<Strategy, kPlayers> kJudgeStrategies = {
    Strategy::kStacker, Strategy::kFighter, Strategy::kRunner, Strategy::kLaggard};

/// Each returns the piece (0..3) `player` moves with `roll`, or -1 when no piece is in play.
/// They never launch: launching on a 6 is decided before a strategy is asked.

/// Alice's: maximises the own pieces at the start place (1 for a piece in Launch, which never
/// stacks) plus the own pieces at the landing place, counted before the move: a stack that
/// bounces back to its own stretch index counts twice; finished pieces (face down in the
/// Hanger) never count. The official data decides neither case. Battles are ignored.
inline int stacker_choice(const GameState& state, int player, int roll);
/// Bob's: maximises min(moving stack, defenders) over a landing on an opponent-held grid, 0
/// elsewhere. A piece leaving Launch counts as a stack of 0 (the official solution's quirk), so
/// its value is always 0.
inline int fighter_choice(const GameState& state, int player, int roll);
/// Carol's: maximises the steps from start to landing along the own path, jumps included; after
/// a bounce on the stretch it can be zero or negative.
inline int runner_choice(const GameState& state, int player, int roll);
/// David's: the piece farthest from home (a piece in Launch first).
inline int laggard_choice(const GameState& state, int player, int roll);

// The strategies are defined here, inline, so that each compiles into the game loop of the
// player that uses it: a call per choice, with its saved registers and the state reloaded from
// memory, cost more than most choices themselves. Alice's, Bob's and choose_piece are marked
// always_inline: GCC's -O3 heuristics left them out of line (their lambdas make them large),
// and forcing them in saved about 1 500 instructions per judge game (callgrind).
namespace detail {

// Every strategy ranks `player`'s pieces in play by one integer key, and the largest key wins:
// the strategy's value first, then the step (a larger step is closer to home), then 3 - piece
// (the lowest index wins last). Values range from -5 (Carol's worst bounce) to 56 (David's
// Launch piece); the offset keeps the value field non-negative, and every key fits 16 bits.
constexpr int kValueOffset = 8;
constexpr int key_of(int value, int step) { return ((value + kValueOffset) << 8) | (step << 2); }
// The piece of the largest key, or -1 when it is -1 (no piece in play).
constexpr int piece_of(int best_key) { return best_key < 0 ? -1 : 3 - (best_key & 3); }

constexpr int kUndecided = -2;

// The choice that needs no strategy: -1 when no piece is in play, and the lowest-index piece in
// play when every piece in play stands at one place (they move as one stack and have one value,
// so the tie-break on the index decides). kUndecided otherwise. About 40% of the choices of a
// judge run end here, and the player's state changes slowly enough that the branch on it is
// mostly predicted.
inline int forced_choice(const GameState& state, int player) {
  const std::uint32_t word = detail::packed(state, player);
  const std::uint32_t playable = detail::in_play_bytes(word);
  if (playable == 0) return -1;
  const int first = std::countr_zero(playable) / 8;
  const std::uint32_t together = detail::bytes_equal(word, state.pieces.steps(player)[first]);
  return (together & playable) == playable ? first : kUndecided;
}

// The piece with the largest key when there is a choice to make. Dice make every comparison here
// a coin toss for the branch predictor, so the loop is written to compile without branches; a
// piece not in play is evaluated too (the landing table lets it stay put) and then discarded.
template <class Value>
[[gnu::always_inline]] inline int best_piece(const GameState& state, int player, int roll,
                                             Value value) {
  const int forced = forced_choice(state, player);
  if (forced != kUndecided) return forced;
  int best_key = -1;
  for (int piece = 0; piece < kPiecesPerPlayer; ++piece) {
    // NOLINTNEXTLINE(bugprone-signed-char-misuse): a step is a number; int8_t here costs time
    const int step = state.pieces.steps(player)[piece];
    const int key = key_of(value(step, kLandingSteps.at(step, roll)), step) | (3 - piece);
    best_key = std::max(best_key, in_play(step) ? key : -1);
  }
  return piece_of(best_key);
}

// The key of every step and roll for a strategy whose value depends on nothing else (Carol's
// and David's), so that ranking a piece is one lookup; -1 for a step not in play, which no
// index part can raise.
class KeyTable {
 public:
  template <class Value>
  constexpr explicit KeyTable(Value value) {
    for (int roll = 1; roll <= 6; ++roll) {
      for (int step = kHanger; step <= kHome; ++step) {
        const int key =
            in_play(step) ? key_of(value(step, kLandingSteps.at(step, roll)), step) : -1;
        rows_[roll][step + 1] = static_cast<std::int16_t>(key);
      }
    }
  }
  constexpr int at(int step, int roll) const { return rows_[roll][step + 1]; }

 private:
  std::array<std::array<std::int16_t, kHome + 2>, 7> rows_{};  // [roll][step + 1]
};

[[gnu::always_inline]] inline int best_piece(const GameState& state, int player, int roll,
                                             const KeyTable& keys) {
  int best_key = -1;
  for (int piece = 0; piece < kPiecesPerPlayer; ++piece) {
    best_key = std::max(best_key, keys.at(state.pieces.steps(player)[piece], roll) | (3 - piece));
  }
  return piece_of(best_key);
}

inline constexpr KeyTable kRunnerKeys([](int step, int landing) { return landing - step; });
inline constexpr KeyTable kLaggardKeys([](int step, int) { return kHome - step; });

}  // namespace detail

[[gnu::always_inline]] inline int stacker_choice(const GameState& state, int player, int roll) {
  return detail::best_piece(state, player, roll, [&](int step, int landing) {
    const int at_start = step == kLaunch ? 1 : count_at(state, player, step);
    // A finished piece is back in the Hanger face down, not on the innermost grid.
    const int at_landing = landing == kHome ? 0 : count_at(state, player, landing);
    return at_start + at_landing;
  });
}

[[gnu::always_inline]] inline int fighter_choice(const GameState& state, int player, int roll) {
  return detail::best_piece(state, player, roll, [&](int step, int landing) {
    if (step == kLaunch || !on_loop(landing)) return 0;
    const Holder holder = holder_of(state, player, landing);
    return holder.player < 0 ? 0 : std::min(count_at(state, player, step), holder.pieces);
  });
}

inline int runner_choice(const GameState& state, int player, int roll) {
  return detail::best_piece(state, player, roll, detail::kRunnerKeys);
}

inline int laggard_choice(const GameState& state, int player, int roll) {
  return detail::best_piece(state, player, roll, detail::kLaggardKeys);
}

/// The choice of `strategy`. Inline so that each place that calls it has its own branch on the
/// strategy, which the processor then predicts well (the simulator calls it once per player).
[[gnu::always_inline]] inline int choose_piece(Strategy strategy, const GameState& state,
                                               int player, int roll) {
  switch (strategy) {
    case Strategy::kStacker:
      return stacker_choice(state, player, roll);
    case Strategy::kFighter:
      return fighter_choice(state, player, roll);
    case Strategy::kRunner:
      return runner_choice(state, player, roll);
    case Strategy::kLaggard:
      return laggard_choice(state, player, roll);
  }
  return -1;
}

}  // namespace arbiter::airplane
