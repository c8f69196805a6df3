#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "common/solitaire/board.h"
#include "common/solitaire/geometry.h"
#include "common/solitaire/piece.h"
#include "common/solitaire/score.h"

namespace arbiter::solitaire {

/// Why a move is refused. Off-board coordinates are a protocol matter, not a rule: the
/// interactor rejects them before a cell index exists.
enum class MoveError : std::uint8_t { kBlank, kSameCell, kNotReachable };

/// "the cell is blank", "the same cell as the last move", "not reachable from the last move".
std::string_view describe(MoveError error);

/// A game in progress as everyone may see it: the visible board, the last move (its cell and
/// the type of the piece removed there, which decides the next move), and the score so far.
/// Holds nothing hidden, so both the judge and a player keep one. A small value (about 64
/// bytes): a search copies it per node.
class Position {
 public:
  /// The start of a game on `board` (normally a fresh bronze board): no move yet.
  static Position start(const Board& board);

  const Board& board() const { return board_; }
  /// The cell of the last move, or nothing before the first.
  std::optional<int> last_cell() const {
    if (last_cell_ < 0) return std::nullopt;
    return last_cell_;
  }
  /// The type of the piece removed by the last move (not the one it revealed).
  std::optional<Piece> last_removed() const {
    if (last_cell_ < 0) return std::nullopt;
    return last_removed_;
  }
  int moves() const { return score_.moves(); }
  const ScoreState& score() const { return score_; }

  /// The cells the next move may take: every non-blank cell before the first move, then the
  /// non-blank targets of the last move. Empty when the game cannot go on.
  CellSet legal_moves() const {
    if (last_cell_ < 0) return board_.non_blank();
    return targets(last_cell_, last_removed_) & board_.non_blank();
  }
  /// Why taking `cell` next is illegal, or nothing when it is legal. A blank cell is reported as
  /// kBlank even when it is also the last cell or out of reach. Precondition: 0 <= cell < 36.
  std::optional<MoveError> check(int cell) const;

  /// Takes the top piece of `cell`, reveals `revealed` there (nothing when it was the gold
  /// piece), scores the type removed and returns it. Precondition: !check(cell).
  Piece play(int cell, std::optional<Piece> revealed) {
    const Piece removed = board_.top_piece(cell);
    board_.remove_top(cell, revealed);
    score_.push(removed);
    last_cell_ = static_cast<std::int8_t>(cell);
    last_removed_ = removed;
    return removed;
  }

  /// Throws std::logic_error when an invariant does not hold. For tests and debug builds.
  void check_invariants() const;

  friend bool operator==(const Position&, const Position&) = default;

 private:
  Board board_;
  ScoreState score_;
  std::int8_t last_cell_ = -1;  // -1 before the first move.
  Piece last_removed_ = Piece::kOne;
};

/// A full sentence for a refused move, with 1-based wire coordinates: "3 4 is blank",
/// "3 4 is the cell of the last move", "3 4 is not reachable by springare from 1 1".
/// Precondition: error == position.check(cell).
std::string explain(const Position& position, int cell, MoveError error);

/// "r c", the 1-based wire coordinates of `cell`.
std::string wire_coordinates(int cell);

}  // namespace arbiter::solitaire
