#include <cstdint>
#include <cstring>

#include "bot/value/features_layout.h"
#include "bot/value/sibling_features.h"
#include "bot/value/sibling_steps.h"

// x86-64 with GCC or Clang: a version of the cells' sum for AVX2, chosen at run time.
#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
#include <immintrin.h>
#endif

// SiblingEncoder's sums of fixed-point weights (value()): the parent's, kept group by group,
// and each move's corrections.
namespace arbiter::bot::value {

using namespace layout;         // NOLINT(google-build-using-namespace): the layout is this
                                // file's vocabulary,
using namespace sibling_steps;  // NOLINT(google-build-using-namespace): and its tables.
using solitaire::cell_bit;
using solitaire::has_cell;

namespace {

// The weights of every cell's content with one last cell (its row of kPairBases) and type
// taken: the one group of features a move does not share with its siblings. An integer sum,
// so in any order: eight weights at a time where the machine gathers them (AVX2, asked of the
// processor once), one at a time elsewhere.
std::int32_t sum_of_cells_portable(const std::int32_t* table, const std::uint32_t* pair_base,
                                   const std::uint8_t* content, std::uint32_t type) {
  std::int32_t sum = 0;
  for (int cell = 0; cell < kCells; ++cell) sum += table[pair_base[cell] + content[cell] + type];
  return sum;
}

#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
// NOLINTBEGIN(portability-simd-intrinsics): the portable version is above, chosen at run time.
[[gnu::target("avx2")]] std::int32_t sum_of_cells_avx2(const std::int32_t* table,
                                                       const std::uint32_t* pair_base,
                                                       const std::uint8_t* content,
                                                       std::uint32_t type) {
  constexpr int kLanes = 8;
  using Lanes [[gnu::vector_size(kLanes * sizeof(std::int32_t))]] = std::int32_t;
  Lanes sums{};
  int cell = 0;
  for (; cell + kLanes <= kCells; cell += kLanes) {
    __m128i contents = _mm_setzero_si128();
    std::memcpy(&contents, content + cell, kLanes);
    Lanes indices{};
    std::memcpy(&indices, pair_base + cell, sizeof indices);
    // Between the intrinsics' type and the lanes' by copies, which compile to nothing (a cast
    // would be undefined, and std::bit_cast is not compiled for AVX2).
    const __m256i widened = _mm256_cvtepu8_epi32(contents);
    Lanes contents_lanes{};
    std::memcpy(&contents_lanes, &widened, sizeof contents_lanes);
    indices += contents_lanes + static_cast<int>(type);
    __m256i gather_indices = _mm256_setzero_si256();
    std::memcpy(&gather_indices, &indices, sizeof gather_indices);
    const __m256i gathered = _mm256_i32gather_epi32(table, gather_indices, 4);
    Lanes weights{};
    std::memcpy(&weights, &gathered, sizeof weights);
    sums += weights;
  }
  std::int32_t sum = 0;
  for (int lane = 0; lane < kLanes; ++lane) sum += sums[lane];
  for (; cell < kCells; ++cell) sum += table[pair_base[cell] + content[cell] + type];
  return sum;
}
// NOLINTEND(portability-simd-intrinsics)
#endif

std::int32_t sum_of_cells(const std::int32_t* table, const std::uint32_t* pair_base,
                          const std::uint8_t* content, std::uint32_t type) {
#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
  static const bool kGathers = __builtin_cpu_supports("avx2");
  if (kGathers) return sum_of_cells_avx2(table, pair_base, content, type);
#endif
  return sum_of_cells_portable(table, pair_base, content, type);
}

}  // namespace

void SiblingEncoder::refresh_sums() {
  lines_sum_ = 0;
  for (const std::uint32_t index : line_indices_) lines_sum_ += table_[index];
  tuples_sum_ = 0;
  if (feature_set_ == kTupleFeatureSet) {
    for (const std::uint32_t index : tuples_) tuples_sum_ += table_[index];
  }
  sum_degrees();
  cells_sums_known_ = 0;
}

void SiblingEncoder::sum_degrees() {
  degrees_sum_ = 0;
  for (CellSet cells = filled_; cells != 0;) {
    const auto cell = static_cast<std::size_t>(solitaire::pop_cell(cells));
    degree_weights_[cell] = table_[kDegreeOffset + degree_[cell]];
    degrees_sum_ += degree_weights_[cell];
  }
}

std::int32_t SiblingEncoder::cells_sum(int last, int type) {
  std::int32_t& sum = cells_sums_[static_cast<std::size_t>(last)];
  if (!has_cell(cells_sums_known_, last)) {
    const auto& pair_base = kPairBases[static_cast<std::size_t>(last)];
    sum =
        sum_of_cells(table_, pair_base.data(), content_.data(), static_cast<std::uint32_t>(type)) -
        table_[pair_base[static_cast<std::size_t>(last)] +
               static_cast<std::uint32_t>(content_[static_cast<std::size_t>(last)] + type)];
    cells_sums_known_ |= cell_bit(last);
  }
  return sum;
}

void SiblingEncoder::follow_sums(int cell, int old_content, CellSet next_moves) {
  const auto slot = static_cast<std::size_t>(cell);
  const std::int32_t* table = fixed_->table(moves_ + 1);
  if (table != table_) {  // A new stage: every sum anew.
    table_ = table;
    refresh_sums();
    return;
  }
  // The cell's content changed in every other cell's sum; its own is of another type now. Only
  // the next moves' sums are kept: the next position asks for those alone, and following every
  // sum found along a line costs more than finding again the few asked for later.
  cells_sums_known_ &= next_moves & ~cell_bit(cell);
  const int new_content = content_[slot];
  for (CellSet lasts = cells_sums_known_; lasts != 0;) {
    const int last = solitaire::pop_cell(lasts);
    const std::uint32_t base =
        kPairBases[static_cast<std::size_t>(last)][slot] +
        static_cast<std::uint32_t>(solitaire::index_of(board_.top_piece(last)));
    cells_sums_[static_cast<std::size_t>(last)] +=
        table_[base + static_cast<std::uint32_t>(new_content)] -
        table_[base + static_cast<std::uint32_t>(old_content)];
  }
}

std::int32_t SiblingEncoder::value(const solitaire::Position& child) {
  const int last = *child.last_cell();
  const TakenCell move{last, solitaire::index_of(*child.last_removed()), board_.removed(last) + 1};
  const auto at = static_cast<std::size_t>(last);
  // Cells: the other cells' sum, and the cell taken, hidden or blank.
  const int last_content =
      move.taken == solitaire::kLayers ? kBlankContent : kHiddenContent + move.taken - 1;
  std::int32_t sum = cells_sum(last, move.type) +
                     table_[kPairBases[at][at] +
                            static_cast<std::uint32_t>(last_content * kPieceKinds + move.type)];
  // Lines: the parent's, with the row's and the column's one more piece taken.
  const int row = solitaire::row_of(last);
  const int col = solitaire::col_of(last);
  const std::size_t row_slot = std::size_t{2} * static_cast<std::size_t>(row);
  const std::size_t col_slot = std::size_t{2} * static_cast<std::size_t>(col) + 1;
  sum += lines_sum_ - table_[line_indices_[row_slot]] - table_[line_indices_[col_slot]];
  sum += table_[line_index(line_class_of(row),
                           row_patterns_[static_cast<std::size_t>(row)] + (1 << (2 * col)))];
  sum += table_[line_index(line_class_of(col),
                           col_patterns_[static_cast<std::size_t>(col)] + (1 << (2 * row)))];
  CellSet reach = 0;
  window_and_reach(move, child, reach, [&](std::uint32_t offset, int value) {
    sum += table_[offset + static_cast<std::uint32_t>(value)];
  });
  // Ways in and out: the parent's without the cell taken, corrected at the cells that lose one.
  CellSet fewer_in = 0;
  CellSet fewer_out = 0;
  fewer_ways(move, reach, fewer_in, fewer_out);
  sum += degrees_sum_ - degree_weights_[at];
  for (CellSet cells = fewer_in | fewer_out; cells != 0;) {
    const int cell = solitaire::pop_cell(cells);
    const std::uint32_t index = kDegreeOffset + degree_[static_cast<std::size_t>(cell)] -
                                (has_cell(fewer_in, cell) ? kDegrees : 0) -
                                (has_cell(fewer_out, cell) ? 1 : 0);
    sum += table_[index] - degree_weights_[static_cast<std::size_t>(cell)];
  }
  if (feature_set_ == kTupleFeatureSet) {
    sum += tuples_sum_;
    const int new_state =
        move.taken == solitaire::kLayers ? detail::kBlankTupleState : detail::kHiddenTupleState;
    const int change = new_state - tuple_state_[at];
    const TuplePlaces& places = kTuplePlaces[at];
    for (int i = 0; i < places.count; ++i) {
      const std::uint32_t before = tuples_[places.slot[static_cast<std::size_t>(i)]];
      sum += table_[before + static_cast<std::uint32_t>(
                                 change * places.place[static_cast<std::size_t>(i)])] -
             table_[before];
    }
  }
  return sum;
}

}  // namespace arbiter::bot::value
