#include "bot/value_features.h"

#include <algorithm>
#include <bit>

#include "bot/value_features_detail.h"

namespace arbiter::bot::value {

namespace {

using solitaire::CellSet;
using solitaire::kCells;
using solitaire::kPieceKinds;
using solitaire::kSide;
using solitaire::Piece;

using detail::kSymmetries;
using detail::transform;

// Each (cell, last cell) pair numbered by its orbit under the eight symmetries.
struct PairOrbits {
  std::array<std::array<std::uint16_t, kCells>, kCells> orbit{};
  int count = 0;
};

constexpr PairOrbits build_pair_orbits() {
  PairOrbits orbits;
  std::array<int, std::size_t{kCells} * kCells> id_of_representative{};
  for (int& id : id_of_representative) id = -1;
  for (int cell = 0; cell < kCells; ++cell) {
    for (int last = 0; last < kCells; ++last) {
      int representative = kCells * kCells;
      for (int symmetry = 0; symmetry < kSymmetries; ++symmetry) {
        representative = std::min(representative,
                                  transform(cell, symmetry) * kCells + transform(last, symmetry));
      }
      int& id = id_of_representative[static_cast<std::size_t>(representative)];
      if (id < 0) id = orbits.count++;
      orbits.orbit[static_cast<std::size_t>(cell)][static_cast<std::size_t>(last)] =
          static_cast<std::uint16_t>(id);
    }
  }
  return orbits;
}

constexpr PairOrbits kPairOrbits = build_pair_orbits();

constexpr std::array<std::uint8_t, kCells> build_cell_orbits() {
  std::array<std::uint8_t, kCells> orbits{};
  std::array<int, kCells> id_of_representative{};
  for (int& id : id_of_representative) id = -1;
  int count = 0;
  for (int cell = 0; cell < kCells; ++cell) {
    int representative = kCells;
    for (int symmetry = 0; symmetry < kSymmetries; ++symmetry) {
      representative = std::min(representative, transform(cell, symmetry));
    }
    int& id = id_of_representative[static_cast<std::size_t>(representative)];
    if (id < 0) id = count++;
    orbits[static_cast<std::size_t>(cell)] = static_cast<std::uint8_t>(id);
  }
  return orbits;
}

constexpr std::array<std::uint8_t, kCells> kCellOrbitOf = build_cell_orbits();

// A cell's content: blank, hidden under the last move (one or two pieces taken), or a top
// piece with 0..2 pieces taken below it.
constexpr int kBlankContent = 0;
constexpr int kHiddenContent = 1;  // + pieces taken - 1.
constexpr int kTopContent = 3;     // + taken * kPieceKinds + type.
constexpr int kContents = kTopContent + 3 * kPieceKinds;

// A line's pattern: pieces taken from each of its six cells, base 4. Rows and columns at the
// same distance from the edge are one class; a pattern and its reverse share a weight.
constexpr int kLineClasses = 3;
constexpr int kLinePatterns = 1 << (2 * kSide);

constexpr int kWindows = 1 + 8 + 64 + 512;  // The types waiting on the scan, 0..3 of them.
constexpr int kRunLengths = 4;              // 1, 2, 3, 4 or more.
constexpr int kChains = 4;                  // 0, 1, 2, 3 or more.
constexpr int kSetKinds = 3;                // None yet, numbers, pieces.
constexpr int kTypeCounts = 6561;           // 3^8: cells of each type, 0, 1, 2 or more.
constexpr int kTypeMasks = 1 << kPieceKinds;
constexpr int kMovesTaken = solitaire::kMaxMoves + 1;
constexpr int kOpenMoves = 9;  // Moves open next: 0..8 or more.

constexpr std::uint32_t kCellsOffset = 0;
constexpr std::uint32_t kLinesOffset =
    kCellsOffset + static_cast<std::uint32_t>(kPairOrbits.count * kContents * kPieceKinds);
constexpr std::uint32_t kWindowOffset = kLinesOffset + kLineClasses * kLinePatterns;
constexpr std::uint32_t kReachOffset =
    kWindowOffset + kWindows * kPieceKinds * kRunLengths * kChains * kSetKinds;
constexpr std::uint32_t kReachWindowOffset = kReachOffset + kTypeCounts * kPieceKinds;
constexpr std::uint32_t kSecondStepOffset = kReachWindowOffset + kTypeMasks * kWindows;
constexpr std::uint32_t kProgressOffset = kSecondStepOffset + kPieceKinds * kTypeCounts;
constexpr int kCellOrbits = 6;  // Cells by their orbit under the symmetries (6 of them).
constexpr int kDegrees = 5;     // 0..4 or more.
constexpr std::uint32_t kDegreeOffset = kProgressOffset + kMovesTaken * kOpenMoves;
constexpr std::uint32_t kTableSize = kDegreeOffset + kCellOrbits * kContents * kDegrees * kDegrees;

// Where the cell group's weights of each (last cell, cell) pair begin, the pair's orbit
// scaled: a row a last cell, so that the cell group reads one row in order.
constexpr std::array<std::array<std::uint32_t, kCells>, kCells> build_pair_bases() {
  std::array<std::array<std::uint32_t, kCells>, kCells> bases{};
  for (int last = 0; last < kCells; ++last) {
    for (int cell = 0; cell < kCells; ++cell) {
      bases[static_cast<std::size_t>(last)][static_cast<std::size_t>(cell)] =
          kCellsOffset +
          static_cast<std::uint32_t>(
              kPairOrbits.orbit[static_cast<std::size_t>(cell)][static_cast<std::size_t>(last)] *
              kContents * kPieceKinds);
    }
  }
  return bases;
}

constexpr std::array<std::array<std::uint32_t, kCells>, kCells> kPairBases = build_pair_bases();

// Tuples (set 3 only), after every index of set 2: one table per orbit of 2×2 squares, each
// indexed by the states of a square's cells, in the order of the orbit's first square mapped
// by the symmetry.
using detail::kTupleCells;
using detail::kTupleStates;
using detail::kTupleWeights;
constexpr int kSquareOrbits = 6;
constexpr std::uint32_t kTuplesOffset = kTableSize;
constexpr std::uint32_t kTupleTableSize = kTableSize + kSquareOrbits * kTupleWeights;
static_assert(kSquareOrbits * detail::kSymmetries == kTupleIndices);

// The cells of each orbit's square at each of its images: the squares whose top left cell is
// (row, col) with row <= col <= 2 are one of each orbit.
using TupleImages =
    std::array<std::array<std::array<std::uint8_t, kTupleCells>, kSymmetries>, kSquareOrbits>;

constexpr TupleImages build_tuple_images() {
  constexpr std::array<std::array<int, 2>, kSquareOrbits> kCorners = {
      {{0, 0}, {0, 1}, {0, 2}, {1, 1}, {1, 2}, {2, 2}}};
  TupleImages images{};
  for (int orbit = 0; orbit < kSquareOrbits; ++orbit) {
    const auto [row, col] = kCorners[static_cast<std::size_t>(orbit)];
    const std::array<int, kTupleCells> square = {
        solitaire::cell_at(row, col), solitaire::cell_at(row, col + 1),
        solitaire::cell_at(row + 1, col), solitaire::cell_at(row + 1, col + 1)};
    for (int symmetry = 0; symmetry < kSymmetries; ++symmetry) {
      for (int i = 0; i < kTupleCells; ++i) {
        images[static_cast<std::size_t>(orbit)][static_cast<std::size_t>(symmetry)]
              [static_cast<std::size_t>(i)] = static_cast<std::uint8_t>(
                  transform(square[static_cast<std::size_t>(i)], symmetry));
      }
    }
  }
  return images;
}

constexpr TupleImages kTupleImages = build_tuple_images();

constexpr std::array<std::uint16_t, kLinePatterns> build_canonical_lines() {
  std::array<std::uint16_t, kLinePatterns> canonical{};
  for (int pattern = 0; pattern < kLinePatterns; ++pattern) {
    int reversed = 0;
    for (int cell = 0; cell < kSide; ++cell) {
      reversed |= (pattern >> (2 * cell) & 3) << (2 * (kSide - 1 - cell));
    }
    canonical[static_cast<std::size_t>(pattern)] =
        static_cast<std::uint16_t>(std::min(pattern, reversed));
  }
  return canonical;
}

constexpr std::array<std::uint16_t, kLinePatterns> kCanonicalLines = build_canonical_lines();

// Cells of each type among `cells`, each count capped at 2, as a base-3 number.
int type_counts(CellSet cells, const std::array<CellSet, kPieceKinds>& cells_of_type) {
  int code = 0;
  for (int kind = kPieceKinds - 1; kind >= 0; --kind) {
    const int count = std::popcount(cells & cells_of_type[static_cast<std::size_t>(kind)]);
    code = code * 3 + std::min(count, 2);
  }
  return code;
}

int window_code(const solitaire::ScoreState& score) {
  const auto& last = score.last_types();
  int code = 0;
  int offset = 0;
  for (int waiting = 1; waiting <= score.pending(); ++waiting) {
    offset += 1 << (3 * (waiting - 1));
    code = code * kPieceKinds +
           solitaire::index_of(last[static_cast<std::size_t>(3 - score.pending() + waiting - 1)]);
  }
  return offset + code;
}

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

// A visible top with the pieces taken below it.
int top_content(const solitaire::Board& board, int cell) {
  return kTopContent + board.removed(cell) * kPieceKinds +
         solitaire::index_of(board.top_piece(cell));
}

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

// How many times each cell is counted, 0 to 4 or more, in bit-sliced counters: a bit plane
// per binary digit, one bit a cell, so that counting a set of cells once is a few logical
// operations whatever its size.
class CellCounts {
 public:
  static constexpr int kMost = 4;
  void add(CellSet cells) {
    const CellSet carry_ones = ones_ & cells;
    ones_ ^= cells;
    const CellSet carry_twos = twos_ & carry_ones;
    twos_ ^= carry_ones;
    fours_ |= carry_twos;
  }
  // The count of `cell`, at most kMost.
  int at(int cell) const {
    if (solitaire::has_cell(fours_, cell)) return kMost;
    return (solitaire::has_cell(ones_, cell) ? 1 : 0) + (solitaire::has_cell(twos_, cell) ? 2 : 0);
  }

 private:
  CellSet ones_ = 0;
  CellSet twos_ = 0;
  CellSet fours_ = 0;  // Set once a cell is counted 4 times or more.
};

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
