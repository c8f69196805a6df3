#include "bot/value/features.h"

#include <algorithm>
#include <bit>

#include "bot/value/features_layout.h"

namespace arbiter::bot::value {

namespace {

using namespace layout;  // NOLINT(google-build-using-namespace): the layout is this file's
                         // vocabulary.
using solitaire::Piece;

// What the feature groups read of an afterstate, worked out once.
struct AfterstateFacts {
  const solitaire::Board& board;
  int last = 0;        // The cell of the move.
  int type = 0;        // index_of the type it took.
  CellSet others = 0;  // The cells with a visible top: not blank, not the last cell.
  std::array<CellSet, kPieceKinds> cells_of_type{};  // `others` by the type of their top.
  // For each cell of `others`, the cells of `others` its top reaches (its ways out).
  std::array<CellSet, kCells> onward{};
  CellSet reach = 0;  // The cells the next move may take.
  int window = 0;     // The scan's window (window_code).
};

AfterstateFacts facts_of(const solitaire::Position& position) {
  AfterstateFacts after{position.board()};
  after.last = *position.last_cell();
  after.type = solitaire::index_of(*position.last_removed());
  after.others = after.board.non_blank() & ~solitaire::cell_bit(after.last);
  for (CellSet cells = after.others; cells != 0;) {
    const int cell = solitaire::pop_cell(cells);
    const Piece top = after.board.top_piece(cell);
    after.cells_of_type[static_cast<std::size_t>(solitaire::index_of(top))] |=
        solitaire::cell_bit(cell);
    after.onward[static_cast<std::size_t>(cell)] = solitaire::targets(cell, top) & after.others;
  }
  after.reach = position.legal_moves();
  after.window = window_code(position.score());
  return after;
}

// Appends indices to an ActiveFeatures, group after group. It counts them itself, and the
// count is stored once at the end (`count`): an int in the ActiveFeatures may alias the
// unsigned indices, so every index written would store and reload it there.
class Indices {
 public:
  explicit Indices(ActiveFeatures& features) : features_(features) {}
  void add(std::uint32_t offset, int index) {
    features_.index[static_cast<std::size_t>(count_++)] =
        offset + static_cast<std::uint32_t>(index);
  }
  int count() const { return count_; }

 private:
  ActiveFeatures& features_;
  int count_ = 0;
};

// Cells: each cell's content with the last cell (by their pair's orbit) and the last type.
void add_cells(const AfterstateFacts& after, Indices& indices) {
  const auto& pair_base = kPairBases[static_cast<std::size_t>(after.last)];
  const auto add = [&](int cell, int content) {
    indices.add(pair_base[static_cast<std::size_t>(cell)], content * kPieceKinds + after.type);
  };
  const auto add_visible = [&](int cell) {
    add(cell, after.board.removed(cell) == solitaire::kLayers ? kBlankContent
                                                              : top_content(after.board, cell));
  };
  for (int cell = 0; cell < after.last; ++cell) add_visible(cell);
  const int taken = after.board.removed(after.last);
  add(after.last, taken == solitaire::kLayers ? kBlankContent : kHiddenContent + taken - 1);
  for (int cell = after.last + 1; cell < kCells; ++cell) add_visible(cell);
}

// Lines: the pieces taken along each row and column, by the line's distance from the edge.
void add_lines(const solitaire::Board& board, Indices& indices) {
  std::array<int, kSide> row_patterns{};
  std::array<int, kSide> col_patterns{};
  for (int row = 0; row < kSide; ++row) {
    for (int col = 0; col < kSide; ++col) {
      const int taken = board.removed(solitaire::cell_at(row, col));
      row_patterns[static_cast<std::size_t>(row)] |= taken << (2 * col);
      col_patterns[static_cast<std::size_t>(col)] |= taken << (2 * row);
    }
  }
  for (int line = 0; line < kSide; ++line) {
    const int line_class = std::min(line, kSide - 1 - line);
    for (const int pattern : {row_patterns[static_cast<std::size_t>(line)],
                              col_patterns[static_cast<std::size_t>(line)]}) {
      indices.add(kLinesOffset,
                  line_class * kLinePatterns + kCanonicalLines[static_cast<std::size_t>(pattern)]);
    }
  }
}

// Window: the scan's window with the last type, its run, the chain and the last set's kind.
void add_window(const AfterstateFacts& after, const solitaire::ScoreState& score,
                Indices& indices) {
  const int run = std::min(score.run_length(), kRunLengths) - 1;
  const int chain = std::min(score.chain(), kChains - 1);
  indices.add(kWindowOffset,
              (((after.window * kPieceKinds + after.type) * kRunLengths + run) * kChains + chain) *
                      kSetKinds +
                  static_cast<int>(score.last_set_kind()));
}

// Reach: how many cells of each type the next move may take, with the last type; then which
// types it may take, with the window.
void add_reach(const AfterstateFacts& after, Indices& indices) {
  indices.add(kReachOffset,
              type_counts(after.reach, after.cells_of_type) * kPieceKinds + after.type);
  int reach_types = 0;
  for (int kind = 0; kind < kPieceKinds; ++kind) {
    if ((after.reach & after.cells_of_type[static_cast<std::size_t>(kind)]) != 0) {
      reach_types |= 1 << kind;
    }
  }
  indices.add(kReachWindowOffset, reach_types * kWindows + after.window);
}

// Second step: for each cell the next move may take, its type with how many cells of each
// type the move after may take from there.
void add_second_steps(const AfterstateFacts& after, Indices& indices) {
  for (CellSet cells = after.reach; cells != 0;) {
    const int cell = solitaire::pop_cell(cells);
    // The next move's cells are among `others`: the last cell is never a target of itself.
    indices.add(kSecondStepOffset,
                solitaire::index_of(after.board.top_piece(cell)) * kTypeCounts +
                    type_counts(after.onward[static_cast<std::size_t>(cell)], after.cells_of_type));
  }
}

// Progress: the moves made, with how many moves are open next.
void add_progress(int moves, CellSet reach, Indices& indices) {
  indices.add(kProgressOffset, moves * kOpenMoves + std::min(std::popcount(reach), kOpenMoves - 1));
}

// Ways in and out: each visible top with how many tops reach it and how many cells it
// reaches. A cell nothing reaches any more is points lost, one with no way out ends a line.
// The ways in are the tops' ways out counted in CellCounts, a few logical operations a top
// instead of a count per cell and type: the value beams' hottest loop.
void add_ways_in_and_out(const AfterstateFacts& after, Indices& indices) {
  static_assert(CellCounts::kMost == kDegrees - 1);
  CellCounts ways_in;
  for (CellSet cells = after.others; cells != 0;) {
    ways_in.add(after.onward[static_cast<std::size_t>(solitaire::pop_cell(cells))]);
  }
  for (CellSet cells = after.others; cells != 0;) {
    const int cell = solitaire::pop_cell(cells);
    const int ways_out = std::popcount(after.onward[static_cast<std::size_t>(cell)]);
    const int orbit = kCellOrbitOf[static_cast<std::size_t>(cell)];
    const int in = ways_in.at(cell);
    const int out = std::min(ways_out, kDegrees - 1);
    const int content = top_content(after.board, cell);
    indices.add(kDegreeOffset, ((orbit * kContents + content) * kDegrees + in) * kDegrees + out);
  }
}

// Tuples: each orbit's square at each of its images, by the coarse states of its cells.
void add_tuples(const AfterstateFacts& after, Indices& indices) {
  std::array<int, kCells> state{};
  for (int cell = 0; cell < kCells; ++cell) {
    const int taken = after.board.removed(cell);
    if (taken == solitaire::kLayers) {
      state[static_cast<std::size_t>(cell)] = detail::kBlankTupleState;
    } else if (cell == after.last) {
      state[static_cast<std::size_t>(cell)] = detail::kHiddenTupleState;
    } else {
      state[static_cast<std::size_t>(cell)] = detail::top_tuple_state(
          solitaire::index_of(after.board.top_piece(cell)), taken == solitaire::kLayers - 1);
    }
  }
  for (int orbit = 0; orbit < kSquareOrbits; ++orbit) {
    const std::uint32_t table = kTuplesOffset + static_cast<std::uint32_t>(orbit * kTupleWeights);
    for (const auto& cells : kTupleImages[static_cast<std::size_t>(orbit)]) {
      int pattern = 0;
      for (const std::uint8_t cell : cells) pattern = pattern * kTupleStates + state[cell];
      indices.add(table, pattern);
    }
  }
}

}  // namespace

std::uint32_t table_size(std::uint32_t feature_set) {
  return feature_set == kTupleFeatureSet ? kTupleTableSize : kTableSize;
}

void encode(const solitaire::Position& afterstate, std::uint32_t feature_set,
            ActiveFeatures& features) {
  const AfterstateFacts after = facts_of(afterstate);
  features.moves = afterstate.moves();
  Indices indices(features);
  add_cells(after, indices);
  add_lines(after.board, indices);
  add_window(after, afterstate.score(), indices);
  add_reach(after, indices);
  add_second_steps(after, indices);
  add_progress(afterstate.moves(), after.reach, indices);
  add_ways_in_and_out(after, indices);
  if (feature_set == kTupleFeatureSet) add_tuples(after, indices);
  features.count = indices.count();
}

}  // namespace arbiter::bot::value
