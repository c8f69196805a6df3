#pragma once

#include <bit>
#include <cstdint>

#include "common/solitaire/piece.h"

namespace arbiter::bot {

/// The piece types a player has seen so far (the opening board and every reveal): what it
/// knows of the game's alphabet, which the judge never tells. Every hidden piece is drawn
/// from the alphabet, so the alphabet contains at least these types.
class SeenTypes {
 public:
  void add(solitaire::Piece piece) { mask_ |= bit(piece); }
  bool contains(solitaire::Piece piece) const { return (mask_ & bit(piece)) != 0; }
  int count() const { return std::popcount(mask_); }
  bool operator==(const SeenTypes&) const = default;

 private:
  static constexpr std::uint8_t bit(solitaire::Piece piece) {
    return static_cast<std::uint8_t>(1u << static_cast<unsigned>(piece));
  }
  std::uint8_t mask_ = 0;
};

}  // namespace arbiter::bot
