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

// The position as Board numbers its cells: a border ring around the points, row by row.
struct Grid {
  explicit Grid(const Board& board)
      : size(board.size()), cells(static_cast<std::size_t>(Board::kCells), kBorderCell) {
    for (int row = 0; row < size; ++row) {
      for (int col = 0; col < size; ++col) {
        cells[cell({col, row})] = static_cast<std::uint8_t>(board.at(Point{col, row}));
      }
    }
  }
  static std::size_t cell(Point p) { return static_cast<std::size_t>(Board::cell(p)); }
  static std::array<std::size_t, 4> neighbours(std::size_t c) {
    constexpr auto kStride = static_cast<std::size_t>(Board::kStride);
    return {c - 1, c + 1, c - kStride, c + kStride};
  }
  int size;
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
      for (const std::size_t n : Grid::neighbours(c)) {
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
      flags[flag_index(grid.size, {col, row})] = by_cell[Grid::cell({col, row})];
    }
  }
  return flags;
}

// One playout at a time on the scorer's Board, with what the policy needs besides: the empty
// points in a list for drawing moves at random, the ko and the last stone played.
class Playout {
 public:
  // Starts a playout from `start`, whose empty points are `empties`. The same position gives
  // the same playouts when the caller has rebuilt the chains of `start` (Board::rebuild_chains)
  // and lists `empties` in the order of the points.
  void reset(const Board& start, const std::vector<int>& empties) {
    board_ = start;
    empties_ = empties;
    for (std::size_t i = 0; i < empties_.size(); ++i) {
      slot_[static_cast<std::size_t>(empties_[i])] = static_cast<int>(i);
    }
    // Afresh for each playout, so that the generations never wrap around.
    stamp_.fill(0);
    generation_ = 0;
    ko_ = 0;
    last_ = 0;
  }

  const Board& board() const { return board_; }

  // Plays a random move of `color` that the playout policy allows; false means a pass.
  bool play_random(Color color, Random& random) {
    if (play_tactical(color)) return true;
    std::size_t untried = empties_.size();
    while (untried > 0) {
      const auto i = static_cast<std::size_t>(random.below(untried));
      const int c = empties_[i];
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
  static constexpr auto kStride = Board::kStride;

  // What a player does before choosing at random, as light playout policies do: take the
  // opponent's last stone when its chain stands in atari, else save an own chain that the
  // last stone put in atari. Without the first, a group left in atari survives half of the
  // playouts and dead groups look alive; without the second, a group that one move would
  // save dies at random, and weak groups with room to live look dead.
  bool play_tactical(Color color) {
    if (last_ == 0 || board_.at(last_) != opponent(color)) return false;
    if (const int liberty = only_liberty(last_); liberty != 0 && allowed(liberty, color)) {
      play(liberty, color);
      return true;
    }
    // Own chains the last stone put in atari: save the first that can be saved.
    int saving = 0;
    for (const int offset : Board::kNeighbourOffsets) {
      const int n = last_ + offset;
      if (board_.at(n) == color) saving = saving_move(n, color);
      if (saving != 0) break;
    }
    if (saving == 0) return false;
    play(saving, color);
    return true;
  }

  // Where `color` saves its chain at `stone` if the chain is in atari: the liberty of an
  // opposing chain in atari next to it (a capture), else its own liberty when extending there
  // gives it three liberties or more (two would be atari again at once); 0 when there is no
  // such move.
  int saving_move(int stone, Color color) {
    const int liberty = only_liberty(stone);
    if (liberty == 0) return 0;
    if (const int capture = capture_next_to(stone, color);
        capture != 0 && allowed(capture, color)) {
      return capture;
    }
    if (allowed(liberty, color) &&
        liberties_once_placed(liberty, chains_around(liberty, color), 3) >= 3) {
      return liberty;
    }
    return 0;
  }

  // The liberty of an opposing chain in atari next to the chain at `stone`, else 0.
  int capture_next_to(int stone, Color color) {
    const Color enemy = opponent(color);
    const int head = board_.chain_head(stone);
    int s = head;
    do {
      for (const int offset : Board::kNeighbourOffsets) {
        const int n = s + offset;
        if (board_.at(n) != enemy) continue;
        if (const int liberty = only_liberty(n); liberty != 0) return liberty;
      }
      s = board_.next_in_chain(s);
    } while (s != head);
    return 0;
  }

  // The liberty of the chain at `stone` when it has exactly one, else 0 (a border cell).
  int only_liberty(int stone) {
    if (board_.liberty_contacts(stone) == 0) return 0;
    ++generation_;
    int found = 0;
    const int head = board_.chain_head(stone);
    int s = head;
    do {
      for (const int offset : Board::kNeighbourOffsets) {
        const int n = s + offset;
        if (board_.at(n) != Color::kEmpty || stamp_[n] == generation_) continue;
        if (found != 0) return 0;
        stamp_[n] = generation_;
        found = n;
      }
      s = board_.next_in_chain(s);
    } while (s != head);
    return found;
  }

  void add_empty(int c) {
    slot_[static_cast<std::size_t>(c)] = static_cast<int>(empties_.size());
    empties_.push_back(c);
  }
  void remove_empty(int c) {
    const auto i = static_cast<std::size_t>(slot_[static_cast<std::size_t>(c)]);
    swap_empties(i, empties_.size() - 1);
    empties_.pop_back();
  }
  void swap_empties(std::size_t i, std::size_t j) {
    std::swap(empties_[i], empties_[j]);
    slot_[static_cast<std::size_t>(empties_[i])] = static_cast<int>(i);
    slot_[static_cast<std::size_t>(empties_[j])] = static_cast<int>(j);
  }

  // The liberties of the chain at `stone`, counted up to `limit` (at least 1).
  int liberties(int stone, int limit) {
    // Up to one contact, the contacts are the liberties: no need to walk the chain.
    if (const int contacts = board_.liberty_contacts(stone); contacts <= 1) return contacts;
    ++generation_;
    int count = 0;
    const int head = board_.chain_head(stone);
    int s = head;
    do {
      for (const int offset : Board::kNeighbourOffsets) {
        const int n = s + offset;
        if (board_.at(n) == Color::kEmpty && stamp_[n] != generation_) {
          stamp_[n] = generation_;
          if (++count >= limit) return count;
        }
      }
      s = board_.next_in_chain(s);
    } while (s != head);
    return count;
  }

  // A point every neighbour of which is `color` (or the edge), with few opposing diagonals.
  bool looks_like_eye(int c, Color color) const {
    bool on_edge = false;
    for (const int offset : Board::kNeighbourOffsets) {
      const int n = c + offset;
      if (board_.is_border(n)) {
        on_edge = true;
      } else if (board_.at(n) != color) {
        return false;
      }
    }
    const Color enemy = opponent(color);
    int opposing = 0;
    for (const int d : {c - kStride - 1, c - kStride + 1, c + kStride - 1, c + kStride + 1}) {
      if (!board_.is_border(d) && board_.at(d) == enemy) ++opposing;
    }
    return opposing < (on_edge ? 1 : 2);
  }

  // Whether the playout policy lets `color` play at `c`.
  bool allowed(int c, Color color) {
    if (c == ko_ || looks_like_eye(c, color)) return false;
    if (captures(c, color)) return true;
    const ChainsAround own = chains_around(c, color);
    const int liberties = liberties_once_placed(c, own);
    if (liberties == 0) return false;  // Suicide.
    if (liberties == 1) {
      int own_stones = 1;
      for (std::size_t k = 0; k < own.count; ++k) own_stones += board_.chain_stones(own.heads[k]);
      return own_stones <= kLargestSelfAtari;
    }
    return true;
  }

  // Whether a stone of `color` at `c` would take an opposing chain's last liberty.
  bool captures(int c, Color color) {
    const Color enemy = opponent(color);
    return std::any_of(Board::kNeighbourOffsets.begin(), Board::kNeighbourOffsets.end(),
                       [&](int offset) {
                         const int n = c + offset;
                         return board_.at(n) == enemy && liberties(n, 2) == 1;
                       });
  }

  // The distinct chains next to a point, by their heads.
  struct ChainsAround {
    std::array<int, 4> heads{};
    std::size_t count = 0;
  };

  ChainsAround chains_around(int c, Color color) const {
    ChainsAround chains;
    for (const int offset : Board::kNeighbourOffsets) {
      const int n = c + offset;
      if (board_.at(n) != color) continue;
      const int head = board_.chain_head(n);
      bool seen = false;
      for (std::size_t k = 0; k < chains.count; ++k) seen = seen || chains.heads[k] == head;
      if (!seen) chains.heads[chains.count++] = head;
    }
    return chains;
  }

  // The liberties the chain of a stone placed at `c` would have, joined to the chains `own`
  // (none captured): exact below `limit`, `limit` or more beyond, as the count stops early.
  int liberties_once_placed(int c, const ChainsAround& own, int limit = 2) {
    ++generation_;
    stamp_[c] = generation_;
    int count = stamp_new_liberties(c);
    for (std::size_t k = 0; k < own.count && count < limit; ++k) {
      int stone = own.heads[k];
      do {
        count += stamp_new_liberties(stone);
        stone = board_.next_in_chain(stone);
      } while (stone != own.heads[k]);
    }
    return count;
  }

  // Stamps the empty neighbours of `c` not yet stamped in this generation; how many there were.
  int stamp_new_liberties(int c) {
    int count = 0;
    for (const int offset : Board::kNeighbourOffsets) {
      const int n = c + offset;
      if (board_.at(n) == Color::kEmpty && stamp_[n] != generation_) {
        stamp_[n] = generation_;
        ++count;
      }
    }
    return count;
  }

  void play(int c, Color color) {
    remove_empty(c);
    int captured_at = 0;
    const int captured = board_.play(c, color, [&](int removed) {
      add_empty(removed);
      captured_at = removed;
    });
    // A single stone that took a single stone and can be taken back at once: a ko.
    const bool ko = captured == 1 && board_.chain_stones(c) == 1 && liberties(c, 2) == 1;
    ko_ = ko ? captured_at : 0;
    last_ = c;
  }

  Board board_{1};
  std::vector<int> empties_;
  std::array<int, Board::kCells> slot_{};  // Each empty point's place in empties_.
  std::array<unsigned, Board::kCells> stamp_{};
  unsigned generation_ = 0;
  int ko_ = 0;    // 0 is a border cell: no ko.
  int last_ = 0;  // The last stone played, or 0 after a pass.
};

// For each region, the chains next to it, each once, in the order the cells meet them.
std::vector<std::vector<int>> chains_around_regions(const Grid& grid, const std::vector<int>& chain,
                                                    const std::vector<int>& region, int regions) {
  std::vector<std::vector<int>> around(static_cast<std::size_t>(regions));
  for (std::size_t c = 0; c < grid.cells.size(); ++c) {
    if (region[c] < 0) continue;
    auto& chains = around[static_cast<std::size_t>(region[c])];
    for (const std::size_t n : Grid::neighbours(c)) {
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
bool all_liberties_of(const std::vector<int>& chain, const std::vector<std::size_t>& empties,
                      int x) {
  return std::all_of(empties.begin(), empties.end(), [&](std::size_t c) {
    const auto around = Grid::neighbours(c);
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
void mark_chains_at_shared_liberties(const Grid& grid, const Board& position,
                                     std::vector<bool>& touches_neutral) {
  std::fill(touches_neutral.begin(), touches_neutral.end(), false);
  const auto is_stone = [&](std::size_t n) {
    const Color v = position.at(static_cast<int>(n));
    return v == Color::kBlack || v == Color::kWhite;
  };
  for (int row = 0; row < grid.size; ++row) {
    for (int col = 0; col < grid.size; ++col) {
      const std::size_t c = Grid::cell({col, row});
      if (position.at(static_cast<int>(c)) != Color::kEmpty) continue;
      const auto around = Grid::neighbours(c);
      const auto next_to = [&](Color color) {
        return std::any_of(around.begin(), around.end(), [&](std::size_t n) {
          return position.at(static_cast<int>(n)) == color;
        });
      };
      if (!(next_to(Color::kBlack) && next_to(Color::kWhite))) continue;
      for (const std::size_t n : around) {
        if (!is_stone(n)) continue;
        int stone = static_cast<int>(n);
        do {
          touches_neutral[static_cast<std::size_t>(stone)] = true;
          stone = position.next_in_chain(stone);
        } while (stone != static_cast<int>(n));
      }
    }
  }
}

// Who owns cell `c` when a playout ends: its stone's colour; for an empty cell, the colour of
// every neighbour if there is only one (an eye), kEmptyCell with no stone around, or
// kBorderCell when both colours are next to it.
std::uint8_t final_owner(const Board& position, std::size_t c) {
  auto owner = static_cast<std::uint8_t>(position.at(static_cast<int>(c)));
  if (owner != kEmptyCell) return owner;
  for (const std::size_t n : Grid::neighbours(c)) {
    if (position.is_border(static_cast<int>(n))) continue;
    const auto v = static_cast<std::uint8_t>(position.at(static_cast<int>(n)));
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

// Plays one playout from `start` (its empty points `empties`) until both players pass or the
// moves run out.
void play_out(const Board& start, const std::vector<int>& empties, Color first, Random& random,
              Playout& playout) {
  playout.reset(start, empties);
  const int move_limit = 3 * start.size() * start.size();
  Color to_move = first;
  int passes = 0;
  for (int moves = 0; passes < 2 && moves < move_limit; ++moves) {
    passes = playout.play_random(to_move, random) ? 0 : passes + 1;
    to_move = opponent(to_move);
  }
}

// Adds the final position of one playout to `tally`.
void tally_playout(const Grid& grid, const Board& position,
                   const std::vector<bool>& touches_neutral, PlayoutTally& tally) {
  for (int row = 0; row < grid.size; ++row) {
    for (int col = 0; col < grid.size; ++col) {
      const std::size_t c = Grid::cell({col, row});
      const std::uint8_t start = grid.cells[c];
      const std::uint8_t owner = final_owner(position, c);
      if (owner == 1) ++tally.black_owns[c];
      if (owner == 2) ++tally.white_owns[c];
      if (start == kEmptyCell) continue;
      if (owner != start && owner != kEmptyCell && owner != kBorderCell) ++tally.lost[c];
      if (owner == start && static_cast<std::uint8_t>(position.at(static_cast<int>(c))) == start &&
          touches_neutral[c]) {
        ++tally.in_seki[c];
      }
    }
  }
}

// Plays `playouts` playouts from `board` (as `grid`), half of them with Black first, and
// tallies their final positions.
PlayoutTally play_playouts(const Board& board, const Grid& grid, int playouts, std::uint64_t seed) {
  // Every playout starts from the same chains and the same list of empty points, in the order
  // of the points, whatever moves made the position: the same position gives the same playouts.
  Board start = board;
  start.rebuild_chains();
  std::vector<int> empties;
  for (std::size_t c = 0; c < grid.cells.size(); ++c) {
    if (grid.cells[c] == kEmptyCell) empties.push_back(static_cast<int>(c));
  }
  PlayoutTally tally(grid.cells.size());
  std::vector<bool> touches_neutral(grid.cells.size(), false);
  Random random(seed);
  Playout playout;
  for (int i = 0; i < playouts; ++i) {
    play_out(start, empties, i % 2 == 0 ? Color::kBlack : Color::kWhite, random, playout);
    mark_chains_at_shared_liberties(grid, playout.board(), touches_neutral);
    tally_playout(grid, playout.board(), touches_neutral, tally);
  }
  return tally;
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
      if (all_liberties_of(chain, empties[r], x)) graph.vital_to[r].push_back(x);
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
  const PlayoutTally tally = play_playouts(board, grid, playouts, seed);

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
      const std::size_t c = Grid::cell({col, row});
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
