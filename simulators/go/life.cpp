#include "simulators/go/life.h"

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
      : size(board.size()), stride(board.size() + 2), cells(stride * stride, kBorderCell) {
    for (int row = 0; row < size; ++row) {
      for (int col = 0; col < size; ++col) {
        cells[cell({col, row})] = static_cast<std::uint8_t>(board.at({col, row}));
      }
    }
  }
  std::size_t cell(Point p) const {
    return static_cast<std::size_t>((p.row + 1) * stride + p.col + 1);
  }
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
  PointFlags flags(static_cast<std::size_t>(grid.size * grid.size), false);
  for (int row = 0; row < grid.size; ++row) {
    for (int col = 0; col < grid.size; ++col) {
      flags[static_cast<std::size_t>(row * grid.size + col)] = by_cell[grid.cell({col, row})];
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
  // opponent's last stone when its chain stands in atari, else give an own chain that the
  // last stone put in atari its liberty. Without this, a group left in atari survives
  // half of the playouts and dead groups look alive.
  bool play_tactical(std::uint8_t color) {
    if (last_ == 0 || !is_stone(last_) || cells_[last_] == color) return false;
    if (const std::size_t liberty = only_liberty(head_[last_]);
        liberty != 0 && allowed(liberty, color)) {
      play(liberty, color);
      return true;
    }
    return false;
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

  bool allowed(std::size_t c, std::uint8_t color) {
    if (c == ko_ || looks_like_eye(c, color)) return false;
    const std::uint8_t enemy = color == 1 ? 2 : 1;
    int own_stones = 1;
    for (const std::size_t n : grid_.neighbours(c)) {
      if (cells_[n] == enemy && liberties(head_[n], 2) == 1) return true;  // It captures.
    }
    // No capture: count the liberties the stone's chain would have, at most two.
    ++generation_;
    stamp_[c] = generation_;
    int count = 0;
    std::array<std::size_t, 4> own_heads{};
    std::size_t own_count = 0;
    for (const std::size_t n : grid_.neighbours(c)) {
      if (cells_[n] == kEmptyCell && stamp_[n] != generation_) {
        stamp_[n] = generation_;
        ++count;
      } else if (cells_[n] == color) {
        bool seen = false;
        for (std::size_t k = 0; k < own_count; ++k) seen = seen || own_heads[k] == head_[n];
        if (!seen) own_heads[own_count++] = head_[n];
      }
    }
    for (std::size_t k = 0; k < own_count && count < 2; ++k) {
      std::size_t stone = own_heads[k];
      do {
        for (const std::size_t n : grid_.neighbours(stone)) {
          if (cells_[n] == kEmptyCell && stamp_[n] != generation_) {
            stamp_[n] = generation_;
            ++count;
          }
        }
        stone = next_[stone];
      } while (stone != own_heads[k]);
    }
    if (count == 0) return false;  // Suicide.
    if (count == 1) {
      for (std::size_t k = 0; k < own_count; ++k) own_stones += stones_[own_heads[k]];
      return own_stones <= kLargestSelfAtari;
    }
    return true;
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

  // Which chains border each region, and to which chains each region is vital.
  std::vector<std::vector<int>> bordering(static_cast<std::size_t>(regions));
  std::vector<std::vector<int>> vital_to(static_cast<std::size_t>(regions));
  {
    std::vector<std::vector<std::size_t>> empties(static_cast<std::size_t>(regions));
    for (std::size_t c = 0; c < grid.cells.size(); ++c) {
      if (region[c] < 0) continue;
      auto& around = bordering[static_cast<std::size_t>(region[c])];
      for (const std::size_t n : grid.neighbours(c)) {
        if (chain[n] < 0) continue;
        bool known = false;
        for (const int x : around) known = known || x == chain[n];
        if (!known) around.push_back(chain[n]);
      }
      if (grid.cells[c] == kEmptyCell) empties[static_cast<std::size_t>(region[c])].push_back(c);
    }
    for (std::size_t r = 0; r < bordering.size(); ++r) {
      for (const int x : bordering[r]) {
        bool vital = true;
        for (const std::size_t c : empties[r]) {
          bool liberty = false;
          for (const std::size_t n : grid.neighbours(c)) liberty = liberty || chain[n] == x;
          vital = vital && liberty;
        }
        if (vital) vital_to[r].push_back(x);
      }
    }
  }

  std::vector<bool> chain_alive(static_cast<std::size_t>(chains), true);
  std::vector<bool> region_healthy(static_cast<std::size_t>(regions), true);
  for (bool changed = true; changed;) {
    changed = false;
    std::vector<int> vital_count(static_cast<std::size_t>(chains), 0);
    for (std::size_t r = 0; r < vital_to.size(); ++r) {
      if (!region_healthy[r]) continue;
      for (const int x : vital_to[r]) ++vital_count[static_cast<std::size_t>(x)];
    }
    for (std::size_t x = 0; x < chain_alive.size(); ++x) {
      if (chain_alive[x] && vital_count[x] < 2) {
        chain_alive[x] = false;
        changed = true;
      }
    }
    for (std::size_t r = 0; r < bordering.size(); ++r) {
      if (!region_healthy[r]) continue;
      for (const int x : bordering[r]) {
        if (!chain_alive[static_cast<std::size_t>(x)]) {
          region_healthy[r] = false;
          changed = true;
          break;
        }
      }
    }
  }

  std::vector<bool> alive(grid.cells.size(), false);
  for (std::size_t c = 0; c < grid.cells.size(); ++c) {
    alive[c] = chain[c] >= 0 && chain_alive[static_cast<std::size_t>(chain[c])];
  }
  return to_point_flags(grid, alive);
}

LifeEstimate estimate_life(const Board& board, int playouts, std::uint64_t seed) {
  const Grid grid(board);
  const std::size_t cells = grid.cells.size();
  std::vector<int> chain;
  const int chains = label_components(
      grid, [](std::uint8_t v) { return v == 1 || v == 2; }, chain, true);
  // Per cell of the starting position: playouts that ended with the opponent owning it, and
  // with its chain alive next to a point touching both colours.
  std::vector<int> lost(cells, 0);
  std::vector<int> in_seki(cells, 0);
  std::vector<bool> touches_neutral(cells, false);
  Random random(seed);
  const int move_limit = 3 * grid.size * grid.size;
  for (int playout = 0; playout < playouts; ++playout) {
    PlayoutBoard position(grid);
    std::uint8_t to_move = playout % 2 == 0 ? 1 : 2;
    int passes = 0;
    for (int moves = 0; passes < 2 && moves < move_limit; ++moves) {
      passes = position.play_random(to_move, random) ? 0 : passes + 1;
      to_move = to_move == 1 ? 2 : 1;
    }
    std::fill(touches_neutral.begin(), touches_neutral.end(), false);
    for (std::size_t c = 0; c < cells; ++c) {
      if (position.at(c) != kEmptyCell) continue;
      bool black = false;
      bool white = false;
      for (const std::size_t n : grid.neighbours(c)) {
        black = black || position.at(n) == 1;
        white = white || position.at(n) == 2;
      }
      if (!(black && white)) continue;
      for (const std::size_t n : grid.neighbours(c)) {
        if (position.at(n) != 1 && position.at(n) != 2) continue;
        std::size_t stone = n;
        do {
          touches_neutral[stone] = true;
          stone = position.next(stone);
        } while (stone != n);
      }
    }
    for (std::size_t c = 0; c < cells; ++c) {
      const std::uint8_t start = grid.cells[c];
      if (start != 1 && start != 2) continue;
      std::uint8_t owner = position.at(c);
      if (owner == kEmptyCell) {
        // An eye: the colour of every neighbour, if there is only one.
        for (const std::size_t n : grid.neighbours(c)) {
          const std::uint8_t v = position.at(n);
          if (v == kBorderCell) continue;
          owner = owner == kEmptyCell || owner == v ? v : kBorderCell;
        }
      }
      if (owner != start && owner != kEmptyCell && owner != kBorderCell) ++lost[c];
      if (owner == start && position.at(c) == start && touches_neutral[c]) ++in_seki[c];
    }
  }

  // A chain's verdict from its points together.
  std::vector<long> chain_lost(static_cast<std::size_t>(chains), 0);
  std::vector<long> chain_seki(static_cast<std::size_t>(chains), 0);
  std::vector<long> chain_stones(static_cast<std::size_t>(chains), 0);
  for (std::size_t c = 0; c < cells; ++c) {
    if (chain[c] < 0) continue;
    const auto x = static_cast<std::size_t>(chain[c]);
    chain_lost[x] += lost[c];
    chain_seki[x] += in_seki[c];
    ++chain_stones[x];
  }
  const PointFlags black_alive = unconditionally_alive(board, Color::kBlack);
  const PointFlags white_alive = unconditionally_alive(board, Color::kWhite);
  LifeEstimate estimate{PointFlags(static_cast<std::size_t>(grid.size * grid.size), false),
                        PointFlags(static_cast<std::size_t>(grid.size * grid.size), false)};
  for (int row = 0; row < grid.size; ++row) {
    for (int col = 0; col < grid.size; ++col) {
      const std::size_t c = grid.cell({col, row});
      if (chain[c] < 0) continue;
      const auto x = static_cast<std::size_t>(chain[c]);
      const auto i = static_cast<std::size_t>(row * grid.size + col);
      const bool sure = grid.cells[c] == 1 ? black_alive[i] : white_alive[i];
      const long half = chain_stones[x] * playouts;  // Twice the majority threshold.
      const bool dead = !sure && 2 * chain_lost[x] > half;
      estimate.dead[i] = dead;
      // Two sure eyes leave no seki: the opponent could fill every shared liberty.
      estimate.seki[i] = !dead && !sure && 2 * chain_seki[x] > half;
    }
  }
  return estimate;
}

}  // namespace arbiter::go
