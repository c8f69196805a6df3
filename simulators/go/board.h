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
  Color at(Point p) const { return static_cast<Color>(cells_[index(p)]); }

  /// Places a `color` stone on the empty point `p`, removes every opposing chain left without
  /// liberty and returns the number of stones removed. The new stone is never removed by its
  /// own placement: if its chain has no liberty and nothing was captured (suicide), it stays.
  /// Preconditions: contains(p), at(p) == Color::kEmpty, color != Color::kEmpty.
  int play(Point p, Color color);

  /// Puts `color` (or nothing, with Color::kEmpty) on `p` with no capture of any kind, as SGF
  /// setup properties do. A chain may be left without liberty; a later placement next to it
  /// captures it. Costs O(size^2): meant for setup, not for play. Precondition: contains(p).
  void set(Point p, Color color);

  /// The number of distinct empty points next to the chain at `p`. Precondition: a stone at p.
  int liberties(Point p) const;
  /// The number of stones in the chain at `p`. Precondition: a stone at p.
  int chain_size(Point p) const;

  /// Recomputes every chain and liberty count from the stones alone and throws
  /// std::logic_error if the incremental bookkeeping disagrees. For tests and debug builds.
  void check_invariants() const;

  /// Same size and the same stones (bookkeeping aside).
  friend bool operator==(const Board& a, const Board& b);

 private:
  // The grid is padded with a border ring so neighbours never need bounds checks.
  static constexpr int kStride = kMaxSize + 2;
  static constexpr int kCells = kStride * kStride;
  static constexpr std::uint8_t kBorder = 3;
  static constexpr std::array<int, 4> kNeighbourOffsets{-1, 1, -kStride, kStride};

  static int index(Point p) { return (p.row + 1) * kStride + p.col + 1; }
  bool is_stone(int cell) const { return cells_[cell] == 1 || cells_[cell] == 2; }

  void merge_chains(int a, int b);
  int remove_chain(int head);
  void rebuild_chains();
  // check_invariants for the chain of the stone at `cell`, whose stones it marks in `seen`.
  void check_chain(int cell, std::array<bool, kCells>& seen) const;

  int size_;
  std::array<std::uint8_t, kCells> cells_{};  // Color values, or kBorder.
  std::array<std::int16_t, kCells> head_{};   // For a stone: its chain's representative.
  std::array<std::int16_t, kCells> next_{};   // For a stone: the next stone of its chain.
  std::array<std::int16_t, kCells> pseudo_liberties_{};  // At a chain's head.
  std::array<std::int16_t, kCells> stones_{};            // At a chain's head.
};

}  // namespace arbiter::go
