#pragma once

#include <array>
#include <cstdint>

#include "simulators/airplane/board.h"
#include "simulators/airplane/dice.h"
#include "simulators/airplane/moves.h"
#include "simulators/airplane/state.h"
#include "simulators/airplane/strategy.h"

namespace arbiter::airplane {

/// Why a piece left the Hanger.
enum class LaunchCause : std::uint8_t {
  kSix,   ///< A roll of 6 with a piece in the Hanger: forced.
  kPity,  ///< The tenth roll in a row that found nothing to move.
};

/// One move of a piece, or of the stack it leads, before any battle.
struct MoveEvent {
  int player = 0;
  int piece = 0;   ///< The piece the strategy chose (the lowest index of its stack).
  int pieces = 1;  ///< How many move together.
  int from = 0;    ///< Steps, as in board.h.
  Landing landing;
  int joined = 0;  ///< Own pieces that were already at the landing place (they stack).
};

/// A battle on a loop grid after a landing.
struct BattleEvent {
  int attacker = 0;
  int defender = 0;
  int grid = 0;
  int attackers = 0;       ///< a: attacking pieces arriving.
  int defenders = 0;       ///< d: defenders on the grid before.
  int attackers_lost = 0;  ///< min(a, d - 1), back to their Hanger.
  int defenders_lost = 0;  ///< min(a, d), back to their Hanger.
  int attacker_points = 0;
  int defender_points = 0;
};

/// Receives every event of a game as it happens, for a person to follow (--trace). Every
/// method does nothing by default. Events of one roll come after its on_roll, in order.
class Trace {
 public:
  virtual ~Trace() = default;
  /// `number` counts the game's rolls from 1; `bonus` when it follows the player's own 6.
  virtual void on_roll(long long /*number*/, int /*player*/, int /*roll*/, bool /*bonus*/) {}
  virtual void on_launch(int /*player*/, int /*piece*/, LaunchCause /*cause*/) {}
  /// A roll that found nothing to move; `skips` is the counter after it. At kPityAfter (10) the
  /// pity launch follows at once, in the same roll (on_launch), and the counter is back to 0.
  virtual void on_skip(int /*player*/, int /*skips*/) {}
  virtual void on_move(const MoveEvent& /*move*/) {}
  virtual void on_battle(const BattleEvent& /*battle*/) {}
  /// `pieces` arrived home together, `points` in all.
  virtual void on_home(int /*player*/, int /*pieces*/, int /*points*/) {}
  /// A maximal run of `length` rolls of `roll` ended (at a different roll or at the game's end)
  /// and scored `points` > 0.
  virtual void on_run(int /*player*/, int /*roll*/, int /*length*/, int /*points*/) {}
  virtual void on_win(int /*player*/, int /*points*/) {}
};

/// A generous bound on the rolls of one game: the official games take a few hundred.
inline constexpr long long kDefaultMaxRolls = 1'000'000;

/// What a game is played with, besides its dice.
struct Setup {
  std::array<Strategy, kPlayers> strategies = kJudgeStrategies;
  long long max_rolls = kDefaultMaxRolls;  ///< Rolls allowed before the game is given up.
};

/// How a game ended.
enum class Ending : std::uint8_t {
  kWon,        ///< A player finished all four pieces.
  kRollLimit,  ///< Setup::max_rolls rolls were made and nobody had won.
  kOutOfDice,  ///< The dice ran out (a recorded sequence) before anybody won.
};

/// The end of a game: who won, the final scores (runs and the +50 included) and the rolls drawn.
/// After kRollLimit or kOutOfDice, `winner` is -1 and the state is where the game stopped.
struct Outcome {
  Ending ending = Ending::kWon;
  int winner = -1;
  long long rolls = 0;
  GameState state;
};

/// Applies one roll of `player` to `state`: the run bookkeeping, then a launch (a 6 with a
/// piece in the Hanger), a move chosen by the player's strategy with its landing, battle or
/// arrival home, or a skip (and the pity launch on the tenth). Returns true when it finishes
/// the player's fourth piece; the +50 is then already added. Who rolls next (a 6 gives a bonus
/// roll) is the caller's business. Precondition: 1 <= roll <= 6, nobody has won yet.
bool apply_roll(GameState& state, const Setup& setup, int player, int roll, Trace* trace);

/// Scores every run still open, as at the end of a game.
void close_runs(GameState& state, Trace* trace);

/// Plays one game from the start with `dice` under the rules of the spec, reporting every event
/// to `trace` when it is not null. Stops at once when a player finishes its fourth piece, even
/// in the middle of a chain of bonus rolls.
template <DiceSource Dice>
Outcome play_game(Dice& dice, const Setup& setup, Trace* trace = nullptr);

extern template Outcome play_game<Xorshift128>(Xorshift128&, const Setup&, Trace*);
extern template Outcome play_game<RecordedDice>(RecordedDice&, const Setup&, Trace*);

/// The points of a maximal run of `length` rolls of `roll`: (6 - roll) * (length - 1)^2.
constexpr int run_points(int roll, int length) { return (6 - roll) * (length - 1) * (length - 1); }

}  // namespace arbiter::airplane
