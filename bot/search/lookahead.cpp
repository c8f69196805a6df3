#include "bot/search/lookahead.h"

#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>
#include <tuple>

#include "common/solitaire/geometry.h"

namespace arbiter::bot {

namespace {

using solitaire::CellSet;
using solitaire::Piece;

// What the lookahead knows of a position: the cells each type lies on top of, and its count of
// moves weighed.
struct Tops {
  std::array<CellSet, solitaire::kPieceKinds> of_type{};
  std::uint64_t weighed = 0;

  explicit Tops(const solitaire::Board& board) {
    for (CellSet cells = board.non_blank(); cells != 0;) {
      const int cell = solitaire::pop_cell(cells);
      of_type[static_cast<std::size_t>(solitaire::index_of(board.top_piece(cell)))] |=
          solitaire::cell_bit(cell);
    }
  }
};

// The most points `plies` moves could earn after a run of `run` pieces, whatever the board:
// going on with the run earns 5 for its second piece and 3 for each after; starting a new
// run earns 1, then 5, then 3s. So 3 a move, and 2 more while a run of one can become two.
int most_points(int plies, int run) { return 3 * plies + (run == 1 ? 2 : 0); }

int best_gain(const solitaire::Board& board, Tops& tops, CellSet open, CellSet onward, Piece last,
              int run, int plies);

// What taking `cell` (one of `open`, the board's untaken tops) earns after a run of `run`
// pieces of type `last`, plus the most the `plies - 1` moves after it can earn.
// NOLINTNEXTLINE(misc-no-recursion): with best_gain, one level a ply (kLookaheadPlies deep).
int line_gain(const solitaire::Board& board, Tops& tops, CellSet open, int cell, Piece last,
              int run, int plies) {
  const Piece type = board.top_piece(cell);
  const CellSet rest = open & ~solitaire::cell_bit(cell);
  return gain_without_sets(type, last, run) + best_gain(board, tops, rest,
                                                        solitaire::targets(cell, type) & rest, type,
                                                        type == last ? run + 1 : 1, plies - 1);
}

// The most points `plies` moves can earn starting with one of `onward` (cells of `open`)
// after a run of `run` pieces of type `last`.
// NOLINTNEXTLINE(misc-no-recursion): with line_gain, one level a ply.
int best_gain(const solitaire::Board& board, Tops& tops, CellSet open, CellSet onward, Piece last,
              int run, int plies) {
  if (onward == 0 || plies <= 0) return 0;
  const CellSet same = onward & tops.of_type[static_cast<std::size_t>(solitaire::index_of(last))];
  if (plies == 1) {
    tops.weighed += static_cast<std::uint64_t>(std::popcount(onward));
    // The best is to go on with the run, if any of them can.
    return same != 0 ? gain_without_sets(last, last, run) : 1;
  }
  // No line earns more than this, so once one does the rest need not be weighed. Moves that
  // go on with the run come first: they are the likeliest to reach it.
  const int ceiling = most_points(plies, run);
  int best = 0;
  for (const CellSet group : {same, onward & ~same}) {
    for (CellSet moves = group; moves != 0;) {
      ++tops.weighed;
      best = std::max(best,
                      line_gain(board, tops, open, solitaire::pop_cell(moves), last, run, plies));
      if (best == ceiling) return best;
    }
  }
  return best;
}

std::optional<int> choose(const solitaire::Position& position, Tops& tops, int plies) {
  const solitaire::Board& board = position.board();
  const Piece last = position.last_removed().value_or(Piece::kOne);
  const int run = position.last_removed() ? position.score().run_length() : 0;
  std::optional<int> best;
  std::tuple<bool, int, int> best_key{};
  for (CellSet moves = position.legal_moves(); moves != 0;) {
    const int cell = solitaire::pop_cell(moves);
    ++tops.weighed;
    // The move itself may leave the cell non-blank, but its next piece is unknown.
    const CellSet onward = solitaire::targets(cell, board.top_piece(cell)) & board.non_blank() &
                           ~solitaire::cell_bit(cell);
    const int gain = line_gain(board, tops, board.non_blank(), cell, last, run, plies);
    // Going on first (a dead end forfeits every move to come), then points, then Warnsdorff.
    // The cell's own next piece may yet be a way on, but the policy does not count on it.
    const std::tuple<bool, int, int> key{onward != 0, gain, -std::popcount(onward)};
    if (!best || key > best_key) {
      best = cell;
      best_key = key;
    }
  }
  return best;
}

}  // namespace

int gain_without_sets(Piece type, Piece last, int run) {
  if (run == 0 || type != last) return 1;
  return run == 1 ? 5 : 3;
}

std::optional<int> lookahead_move(const solitaire::Position& position, int plies) {
  Tops tops(position.board());
  return choose(position, tops, plies);
}

Playout lookahead_playout(solitaire::Position position, const World& world, int plies) {
  Playout playout;
  for (;;) {
    Tops tops(position.board());
    const std::optional<int> cell = choose(position, tops, plies);
    playout.weighed += tops.weighed;
    if (!cell) break;
    position.play(*cell, world.revealed_by(position.board(), *cell));
  }
  playout.score = position.score().total();
  playout.moves = position.moves();
  return playout;
}

}  // namespace arbiter::bot
