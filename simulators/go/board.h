#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <string_view>
#include <vector>

namespace arbiter::go {

/// What stands on a point.
enum class Color : std::uint8_t { kEmpty = 0, kBlack = 1, kWhite = 2 };

/// The other player. Precondition: `color` is Black or White.
constexpr Color opponent(Color color) {
  return color == Color::kBlack ? Color::kWhite : Color::kBlack;
}

/// 0 for Black, 1 for White: an index into per-side arrays. Precondition: not kEmpty.
constexpr int side_index(Color color) { return color == Color::kWhite ? 1 : 0; }

/// "Black", "White" or "empty".
std::string_view color_name(Color color);

/// The largest board side supported (SGF allows up to 52; 25 is the practical limit of
/// real game records and of the one-letter GTP column labels).
inline constexpr int kMaxSize = 25;

/// A point by column (0 = left edge) and row (0 = top edge). Formats convert their own
/// coordinates to this at the boundary.
struct Point {
  int col = 0;
  int row = 0;
  friend bool operator==(const Point&, const Point&) = default;
};

/// One flag per point of a board, row by row: index `row * size + col`.
using PointFlags = std::vector<bool>;

/// How many flags a board of `size` has.
inline std::size_t flag_count(int size) {
  return static_cast<std::size_t>(size) * static_cast<std::size_t>(size);
}
/// Where the flag of `p` is, on a board of `size`.
inline std::size_t flag_index(int size, Point p) {
  return static_cast<std::size_t>(p.row) * static_cast<std::size_t>(size) +
         static_cast<std::size_t>(p.col);
}

/// Go mechanics on a square board: stones, groups (chains), liberties and captures. It knows no
/// scoring and keeps no history.
///
/// Each chain keeps its stones in a circular list and a count of pseudo-liberties (one per
/// stone-to-empty-point adjacency, so a point shared by two stones counts twice). A chain has no
/// liberty exactly when that count is zero, so a placement costs O(1) plus the stones it merges
/// or removes, which keeps large game collections fast.
class Board {
 public:
  /// An empty board of side `size`. Precondition: 1 <= size <= kMaxSize.
  explicit Board(int size);

  int size() const { return size_; }
  bool contains(Point p) const {
    return p.col >= 0 && p.col < size_ && p.row >= 0 && p.row < size_;
  }
  /// Precondition: contains(p).
  Color at(Point p) const { return static_cast<Color>(cells_[cell(p)]); }

  /// Places a `color` stone on the empty point `p`, removes every opposing chain left without
  /// liberty and returns the number of stones removed. The new stone is never removed by its
  /// own placement: if its chain has no liberty and nothing was captured (suicide), it stays.
  /// Preconditions: contains(p), at(p) == Color::kEmpty, color != Color::kEmpty.
  int play(Point p, Color color);
  /// play() on the point of `cell` (see Cells below), calling `on_removed(cell)` for each stone
  /// it removes: chain by chain in the order of kNeighbourOffsets around the new stone, a chain's
  /// stones in the order of its list. The playouts keep their list of empty points by it.
  template <typename OnRemoved>
  int play(int cell, Color color, OnRemoved on_removed);

  /// Puts `color` (or nothing, with Color::kEmpty) on `p` with no capture of any kind, as SGF
  /// setup properties do. A chain may be left without liberty; a later placement next to it
  /// captures it. Costs O(size^2): meant for setup, not for play. Precondition: contains(p).
  void set(Point p, Color color);

  /// The number of distinct empty points next to the chain at `p`. Precondition: a stone at p.
  int liberties(Point p) const;
  /// The number of stones in the chain at `p`. Precondition: a stone at p.
  int chain_size(Point p) const;

  /// Rebuilds every chain from the stones alone, as set() does: afterwards the order of each
  /// chain's list, and which stone represents it, depend on the position only, not on the moves
  /// that made it. Costs O(size^2).
  void rebuild_chains();

  // Cells: the points and a border ring around them, numbered row by row, kStride to a row.
  // For loops that must not pay for Point arithmetic, such as the playouts of the life estimate.
  static constexpr int kStride = kMaxSize + 2;
  static constexpr int kCells = kStride * kStride;
  static constexpr std::array<int, 4> kNeighbourOffsets{-1, 1, -kStride, kStride};
  static int cell(Point p) { return (p.row + 1) * kStride + p.col + 1; }
  bool is_border(int cell) const { return cells_[cell] == kBorder; }
  /// What stands on `cell`; a border cell is equal to no Color.
  Color at(int cell) const { return static_cast<Color>(cells_[cell]); }
  /// The stone that represents the chain of the stone on `cell`; the same for all its stones.
  int chain_head(int cell) const { return head_[cell]; }
  /// The next stone of the chain's circular list: from any stone, it visits them all.
  int next_in_chain(int cell) const { return next_[cell]; }
  /// The number of stones in the chain of the stone on `cell`.
  int chain_stones(int cell) const { return stones_[head_[cell]]; }
  /// The pairs (stone of the chain, empty point next to it): 0 exactly when the chain has no
  /// liberty, 1 when it has one liberty next to one of its stones, never fewer than its liberties.
  int liberty_contacts(int cell) const { return pseudo_liberties_[head_[cell]]; }

  /// Recomputes every chain and liberty count from the stones alone and throws
  /// std::logic_error if the incremental bookkeeping disagrees. For tests and debug builds.
  void check_invariants() const;

  /// Same size and the same stones (bookkeeping aside).
  friend bool operator==(const Board& a, const Board& b);

 private:
  // The border ring means neighbours never need bounds checks.
  static constexpr std::uint8_t kBorder = 3;

  bool is_stone(int cell) const { return cells_[cell] == 1 || cells_[cell] == 2; }

  void merge_chains(int a, int b);
  template <typename OnRemoved>
  int remove_chain(int head, OnRemoved& on_removed);
  // check_invariants for the chain of the stone at `cell`, whose stones it marks in `seen`.
  void check_chain(int cell, std::array<bool, kCells>& seen) const;

  int size_;
  std::array<std::uint8_t, kCells> cells_{};  // Color values, or kBorder.
  std::array<std::int16_t, kCells> head_{};   // For a stone: its chain's representative.
  std::array<std::int16_t, kCells> next_{};   // For a stone: the next stone of its chain.
  std::array<std::int16_t, kCells> pseudo_liberties_{};  // At a chain's head.
  std::array<std::int16_t, kCells> stones_{};            // At a chain's head.
};

template <typename OnRemoved>
int Board::play(int cell, Color color, OnRemoved on_removed) {
  const auto own = static_cast<std::uint8_t>(color);
  const auto enemy = static_cast<std::uint8_t>(opponent(color));
  cells_[cell] = own;
  head_[cell] = static_cast<std::int16_t>(cell);
  next_[cell] = static_cast<std::int16_t>(cell);
  stones_[cell] = 1;
  pseudo_liberties_[cell] = 0;
  // 1. The new stone takes a liberty from every chain next to it and gains the empty points.
  for (const int offset : kNeighbourOffsets) {
    const int neighbour = cell + offset;
    if (cells_[neighbour] == 0) {
      ++pseudo_liberties_[cell];
    } else if (is_stone(neighbour)) {
      --pseudo_liberties_[head_[neighbour]];
    }
  }
  // 2. It joins its friendly neighbours into one chain.
  for (const int offset : kNeighbourOffsets) {
    const int neighbour = cell + offset;
    if (cells_[neighbour] == own && head_[neighbour] != head_[cell]) {
      merge_chains(head_[cell], head_[neighbour]);
    }
  }
  // 3. Opposing chains left without liberty are removed; the mover's chain is never checked.
  int captured = 0;
  for (const int offset : kNeighbourOffsets) {
    const int neighbour = cell + offset;
    if (cells_[neighbour] == enemy && pseudo_liberties_[head_[neighbour]] == 0) {
      captured += remove_chain(head_[neighbour], on_removed);
    }
  }
  return captured;
}

template <typename OnRemoved>
int Board::remove_chain(int head, OnRemoved& on_removed) {
  const int removed = stones_[head];
  int stone = head;
  do {
    cells_[stone] = 0;
    for (const int offset : kNeighbourOffsets) {
      const int neighbour = stone + offset;
      // Stones of the removed chain still carry its head; every other stone gains a liberty.
      if (is_stone(neighbour) && head_[neighbour] != head) ++pseudo_liberties_[head_[neighbour]];
    }
    on_removed(stone);
    stone = next_[stone];
  } while (stone != head);
  return removed;
}

}  // namespace arbiter::go
