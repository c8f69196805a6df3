#include "bot/beam.h"

#include <algorithm>
#include <bit>

namespace arbiter::bot {

namespace {

using solitaire::CellSet;
using solitaire::kCells;
using solitaire::kLayers;
using solitaire::Piece;

// Random 64-bit keys for "cell c has had t pieces taken" and "the last move was on cell c",
// so that a node's key is the XOR of its parts and changes in O(1) a move. Fixed at compile
// time (SplitMix64 from a constant seed), so searches are reproducible.
struct Keys {
  std::array<std::array<std::uint64_t, kLayers + 1>, kCells> taken{};
  std::array<std::uint64_t, kCells> last{};
  std::array<std::uint64_t, kCells> first{};
};

constexpr Keys make_keys() {
  Keys keys;
  std::uint64_t state = 0x5EA5C4B0A7ULL;
  auto next = [&state] {
    std::uint64_t z = (state += 0x9E3779B97F4A7C15ULL);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
  };
  for (auto& cell : keys.taken) {
    for (auto& key : cell) key = next();
  }
  for (auto& key : keys.last) key = next();
  for (auto& key : keys.first) key = next();
  return keys;
}

constexpr Keys kKeys = make_keys();

// A selection admits at most a beam's width of keys; this many slots a line keep the
// open-addressed table at most a quarter full, where a lookup takes about one probe.
constexpr std::size_t kSeenSlotsPerLine = 4;

// The part of a score state that decides future points: the open window, the last type and
// whether it already runs, the alternation chain.
std::uint64_t scoring_key(const solitaire::ScoreState& score) {
  auto code = static_cast<std::uint64_t>(score.pending());
  const auto& last = score.last_types();
  for (const Piece piece : last) code = code << 4 | static_cast<std::uint64_t>(piece);
  // Clamped where the future stops depending on them: a run of 2 or more earns 2 a further
  // equal type however long it is, and from the third set of a chain on every step earns the
  // same bonus, so longer runs and chains score alike.
  code = code << 2 | static_cast<std::uint64_t>(std::min(score.run_length(), 2));
  code = code << 4 | static_cast<std::uint64_t>(std::min(score.chain(), 3));
  code = code << 2 | static_cast<std::uint64_t>(score.last_set_kind());
  return (code + 1) * 0xD6E8FEB86659FD93ULL;
}

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

BeamSearch::BeamSearch(int width, Weights weights) : width_(std::max(width, 1)), weights_(weights) {
  beam_.reserve(static_cast<std::size_t>(width_));
  next_.reserve(static_cast<std::size_t>(width_));
  candidates_.reserve(static_cast<std::size_t>(width_) * kCells);
  seen_keys_.resize(std::bit_ceil(static_cast<std::size_t>(width_) * kSeenSlotsPerLine));
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
  const int first_moves = std::popcount(start.legal_moves());
  // The quotas fill at most half the beam, leaving the rest to the best lines whatever their
  // first move; yet each first move keeps at least one line, however narrow the beam.
  first_move_quota_ = std::max(1, width_ / (2 * std::max(first_moves, 1)));
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
        const int total = score.total();
        int& best = values.best_by_first_move[static_cast<std::size_t>(first)];
        best = std::max(best, total);
        if (total > values.best_score) {
          values.best_score = total;
          values.best_moves = score.moves();
        }
        continue;
      }
      const auto& taken_keys = kKeys.taken[static_cast<std::size_t>(cell)];
      const std::uint64_t key = node.taken_hash ^ taken_keys[static_cast<std::size_t>(taken)] ^
                                taken_keys[static_cast<std::size_t>(taken) + 1] ^
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
  std::fill(seen_keys_.begin(), seen_keys_.end(), 0);
  std::array<int, kCells> kept_by_first{};
  // First every first move keeps its best few lines, so that each gets a real estimate
  // however much better another looks early on; then the best of the rest fill the beam.
  for (const bool quota_pass : {true, false}) {
    for (Candidate& candidate : candidates_) {
      if (static_cast<int>(next_.size()) >= width_) break;
      if (candidate.parent < 0) continue;  // Already kept, or a duplicate.
      const Node& parent = beam_[static_cast<std::size_t>(candidate.parent)];
      const int first = parent.first < 0 ? candidate.cell : parent.first;
      if (quota_pass && kept_by_first[static_cast<std::size_t>(first)] >= first_move_quota_) {
        continue;
      }
      if (!admit(candidate.key)) {
        candidate.parent = -1;
        continue;
      }
      ++kept_by_first[static_cast<std::size_t>(first)];
      next_.push_back(child_of(parent, candidate.cell, world));
      candidate.parent = -1;
    }
  }
  beam_.swap(next_);
}

bool BeamSearch::admit(std::uint64_t key) {
  key |= 1;  // Never 0, the empty slot.
  const std::size_t mask = seen_keys_.size() - 1;
  std::size_t slot = static_cast<std::size_t>(key) & mask;
  while (seen_keys_[slot] != 0 && seen_keys_[slot] != key) slot = (slot + 1) & mask;
  if (seen_keys_[slot] == key) return false;
  seen_keys_[slot] = key;
  return true;
}

BeamSearch::Node BeamSearch::child_of(const Node& parent, int cell, const World& world) {
  Node child = parent;
  const auto index = static_cast<std::size_t>(cell);
  const int taken = child.taken[index];
  child.last_type = world.piece(cell, taken);
  child.score.push(child.last_type);
  child.taken[index] = static_cast<std::uint8_t>(taken + 1);
  child.taken_hash ^= kKeys.taken[index][static_cast<std::size_t>(taken)] ^
                      kKeys.taken[index][static_cast<std::size_t>(taken) + 1];
  if (taken + 1 == kLayers) child.non_blank &= ~solitaire::cell_bit(cell);
  child.last = static_cast<std::int8_t>(cell);
  if (child.first < 0) child.first = child.last;
  return child;
}

}  // namespace arbiter::bot
