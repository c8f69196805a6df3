#pragma once

#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>
#include <cstring>

#include "simulators/airplane/board.h"

namespace arbiter::airplane {

/// The steps of every piece: [player][piece], as board.h defines steps.
using Steps = std::array<std::array<std::int8_t, kPiecesPerPlayer>, kPlayers>;

/// The pity rule's threshold: a launch after this many rolls in a row found nothing to move.
inline constexpr int kPityAfter = 10;

namespace detail {
struct GridIndices {
  std::array<std::array<std::int8_t, kEntry + 1>, kPlayers> at{};
};
constexpr GridIndices make_grid_indices() {
  GridIndices table;
  for (int player = 0; player < kPlayers; ++player) {
    for (int step = 1; step <= kEntry; ++step) {
      table.at[player][step] = static_cast<std::int8_t>(grid_of_step(colour_of(player), step) - 1);
    }
  }
  return table;
}
inline constexpr GridIndices kGridIndices = make_grid_indices();
}  // namespace detail

/// The index 0..51 of the loop grid of `player`'s step `step`: grid_of_step - 1, from a table
/// (the simulator looks it up several times per roll). Precondition: 1 <= step <= kEntry.
inline int grid_index(int player, int step) { return detail::kGridIndices.at[player][step]; }

/// The opponent holding the loop grid that a player's step is on, and how many pieces it has
/// there. Pieces on their own entry grid are protected and never count.
struct Holder {
  int player = -1;  ///< -1: no opponent there.
  int pieces = 0;
};

/// A battle on a loop grid as Pieces::move fought it: `attackers` (a) landed on the grid of
/// `defender` (d pieces); min(a, d) defenders and min(a, d - 1) attackers were shot down to
/// their Hangers.
struct Shots {
  int attackers = 0;
  Holder defender;
  int defenders_lost = 0;
  int attackers_lost = 0;
};

/// Where every piece is, and who holds each loop grid. The holders duplicate what the steps say,
/// because every move asks it (battles, and Bob's choice for each of his pieces) and a lookup is
/// much cheaper than a search; so both tables are private and change together, only through the
/// few changes the rules make (launch, move). check_invariants verifies that they agree.
class Pieces {
 public:
  /// Who stands on one loop grid: a player (-1: nobody) and how many of its pieces. Pieces on
  /// their own entry grid are on their stretch, not holders.
  struct Grid {
    std::int8_t player = -1;
    std::int8_t pieces = 0;
    friend bool operator==(const Grid&, const Grid&) = default;
  };
  using Grids = std::array<Grid, kLoopGrids>;  ///< [grid index 0..51]

  /// Every piece in its Hanger.
  Pieces() = default;
  /// The pieces at `steps`, the holders worked out from them. Throws std::logic_error when two
  /// colours share a loop grid (the rules never leave them so).
  explicit Pieces(const Steps& steps);

  const Steps& steps() const { return steps_; }
  const std::array<std::int8_t, kPiecesPerPlayer>& steps(int player) const {
    return steps_[player];
  }
  /// The holder of the loop grid of index `index` (grid - 1).
  const Grid& grid(int index) const { return holders_[index]; }
  const Grids& grids() const { return holders_; }

  /// Puts `player`'s piece `piece` in Launch. Precondition: it is in the Hanger.
  void launch(int player, int piece) { steps_[player][piece] = kLaunch; }

  /// Moves `player`'s piece `piece` to step `to`: alone from Launch, else with every own piece
  /// at its place (its stack); returns how many moved. On an opponent-held loop grid the battle
  /// follows, the grid is left to the side that keeps it and `on_battle(const Shots&)` is
  /// called; elsewhere on the loop the pieces join any own pieces. Scores are the caller's
  /// business. Precondition: the piece is in play, `to` is where the rules take it.
  template <class OnBattle>
  [[gnu::always_inline]] inline int move(int player, int piece, int to, OnBattle&& on_battle);

  friend bool operator==(const Pieces&, const Pieces&) = default;

 private:
  // The battle of `attackers` of `player` just arrived at loop step `to`, whose grid `grid`
  // (still) names the defender.
  Shots fight(int player, int to, int attackers, Grid& grid);
  // Sends up to `count` of `player`'s pieces at `step` back to the Hanger, lowest index first.
  void shoot_down(int player, int step, int count);

  Steps steps_ = {{{kHanger, kHanger, kHanger, kHanger},
                   {kHanger, kHanger, kHanger, kHanger},
                   {kHanger, kHanger, kHanger, kHanger},
                   {kHanger, kHanger, kHanger, kHanger}}};
  Grids holders_{};
};

/// Where every piece is and what every player has scored so far: the whole of a game between
/// two rolls, apart from the dice. A plain value apart from `pieces`, which keeps its own
/// invariant; the rules that change it are in game.h.
struct GameState {
  Pieces pieces;
  std::array<int, kPlayers> scores{};
  /// Rolls in a row that found nothing to move, as the official solution counts them.
  std::array<int, kPlayers> skips{};
  /// The player's previous roll (0 before the first) and how many times in a row it came.
  std::array<int, kPlayers> run_roll{};
  std::array<int, kPlayers> run_length{};

  /// Throws std::logic_error if the state breaks a rule no game can break: a step out of
  /// range, two colours on one loop grid, holders that disagree with the steps, a negative
  /// score or skip counter, a run of impossible rolls. For tests and debug builds.
  void check_invariants() const;

  friend bool operator==(const GameState&, const GameState&) = default;
};

/// A state with the pieces at `steps`, no score, no skip and no roll yet; the holders are
/// worked out from the steps. Precondition: no two colours on one loop grid (the rules never
/// leave them so). For tests and hand-built positions.
GameState state_with(const Steps& steps);

// The helpers below are inline: the simulator calls them several times per roll.

namespace detail {
/// The four steps of a player as the bytes of one word, so that they are compared at once.
inline std::uint32_t packed(const Pieces& pieces, int player) {
  return std::bit_cast<std::uint32_t>(pieces.steps(player));
}
inline std::uint32_t packed(const GameState& state, int player) {
  return packed(state.pieces, player);
}
/// 0x80 in each byte of `word` equal to the low byte of `step`, 0 elsewhere. A byte of `diff`
/// is zero exactly where a piece is at `step`; adding 0x7F to its low seven bits sets the top
/// bit of every other byte, and no carry crosses into the next byte.
inline std::uint32_t bytes_equal(std::uint32_t word, int step) {
  const std::uint32_t diff = word ^ (static_cast<std::uint8_t>(step) * 0x01010101u);
  return ~(((diff & 0x7F7F7F7Fu) + 0x7F7F7F7Fu) | diff | 0x7F7F7F7Fu);
}
/// 0x80 in each byte of `word` that is a step in play (0..kHome - 1), 0 elsewhere. With the
/// top bit of every byte set first, subtracting kHome from each byte borrows nothing from the
/// next, and leaves the top bit set exactly where the byte was kHome or more (kHanger is 0xFF).
inline std::uint32_t in_play_bytes(std::uint32_t word) {
  return ~((word | 0x80808080u) - kHome * 0x01010101u) & 0x80808080u;
}
/// The number of bytes flagged by bytes_equal: the multiplication adds the flags up in the top
/// byte.
inline int flagged(std::uint32_t flags) {
  return static_cast<int>(((flags >> 7) * 0x01010101u) >> 24);
}
}  // namespace detail

/// The number of `player`'s pieces at step `step`.
inline int count_at(const GameState& state, int player, int step) {
  return detail::flagged(detail::bytes_equal(detail::packed(state, player), step));
}

/// The number of `player`'s pieces finished (at home).
inline int finished(const GameState& state, int player) { return count_at(state, player, kHome); }

/// The lowest-index piece of `player` in the Hanger, or -1.
inline int first_in_hanger(const GameState& state, int player) {
  // The four bytes compared at once, rather than a loop whose exit depends on the dice.
  const std::uint32_t flags = detail::bytes_equal(detail::packed(state, player), kHanger);
  return flags == 0 ? -1 : std::countr_zero(flags) / 8;
}

/// The opponent holding the loop grid that `player`'s step `step` is on. Precondition:
/// on_loop(step).
inline Holder holder_of(const GameState& state, int player, int step) {
  const Pieces::Grid& grid = state.pieces.grid(grid_index(player, step));
  if (grid.player < 0 || grid.player == player) return {};
  return {grid.player, grid.pieces};
}

template <class OnBattle>
inline int Pieces::move(int player, int piece, int to, OnBattle&& on_battle) {
  auto& steps = steps_[player];
  // NOLINTNEXTLINE(bugprone-signed-char-misuse): a step is a number; int8_t here costs time
  const int from = steps[piece];
  // The pieces that move, as 0xFF bytes of the packed steps: the chosen piece alone from
  // Launch, else every own piece at its place. All are rewritten at once.
  const std::uint32_t flags = from == kLaunch
                                  ? 0x80u << (8 * piece)
                                  : detail::bytes_equal(detail::packed(*this, player), from);
  const int pieces = detail::flagged(flags);
  const std::uint32_t moving = (flags >> 7) * 0xFFu;
  const std::uint32_t word = (detail::packed(*this, player) & ~moving) |
                             (static_cast<std::uint8_t>(to) * 0x01010101u & moving);
  std::memcpy(steps.data(), &word, sizeof word);
  // The whole stack left: nobody holds its grid any more.
  if (on_loop(from)) holders_[grid_index(player, from)] = {};
  if (!on_loop(to)) return pieces;
  Grid& grid = holders_[grid_index(player, to)];
  if (grid.player >= 0 && grid.player != player) {
    on_battle(fight(player, to, pieces, grid));
    return pieces;
  }
  grid.player = static_cast<std::int8_t>(player);
  grid.pieces = static_cast<std::int8_t>(grid.pieces + pieces);
  return pieces;
}

inline void Pieces::shoot_down(int player, int step, int count) {
  for (auto& own : steps_[player]) {
    if (count == 0) return;
    if (own != step) continue;
    own = kHanger;
    --count;
  }
}

inline Shots Pieces::fight(int player, int to, int attackers, Grid& grid) {
  Shots shots;
  shots.attackers = attackers;
  shots.defender = {grid.player, grid.pieces};
  shots.defenders_lost = std::min(attackers, shots.defender.pieces);
  shots.attackers_lost = std::min(attackers, shots.defender.pieces - 1);
  const int defender = shots.defender.player;
  const int landing_grid = grid_of_step(colour_of(player), to);
  shoot_down(defender, step_of_grid(colour_of(defender), landing_grid), shots.defenders_lost);
  shoot_down(player, to, shots.attackers_lost);
  if (attackers >= shots.defender.pieces) {
    grid.player = static_cast<std::int8_t>(player);
    grid.pieces = static_cast<std::int8_t>(attackers - shots.attackers_lost);
  } else {
    grid.pieces = static_cast<std::int8_t>(shots.defender.pieces - shots.defenders_lost);
  }
  return shots;
}

}  // namespace arbiter::airplane
