#pragma once

#include <array>
#include <cstdint>
#include <string_view>

#include "simulators/airplane/board.h"

namespace arbiter::airplane {

/// The jumps a landing on the loop triggers, in the order they happen.
enum class Jump : std::uint8_t {
  kNone,
  kCombo,              ///< An own-colour grid: +4 to the next own-colour grid.
  kShortcutThenCombo,  ///< The own Jump Point: +12 through the shortcut, then a combo +4.
  kComboThenShortcut,  ///< A combo that lands on the own Jump Point goes on through the shortcut.
};

/// "combo", "shortcut + combo", "combo + shortcut"; "" for kNone.
std::string_view jump_name(Jump jump);

/// Where a move of a piece ends, before any battle.
struct Landing {
  int plain = 0;  ///< The step the roll alone reaches (after a bounce, before jumps).
  int step = 0;   ///< The final step, jumps included.
  Jump jump = Jump::kNone;
  bool bounced = false;  ///< The roll overshot home and came back along the stretch.
  friend bool operator==(const Landing&, const Landing&) = default;
};

/// The steps of the own Jump Point and of the shortcut's end, read off the board's landmarks
/// (yellow's path; the checks below hold them for every colour), and the length of a combo.
inline constexpr int kJumpPointStep =
    step_of_grid(Colour::kYellow, landmarks(Colour::kYellow).jump_point);
inline constexpr int kShortcutLength =
    step_of_grid(Colour::kYellow, landmarks(Colour::kYellow).shortcut_end) - kJumpPointStep;
inline constexpr int kComboLength = 4;

/// True when step `step` (1..kEntry) is a grid of the piece's own colour. Own-colour grids are
/// every fourth, from F + 1: steps 2, 6, ..., 46 and the entry grid 50.
constexpr bool own_colour_step(int step) { return step % 4 == 2; }

namespace detail {
/// True when the step constants above and own_colour_step describe every colour's path on the
/// board of board.h: first grid, Jump Point, shortcut end, entry grid and the colour of every
/// step (so a combo's +4 reaches the next own-colour grid).
constexpr bool steps_match_the_board() {
  for (int k = 0; k < kPlayers; ++k) {
    const auto colour = static_cast<Colour>(k);
    const Landmarks marks = landmarks(colour);
    if (grid_of_step(colour, 1) != marks.first) return false;
    if (grid_of_step(colour, kJumpPointStep) != marks.jump_point) return false;
    if (grid_of_step(colour, kJumpPointStep + kShortcutLength) != marks.shortcut_end) return false;
    if (grid_of_step(colour, kEntry) != marks.entry) return false;
    for (int step = 1; step <= kEntry; ++step) {
      if (own_colour_step(step) != (grid_colour(grid_of_step(colour, step)) == colour)) {
        return false;
      }
    }
  }
  return true;
}
}  // namespace detail
static_assert(detail::steps_match_the_board(), "moves.h disagrees with the board's geometry");

/// Where a piece at `step` (in play) goes with `roll` (1..6). The rules of the spec, the same
/// for every colour since steps are counted along the piece's own path:
/// - on the stretch (kEntry and beyond) the piece moves `roll` toward home and bounces back
///   from home by what is left over;
/// - from Launch or the loop, a move that reaches or passes the entry grid enters the stretch;
/// - otherwise the landing grid decides the jumps: the own Jump Point gives shortcut + combo
///   (+16); another own-colour grid a combo (+4), and a combo onto the Jump Point goes on
///   through the shortcut (+12) and stops. A combo onto the entry grid puts the piece on
///   stretch index 0. Only the final landing counts; passed grids never matter.
constexpr Landing land(int step, int roll) {
  int target = step + roll;
  bool bounced = false;
  if (step >= kEntry && target > kHome) {
    target = 2 * kHome - target;
    bounced = true;
  }
  int final_step = target;
  Jump jump = Jump::kNone;
  if (step < kEntry && target < kEntry) {
    if (target == kJumpPointStep) {
      final_step = target + kShortcutLength + kComboLength;
      jump = Jump::kShortcutThenCombo;
    } else if (own_colour_step(target)) {
      final_step = target + kComboLength;
      jump = Jump::kCombo;
      if (final_step == kJumpPointStep) {
        final_step += kShortcutLength;
        jump = Jump::kComboThenShortcut;
      }
    }
  }
  return {target, final_step, jump, bounced};
}

/// land() for every step in play and every roll, computed once: the simulator's hot path. It
/// also answers for a piece in the Hanger or at home, which cannot move: the piece stays where
/// it is. The strategies evaluate all four pieces that way without a branch and discard the
/// ones not in play.
class LandingTable {
 public:
  constexpr LandingTable() {
    for (int step = kHanger; step <= kHome; ++step) {
      for (int roll = 1; roll <= 6; ++roll) {
        rows_[step + 1][roll] = in_play(step) ? land(step, roll) : Landing{step, step};
      }
    }
  }
  /// Precondition: kHanger <= step <= kHome, 1 <= roll <= 6.
  constexpr const Landing& at(int step, int roll) const { return rows_[step + 1][roll]; }

 private:
  std::array<std::array<Landing, 7>, kHome + 2> rows_{};  // [step + 1][roll]; roll 0 unused
};

inline constexpr LandingTable kLandings;

/// Only the final step of every landing of kLandings, one byte each and laid out by roll:
/// the strategies look it up for all of a player's pieces with one roll, and a row of bytes
/// indexed by the step is the cheapest lookup there is.
class LandingSteps {
 public:
  constexpr LandingSteps() {
    for (int roll = 1; roll <= 6; ++roll) {
      for (int step = kHanger; step <= kHome; ++step) {
        rows_[roll][step + 1] = static_cast<std::int8_t>(kLandings.at(step, roll).step);
      }
    }
  }
  /// kLandings.at(step, roll).step. Precondition: kHanger <= step <= kHome, 1 <= roll <= 6.
  constexpr int at(int step, int roll) const { return rows_[roll][step + 1]; }

 private:
  std::array<std::array<std::int8_t, kHome + 2>, 7> rows_{};  // [roll][step + 1]; roll 0 unused
};

inline constexpr LandingSteps kLandingSteps;

}  // namespace arbiter::airplane
