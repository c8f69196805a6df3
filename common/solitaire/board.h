#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>

#include "common/solitaire/geometry.h"
#include "common/solitaire/piece.h"

namespace arbiter::solitaire {

/// What a player can see of the board: on each cell the visible top piece (or nothing: blank)
/// and how many pieces have been taken from it, 0..3. It holds no hidden layer, so a player can
/// be handed one safely; the judge's full deal is a Deal.
///
/// Invariants: a cell is blank exactly when 3 pieces were taken from it; non_blank() is the set
/// of the other cells, kept incrementally. A small value (48 bytes): copy it freely.
class Board {
 public:
  /// A finished board: every cell blank, 3 pieces taken from each.
  Board();
  /// The start of a game: `bronze` on top of every cell, nothing taken.
  static Board from_bronze(const std::array<Piece, kCells>& bronze);

  /// The visible piece of `cell`, or nothing when it is blank.
  std::optional<Piece> top(int cell) const {
    const std::uint8_t code = cells_[static_cast<std::size_t>(cell)] & kTopMask;
    if (code == kBlankCode) return std::nullopt;
    return static_cast<Piece>(code);
  }
  /// The visible piece of a cell known not to be blank. Precondition: !blank(cell).
  Piece top_piece(int cell) const {
    return static_cast<Piece>(cells_[static_cast<std::size_t>(cell)] & kTopMask);
  }
  /// How many pieces were taken from `cell`: 0 bronze on top, 1 silver, 2 gold, 3 blank.
  int removed(int cell) const { return cells_[static_cast<std::size_t>(cell)] >> kRemovedShift; }
  bool blank(int cell) const { return !has_cell(non_blank_, cell); }
  /// The cells that still hold a piece.
  CellSet non_blank() const { return non_blank_; }

  /// Takes the top piece of `cell`; `revealed` is the piece now visible there. Preconditions:
  /// !blank(cell), and revealed is nothing exactly when this is the cell's third removal.
  void remove_top(int cell, std::optional<Piece> revealed);

  /// Throws std::logic_error when an invariant does not hold. For tests and debug builds.
  void check_invariants() const;

  /// Six lines of six cells separated by spaces, each cell two characters: the alphabet letter
  /// of its top piece and how many pieces were taken from it ("d1"), or "--" when blank.
  std::string to_string() const;

  friend bool operator==(const Board&, const Board&) = default;

 private:
  // Each cell is one byte: the top piece (or kBlankCode) in the low nibble, the number of
  // pieces taken in the high nibble. Keeps a Board, and so a search node, small.
  static constexpr std::uint8_t kTopMask = 0x0F;
  static constexpr std::uint8_t kBlankCode = 0x0F;
  static constexpr int kRemovedShift = 4;

  std::array<std::uint8_t, kCells> cells_;
  CellSet non_blank_ = 0;
};

/// The whole deal of a game, all three layers of every cell: stacks[cell][0] is the bronze
/// piece, [1] the silver under it, [2] the gold. Only a judge may hold one: a player that saw
/// the hidden layers would know the future.
struct Deal {
  std::array<std::array<Piece, kLayers>, kCells> stacks{};

  /// The bronze layer: the board a player sees at the start.
  Board visible_start() const;

  friend bool operator==(const Deal&, const Deal&) = default;
};

/// What the judge reveals when the top piece of `cell` is taken from `board` (a board of the
/// game `deal` deals): the next layer of the stack, or nothing when the gold piece goes.
/// Precondition: !board.blank(cell).
inline std::optional<Piece> revealed_by(const Deal& deal, const Board& board, int cell) {
  const int next = board.removed(cell) + 1;
  if (next >= kLayers) return std::nullopt;
  return deal.stacks[static_cast<std::size_t>(cell)][static_cast<std::size_t>(next)];
}

}  // namespace arbiter::solitaire
