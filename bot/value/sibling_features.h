#pragma once

#include <array>
#include <cstdint>
#include <optional>

#include "bot/value/features.h"
#include "bot/value/network.h"
#include "common/solitaire/geometry.h"
#include "common/solitaire/piece.h"
#include "common/solitaire/position.h"

namespace arbiter::bot::value {

/// The features (features.h) of the afterstates that the moves of one position lead to,
/// each found from what they share instead of from nothing: the same indices in the same order
/// as encode(), so the same values to the bit, for a fraction of the work.
///
/// The afterstates of a position's moves differ from the position only in the cell taken (its
/// top gone, what lies under it hidden) and in the scoring state. So the contents of every
/// other cell, the cells each top reaches, how many tops reach each cell, the lines' patterns
/// and the tuples are worked out once for the position (set_parent), and each move's
/// afterstate only corrects them for its cell (encode): a cell the move took leaves the sets
/// of the cells it was reached from and reached, which changes a few ways in and out by one.
/// The searches value every move of a position in turn (a beam's line, the value search's
/// last ply), so the shared work is spread over them all.
class SiblingEncoder {
 public:
  /// Precondition: known_feature_set(feature_set).
  explicit SiblingEncoder(std::uint32_t feature_set) : feature_set_(feature_set) {}
  /// One that also values the afterstates (value()) by `weights`, a network's of
  /// `feature_set` (Network::fixed()), which must outlive it: the searches' way.
  SiblingEncoder(std::uint32_t feature_set, const FixedWeights& weights)
      : feature_set_(feature_set), fixed_(&weights) {}

  /// Works out what the afterstates of `parent`'s moves share, from nothing.
  void set_parent(const solitaire::Position& parent);
  /// Moves the parent on by one move: what the afterstates of the next position's moves
  /// share, `cell` taken and `revealed` uncovered there (nothing: the gold was taken), found
  /// from the parent's as encode() finds a move's. A beam keeps one a line, so that extending
  /// a line never starts from nothing. Precondition: the move is legal in the parent.
  void follow(int cell, std::optional<solitaire::Piece> revealed);

  /// The features of `child`, exactly as encode(child, feature_set) finds them.
  /// Preconditions: `child` is the parent after one legal move (any piece revealed), and that
  /// move did not end the game (!is_final(child)).
  void encode(const solitaire::Position& child, ActiveFeatures& features);

  /// The sum of the fixed-point weights (FixedWeights) of the features of `child`, as
  /// encode() finds them: the parent's sums, kept group by group (an accumulator, as NNUE
  /// keeps one), corrected by the few features the move changes. fixed().to_value() makes it
  /// a value. Preconditions: as encode(), and the encoder was made with a network.
  std::int32_t value(const solitaire::Position& child);
  const FixedWeights& fixed() const { return *fixed_; }

 private:
  // Works out the ways in and out of `cell`, a filled cell, from its content and counts (with
  // weights, its weight in degrees_sum_ too).
  void refresh_degree(int cell);
  // Lists the filled cells' ways in and out in order (degrees_in_order_).
  void list_degrees();
  // Works out the indices of row `line` and column `line` from their patterns.
  void refresh_lines(int line);
  // type_counts (features_layout.h) of the cells the top of `cell` reaches, worked out
  // when first asked for.
  int reach_counts(int cell);

  // The move encode() is asked about: the cell taken, the type of the top it took, and how
  // many pieces that cell has lost with it.
  struct TakenCell {
    int cell;
    int type;
    int taken;
  };
  // encode()'s steps, each writing its group's indices from `index` on, in encode's order,
  // and returning how many it wrote.
  int encode_cells(const TakenCell& move, std::uint32_t* index) const;
  int encode_lines(const TakenCell& move, std::uint32_t* index) const;
  // The window, the reach, the second steps and the progress; `reach` gets what the taken top
  // reached.
  int encode_window_and_reach(const TakenCell& move, const solitaire::Position& child,
                              std::uint32_t* index, solitaire::CellSet& reach);
  int encode_degrees(const TakenCell& move, solitaire::CellSet reach, std::uint32_t* index) const;
  int encode_tuples(const TakenCell& move, std::uint32_t* index) const;
  // The window, the reach, the second steps and the progress, each index handed to `add`.
  template <typename Add>
  void window_and_reach(const TakenCell& move, const solitaire::Position& child,
                        solitaire::CellSet& reach, const Add& add);
  // The cells that lose a way in and a way out with the move (encode_degrees).
  void fewer_ways(const TakenCell& move, solitaire::CellSet reach, solitaire::CellSet& fewer_in,
                  solitaire::CellSet& fewer_out) const;

  // value()'s sums: all of them anew (a new parent, or a new stage's table), the cells group
  // of the move that takes `last` (the parent's contents of the other cells), and the sum of
  // the filled cells' ways in and out.
  void refresh_sums();
  // follow()'s steps: the tuples at `cell`, and the sums (`cell` held `old_content`, as
  // content_ holds it, before the move; `next_moves` are the moves after it).
  void follow_tuples(int cell);
  void follow_sums(int cell, int old_content, solitaire::CellSet next_moves);
  std::int32_t cells_sum(int last, int type);
  void sum_degrees();

  std::uint32_t feature_set_;
  solitaire::Board board_;         // The parent's board: every top visible, none hidden.
  solitaire::CellSet filled_ = 0;  // Its cells that are not blank.
  std::array<solitaire::CellSet, solitaire::kPieceKinds> cells_of_type_{};  // By their top.
  std::array<solitaire::CellSet, solitaire::kCells> onward_{};  // What each top reaches.
  std::array<std::uint8_t, solitaire::kCells> ways_in_{};       // How many tops reach each cell.
  std::array<std::uint8_t, solitaire::kCells> content_{};       // Each cell's content × types.
  // Each filled cell's index of ways in and out, less the group's offset; and the indices
  // of the filled cells in their order, as a move's features list them (but for its cell).
  std::array<std::uint16_t, solitaire::kCells> degree_{};
  std::array<std::uint32_t, solitaire::kCells> degrees_in_order_{};
  bool degrees_listed_ = false;  // Whether degrees_in_order_ is the parent's: encode() lists them.
  // Filled cells reached by, or reaching, no more than the cap of the counts (4): there one
  // way fewer changes the index.
  solitaire::CellSet in_below_cap_ = 0;
  solitaire::CellSet out_below_cap_ = 0;
  std::array<std::uint16_t, solitaire::kSide> row_patterns_{};
  std::array<std::uint16_t, solitaire::kSide> col_patterns_{};
  // The lines' indices in a move's order (each line's row, then its column): a move changes two.
  std::array<std::uint32_t, std::size_t{2} * solitaire::kSide> line_indices_{};
  std::array<std::uint8_t, solitaire::kCells> tuple_state_{};  // Feature set 3 only.
  std::array<std::uint32_t, kTupleIndices> tuples_{};          // Feature set 3 only.
  std::array<std::uint16_t, solitaire::kCells> reach_counts_{};
  solitaire::CellSet reach_counts_known_ = 0;

  // With weights (value()): the table of the children's stage, and the parent's sums.
  const FixedWeights* fixed_ = nullptr;
  const std::int32_t* table_ = nullptr;
  int moves_ = 0;  // The parent's.
  std::int32_t lines_sum_ = 0;
  std::int32_t degrees_sum_ = 0;
  std::int32_t tuples_sum_ = 0;
  std::array<std::int32_t, solitaire::kCells> degree_weights_{};  // Each filled cell's.
  // For each cell a move may take, the weights of the other cells' contents with it as the last
  // cell and its top as the type taken; found when first asked for, then followed while the
  // cell stays among the next moves (follow_sums).
  std::array<std::int32_t, solitaire::kCells> cells_sums_{};
  solitaire::CellSet cells_sums_known_ = 0;
};

}  // namespace arbiter::bot::value
