#pragma once

#include <array>
#include <optional>

#include "bot/knowledge.h"
#include "common/random.h"
#include "common/solitaire/board.h"
#include "common/solitaire/geometry.h"
#include "common/solitaire/piece.h"
#include "common/solitaire/position.h"

namespace arbiter::bot {

/// One full deal that agrees with everything the player has seen: every visible top as it is,
/// every hidden piece drawn independently and uniformly from the types seen so far (the
/// player's best estimate of the alphabet, which is how the judge draws them). The search
/// plans on a handful of these ("determinisation"); a World is never the judge's deal.
class World {
 public:
  /// A sample for `board`: the pieces already taken are gone, the visible tops are kept, the
  /// pieces below them are drawn from `seen` with `random`. Precondition: seen.count() > 0.
  static World sample(const solitaire::Board& board, const SeenTypes& seen, Random& random);

  /// Brings a sample of an earlier position up to date with `board`, a later position of the
  /// same game: the pieces revealed since replace the sample's draws, the draws still hidden
  /// are kept, so a search may follow one world over several moves.
  void follow(const solitaire::Board& board, const SeenTypes& seen);

  /// The opening board of this deal: its bronze layer, the player's view before any move.
  solitaire::Board visible_start() const;

  /// The piece at `layer` (0 bronze, 1 silver, 2 gold) of `cell`. Layers below the cell's
  /// taken count hold whatever was there, which no search reads.
  solitaire::Piece piece(int cell, int layer) const {
    return stacks_[static_cast<std::size_t>(cell)][static_cast<std::size_t>(layer)];
  }
  /// The piece a move on `cell` of `board` (a position this world agrees with) reveals, or
  /// nothing when it takes the gold.
  std::optional<solitaire::Piece> revealed_by(const solitaire::Board& board, int cell) const {
    const int layer = board.removed(cell) + 1;
    if (layer >= solitaire::kLayers) return std::nullopt;
    return piece(cell, layer);
  }
  /// Puts `piece`, one of the types seen, at `layer` of `cell`, a layer still hidden: the world
  /// still agrees with what the player has seen.
  void set_hidden(int cell, int layer, solitaire::Piece piece) {
    stacks_[static_cast<std::size_t>(cell)][static_cast<std::size_t>(layer)] = piece;
  }
  /// Every cell a move may ever lead to from `cell` once `taken` of its pieces are gone: the
  /// union of the targets of the pieces still there. Empty for a blank cell.
  solitaire::CellSet reach(int cell, int taken) const {
    return reach_[static_cast<std::size_t>(cell)][static_cast<std::size_t>(taken)];
  }

 private:
  std::array<std::array<solitaire::Piece, solitaire::kLayers>, solitaire::kCells> stacks_{};
  std::array<std::array<solitaire::CellSet, solitaire::kLayers + 1>, solitaire::kCells> reach_{};
};

/// Shares out among the worlds of a move the pieces its candidate moves uncover: in the
/// `index`-th world, under each legal move of `position` that uncovers a piece, the
/// ((index + offsets[cell]) mod seen.count())-th type seen. Over seen.count() consecutive
/// worlds every such move uncovers each type once: the judge's draw, weighted exactly.
void share_out_first_reveals(World& world, const solitaire::Position& position,
                             const SeenTypes& seen, int index,
                             const std::array<int, solitaire::kCells>& offsets);

}  // namespace arbiter::bot
