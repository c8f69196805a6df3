#include "bot/value/sibling_features.h"

#include <algorithm>
#include <bit>

#include "bot/value/features_layout.h"
#include "bot/value/sibling_steps.h"

namespace arbiter::bot::value {

using namespace layout;         // NOLINT(google-build-using-namespace): the layout is this
                                // file's vocabulary,
using namespace sibling_steps;  // NOLINT(google-build-using-namespace): and its tables.
using solitaire::cell_bit;

void SiblingEncoder::set_parent(const solitaire::Position& parent) {
  board_ = parent.board();
  filled_ = board_.non_blank();
  cells_of_type_ = {};
  for (CellSet cells = filled_; cells != 0;) {
    const int cell = solitaire::pop_cell(cells);
    const solitaire::Piece top = board_.top_piece(cell);
    cells_of_type_[static_cast<std::size_t>(solitaire::index_of(top))] |= cell_bit(cell);
    onward_[static_cast<std::size_t>(cell)] = solitaire::targets(cell, top) & filled_;
  }
  row_patterns_ = {};
  col_patterns_ = {};
  ways_in_ = {};
  for (int cell = 0; cell < kCells; ++cell) {
    const int taken = board_.removed(cell);
    content_[static_cast<std::size_t>(cell)] = static_cast<std::uint8_t>(
        (taken == solitaire::kLayers ? kBlankContent : top_content(board_, cell)) * kPieceKinds);
    row_patterns_[static_cast<std::size_t>(solitaire::row_of(cell))] |=
        static_cast<std::uint16_t>(taken << (2 * solitaire::col_of(cell)));
    col_patterns_[static_cast<std::size_t>(solitaire::col_of(cell))] |=
        static_cast<std::uint16_t>(taken << (2 * solitaire::row_of(cell)));
    if (solitaire::has_cell(filled_, cell)) {
      for (CellSet reached = onward_[static_cast<std::size_t>(cell)]; reached != 0;) {
        ++ways_in_[static_cast<std::size_t>(solitaire::pop_cell(reached))];
      }
    }
  }
  for (int line = 0; line < kSide; ++line) refresh_lines(line);
  in_below_cap_ = 0;
  out_below_cap_ = 0;
  for (CellSet cells = filled_; cells != 0;) refresh_degree(solitaire::pop_cell(cells));

  if (feature_set_ == kTupleFeatureSet) {
    for (int cell = 0; cell < kCells; ++cell) {
      tuple_state_[static_cast<std::size_t>(cell)] =
          static_cast<std::uint8_t>(tuple_state_of(board_, cell));
    }
    for (int orbit = 0; orbit < kSquareOrbits; ++orbit) {
      for (int symmetry = 0; symmetry < kSymmetries; ++symmetry) {
        int pattern = 0;
        for (const std::uint8_t cell :
             kTupleImages[static_cast<std::size_t>(orbit)][static_cast<std::size_t>(symmetry)]) {
          pattern = pattern * kTupleStates + tuple_state_[cell];
        }
        const int slot = orbit * kSymmetries + symmetry;
        tuples_[static_cast<std::size_t>(slot)] =
            kTuplesOffset + static_cast<std::uint32_t>(orbit * kTupleWeights + pattern);
      }
    }
  }
  moves_ = parent.moves();
  degrees_listed_ = false;
  reach_counts_known_ = 0;
  if (fixed_ != nullptr) {
    table_ = fixed_->table(moves_ + 1);
    refresh_sums();
  }
}

void SiblingEncoder::refresh_degree(int cell) {
  constexpr int kCap = kDegrees - 1;
  const int in = ways_in_[static_cast<std::size_t>(cell)];
  const int out = std::popcount(onward_[static_cast<std::size_t>(cell)]);
  const CellSet bit = cell_bit(cell);
  in_below_cap_ = in <= kCap ? in_below_cap_ | bit : in_below_cap_ & ~bit;
  out_below_cap_ = out <= kCap ? out_below_cap_ | bit : out_below_cap_ & ~bit;
  const int orbit = kCellOrbitOf[static_cast<std::size_t>(cell)];
  degree_[static_cast<std::size_t>(cell)] = static_cast<std::uint16_t>(
      ((orbit * kContents + top_content(board_, cell)) * kDegrees + std::min(in, kCap)) * kDegrees +
      std::min(out, kCap));
  if (table_ != nullptr) {
    const std::int32_t weight = table_[kDegreeOffset + degree_[static_cast<std::size_t>(cell)]];
    degrees_sum_ += weight - degree_weights_[static_cast<std::size_t>(cell)];
    degree_weights_[static_cast<std::size_t>(cell)] = weight;
  }
}

void SiblingEncoder::refresh_lines(int line) {
  const auto at = static_cast<std::size_t>(line);
  line_indices_[2 * at] = line_index(line_class_of(line), row_patterns_[at]);
  line_indices_[2 * at + 1] = line_index(line_class_of(line), col_patterns_[at]);
}

void SiblingEncoder::list_degrees() {
  degrees_listed_ = true;
  auto* listed = degrees_in_order_.data();
  for (CellSet cells = filled_; cells != 0;) {
    *listed++ = kDegreeOffset + degree_[static_cast<std::size_t>(solitaire::pop_cell(cells))];
  }
}

void SiblingEncoder::follow_tuples(int cell) {
  const auto slot = static_cast<std::size_t>(cell);
  const int state = tuple_state_of(board_, cell);
  const int change = state - tuple_state_[slot];
  tuple_state_[slot] = static_cast<std::uint8_t>(state);
  const TuplePlaces& places = kTuplePlaces[slot];
  for (int i = 0; i < places.count; ++i) {
    std::uint32_t& tuple = tuples_[places.slot[static_cast<std::size_t>(i)]];
    const std::uint32_t before = tuple;
    tuple += static_cast<std::uint32_t>(change * places.place[static_cast<std::size_t>(i)]);
    if (table_ != nullptr) tuples_sum_ += table_[tuple] - table_[before];
  }
}

void SiblingEncoder::follow(int cell, std::optional<solitaire::Piece> revealed) {
  const auto slot = static_cast<std::size_t>(cell);
  const int taken_type = solitaire::index_of(board_.top_piece(cell));
  const int old_content = content_[slot];
  board_.remove_top(cell, revealed);
  cells_of_type_[static_cast<std::size_t>(taken_type)] &= ~cell_bit(cell);
  row_patterns_[static_cast<std::size_t>(solitaire::row_of(cell))] +=
      static_cast<std::uint16_t>(1 << (2 * solitaire::col_of(cell)));
  col_patterns_[static_cast<std::size_t>(solitaire::col_of(cell))] +=
      static_cast<std::uint16_t>(1 << (2 * solitaire::row_of(cell)));
  // Of the lines, only the cell's row and column changed: their weights replace the old ones
  // in the lines' sum.
  const auto row_slot = std::size_t{2} * static_cast<std::size_t>(solitaire::row_of(cell));
  const auto col_slot = std::size_t{2} * static_cast<std::size_t>(solitaire::col_of(cell)) + 1;
  const std::uint32_t row_before = line_indices_[row_slot];
  const std::uint32_t col_before = line_indices_[col_slot];
  refresh_lines(solitaire::row_of(cell));
  refresh_lines(solitaire::col_of(cell));
  if (table_ != nullptr) {
    lines_sum_ += table_[line_indices_[row_slot]] - table_[row_before] +
                  table_[line_indices_[col_slot]] - table_[col_before];
  }
  const CellSet reached_before = onward_[slot];
  CellSet reached_now = 0;
  CellSet changed = 0;  // Filled cells whose ways in or out changed.
  if (revealed) {
    cells_of_type_[static_cast<std::size_t>(solitaire::index_of(*revealed))] |= cell_bit(cell);
    reached_now = solitaire::targets(cell, *revealed) & filled_;
    onward_[slot] = reached_now;
    content_[slot] = static_cast<std::uint8_t>(top_content(board_, cell) * kPieceKinds);
    changed = cell_bit(cell);
  } else {
    // A blank cell leaves the ways out of every top that reached it, and the sum of the ways.
    filled_ &= ~cell_bit(cell);
    if (table_ != nullptr) degrees_sum_ -= degree_weights_[slot];
    content_[slot] = static_cast<std::uint8_t>(kBlankContent * kPieceKinds);
    const auto& sources = kSources[slot];
    for (int kind = 0; kind < kPieceKinds; ++kind) {
      for (CellSet cells = sources[static_cast<std::size_t>(kind)] &
                           cells_of_type_[static_cast<std::size_t>(kind)];
           cells != 0;) {
        const int source = solitaire::pop_cell(cells);
        onward_[static_cast<std::size_t>(source)] &= ~cell_bit(cell);
        changed |= cell_bit(source);
      }
    }
  }
  for (CellSet cells = reached_before & ~reached_now; cells != 0;) {
    --ways_in_[static_cast<std::size_t>(solitaire::pop_cell(cells))];
  }
  for (CellSet cells = reached_now & ~reached_before; cells != 0;) {
    ++ways_in_[static_cast<std::size_t>(solitaire::pop_cell(cells))];
  }
  changed |= (reached_before ^ reached_now) & filled_;
  for (CellSet cells = changed; cells != 0;) refresh_degree(solitaire::pop_cell(cells));

  if (feature_set_ == kTupleFeatureSet) follow_tuples(cell);
  ++moves_;
  degrees_listed_ = false;
  // The counts by type of what a top reaches change at the cell taken and at the tops that
  // reach it (the type of its top changed, or it is blank); the others stay.
  CellSet reach_it = cell_bit(cell);
  for (int kind = 0; kind < kPieceKinds; ++kind) {
    reach_it |= kSources[slot][static_cast<std::size_t>(kind)] &
                cells_of_type_[static_cast<std::size_t>(kind)];
  }
  reach_counts_known_ &= ~reach_it;
  if (fixed_ != nullptr) follow_sums(cell, old_content, reached_before);
}

// The steps are called once each, from encode(), the bot's hottest function: inlined into it.
[[gnu::always_inline]] inline int SiblingEncoder::encode_cells(const TakenCell& move,
                                                               std::uint32_t* index) const {
  // Every other cell's content is the parent's; the cell taken is hidden or blank.
  const auto& pair_base = kPairBases[static_cast<std::size_t>(move.cell)];
  for (int cell = 0; cell < kCells; ++cell) {
    index[cell] = pair_base[static_cast<std::size_t>(cell)] +
                  static_cast<std::uint32_t>(content_[static_cast<std::size_t>(cell)] + move.type);
  }
  const int last_content =
      move.taken == solitaire::kLayers ? kBlankContent : kHiddenContent + move.taken - 1;
  index[move.cell] = pair_base[static_cast<std::size_t>(move.cell)] +
                     static_cast<std::uint32_t>(last_content * kPieceKinds + move.type);
  return kCells;
}

[[gnu::always_inline]] inline int SiblingEncoder::encode_lines(const TakenCell& move,
                                                               std::uint32_t* index) const {
  // The parent's, with one more piece taken from the cell's row and column.
  const int row = solitaire::row_of(move.cell);
  const int col = solitaire::col_of(move.cell);
  std::copy(line_indices_.begin(), line_indices_.end(), index);
  const std::size_t row_slot = std::size_t{2} * static_cast<std::size_t>(row);
  const std::size_t col_slot = std::size_t{2} * static_cast<std::size_t>(col) + 1;
  index[row_slot] = line_index(line_class_of(row),
                               row_patterns_[static_cast<std::size_t>(row)] + (1 << (2 * col)));
  index[col_slot] = line_index(line_class_of(col),
                               col_patterns_[static_cast<std::size_t>(col)] + (1 << (2 * row)));
  return 2 * kSide;
}

[[gnu::always_inline]] inline int SiblingEncoder::encode_window_and_reach(
    const TakenCell& move, const solitaire::Position& child, std::uint32_t* index, CellSet& reach) {
  int count = 0;
  window_and_reach(move, child, reach, [&](std::uint32_t offset, int value) {
    index[count++] = offset + static_cast<std::uint32_t>(value);
  });
  return count;
}

[[gnu::always_inline]] inline int SiblingEncoder::encode_degrees(const TakenCell& move,
                                                                 CellSet reach,
                                                                 std::uint32_t* index) const {
  const int last = move.cell;
  CellSet fewer_in = 0;
  CellSet fewer_out = 0;
  fewer_ways(move, reach, fewer_in, fewer_out);
  // The parent's list without the cell taken, then the few corrections, each at the place of
  // its cell in the list.
  const CellSet before_last = filled_ & (cell_bit(last) - 1);
  const int place_of_last = std::popcount(before_last);
  const int listed = std::popcount(filled_) - 1;
  std::copy_n(degrees_in_order_.data(), place_of_last, index);
  std::copy_n(degrees_in_order_.data() + place_of_last + 1, listed - place_of_last,
              index + place_of_last);
  const auto place = [&](int cell) {
    return std::popcount(filled_ & (cell_bit(cell) - 1)) - (cell > last ? 1 : 0);
  };
  for (CellSet cells = fewer_in; cells != 0;) {
    index[place(solitaire::pop_cell(cells))] -= static_cast<std::uint32_t>(kDegrees);
  }
  for (CellSet cells = fewer_out; cells != 0;) {
    index[place(solitaire::pop_cell(cells))] -= 1;
  }
  return listed;
}

[[gnu::always_inline]] inline int SiblingEncoder::encode_tuples(const TakenCell& move,
                                                                std::uint32_t* index) const {
  // The parent's, with the cell taken hidden or blank.
  std::copy(tuples_.begin(), tuples_.end(), index);
  const int new_state =
      move.taken == solitaire::kLayers ? detail::kBlankTupleState : detail::kHiddenTupleState;
  const int change = new_state - tuple_state_[static_cast<std::size_t>(move.cell)];
  const TuplePlaces& places = kTuplePlaces[static_cast<std::size_t>(move.cell)];
  for (int i = 0; i < places.count; ++i) {
    index[places.slot[static_cast<std::size_t>(i)]] +=
        static_cast<std::uint32_t>(change * places.place[static_cast<std::size_t>(i)]);
  }
  return kTupleIndices;
}

void SiblingEncoder::encode(const solitaire::Position& child, ActiveFeatures& features) {
  const int last = *child.last_cell();
  const TakenCell move{last, solitaire::index_of(*child.last_removed()), board_.removed(last) + 1};
  if (!degrees_listed_) list_degrees();
  std::uint32_t* index = features.index.data();
  int count = encode_cells(move, index);
  count += encode_lines(move, index + count);
  CellSet reach = 0;
  count += encode_window_and_reach(move, child, index + count, reach);
  count += encode_degrees(move, reach, index + count);
  if (feature_set_ == kTupleFeatureSet) count += encode_tuples(move, index + count);
  features.count = count;
  features.moves = child.moves();
}

}  // namespace arbiter::bot::value
