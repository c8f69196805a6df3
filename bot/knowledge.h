#pragma once

#include <bit>
#include <cstdint>

#include "common/solitaire/board.h"
#include "common/solitaire/piece.h"

namespace arbiter::bot {

/// The piece types a player has seen so far (the opening board and every reveal): what it
/// knows of the game's alphabet, which the judge never tells. Every hidden piece is drawn
/// from the alphabet, so the alphabet contains at least these types.
class SeenTypes {
 public:
  /// The types on `board`'s tops: what a player sees of an opening board.
  static SeenTypes of_tops(const solitaire::Board& board) {
    SeenTypes seen;
    for (int cell = 0; cell < solitaire::kCells; ++cell) seen.add(board.top_piece(cell));
    return seen;
  }
  void add(solitaire::Piece piece) { mask_ |= bit(piece); }
  bool contains(solitaire::Piece piece) const { return (mask_ & bit(piece)) != 0; }
  int count() const { return std::popcount(mask_); }
  /// The seen types as an alphabet mask: bit index_of(piece) for each.
  std::uint8_t mask() const { return mask_; }
  /// The `index`-th seen type in piece order. Precondition: 0 <= index < count().
  solitaire::Piece nth(int index) const {
    std::uint8_t rest = mask_;
    for (int skipped = 0; skipped < index; ++skipped) rest &= static_cast<std::uint8_t>(rest - 1);
    return solitaire::piece_at(std::countr_zero(rest));
  }
  bool operator==(const SeenTypes&) const = default;

 private:
  static constexpr std::uint8_t bit(solitaire::Piece piece) {
    return static_cast<std::uint8_t>(1U << static_cast<unsigned>(piece));
  }
  std::uint8_t mask_ = 0;
};

}  // namespace arbiter::bot
