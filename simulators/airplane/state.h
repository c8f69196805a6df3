#pragma once

#include <array>
#include <cstdint>
#include <cstring>
#include <string>

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

/// Where every piece is and what every player has scored so far: the whole of a game between
/// two rolls, apart from the dice. A plain value; the rules that change it are in game.h.
///
/// Who holds each loop grid is kept beside the steps, because every move asks it (battles, and
/// Bob's choice for each of his pieces) and a lookup is much cheaper than a search. Whoever
/// changes `steps` keeps `holders` in step, as game.cpp does; check_invariants verifies it.
struct GameState {
  Steps steps = {{{kHanger, kHanger, kHanger, kHanger},
                  {kHanger, kHanger, kHanger, kHanger},
                  {kHanger, kHanger, kHanger, kHanger},
                  {kHanger, kHanger, kHanger, kHanger}}};
  /// [grid index]: the player whose pieces stand on the loop grid (-1: none) and how many.
  /// Pieces on their own entry grid are on their stretch, not holders.
  struct Grid {
    std::int8_t player = -1;
    std::int8_t pieces = 0;
    friend bool operator==(const Grid&, const Grid&) = default;
  };
  std::array<Grid, kLoopGrids> holders{};
  std::array<int, kPlayers> scores{};
  /// Rolls in a row that found nothing to move, as the official solution counts them.
  std::array<int, kPlayers> skips{};
  /// The player's previous roll (0 before the first) and how many times in a row it came.
  std::array<int, kPlayers> run_roll{};
  std::array<int, kPlayers> run_length{};

  friend bool operator==(const GameState&, const GameState&) = default;
};

/// A state with the pieces at `steps`, no score, no skip and no roll yet; the holders are
/// worked out from the steps. Precondition: no two colours on one loop grid (the rules never
/// leave them so). For tests and hand-built positions.
GameState state_with(const Steps& steps);

// The helpers below are inline: the simulator calls them several times per roll.

namespace detail {
/// The four steps of a player as the bytes of one word, so that they are compared at once.
inline std::uint32_t packed(const GameState& state, int player) {
  std::uint32_t word;
  std::memcpy(&word, state.steps[player].data(), sizeof word);
  return word;
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
  for (int piece = 0; piece < kPiecesPerPlayer; ++piece) {
    if (state.steps[player][piece] == kHanger) return piece;
  }
  return -1;
}

/// True when `player` has a piece in play (Launch, loop or stretch).
inline bool has_piece_in_play(const GameState& state, int player) {
  const auto& steps = state.steps[player];
  return in_play(steps[0]) || in_play(steps[1]) || in_play(steps[2]) || in_play(steps[3]);
}

/// The opponent holding the loop grid that `player`'s step `step` is on, and how many pieces it
/// has there. Pieces on their own entry grid are protected and never count.
struct Holder {
  int player = -1;  ///< -1: no opponent there.
  int pieces = 0;
};
/// Precondition: on_loop(step).
inline Holder holder_of(const GameState& state, int player, int step) {
  const GameState::Grid& grid = state.holders[grid_index(player, step)];
  if (grid.player < 0 || grid.player == player) return {};
  return {grid.player, grid.pieces};
}

/// Throws std::logic_error if `state` breaks a rule no game can break: a step out of range,
/// two colours on one loop grid, holders that disagree with the steps, a negative score or
/// skip counter, a run of impossible rolls. For tests and debug builds.
void check_invariants(const GameState& state);

/// The state as text, one line per player: name, score, skip counter and where each piece is.
std::string describe_state(const GameState& state);

}  // namespace arbiter::airplane
