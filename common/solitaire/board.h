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
/// be handed one safely; the judge's full deal is a Deal (deal.h, which a player never links).
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
  /// The pieces still on the board, visible or hidden: kLayers a cell, less those taken.
  int pieces_left() const;

  /// Takes the top piece of `cell`; `revealed` is the piece now visible there. Preconditions:
  /// !blank(cell), and revealed is nothing exactly when this is the cell's third removal.
  /// Inline: every line a search extends takes one.
  void remove_top(int cell, std::optional<Piece> revealed) {
    const int taken = removed(cell) + 1;
    const std::uint8_t top = revealed ? static_cast<std::uint8_t>(*revealed) : kBlankCode;
    cells_[static_cast<std::size_t>(cell)] =
        static_cast<std::uint8_t>(top | taken << kRemovedShift);
    if (!revealed) non_blank_ &= ~cell_bit(cell);
  }

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

  std::array<std::uint8_t, kCells> cells_{};
  CellSet non_blank_ = 0;
};

}  // namespace arbiter::solitaire
