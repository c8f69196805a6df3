#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <string_view>

namespace arbiter::airplane {

/// The four colours, in turn order: Alice yellow, Bob green, Carol red, David blue. The
/// underlying value is the player's index and the colour's `k` in the spec's geometry.
enum class Colour : std::uint8_t { kYellow = 0, kGreen = 1, kRed = 2, kBlue = 3 };

inline constexpr int kPlayers = 4;
inline constexpr int kPiecesPerPlayer = 4;
/// Grids on the outer loop, numbered 1..52 clockwise.
inline constexpr int kLoopGrids = 52;

/// "yellow", "green", "red", "blue".
std::string_view colour_name(Colour colour);
/// The player of each colour: "Alice", "Bob", "Carol", "David". Precondition: 0 <= player < 4.
std::string_view player_name(int player);
/// The colour of player `player` (its turn index).
constexpr Colour colour_of(int player) { return static_cast<Colour>(player); }

/// The colour of loop grid `grid`: (grid + 2) mod 4. Precondition: 1 <= grid <= 52.
constexpr Colour grid_colour(int grid) { return static_cast<Colour>((grid + 2) % 4); }

/// Where a piece is, counted in steps along its own colour's path, jumps ignored. One number
/// per piece makes every colour's path the same, so the move rules are one table for all:
///   kHanger          in the Hanger, face up (not in play);
///   kLaunch (0)      in its Launch area;
///   1..49            on the outer loop, step s being grid F + s - 1 (F: the colour's first grid);
///   kEntry (50)      on its entry grid E: stretch index 0, protected;
///   51..55           on its final stretch, index s - 50;
///   kHome (56)       finished (face down).
/// The distance to home of a piece in play is kHome - step, as the spec defines it.
inline constexpr int kHanger = -1;
inline constexpr int kLaunch = 0;
inline constexpr int kLastLoopStep = 49;
inline constexpr int kEntry = 50;
inline constexpr int kHome = 56;

/// The stretch index of a step on the final stretch. Precondition: kEntry <= step <= kHome.
constexpr int stretch_index(int step) { return step - kEntry; }
/// True on the outer loop proper, where pieces fight (the own entry grid excluded).
constexpr bool on_loop(int step) { return step >= 1 && step <= kLastLoopStep; }
/// True for a piece that can move: in Launch, on the loop or on the stretch (not home).
constexpr bool in_play(int step) { return step >= kLaunch && step < kHome; }

/// The landmarks of one colour on the outer loop, as grid numbers 1..52.
struct Landmarks {
  int first = 0;         ///< F: the first loop grid after Launch (a roll d lands on F + d - 1).
  int jump_point = 0;    ///< J = F + 17: the own Jump Point, start of the shortcut.
  int shortcut_end = 0;  ///< J + 12: where the shortcut comes out.
  int entry = 0;         ///< E = F - 3: the entry grid of the final stretch (stretch index 0).
  friend bool operator==(const Landmarks&, const Landmarks&) = default;
};

/// The loop grid 1..52 that is `offset` grids clockwise from grid 1 (any integer offset).
constexpr int wrap_grid(int offset) {
  return ((offset % kLoopGrids) + kLoopGrids) % kLoopGrids + 1;
}

/// The landmarks of `colour`, from the spec: F = 1 + 13k, J = F + 17, J + 12, E = F - 3.
constexpr Landmarks landmarks(Colour colour) {
  const int first = 1 + 13 * static_cast<int>(colour);
  return {first, wrap_grid(first + 16), wrap_grid(first + 28), wrap_grid(first - 4)};
}

/// The loop grid (1..52) of `colour`'s step `step`. Precondition: 1 <= step <= kEntry.
constexpr int grid_of_step(Colour colour, int step) {
  return wrap_grid(13 * static_cast<int>(colour) + step - 1);
}

/// The step of `colour` on loop grid `grid` (1..52): 1..49 on the loop, kEntry on the colour's
/// own entry grid, 51 and 52 for the two grids between its entry and its first grid (which its
/// pieces never stand on). The inverse of grid_of_step.
constexpr int step_of_grid(Colour colour, int grid) {
  return wrap_grid(grid - 1 - 13 * static_cast<int>(colour));
}

/// The board's geometry as a value: the colour of each loop grid and each colour's landmarks.
/// It holds nothing that changes during a game; draw_board() prints it.
struct Board {
  std::array<Colour, kLoopGrids> grid_colours{};  ///< [grid - 1]
  std::array<Landmarks, kPlayers> landmarks{};    ///< [colour]
  friend bool operator==(const Board&, const Board&) = default;
};

/// The one board of the game.
constexpr Board make_board() {
  Board board;
  for (int grid = 1; grid <= kLoopGrids; ++grid) board.grid_colours[grid - 1] = grid_colour(grid);
  for (int k = 0; k < kPlayers; ++k) board.landmarks[k] = landmarks(static_cast<Colour>(k));
  return board;
}

/// The board as text: one line per colour with its landmarks, then the 52 loop grids with
/// their colour's initial (Y, G, R, B) and the landmark they carry, 13 to a line.
std::string draw_board(const Board& board);

/// A step as a person reads it: "Hanger", "Launch", "grid 18", "stretch 0 (grid 50)" for the
/// entry grid, "stretch 3", "home".
std::string describe_step(Colour colour, int step);

}  // namespace arbiter::airplane
