#include "simulators/airplane/game.h"

#include <array>
#include <bit>
#include <cstdint>

namespace arbiter::airplane {

namespace {

constexpr int kHomePointsPerPiece = 5;
constexpr int kPointsPerShotDefender = 5;
constexpr int kPointsPerShotAttacker = 2;
constexpr int kWinPoints = 50;

// Scores the run `player` has open, if any, and starts none.
[[gnu::always_inline]] inline void close_run(GameState& state, int player, Trace* trace) {
  const int roll = state.run_roll[player];
  const int length = state.run_length[player];
  // Only a run of two or more scores (and there is no run before the first roll, length 0).
  // Most runs are of one roll, so this is tested first: no multiplication for them.
  if (length < 2) return;
  const int points = run_points(roll, length);
  if (points == 0) return;  // a run of sixes
  state.scores[player] += points;
  if (trace) trace->on_run(player, roll, length, points);
}

[[gnu::always_inline]] inline void record_roll(GameState& state, int player, int roll,
                                               Trace* trace) {
  if (state.run_roll[player] == roll) {
    ++state.run_length[player];
    return;
  }
  close_run(state, player, trace);
  state.run_roll[player] = roll;
  state.run_length[player] = 1;
}

[[gnu::always_inline]] inline void launch(GameState& state, int player, LaunchCause cause,
                                          Trace* trace) {
  const int piece = first_in_hanger(state, player);
  state.pieces.launch(player, piece);
  state.skips[player] = 0;
  if (trace) trace->on_launch(player, piece, cause);
}

// Scores the battle `shots` reports (`player` attacked at step `to`) and traces it.
void score_battle(GameState& state, int player, int to, const Shots& shots, Trace* trace) {
  BattleEvent battle;
  battle.attacker = player;
  battle.defender = shots.defender.player;
  battle.grid = grid_of_step(colour_of(player), to);
  battle.attackers = shots.attackers;
  battle.defenders = shots.defender.pieces;
  battle.defenders_lost = shots.defenders_lost;
  battle.attackers_lost = shots.attackers_lost;
  battle.attacker_points = kPointsPerShotDefender * battle.defenders_lost;
  battle.defender_points = kPointsPerShotAttacker * battle.attackers_lost;
  state.scores[player] += battle.attacker_points;
  state.scores[battle.defender] += battle.defender_points;
  if (trace) trace->on_battle(battle);
}

// The pieces of every player at home. The 16 steps are two 64-bit words compared with kHome
// a byte at a time (as detail::bytes_equal does for one player), rather than a loop over the
// players: callgrind counts arrive at about 350 instructions per judge game this way, 480 with
// the loop.
inline int finished_in_all(const GameState& state) {
  static_assert(sizeof(Steps) == 2 * sizeof(std::uint64_t));
  const auto words = std::bit_cast<std::array<std::uint64_t, 2>>(state.pieces.steps());
  constexpr std::uint64_t kLow7 = 0x7F7F7F7F7F7F7F7FULL;
  constexpr std::uint64_t kOnes = 0x0101010101010101ULL;
  std::uint64_t ones = 0;  // 1 in each byte of a piece at home, the two words added
  for (const std::uint64_t word : words) {
    const std::uint64_t diff = word ^ (kHome * kOnes);
    ones += ~(((diff & kLow7) + kLow7) | diff | kLow7) >> 7;
  }
  // No byte exceeds 2, so the multiplication sums them into the top byte without overflow.
  return static_cast<int>((ones * kOnes) >> 56);
}

// Scores `pieces` of `player` arriving home; returns true when that finishes all four. Left
// out of line (it runs a few times per game): inlined into the four copies of the turn it
// cost 260 instructions per judge game more than the call (callgrind).
bool arrive(GameState& state, int player, int pieces, Trace* trace) {
  const int own = finished(state, player);
  const int others_left = (kPlayers - 1) * kPiecesPerPlayer - (finished_in_all(state) - own);
  const int points = kHomePointsPerPiece * others_left * pieces;
  state.scores[player] += points;
  if (trace) trace->on_home(player, pieces, points);
  if (own < kPiecesPerPlayer) return false;
  state.scores[player] += kWinPoints;
  if (trace) trace->on_win(player, kWinPoints);
  return true;
}

// Moves `piece` of `player` (with its stack unless it is in Launch) by `roll`, with its battle
// or arrival home. Returns true when the player has finished its fourth piece.
[[gnu::always_inline]] inline bool move(GameState& state, int player, int piece, int roll,
                                        Trace* trace) {
  // NOLINTNEXTLINE(bugprone-signed-char-misuse): a step is a number; int8_t here costs time
  const int from = state.pieces.steps(player)[piece];
  // Only the final step matters here; the whole Landing is looked up for the trace alone.
  const int to = kLandingSteps.at(from, roll);
  if (trace) {
    // Counted before the move: a stack that bounces back to its own place joins nobody.
    const int pieces = from == kLaunch ? 1 : count_at(state, player, from);
    const int there = to == kHome ? 0 : count_at(state, player, to);
    const int joined = there - (to == from ? pieces : 0);
    trace->on_move({player, piece, pieces, from, kLandings.at(from, roll), joined});
  }
  const int pieces = state.pieces.move(player, piece, to, [&](const Shots& shots) {
    score_battle(state, player, to, shots, trace);
  });
  if (to == kHome) return arrive(state, player, pieces, trace);
  return false;
}

// apply_roll, inlined where it is called: play_game makes one copy per player, so that every
// branch on the player's strategy always goes the same way at its own place in the code.
[[gnu::always_inline]] inline bool play_roll(GameState& state, Strategy strategy, int player,
                                             int roll, Trace* trace) {
  record_roll(state, player, roll, trace);
  if (roll == 6 && first_in_hanger(state, player) >= 0) {
    launch(state, player, LaunchCause::kSix, trace);
    return false;
  }
  const int piece = choose_piece(strategy, state, player, roll);
  if (piece < 0) {
    ++state.skips[player];
    if (trace) trace->on_skip(player, state.skips[player]);
    if (state.skips[player] == kPityAfter) launch(state, player, LaunchCause::kPity, trace);
    return false;
  }
  // Only a move with the turn's last roll (not a 6) ends a streak of skips.
  if (roll != 6) state.skips[player] = 0;
  return move(state, player, piece, roll, trace);
}

// One player's turn: a roll, and another after each 6. Returns true when the game is over:
// won, or given up (roll limit, dice run out), as outcome.ending says.
// `kJudge`: the players play the judge's strategies (setup.strategies == kJudgeStrategies), so
// that with `player` a constant the strategy is one too, and choose_piece's switch disappears.
template <bool kJudge, DiceSource Dice>
[[gnu::always_inline]] inline bool play_turn(Dice& dice, const Setup& setup, Trace* trace,
                                             int player, long long& rolls, Outcome& outcome) {
  const Strategy strategy = kJudge ? kJudgeStrategies[player] : setup.strategies[player];
  for (bool bonus = false;; bonus = true) {
    if (rolls == setup.max_rolls) {
      outcome.ending = Ending::kRollLimit;
      return true;
    }
    const int roll = dice.roll();
    if (roll == 0) {
      outcome.ending = Ending::kOutOfDice;
      return true;
    }
    ++rolls;
    if (trace) trace->on_roll(rolls, player, roll, bonus);
    if (play_roll(outcome.state, strategy, player, roll, trace)) {
      outcome.ending = Ending::kWon;
      outcome.winner = player;
      return true;
    }
#ifndef NDEBUG
    outcome.state.check_invariants();
#endif
    if (roll != 6) return false;
  }
}

// The whole game; `kTraced` false compiles a copy in which `trace` is a constant null, so that
// the always-inlined rules above lose every check on it (several per roll).
template <bool kTraced, bool kJudge, DiceSource Dice>
[[gnu::always_inline]] inline Outcome play_all(Dice& source, const Setup& given, Trace* traced) {
  Trace* const trace = kTraced ? traced : nullptr;
  // A local copy, like the dice below: the caller's could alias the state, so it would be read
  // from memory again after every store.
  const Setup setup = given;
  Outcome outcome;
  // A local copy whose address never escapes lives in registers; the caller's is updated at
  // the end.
  Dice dice = std::move(source);
  long long rolls = 0;  // a local too, for the same reason
  // The four turns are written out so that each is its own copy of the code (see play_roll).
  while (!play_turn<kJudge>(dice, setup, trace, 0, rolls, outcome) &&
         !play_turn<kJudge>(dice, setup, trace, 1, rolls, outcome) &&
         !play_turn<kJudge>(dice, setup, trace, 2, rolls, outcome) &&
         !play_turn<kJudge>(dice, setup, trace, 3, rolls, outcome)) {
  }
  source = std::move(dice);
  outcome.rolls = rolls;
  if (outcome.ending == Ending::kWon) close_runs(outcome.state, trace);
  return outcome;
}

}  // namespace

bool apply_roll(GameState& state, const Setup& setup, int player, int roll, Trace* trace) {
  return play_roll(state, setup.strategies[player], player, roll, trace);
}

void close_runs(GameState& state, Trace* trace) {
  for (int player = 0; player < kPlayers; ++player) {
    close_run(state, player, trace);
    state.run_roll[player] = 0;
    state.run_length[player] = 0;
  }
}

template <DiceSource Dice>
Outcome play_game(Dice& dice, const Setup& setup, Trace* trace) {
  // Three copies of the game loop: traced, and untraced for the judge's strategies (the bench
  // and every judge run) or for any others.
  if (trace) return play_all<true, false>(dice, setup, trace);
  if (setup.strategies == kJudgeStrategies) return play_all<false, true>(dice, setup, nullptr);
  return play_all<false, false>(dice, setup, nullptr);
}

template Outcome play_game<Xorshift128>(Xorshift128&, const Setup&, Trace*);
template Outcome play_game<RecordedDice>(RecordedDice&, const Setup&, Trace*);

}  // namespace arbiter::airplane
