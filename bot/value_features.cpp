#include "bot/value_features.h"

#include <algorithm>
#include <bit>

namespace arbiter::bot::value {

namespace {

using solitaire::CellSet;
using solitaire::kCells;
using solitaire::kPieceKinds;
using solitaire::kSide;
using solitaire::Piece;

constexpr int kSymmetries = 8;

constexpr int transform_cell(int cell, int symmetry) {
  int row = solitaire::row_of(cell);
  int col = solitaire::col_of(cell);
  if (symmetry >= 4) col = kSide - 1 - col;  // The reflections: mirror, then rotate.
  for (int turn = 0; turn < symmetry % 4; ++turn) {
    const int rotated_row = col;
    col = kSide - 1 - row;
    row = rotated_row;
  }
  return solitaire::cell_at(row, col);
}

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
        representative = std::min(representative, transform_cell(cell, symmetry) * kCells +
                                                      transform_cell(last, symmetry));
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
      representative = std::min(representative, transform_cell(cell, symmetry));
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

// The cells from which a move after taking `piece` may reach each cell: targets, inverted.
constexpr std::array<std::array<CellSet, kPieceKinds>, kCells> build_sources() {
  std::array<std::array<CellSet, kPieceKinds>, kCells> sources{};
  for (int from = 0; from < kCells; ++from) {
    for (int kind = 0; kind < kPieceKinds; ++kind) {
      for (CellSet to = solitaire::targets(from, solitaire::piece_at(kind)); to != 0;) {
        sources[static_cast<std::size_t>(solitaire::pop_cell(to))]
               [static_cast<std::size_t>(kind)] |= solitaire::cell_bit(from);
      }
    }
  }
  return sources;
}

constexpr std::array<std::array<CellSet, kPieceKinds>, kCells> kSources = build_sources();

CellSet sources(int cell, Piece piece) {
  return kSources[static_cast<std::size_t>(cell)]
                 [static_cast<std::size_t>(solitaire::index_of(piece))];
}

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

}  // namespace

std::uint32_t table_size() { return kTableSize; }

int transform(int cell, int symmetry) { return transform_cell(cell, symmetry); }

void encode(const solitaire::Position& afterstate, ActiveFeatures& features) {
  const solitaire::Board& board = afterstate.board();
  const int last = *afterstate.last_cell();
  const Piece last_type = *afterstate.last_removed();
  const int type = solitaire::index_of(last_type);
  int count = 0;
  auto add = [&](std::uint32_t index) {
    features.index[static_cast<std::size_t>(count++)] = index;
  };

  std::array<CellSet, kPieceKinds> cells_of_type{};
  for (int cell = 0; cell < kCells; ++cell) {
    const int taken = board.removed(cell);
    int content = kBlankContent;
    if (taken == solitaire::kLayers) {
      content = kBlankContent;
    } else if (cell == last) {
      content = kHiddenContent + taken - 1;
    } else {
      const int top = solitaire::index_of(board.top_piece(cell));
      content = kTopContent + taken * kPieceKinds + top;
      cells_of_type[static_cast<std::size_t>(top)] |= solitaire::cell_bit(cell);
    }
    const int orbit =
        kPairOrbits.orbit[static_cast<std::size_t>(cell)][static_cast<std::size_t>(last)];
    add(kCellsOffset +
        static_cast<std::uint32_t>((orbit * kContents + content) * kPieceKinds + type));
  }

  for (int line = 0; line < kSide; ++line) {
    int row_pattern = 0;
    int col_pattern = 0;
    for (int along = 0; along < kSide; ++along) {
      row_pattern |= board.removed(solitaire::cell_at(line, along)) << (2 * along);
      col_pattern |= board.removed(solitaire::cell_at(along, line)) << (2 * along);
    }
    const int line_class = std::min(line, kSide - 1 - line);
    for (const int pattern : {row_pattern, col_pattern}) {
      add(kLinesOffset +
          static_cast<std::uint32_t>(line_class * kLinePatterns +
                                     kCanonicalLines[static_cast<std::size_t>(pattern)]));
    }
  }

  const solitaire::ScoreState& score = afterstate.score();
  const int window = window_code(score);
  const int run = std::min(score.run_length(), kRunLengths) - 1;
  const int chain = std::min(score.chain(), kChains - 1);
  add(kWindowOffset +
      static_cast<std::uint32_t>(
          (((window * kPieceKinds + type) * kRunLengths + run) * kChains + chain) * kSetKinds +
          static_cast<int>(score.last_set_kind())));

  const CellSet reach = afterstate.legal_moves();
  add(kReachOffset +
      static_cast<std::uint32_t>(type_counts(reach, cells_of_type) * kPieceKinds + type));
  int reach_types = 0;
  for (int kind = 0; kind < kPieceKinds; ++kind) {
    if ((reach & cells_of_type[static_cast<std::size_t>(kind)]) != 0) reach_types |= 1 << kind;
  }
  add(kReachWindowOffset + static_cast<std::uint32_t>(reach_types * kWindows + window));

  const CellSet others = board.non_blank() & ~solitaire::cell_bit(last);
  for (CellSet cells = reach; cells != 0;) {
    const int cell = solitaire::pop_cell(cells);
    const Piece top = board.top_piece(cell);
    const CellSet onward = solitaire::targets(cell, top) & others;
    add(kSecondStepOffset + static_cast<std::uint32_t>(solitaire::index_of(top) * kTypeCounts +
                                                       type_counts(onward, cells_of_type)));
  }

  add(kProgressOffset + static_cast<std::uint32_t>(afterstate.moves() * kOpenMoves +
                                                   std::min(std::popcount(reach), kOpenMoves - 1)));

  // Each cell's ways out (by its top) and ways in (from the tops that reach it): a cell
  // nothing reaches any more is points lost, one with no way out ends a line. The ways in are
  // counted type by type from the cells that reach a cell (kSources), a few counts of bits a
  // cell instead of a walk over every cell's targets: the value beams' hottest loop.
  std::array<Piece, kPieceKinds> present{};
  int kinds_present = 0;
  for (int kind = 0; kind < kPieceKinds; ++kind) {
    if (cells_of_type[static_cast<std::size_t>(kind)] != 0) {
      present[static_cast<std::size_t>(kinds_present++)] = solitaire::piece_at(kind);
    }
  }
  for (CellSet cells = others; cells != 0;) {
    const int cell = solitaire::pop_cell(cells);
    const Piece top = board.top_piece(cell);
    const int ways_out = std::popcount(solitaire::targets(cell, top) & others);
    int ways_in = 0;
    for (int kind = 0; kind < kinds_present; ++kind) {
      const Piece piece = present[static_cast<std::size_t>(kind)];
      ways_in += std::popcount(sources(cell, piece) &
                               cells_of_type[static_cast<std::size_t>(solitaire::index_of(piece))]);
    }
    const int taken = board.removed(cell);
    const int content = kTopContent + taken * kPieceKinds + solitaire::index_of(top);
    add(kDegreeOffset +
        static_cast<std::uint32_t>(
            ((kCellOrbitOf[static_cast<std::size_t>(cell)] * kContents + content) * kDegrees +
             std::min(ways_in, kDegrees - 1)) *
                kDegrees +
            std::min(ways_out, kDegrees - 1)));
  }
  features.count = count;
}

}  // namespace arbiter::bot::value
