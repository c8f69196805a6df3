#include "bot/search/edge_search.h"

#include <algorithm>
#include <bit>
#include <limits>

namespace arbiter::bot {

using solitaire::CellSet;
using solitaire::Piece;
using solitaire::Position;

namespace {

// The edge cells in row-major order: every target of torn, lopare and dam is one of them.
constexpr std::array<int, kEdgeCells> kEdge = [] {
  std::array<int, kEdgeCells> edge{};
  std::size_t next = 0;
  for (int cell = 0; cell < solitaire::kCells; ++cell) {
    if (solitaire::on_edge(cell)) edge.at(next++) = cell;
  }
  return edge;
}();

// Torn, lopare and dam as 0..2.
int slider_index(Piece piece) {
  return solitaire::index_of(piece) - solitaire::index_of(Piece::kTorn);
}

// A cell in 4 bits: 0 blank, else its top and how many pieces were taken below it (1..9).
std::uint64_t cell_code(const solitaire::Board& board, int cell) {
  if (board.blank(cell)) return 0;
  const int code = 1 + board.removed(cell) * 3 + slider_index(board.top_piece(cell));
  return static_cast<std::uint64_t>(code);
}

constexpr std::size_t kTableBits = 20;
constexpr std::uint64_t kTableMask = (std::uint64_t{1} << kTableBits) - 1;
// How often (in nodes) a ply checks whether it has overrun.
constexpr std::uint64_t kCheckEvery = 1024;
// A ply starts when it is expected to end within this many times the move's share (the growth
// of the last ply is only an estimate, and a move that spends less leaves it to the next), and
// is abandoned at kMostShares of them.
constexpr double kMostFit = 2;
constexpr double kMostShares = 4;

}  // namespace

int edge_pieces(const solitaire::Board& board) {
  int pieces = 0;
  for (const int cell : kEdge) pieces += solitaire::kLayers - board.removed(cell);
  return pieces;
}

bool EdgeSearchStrategy::plays_on(const SeenTypes& seen) {
  const unsigned sliders = 1U << solitaire::index_of(Piece::kTorn) |
                           1U << solitaire::index_of(Piece::kLopare) |
                           1U << solitaire::index_of(Piece::kDam);
  return seen.count() > 0 && (seen.mask() & ~sliders) == 0;
}

EdgeSearchStrategy::EdgeSearchStrategy(const EdgeSearchSettings& settings, GameBudget& budget,
                                       const value::Network* network)
    : settings_(settings), budget_(&budget), network_(network) {}

EdgeSearchStrategy::Key EdgeSearchStrategy::key_of(const Position& position) {
  const solitaire::Board& board = position.board();
  Key key;
  for (std::size_t i = 0; i < 16; ++i) key.cells |= cell_code(board, kEdge.at(i)) << (4 * i);
  for (std::size_t i = 16; i < kEdgeCells; ++i) {
    key.rest |= cell_code(board, kEdge.at(i)) << (4 * (i - 16));
  }
  // Every position searched has a last move (the root's moves are searched from the moves).
  key.rest |= static_cast<std::uint64_t>(*position.last_cell()) << 16;
  key.rest |= static_cast<std::uint64_t>(slider_index(*position.last_removed())) << 22;
  // The points a move of the same type earns: 4 when the run is one piece long, 2 after.
  key.rest |= static_cast<std::uint64_t>(position.score().run_length() >= 2 ? 1 : 0) << 24;
  return key;
}

float EdgeSearchStrategy::horizon_value(const Position& position) const {
  const int ways_on = std::min(std::popcount(position.legal_moves()), 5);
  const int moves_to_come =
      std::max(edge_pieces(position.board()) - settings_.pieces_left_behind, 1);
  return settings_.points_a_move * static_cast<float>(moves_to_come) +
         settings_.points_a_way_on * static_cast<float>(ways_on - 1);
}

bool EdgeSearchStrategy::overrun() {
  if (nodes_ < next_check_ || move_limit_ <= 0) return false;
  next_check_ = nodes_ + kCheckEvery;
  return budget_->spent() - move_start_ > move_limit_;
}

// NOLINTNEXTLINE(misc-no-recursion): with move_value, one level a ply (at most most_plies).
float EdgeSearchStrategy::best_value(const Position& position, int plies) {
  CellSet legal = position.legal_moves();
  if (legal == 0) return 0;  // The game is over: exact.
  ++nodes_;
  budget_->charge(1);
  if (plies == 0) {
    cut_ = true;
    return horizon_value(position);
  }
  const Key key = key_of(position);
  const std::size_t slot =
      ((key.cells * 0x9E3779B97F4A7C15ULL) ^ (key.rest * 0xC2B2AE3D27D4EB4FULL)) >>
          (64 - kTableBits) &
      kTableMask;
  {
    const Entry& entry = table_[slot];
    if (entry.key == key && entry.plies >= plies) {
      if (entry.plies != kWhole) cut_ = true;
      return entry.value;
    }
  }
  if (overrun()) aborted_ = true;
  if (aborted_) return 0;
  const bool cut_before = cut_;
  cut_ = false;
  float best = -std::numeric_limits<float>::infinity();
  while (legal != 0) {
    best = std::max(best, move_value(position, solitaire::pop_cell(legal), plies));
    if (aborted_) return 0;
  }
  const bool cut_below = cut_;
  cut_ = cut_before || cut_below;
  table_[slot] = {key, best, cut_below ? static_cast<std::int8_t>(plies) : kWhole};
  return best;
}

// NOLINTNEXTLINE(misc-no-recursion): as best_value.
float EdgeSearchStrategy::move_value(const Position& position, int cell, int plies) {
  const int before = position.score().total();
  // The last piece of its cell: nothing is uncovered.
  const bool gold = position.board().removed(cell) == solitaire::kLayers - 1;
  if (plies == 1 && network_ != nullptr) {
    // The afterstate, valued before its chance event (the network never reads the reveal).
    Position after = position;
    after.play(cell, gold ? std::nullopt : std::optional<Piece>(seen_.nth(0)));
    const auto gain = static_cast<float>(after.score().total() - before);
    if (after.legal_moves() == 0) return gain;
    ++nodes_;
    budget_->charge(1);
    cut_ = true;
    return gain + network_->value(after);
  }
  if (gold) {
    Position after = position;
    after.play(cell, std::nullopt);
    return static_cast<float>(after.score().total() - before) + best_value(after, plies - 1);
  }
  float rest = 0;
  int gain = 0;
  for (int index = 0; index < seen_.count(); ++index) {
    Position after = position;
    after.play(cell, seen_.nth(index));
    gain = after.score().total() - before;
    rest += best_value(after, plies - 1);
    if (aborted_) return 0;
  }
  return static_cast<float>(gain) + rest / static_cast<float>(seen_.count());
}

std::optional<int> EdgeSearchStrategy::choose(const View& view) {
  const Position& position = view.position;
  const CellSet legal = position.legal_moves();
  last_plies_ = 0;
  last_value_ = 0;
  if (legal == 0) return std::nullopt;
  if (std::has_single_bit(legal)) return std::countr_zero(legal);
  if (table_.empty()) table_.resize(std::size_t{1} << kTableBits);
  // The values stored were means over the types seen then.
  if (!(view.seen == seen_)) std::fill(table_.begin(), table_.end(), Entry{});
  seen_ = view.seen;

  // The move's share: what is left of the game's budget over the moves probably still to
  // come, about half the pieces on the edge.
  const double share = budget_->even_share(std::max(edge_pieces(position.board()) / 2, 1));
  move_start_ = budget_->spent();
  move_limit_ = share * kMostShares;
  next_check_ = nodes_ + kCheckEvery;

  int best_cell = std::countr_zero(legal);
  double last_cost = 0;
  for (int plies = 1; plies <= settings_.most_plies; ++plies) {
    const double ply_start = budget_->spent();
    aborted_ = false;
    cut_ = false;
    float best = 0;
    int chosen = -1;
    for (CellSet moves = legal; moves != 0;) {
      const int cell = solitaire::pop_cell(moves);
      const float value = move_value(position, cell, plies);
      if (aborted_) break;
      if (chosen < 0 || value > best) {
        best = value;
        chosen = cell;
      }
    }
    if (aborted_) break;  // Play the last ply searched to the end.
    best_cell = chosen;
    last_plies_ = plies;
    last_value_ = best;
    if (!cut_) break;  // The whole tree: deeper changes nothing.
    // The next ply costs about this one times the growth from the last.
    const double cost = budget_->spent() - ply_start;
    const double growth = last_cost > 0 ? std::max(cost / last_cost, 1.0) : 3.0 * seen_.count();
    last_cost = cost;
    if (budget_->spent() - move_start_ + cost * growth > share * kMostFit) break;
  }
  return best_cell;
}

}  // namespace arbiter::bot
