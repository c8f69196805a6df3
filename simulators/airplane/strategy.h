#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string_view>

#include "simulators/airplane/board.h"
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
int stacker_choice(const GameState& state, int player, int roll);
/// Bob's: maximises min(moving stack, defenders) over a landing on an opponent-held grid, 0
/// elsewhere. A piece leaving Launch counts as a stack of 0 (the official solution's quirk), so
/// its value is always 0.
int fighter_choice(const GameState& state, int player, int roll);
/// Carol's: maximises the steps from start to landing along the own path, jumps included; after
/// a bounce on the stretch it can be zero or negative.
int runner_choice(const GameState& state, int player, int roll);
/// David's: the piece farthest from home (a piece in Launch first).
int laggard_choice(const GameState& state, int player, int roll);

/// The choice of `strategy`. Inline so that each place that calls it has its own branch on the
/// strategy, which the processor then predicts well (the simulator calls it once per player).
inline int choose_piece(Strategy strategy, const GameState& state, int player, int roll) {
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
