#pragma once

// Shared by the search tests: boards and score states written by hand, a strategy that records
// what it was shown, and an exhaustive search that tries every line of a small endgame, the
// reference the beam search is checked against.

#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <bitset>
#include <cstdint>
#include <optional>
#include <span>
#include <string_view>
#include <utility>
#include <vector>

#include "bot/knowledge.h"
#include "bot/offline.h"
#include "bot/search/beam.h"
#include "bot/search/world.h"
#include "bot/strategy.h"
#include "common/random.h"
#include "common/solitaire/board.h"
#include "common/solitaire/geometry.h"
#include "common/solitaire/piece.h"
#include "common/solitaire/position.h"
#include "common/solitaire/score.h"
#include "tests/solitaire/printers.h"

namespace arbiter::bot::fixtures {

using solitaire::CellSet;
using solitaire::kCells;
using solitaire::kLayers;
using solitaire::Piece;

/// The pieces written as alphabet letters, "1234tlds" (so "12t" is 1, 2, torn).
inline std::vector<Piece> pieces_of(std::string_view letters) {
  std::vector<Piece> pieces;
  for (const char letter : letters) {
    const std::optional<Piece> piece = solitaire::piece_from_letter(letter);
    if (!piece) ADD_FAILURE() << "bad letter " << letter;
    if (piece) pieces.push_back(*piece);
  }
  return pieces;
}

/// The score state after removing the types `letters`, in order.
inline solitaire::ScoreState pushed(std::string_view letters) {
  solitaire::ScoreState score;
  for (const Piece piece : pieces_of(letters)) score.push(piece);
  return score;
}

/// The types `letters`, as seen.
inline SeenTypes seen_of(std::string_view letters) {
  SeenTypes seen;
  for (const Piece piece : pieces_of(letters)) seen.add(piece);
  return seen;
}

/// Deal `seed` of alphabet `letters`, drawn by random_world.
inline World deal_of(std::string_view letters, std::uint64_t seed) {
  Random random(seed);
  return random_world(solitaire::Alphabet::parse(letters)->pieces(), random);
}

/// The opening of `deal`: its bronze layer, each type of it added to `seen`.
inline solitaire::Position start_of(const World& deal, SeenTypes& seen) {
  std::array<Piece, kCells> bronze{};
  for (int cell = 0; cell < kCells; ++cell) {
    bronze[static_cast<std::size_t>(cell)] = deal.piece(cell, 0);
    seen.add(deal.piece(cell, 0));
  }
  return solitaire::Position::start(solitaire::Board::from_bronze(bronze));
}

/// A fresh board of `fill`, but `piece` on each cell of `exceptions`.
inline solitaire::Board board_of(Piece fill,
                                 std::initializer_list<std::pair<int, Piece>> exceptions) {
  std::array<Piece, kCells> bronze{};
  bronze.fill(fill);
  for (const auto& [cell, piece] : exceptions) bronze[static_cast<std::size_t>(cell)] = piece;
  return solitaire::Board::from_bronze(bronze);
}

/// One cell of an endgame: `top` visible there after `taken` (0..2) of its pieces are gone.
struct Stack {
  int cell = 0;
  Piece top = Piece::kOne;
  int taken = 0;
};

/// A board on which only `stacks` hold pieces; every other cell is blank.
inline solitaire::Board endgame(std::span<const Stack> stacks) {
  std::array<Piece, kCells> bronze{};
  bronze.fill(Piece::kOne);
  for (const Stack& stack : stacks) bronze[static_cast<std::size_t>(stack.cell)] = stack.top;
  solitaire::Board board = solitaire::Board::from_bronze(bronze);
  CellSet kept = 0;
  for (const Stack& stack : stacks) {
    kept |= solitaire::cell_bit(stack.cell);
    for (int taken = 0; taken < stack.taken; ++taken) board.remove_top(stack.cell, stack.top);
  }
  for (int cell = 0; cell < kCells; ++cell) {
    if (solitaire::has_cell(kept, cell)) continue;
    board.remove_top(cell, Piece::kOne);
    board.remove_top(cell, Piece::kOne);
    board.remove_top(cell, std::nullopt);
  }
  board.check_invariants();
  return board;
}

inline solitaire::Board endgame(std::initializer_list<Stack> stacks) {
  return endgame(std::span<const Stack>(stacks.begin(), stacks.size()));
}

/// Takes the top of `cell` and reveals what `world` holds beneath it: the judge's part, with
/// `world` as the deal. Precondition: the move is legal.
inline Piece play_on(solitaire::Position& position, int cell, const World& world) {
  const int next = position.board().removed(cell) + 1;
  std::optional<Piece> revealed;
  if (next < kLayers) revealed = world.piece(cell, next);
  return position.play(cell, revealed);
}

/// Every line of play from a position, tried one by one.
struct Optimum {
  int best = -1;                       ///< The best final score of any line.
  std::array<int, kCells> by_first{};  ///< The same for the lines starting with each move.
  std::bitset<solitaire::kMaxMoves + 1> best_lengths;  ///< Game lengths of the best lines.
  std::vector<int> open_by_depth;  ///< Lines that can go on, by moves made from the start.
  std::uint64_t lines = 0;         ///< Finished lines.
};

inline void explore(const solitaire::Position& position, const World& world, int first,
                    std::size_t depth, Optimum& optimum) {
  for (CellSet moves = position.legal_moves(); moves != 0;) {
    const int cell = solitaire::pop_cell(moves);
    const int line_first = first < 0 ? cell : first;
    solitaire::Position next = position;
    play_on(next, cell, world);
    if (next.legal_moves() != 0) {
      if (optimum.open_by_depth.size() <= depth) optimum.open_by_depth.resize(depth + 1);
      ++optimum.open_by_depth[depth];
      explore(next, world, line_first, depth + 1, optimum);
      continue;
    }
    ++optimum.lines;
    const int total = next.score().total();
    int& best_first = optimum.by_first[static_cast<std::size_t>(line_first)];
    best_first = std::max(best_first, total);
    if (total > optimum.best) {
      optimum.best = total;
      optimum.best_lengths.reset();
    }
    if (total == optimum.best) optimum.best_lengths.set(static_cast<std::size_t>(next.moves()));
  }
}

/// Tries every line from `start` on `world`'s pieces to the end of the game.
inline Optimum exhaustive(const solitaire::Position& start, const World& world) {
  Optimum optimum;
  optimum.by_first.fill(-1);
  explore(start, world, -1, 0, optimum);
  return optimum;
}

/// The most lines at any depth that a beam must hold to keep them all.
inline int widest_depth(const Optimum& optimum) {
  int widest = 1;
  for (const int open : optimum.open_by_depth) widest = std::max(widest, open);
  return widest;
}

/// What a strategy was shown at one choice: copies, since a View only refers to them.
struct Shown {
  solitaire::Position position;
  SeenTypes seen;
};

/// Passes every choice on to `inner` and records what it was shown and what it chose.
class Recorder final : public Strategy {
 public:
  explicit Recorder(Strategy& inner) : inner_(inner) {}

  std::optional<int> choose(const View& view) override {
    shown_.push_back({view.position, view.seen});
    const std::optional<int> cell = inner_.choose(view);
    if (cell) moves_.push_back(*cell);
    return cell;
  }

  const std::vector<Shown>& shown() const { return shown_; }
  const std::vector<int>& moves() const { return moves_; }

 private:
  Strategy& inner_;
  std::vector<Shown> shown_;
  std::vector<int> moves_;
};

/// Plays the given cells in order, then stops; makes no check of its own.
class Script final : public Strategy {
 public:
  explicit Script(std::vector<int> cells) : cells_(std::move(cells)) {}
  std::optional<int> choose(const View& /*view*/) override {
    if (next_ == cells_.size()) return std::nullopt;
    return cells_[next_++];
  }

 private:
  std::vector<int> cells_;
  std::size_t next_ = 0;
};

}  // namespace arbiter::bot::fixtures
