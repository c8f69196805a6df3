#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <ostream>

#include "common/random.h"
#include "common/reader.h"
#include "common/solitaire/board.h"
#include "common/solitaire/mersenne_twister.h"
#include "common/solitaire/piece.h"

// Dealing, and the files a judge reads. A player never links these readers: it sees only the
// bronze layer and the replies.
namespace arbiter::solitaire {

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

/// The official judge's deal for `alphabet` and `seed`, bit for bit: CPython's
/// `random.seed(seed)`, then for each row 0..5, column 0..5 and layer 0..2 (bronze, silver,
/// gold) one `random.choice` on the alphabet's pieces in the order its letters were given.
Deal cpython_deal(const Alphabet& alphabet, std::uint64_t seed);

/// The project's own deal: the same order of draws, each piece `pieces()[random.below(size)]`
/// with arbiter::Random, so it is the same on every platform. Different from cpython_deal.
Deal random_deal(const Alphabet& alphabet, Random& random);

/// Reads a `.board` file: three layers (bronze, silver, gold), each 6 lines of 6 wire tokens
/// separated by spaces or tabs, one blank line between layers. Spaces before a line break, a
/// final line without `\n` and blank lines after the gold layer are tolerated; anything else,
/// `blank` included (a deal has three pieces on every cell), is a ParseError at the defect.
/// Reads to the end of the input.
Deal read_board_file(Reader& reader);

/// Writes `deal` in the `.board` format exactly as the official files are written: single
/// spaces, a blank line between layers, `\n` after the last line and nothing more.
void write_board_file(std::ostream& out, const Deal& deal);

/// An official test (`.in` file): the alphabet, the contest points P, and the seed.
struct TestSpec {
  Alphabet alphabet;
  int points = 0;
  std::uint64_t seed = 0;
};

/// Reads a `.in` file: one line `alphabet P seed` (0 <= P <= 100, 0 <= seed < 2^63), fields
/// separated by spaces or tabs. Trailing spaces and blank lines are tolerated; anything else is
/// a ParseError at the defect. Reads to the end of the input.
TestSpec read_test_file(Reader& reader);

}  // namespace arbiter::solitaire
