#include "bot/search/beam.h"

#include <algorithm>
#include <bit>

#include "bot/search/beam_selection.h"
#include "bot/search/line_keys.h"

namespace arbiter::bot {

namespace {

using line_keys::kKeys;
using line_keys::scoring_key;
using solitaire::CellSet;
using solitaire::kCells;
using solitaire::kLayers;
using solitaire::Piece;

// How many pieces no line from here can ever take: those on cells that no chain of moves
// reaches from the move just made on `cell`, following every piece each cell still holds.
// An optimistic closure (it may use a piece of a cell twice), so a line's true loss is at
// least this.
int unreachable_pieces(const auto& node, const World& world, int cell, Piece removed,
                       CellSet non_blank) {
  CellSet reached = solitaire::targets(cell, removed) & non_blank;
  CellSet frontier = reached;
  while (frontier != 0 && reached != non_blank) {
    const int from = solitaire::pop_cell(frontier);
    int taken = node.taken[static_cast<std::size_t>(from)];
    if (from == cell) ++taken;
    const CellSet more = world.reach(from, taken) & non_blank & ~reached;
    reached |= more;
    frontier |= more;
  }
  int lost = 0;
  for (CellSet rest = non_blank & ~reached; rest != 0;) {
    const int other = solitaire::pop_cell(rest);
    lost += kLayers - node.taken[static_cast<std::size_t>(other)] - (other == cell ? 1 : 0);
  }
  return lost;
}

}  // namespace

BeamSearch::BeamSearch(int width, Weights weights)
    : width_(std::max(width, 1)), weights_(weights), seen_keys_(width_) {
  beam_.reserve(static_cast<std::size_t>(width_));
  next_.reserve(static_cast<std::size_t>(width_));
  candidates_.reserve(static_cast<std::size_t>(width_) * kCells);
}

LineValues BeamSearch::run(const solitaire::Position& start, const World& world) {
  LineValues values;
  values.best_by_first_move.fill(LineValues::kUnreached);
  Node root{};
  root.taken_hash = 0;
  for (int cell = 0; cell < kCells; ++cell) {
    const int taken = start.board().removed(cell);
    root.taken[static_cast<std::size_t>(cell)] = static_cast<std::uint8_t>(taken);
    root.taken_hash ^= kKeys.taken[static_cast<std::size_t>(cell)][static_cast<std::size_t>(taken)];
  }
  root.non_blank = start.board().non_blank();
  root.score = start.score();
  root.last = static_cast<std::int8_t>(start.last_cell().value_or(-1));
  root.last_type = start.last_removed().value_or(Piece::kOne);
  root.first = -1;
  unsigned types_left = 0;
  for (int cell = 0; cell < kCells; ++cell) {
    for (int layer = root.taken[static_cast<std::size_t>(cell)]; layer < kLayers; ++layer) {
      types_left |= 1U << solitaire::index_of(world.piece(cell, layer));
    }
  }
  completable_ = CompletableSets::of(types_left);
  beam_.assign(1, root);
  first_move_quota_ = beam_selection::first_move_quota(width_, std::popcount(start.legal_moves()));
  while (!beam_.empty()) {
    expand(world, values);
    select_survivors(world);
  }
  return values;
}

void BeamSearch::expand(const World& world, LineValues& values) {
  candidates_.clear();
  for (int parent = 0; parent < static_cast<int>(beam_.size()); ++parent) {
    const Node& node = beam_[static_cast<std::size_t>(parent)];
    CellSet moves = node.last < 0 ? node.non_blank
                                  : solitaire::targets(node.last, node.last_type) & node.non_blank;
    while (moves != 0) {
      const int cell = solitaire::pop_cell(moves);
      const int taken = node.taken[static_cast<std::size_t>(cell)];
      const Piece removed = world.piece(cell, taken);
      solitaire::ScoreState score = node.score;
      score.push(removed);
      ++values.nodes;
      CellSet non_blank = node.non_blank;
      if (taken + 1 == kLayers) non_blank &= ~solitaire::cell_bit(cell);
      const int onward = std::popcount(solitaire::targets(cell, removed) & non_blank);
      const int first = node.first < 0 ? cell : node.first;
      if (onward == 0) {
        // The line ends here: its score is final.
        const auto total = static_cast<float>(score.total());
        float& best = values.best_by_first_move[static_cast<std::size_t>(first)];
        best = std::max(best, total);
        if (total > values.best_score) {
          values.best_score = total;
          values.best_moves = score.moves();
        }
        continue;
      }
      const std::uint64_t key = node.taken_hash ^ line_keys::take(cell, taken) ^
                                kKeys.last[static_cast<std::size_t>(cell)] ^
                                kKeys.first[static_cast<std::size_t>(first)] ^ scoring_key(score);
      const int lost = unreachable_pieces(node, world, cell, removed, non_blank);
      candidates_.push_back({evaluate(score, lost, weights_, completable_), parent, cell, key});
    }
  }
}

void BeamSearch::select_survivors(const World& world) {
  next_.clear();
  std::sort(candidates_.begin(), candidates_.end(), [](const Candidate& a, const Candidate& b) {
    if (a.value != b.value) return a.value > b.value;
    return a.key < b.key;  // Any fixed order, so that runs are reproducible.
  });
  beam_selection::keep_best(
      candidates_, width_, first_move_quota_, seen_keys_,
      [this](const Candidate& candidate) {
        const Node& parent = beam_[static_cast<std::size_t>(candidate.parent)];
        return parent.first < 0 ? candidate.cell : static_cast<int>(parent.first);
      },
      [this, &world](const Candidate& candidate) {
        next_.push_back(
            child_of(beam_[static_cast<std::size_t>(candidate.parent)], candidate.cell, world));
      },
      [this] { return static_cast<int>(next_.size()); });
  beam_.swap(next_);
}

BeamSearch::Node BeamSearch::child_of(const Node& parent, int cell, const World& world) {
  Node child = parent;
  const auto index = static_cast<std::size_t>(cell);
  const int taken = child.taken[index];
  child.last_type = world.piece(cell, taken);
  child.score.push(child.last_type);
  child.taken[index] = static_cast<std::uint8_t>(taken + 1);
  child.taken_hash ^= line_keys::take(cell, taken);
  if (taken + 1 == kLayers) child.non_blank &= ~solitaire::cell_bit(cell);
  child.last = static_cast<std::int8_t>(cell);
  if (child.first < 0) child.first = child.last;
  return child;
}

}  // namespace arbiter::bot
