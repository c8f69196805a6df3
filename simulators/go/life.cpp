#include "simulators/go/life.h"

#include <algorithm>
#include <array>
#include <utility>

#include "common/random.h"

namespace arbiter::go {

namespace {

constexpr std::uint8_t kEmptyCell = 0;
constexpr std::uint8_t kBorderCell = 3;
// A chain larger than this never puts itself into atari in a playout: big chains in atari
// are how seki dies at random, while small ones must be able to, to kill by nakade.
constexpr int kLargestSelfAtari = 4;

// A board padded with a border ring, the cells numbered row by row with a stride of size + 2.
struct Grid {
  explicit Grid(const Board& board)
      : size(board.size()), stride(board.size() + 2), cells(flag_count(stride), kBorderCell) {
    for (int row = 0; row < size; ++row) {
      for (int col = 0; col < size; ++col) {
        cells[cell({col, row})] = static_cast<std::uint8_t>(board.at({col, row}));
      }
    }
  }
  std::size_t cell(Point p) const { return flag_index(stride, {p.col + 1, p.row + 1}); }
  std::array<std::size_t, 4> neighbours(std::size_t c) const {
    const auto s = static_cast<std::size_t>(stride);
    return {c - 1, c + 1, c - s, c + s};
  }
  int size;
  int stride;
  std::vector<std::uint8_t> cells;
};

// Labels the maximal connected sets of cells that `member` accepts, -1 elsewhere; with
// `same_value`, only cells holding the same value connect (chains rather than regions).
template <typename Member>
int label_components(const Grid& grid, Member member, std::vector<int>& label,
                     bool same_value = false) {
  label.assign(grid.cells.size(), -1);
  int count = 0;
  std::vector<std::size_t> stack;
  for (std::size_t start = 0; start < grid.cells.size(); ++start) {
    if (label[start] >= 0 || !member(grid.cells[start])) continue;
    label[start] = count;
    stack.push_back(start);
    while (!stack.empty()) {
      const std::size_t c = stack.back();
      stack.pop_back();
      for (const std::size_t n : grid.neighbours(c)) {
        if (label[n] < 0 && member(grid.cells[n]) &&
            (!same_value || grid.cells[n] == grid.cells[c])) {
          label[n] = count;
          stack.push_back(n);
        }
      }
    }
    ++count;
  }
  return count;
}

PointFlags to_point_flags(const Grid& grid, const std::vector<bool>& by_cell) {
  PointFlags flags(flag_count(grid.size), false);
  for (int row = 0; row < grid.size; ++row) {
    for (int col = 0; col < grid.size; ++col) {
      flags[flag_index(grid.size, {col, row})] = by_cell[grid.cell({col, row})];
    }
  }
  return flags;
}

// The board of a playout: chains as circular lists with a representative, liberties counted
// on demand, and the empty points in a list for drawing moves at random.
class PlayoutBoard {
 public:
  explicit PlayoutBoard(const Grid& grid)
      : grid_(grid),
        cells_(grid.cells),
        head_(cells_.size()),
        next_(cells_.size()),
        stones_(cells_.size(), 0),
        slot_(cells_.size(), -1),
        stamp_(cells_.size(), 0) {
    for (std::size_t c = 0; c < cells_.size(); ++c) {
      head_[c] = next_[c] = c;
      stones_[c] = 1;
      if (cells_[c] == kEmptyCell) add_empty(c);
    }
    for (std::size_t c = 0; c < cells_.size(); ++c) {
      if (!is_stone(c)) continue;
      for (const std::size_t n : grid_.neighbours(c)) {
        if (cells_[n] == cells_[c] && head_[n] != head_[c]) merge(head_[c], head_[n]);
      }
    }
  }

  std::uint8_t at(std::size_t c) const { return cells_[c]; }
  std::size_t head(std::size_t c) const { return head_[c]; }
  std::size_t next(std::size_t c) const { return next_[c]; }

  // Plays a random move of `color` that the playout policy allows; false means a pass.
  bool play_random(std::uint8_t color, Random& random) {
    if (play_tactical(color)) return true;
    std::size_t untried = empties_.size();
    while (untried > 0) {
      const auto i = static_cast<std::size_t>(random.below(untried));
      const std::size_t c = empties_[i];
      if (allowed(c, color)) {
        play(c, color);
        return true;
      }
      // Tried and refused: out of the way of the next draw.
      swap_empties(i, --untried);
    }
    ko_ = 0;
    last_ = 0;
    return false;
  }

 private:
  // What a player does before choosing at random, as light playout policies do: take the
  // opponent's last stone when its chain stands in atari, else save an own chain that the
  // last stone put in atari. Without the first, a group left in atari survives half of the
  // playouts and dead groups look alive; without the second, a group that one move would
  // save dies at random, and weak groups with room to live look dead.
  bool play_tactical(std::uint8_t color) {
    if (last_ == 0 || !is_stone(last_) || cells_[last_] == color) return false;
    if (const std::size_t liberty = only_liberty(head_[last_]);
        liberty != 0 && allowed(liberty, color)) {
      play(liberty, color);
      return true;
    }
    // Own chains the last stone put in atari: save the first that can be saved.
    std::size_t saving = 0;
    for (const std::size_t n : grid_.neighbours(last_)) {
      if (cells_[n] == color) saving = saving_move(head_[n], color);
      if (saving != 0) break;
    }
    if (saving == 0) return false;
    play(saving, color);
    return true;
  }

  // Where `color` saves its chain at `head` if the chain is in atari: the liberty of an opposing
  // chain in atari next to it (a capture), else its own liberty when extending there gives it
  // three liberties or more (two would be atari again at once); 0 when there is no such move.
  std::size_t saving_move(std::size_t head, std::uint8_t color) {
    const std::size_t liberty = only_liberty(head);
    if (liberty == 0) return 0;
    if (const std::size_t capture = capture_next_to(head, color);
        capture != 0 && allowed(capture, color)) {
      return capture;
    }
    if (allowed(liberty, color) &&
        liberties_once_placed(liberty, chains_around(liberty, color), 3) >= 3) {
      return liberty;
    }
    return 0;
  }

  // The liberty of an opposing chain in atari next to the chain at `head`, else 0.
  std::size_t capture_next_to(std::size_t head, std::uint8_t color) {
    const std::uint8_t enemy = color == 1 ? 2 : 1;
    std::size_t stone = head;
    do {
      for (const std::size_t n : grid_.neighbours(stone)) {
        if (cells_[n] != enemy) continue;
        if (const std::size_t liberty = only_liberty(head_[n]); liberty != 0) return liberty;
      }
      stone = next_[stone];
    } while (stone != head);
    return 0;
  }

  // The liberty of the chain at `head` when it has exactly one, else 0 (a border cell).
  std::size_t only_liberty(std::size_t head) {
    ++generation_;
    std::size_t found = 0;
    std::size_t stone = head;
    do {
      for (const std::size_t n : grid_.neighbours(stone)) {
        if (cells_[n] != kEmptyCell || stamp_[n] == generation_) continue;
        if (found != 0) return 0;
        stamp_[n] = generation_;
        found = n;
      }
      stone = next_[stone];
    } while (stone != head);
    return found;
  }

  bool is_stone(std::size_t c) const { return cells_[c] == 1 || cells_[c] == 2; }

  void add_empty(std::size_t c) {
    slot_[c] = static_cast<int>(empties_.size());
    empties_.push_back(c);
  }
  void remove_empty(std::size_t c) {
    const auto i = static_cast<std::size_t>(slot_[c]);
    swap_empties(i, empties_.size() - 1);
    empties_.pop_back();
    slot_[c] = -1;
  }
  void swap_empties(std::size_t i, std::size_t j) {
    std::swap(empties_[i], empties_[j]);
    slot_[empties_[i]] = static_cast<int>(i);
    slot_[empties_[j]] = static_cast<int>(j);
  }

  // The liberties of the chain at `head`, counted up to `limit`.
  int liberties(std::size_t head, int limit) {
    ++generation_;
    int count = 0;
    std::size_t stone = head;
    do {
      for (const std::size_t n : grid_.neighbours(stone)) {
        if (cells_[n] == kEmptyCell && stamp_[n] != generation_) {
          stamp_[n] = generation_;
          if (++count >= limit) return count;
        }
      }
      stone = next_[stone];
    } while (stone != head);
    return count;
  }

  // A point every neighbour of which is `color` (or the edge), with few opposing diagonals.
  bool looks_like_eye(std::size_t c, std::uint8_t color) const {
    bool on_edge = false;
    for (const std::size_t n : grid_.neighbours(c)) {
      if (cells_[n] == kBorderCell) {
        on_edge = true;
      } else if (cells_[n] != color) {
        return false;
      }
    }
    const auto s = static_cast<std::size_t>(grid_.stride);
    int opposing = 0;
    for (const std::size_t d : {c - s - 1, c - s + 1, c + s - 1, c + s + 1}) {
      if (cells_[d] != kEmptyCell && cells_[d] != kBorderCell && cells_[d] != color) ++opposing;
    }
    return opposing < (on_edge ? 1 : 2);
  }

  // Whether the playout policy lets `color` play at `c`.
  bool allowed(std::size_t c, std::uint8_t color) {
    if (c == ko_ || looks_like_eye(c, color)) return false;
    if (captures(c, color)) return true;
    const ChainsAround own = chains_around(c, color);
    const int liberties = liberties_once_placed(c, own);
    if (liberties == 0) return false;  // Suicide.
    if (liberties == 1) {
      int own_stones = 1;
      for (std::size_t k = 0; k < own.count; ++k) own_stones += stones_[own.heads[k]];
      return own_stones <= kLargestSelfAtari;
    }
    return true;
  }

  // Whether a stone of `color` at `c` would take an opposing chain's last liberty.
  bool captures(std::size_t c, std::uint8_t color) {
    const std::uint8_t enemy = color == 1 ? 2 : 1;
    const auto around = grid_.neighbours(c);
    return std::any_of(around.begin(), around.end(), [&](std::size_t n) {
      return cells_[n] == enemy && liberties(head_[n], 2) == 1;
    });
  }

  // The distinct chains next to a point, by their heads.
  struct ChainsAround {
    std::array<std::size_t, 4> heads{};
    std::size_t count = 0;
  };

  ChainsAround chains_around(std::size_t c, std::uint8_t color) const {
    ChainsAround chains;
    for (const std::size_t n : grid_.neighbours(c)) {
      if (cells_[n] != color) continue;
      bool seen = false;
      for (std::size_t k = 0; k < chains.count; ++k) seen = seen || chains.heads[k] == head_[n];
      if (!seen) chains.heads[chains.count++] = head_[n];
    }
    return chains;
  }

  // The liberties the chain of a stone placed at `c` would have, joined to the chains `own`
  // (none captured): exact below `limit`, `limit` or more beyond, as the count stops early.
  int liberties_once_placed(std::size_t c, const ChainsAround& own, int limit = 2) {
    ++generation_;
    stamp_[c] = generation_;
    int count = stamp_new_liberties(c);
    for (std::size_t k = 0; k < own.count && count < limit; ++k) {
      std::size_t stone = own.heads[k];
      do {
        count += stamp_new_liberties(stone);
        stone = next_[stone];
      } while (stone != own.heads[k]);
    }
    return count;
  }

  // Stamps the empty neighbours of `c` not yet stamped in this generation; how many there were.
  int stamp_new_liberties(std::size_t c) {
    int count = 0;
    for (const std::size_t n : grid_.neighbours(c)) {
      if (cells_[n] == kEmptyCell && stamp_[n] != generation_) {
        stamp_[n] = generation_;
        ++count;
      }
    }
    return count;
  }

  void play(std::size_t c, std::uint8_t color) {
    const std::uint8_t enemy = color == 1 ? 2 : 1;
    cells_[c] = color;
    head_[c] = next_[c] = c;
    stones_[c] = 1;
    remove_empty(c);
    for (const std::size_t n : grid_.neighbours(c)) {
      if (cells_[n] == color && head_[n] != head_[c]) merge(head_[c], head_[n]);
    }
    int captured = 0;
    std::size_t captured_at = 0;
    for (const std::size_t n : grid_.neighbours(c)) {
      if (cells_[n] == enemy && liberties(head_[n], 1) == 0) {
        captured += remove_chain(head_[n]);
        captured_at = n;
      }
    }
    // A single stone that took a single stone and can be taken back at once: a ko.
    const bool ko = captured == 1 && stones_[head_[c]] == 1 && liberties(head_[c], 2) == 1;
    ko_ = ko ? captured_at : 0;
    last_ = c;
  }

  void merge(std::size_t a, std::size_t b) {
    if (stones_[a] < stones_[b]) std::swap(a, b);
    std::size_t stone = b;
    do {
      head_[stone] = a;
      stone = next_[stone];
    } while (stone != b);
    std::swap(next_[a], next_[b]);
    stones_[a] += stones_[b];
  }

  int remove_chain(std::size_t head) {
    int removed = 0;
    std::size_t stone = head;
    do {
      const std::size_t following = next_[stone];
      cells_[stone] = kEmptyCell;
      head_[stone] = next_[stone] = stone;
      stones_[stone] = 1;
      add_empty(stone);
      ++removed;
      stone = following;
    } while (stone != head);
    return removed;
  }

  const Grid& grid_;
  std::vector<std::uint8_t> cells_;
  std::vector<std::size_t> head_;
  std::vector<std::size_t> next_;
  std::vector<int> stones_;
  std::vector<std::size_t> empties_;
  std::vector<int> slot_;
  std::vector<unsigned> stamp_;
  unsigned generation_ = 0;
  std::size_t ko_ = 0;    // 0 is a border cell: no ko.
  std::size_t last_ = 0;  // The last stone played, or 0 after a pass.
};

// For each region, the chains next to it, each once, in the order the cells meet them.
std::vector<std::vector<int>> chains_around_regions(const Grid& grid, const std::vector<int>& chain,
                                                    const std::vector<int>& region, int regions) {
  std::vector<std::vector<int>> around(static_cast<std::size_t>(regions));
  for (std::size_t c = 0; c < grid.cells.size(); ++c) {
    if (region[c] < 0) continue;
    auto& chains = around[static_cast<std::size_t>(region[c])];
    for (const std::size_t n : grid.neighbours(c)) {
      if (chain[n] >= 0 && std::find(chains.begin(), chains.end(), chain[n]) == chains.end()) {
        chains.push_back(chain[n]);
      }
    }
  }
  return around;
}

// For each region, its empty cells.
std::vector<std::vector<std::size_t>> empty_cells_of_regions(const Grid& grid,
                                                             const std::vector<int>& region,
                                                             int regions) {
  std::vector<std::vector<std::size_t>> empties(static_cast<std::size_t>(regions));
  for (std::size_t c = 0; c < grid.cells.size(); ++c) {
    if (region[c] >= 0 && grid.cells[c] == kEmptyCell) {
      empties[static_cast<std::size_t>(region[c])].push_back(c);
    }
  }
  return empties;
}

// Whether every one of `empties` is a liberty of the chain labelled `x`.
bool all_liberties_of(const Grid& grid, const std::vector<int>& chain,
                      const std::vector<std::size_t>& empties, int x) {
  return std::all_of(empties.begin(), empties.end(), [&](std::size_t c) {
    const auto around = grid.neighbours(c);
    return std::any_of(around.begin(), around.end(), [&](std::size_t n) { return chain[n] == x; });
  });
}

// The chains and regions of one colour as Benson's algorithm sees them.
struct ChainsAndRegions {
  std::vector<std::vector<int>> bordering;  // Per region, the chains next to it.
  std::vector<std::vector<int>> vital_to;   // Per region, the chains it is vital to.
  std::vector<bool> chain_alive;
  std::vector<bool> region_healthy;
};

// Marks dead every living chain with fewer than two healthy vital regions; whether any was.
bool drop_chains_without_two_vital_regions(ChainsAndRegions& graph) {
  std::vector<int> vital_count(graph.chain_alive.size(), 0);
  for (std::size_t r = 0; r < graph.vital_to.size(); ++r) {
    if (!graph.region_healthy[r]) continue;
    for (const int x : graph.vital_to[r]) ++vital_count[static_cast<std::size_t>(x)];
  }
  bool changed = false;
  for (std::size_t x = 0; x < graph.chain_alive.size(); ++x) {
    if (graph.chain_alive[x] && vital_count[x] < 2) {
      graph.chain_alive[x] = false;
      changed = true;
    }
  }
  return changed;
}

// Marks unhealthy every healthy region next to a dead chain; whether any was.
bool drop_regions_next_to_dead_chains(ChainsAndRegions& graph) {
  const auto dead = [&](int x) { return !graph.chain_alive[static_cast<std::size_t>(x)]; };
  bool changed = false;
  for (std::size_t r = 0; r < graph.bordering.size(); ++r) {
    if (graph.region_healthy[r] &&
        std::any_of(graph.bordering[r].begin(), graph.bordering[r].end(), dead)) {
      graph.region_healthy[r] = false;
      changed = true;
    }
  }
  return changed;
}

// The stones of a playout's final position that belong to chains next to an empty point
// touching both colours (a shared liberty, as in seki).
void mark_chains_at_shared_liberties(const Grid& grid, const PlayoutBoard& position,
                                     std::vector<bool>& touches_neutral) {
  std::fill(touches_neutral.begin(), touches_neutral.end(), false);
  const auto is_stone = [&](std::size_t n) { return position.at(n) == 1 || position.at(n) == 2; };
  for (std::size_t c = 0; c < grid.cells.size(); ++c) {
    if (position.at(c) != kEmptyCell) continue;
    const auto around = grid.neighbours(c);
    const bool black = std::any_of(around.begin(), around.end(),
                                   [&](std::size_t n) { return position.at(n) == 1; });
    const bool white = std::any_of(around.begin(), around.end(),
                                   [&](std::size_t n) { return position.at(n) == 2; });
    if (!(black && white)) continue;
    for (const std::size_t n : around) {
      if (!is_stone(n)) continue;
      std::size_t stone = n;
      do {
        touches_neutral[stone] = true;
        stone = position.next(stone);
      } while (stone != n);
    }
  }
}

// Who owns cell `c` when a playout ends: its stone's colour; for an empty cell, the colour of
// every neighbour if there is only one (an eye), kEmptyCell with no stone around, or
// kBorderCell when both colours are next to it.
std::uint8_t final_owner(const Grid& grid, const PlayoutBoard& position, std::size_t c) {
  std::uint8_t owner = position.at(c);
  if (owner != kEmptyCell) return owner;
  for (const std::size_t n : grid.neighbours(c)) {
    const std::uint8_t v = position.at(n);
    if (v == kBorderCell) continue;
    owner = owner == kEmptyCell || owner == v ? v : kBorderCell;
  }
  return owner;
}

// Per cell of the starting position, over the playouts: how many ended with the opponent
// owning it, with its chain alive next to a shared liberty, and with each colour owning it.
struct PlayoutTally {
  explicit PlayoutTally(std::size_t cells)
      : lost(cells, 0), in_seki(cells, 0), black_owns(cells, 0), white_owns(cells, 0) {}
  std::vector<int> lost;
  std::vector<int> in_seki;
  std::vector<int> black_owns;
  std::vector<int> white_owns;
};

// Plays one playout from the starting position until both players pass or the moves run out.
PlayoutBoard play_out(const Grid& grid, std::uint8_t first, Random& random) {
  PlayoutBoard position(grid);
  const int move_limit = 3 * grid.size * grid.size;
  std::uint8_t to_move = first;
  int passes = 0;
  for (int moves = 0; passes < 2 && moves < move_limit; ++moves) {
    passes = position.play_random(to_move, random) ? 0 : passes + 1;
    to_move = to_move == 1 ? 2 : 1;
  }
  return position;
}

// Adds the final position of one playout to `tally`.
void tally_playout(const Grid& grid, const PlayoutBoard& position,
                   const std::vector<bool>& touches_neutral, PlayoutTally& tally) {
  for (std::size_t c = 0; c < grid.cells.size(); ++c) {
    const std::uint8_t start = grid.cells[c];
    if (start == kBorderCell) continue;
    const std::uint8_t owner = final_owner(grid, position, c);
    if (owner == 1) ++tally.black_owns[c];
    if (owner == 2) ++tally.white_owns[c];
    if (start == kEmptyCell) continue;
    if (owner != start && owner != kEmptyCell && owner != kBorderCell) ++tally.lost[c];
    if (owner == start && position.at(c) == start && touches_neutral[c]) ++tally.in_seki[c];
  }
}

// The tally of each chain of the starting position: its cells' counts added up.
struct ChainTally {
  explicit ChainTally(int chains)
      : lost(static_cast<std::size_t>(chains), 0),
        seki(static_cast<std::size_t>(chains), 0),
        stones(static_cast<std::size_t>(chains), 0) {}
  std::vector<long> lost;
  std::vector<long> seki;
  std::vector<long> stones;
};

ChainTally tally_by_chain(const std::vector<int>& chain, int chains, const PlayoutTally& tally) {
  ChainTally by_chain(chains);
  for (std::size_t c = 0; c < chain.size(); ++c) {
    if (chain[c] < 0) continue;
    const auto x = static_cast<std::size_t>(chain[c]);
    by_chain.lost[x] += tally.lost[c];
    by_chain.seki[x] += tally.in_seki[c];
    ++by_chain.stones[x];
  }
  return by_chain;
}

}  // namespace

PointFlags unconditionally_alive(const Board& board, Color color) {
  const Grid grid(board);
  const auto own = static_cast<std::uint8_t>(color);
  std::vector<int> chain;
  std::vector<int> region;
  const int chains = label_components(
      grid, [&](std::uint8_t v) { return v == own; }, chain);
  const int regions = label_components(
      grid, [&](std::uint8_t v) { return v != own && v != kBorderCell; }, region);

  ChainsAndRegions graph{chains_around_regions(grid, chain, region, regions),
                         std::vector<std::vector<int>>(static_cast<std::size_t>(regions)),
                         std::vector<bool>(static_cast<std::size_t>(chains), true),
                         std::vector<bool>(static_cast<std::size_t>(regions), true)};
  const auto empties = empty_cells_of_regions(grid, region, regions);
  for (std::size_t r = 0; r < graph.bordering.size(); ++r) {
    for (const int x : graph.bordering[r]) {
      if (all_liberties_of(grid, chain, empties[r], x)) graph.vital_to[r].push_back(x);
    }
  }

  for (bool changed = true; changed;) {
    const bool chains_dropped = drop_chains_without_two_vital_regions(graph);
    const bool regions_dropped = drop_regions_next_to_dead_chains(graph);
    changed = chains_dropped || regions_dropped;
  }

  std::vector<bool> alive(grid.cells.size(), false);
  for (std::size_t c = 0; c < grid.cells.size(); ++c) {
    alive[c] = chain[c] >= 0 && graph.chain_alive[static_cast<std::size_t>(chain[c])];
  }
  return to_point_flags(grid, alive);
}

LifeEstimate estimate_life(const Board& board, int playouts, std::uint64_t seed) {
  const Grid grid(board);
  std::vector<int> chain;
  const int chains = label_components(
      grid, [](std::uint8_t v) { return v == 1 || v == 2; }, chain, true);
  PlayoutTally tally(grid.cells.size());
  std::vector<bool> touches_neutral(grid.cells.size(), false);
  Random random(seed);
  for (int playout = 0; playout < playouts; ++playout) {
    const std::uint8_t first = playout % 2 == 0 ? 1 : 2;
    const PlayoutBoard position = play_out(grid, first, random);
    mark_chains_at_shared_liberties(grid, position, touches_neutral);
    tally_playout(grid, position, touches_neutral, tally);
  }

  // A chain's verdict from its points together.
  const ChainTally by_chain = tally_by_chain(chain, chains, tally);
  const PointFlags black_alive = unconditionally_alive(board, Color::kBlack);
  const PointFlags white_alive = unconditionally_alive(board, Color::kWhite);
  const std::size_t points = flag_count(grid.size);
  LifeEstimate estimate{PointFlags(points, false), PointFlags(points, false),
                        PointFlags(points, false), std::vector<Color>(points, Color::kEmpty)};
  const double split_at = kSplitShare * playouts;
  const double owned_at = kOwnerShare * playouts;
  for (int row = 0; row < grid.size; ++row) {
    for (int col = 0; col < grid.size; ++col) {
      const std::size_t c = grid.cell({col, row});
      const std::size_t i = flag_index(grid.size, {col, row});
      const int black = tally.black_owns[c];
      const int white = tally.white_owns[c];
      estimate.split[i] = black >= split_at && white >= split_at;
      if (black > owned_at) estimate.owner[i] = Color::kBlack;
      if (white > owned_at) estimate.owner[i] = Color::kWhite;
      if (chain[c] < 0) continue;
      const auto x = static_cast<std::size_t>(chain[c]);
      const bool sure = grid.cells[c] == 1 ? black_alive[i] : white_alive[i];
      const long half = by_chain.stones[x] * playouts;  // Twice the majority threshold.
      const bool dead = !sure && 2 * by_chain.lost[x] > half;
      estimate.dead[i] = dead;
      // Two sure eyes leave no seki: the opponent could fill every shared liberty.
      estimate.seki[i] = !dead && !sure && 2 * by_chain.seki[x] > half;
    }
  }
  return estimate;
}

}  // namespace arbiter::go
