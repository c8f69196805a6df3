#include "simulators/go/life.h"

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <vector>

#include "common/random.h"
#include "simulators/go/benson.h"
#include "simulators/go/cell_grid.h"
#include "simulators/go/playout.h"

namespace arbiter::go {

namespace {

// The stones of a playout's final position that belong to chains next to an empty point
// touching both colours (a shared liberty, as in seki).
void mark_chains_at_shared_liberties(const CellGrid& grid, const Board& position,
                                     std::vector<bool>& touches_neutral) {
  std::fill(touches_neutral.begin(), touches_neutral.end(), false);
  const auto is_stone = [&](std::size_t n) {
    const Color v = position.at(static_cast<int>(n));
    return v == Color::kBlack || v == Color::kWhite;
  };
  for (int row = 0; row < grid.size; ++row) {
    for (int col = 0; col < grid.size; ++col) {
      const std::size_t c = CellGrid::cell({col, row});
      if (position.at(static_cast<int>(c)) != Color::kEmpty) continue;
      const auto around = CellGrid::neighbours(c);
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
  for (const std::size_t n : CellGrid::neighbours(c)) {
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
void tally_playout(const CellGrid& grid, const Board& position,
                   const std::vector<bool>& touches_neutral, PlayoutTally& tally) {
  for (int row = 0; row < grid.size; ++row) {
    for (int col = 0; col < grid.size; ++col) {
      const std::size_t c = CellGrid::cell({col, row});
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

// Whether a share count / of of the playouts is close to the threshold t: within kCloseErrors
// standard errors of it, the error of a share near t being sqrt(t (1 - t) / playouts).
bool near_share(double count, double of, double t, int playouts) {
  const double close_by = kCloseErrors * std::sqrt(t * (1 - t) * playouts);
  return std::abs(count - t * of) < close_by * (of / playouts);
}

// Whether chain x is safe from capture: lost in fewer than kShutInDeadShare of the playouts.
bool safe_chain(const ChainTally& by_chain, std::size_t x, int playouts) {
  const auto stone_playouts = static_cast<double>(by_chain.stones[x] * playouts);
  return static_cast<double>(by_chain.lost[x]) < kShutInDeadShare * stone_playouts;
}

// Per region (labels `region`, `regions` of them): whether a safe chain of `wall` is next to it.
std::vector<bool> regions_with_safe_wall(const CellGrid& grid, const std::vector<int>& chain,
                                         const ChainTally& by_chain, int playouts,
                                         std::uint8_t wall, const std::vector<int>& region,
                                         int regions) {
  std::vector<bool> safe_wall(static_cast<std::size_t>(regions), false);
  for (std::size_t c = 0; c < grid.cells.size(); ++c) {
    if (grid.cells[c] != wall) continue;
    if (!safe_chain(by_chain, static_cast<std::size_t>(chain[c]), playouts)) continue;
    for (const std::size_t n : CellGrid::neighbours(c)) {
      if (region[n] >= 0) safe_wall[static_cast<std::size_t>(region[n])] = true;
    }
  }
  return safe_wall;
}

// Marks in `shut_in` the chains of `colour` whose group is shut in the opponent's area (life.h,
// kShutInDeadShare). The points without an opponent's stone fall into regions walled in by the
// opponent; a region's chains of `colour` are shut in when none of them is safe, some of the
// opponent's chains around the region are, and the opponent owns the region's points in more
// than kOwnerShare of the playouts on average.
void mark_shut_in(const CellGrid& grid, const std::vector<int>& chain, const ChainTally& by_chain,
                  const PlayoutTally& tally, int playouts, std::uint8_t colour,
                  std::vector<bool>& shut_in) {
  const std::uint8_t its_opponent = colour == 1 ? 2 : 1;
  const std::vector<int>& opponent_owns = its_opponent == 1 ? tally.black_owns : tally.white_owns;
  std::vector<int> region;
  const int regions = label_components(
      grid, [&](std::uint8_t v) { return v != its_opponent && v != kBorderCell; }, region);
  const auto count = static_cast<std::size_t>(regions);
  std::vector<double> owned(count, 0);  // Playouts the opponent owns each point in, summed.
  std::vector<double> points(count, 0);
  std::vector<bool> none_safe(count, true);
  for (std::size_t c = 0; c < grid.cells.size(); ++c) {
    if (region[c] < 0) continue;
    const auto r = static_cast<std::size_t>(region[c]);
    ++points[r];
    owned[r] += opponent_owns[c];
    const bool own_safe_chain = grid.cells[c] == colour &&
                                safe_chain(by_chain, static_cast<std::size_t>(chain[c]), playouts);
    if (own_safe_chain) none_safe[r] = false;
  }
  const std::vector<bool> safe_wall =
      regions_with_safe_wall(grid, chain, by_chain, playouts, its_opponent, region, regions);
  for (std::size_t c = 0; c < grid.cells.size(); ++c) {
    if (grid.cells[c] != colour) continue;
    const auto r = static_cast<std::size_t>(region[c]);
    shut_in[static_cast<std::size_t>(chain[c])] =
        none_safe[r] && safe_wall[r] && owned[r] > kOwnerShare * points[r] * playouts;
  }
}

// Per chain: whether its group is shut in the opponent's area (mark_shut_in).
std::vector<bool> chains_shut_in(const CellGrid& grid, const std::vector<int>& chain, int chains,
                                 const ChainTally& by_chain, const PlayoutTally& tally,
                                 int playouts) {
  std::vector<bool> shut_in(static_cast<std::size_t>(chains), false);
  for (const std::uint8_t colour : {std::uint8_t{1}, std::uint8_t{2}}) {
    mark_shut_in(grid, chain, by_chain, tally, playouts, colour, shut_in);
  }
  return shut_in;
}

struct ChainVerdict {
  bool dead = false;
  bool close = false;  // Near the share that decides it.
  bool seki = false;
};

// Chain x's verdict from its tally over `playouts`: dead when lost on more than half of its
// points, a chain `shut_in` the opponent's area already on kShutInDeadShare of them (life.h says
// why), unless `sure` (unconditionally alive).
ChainVerdict judge_chain(const ChainTally& by_chain, std::size_t x, int playouts, bool sure,
                         bool shut_in) {
  ChainVerdict verdict;
  if (sure) return verdict;
  const auto lost = static_cast<double>(by_chain.lost[x]);
  const auto of = static_cast<double>(by_chain.stones[x] * playouts);
  const double dies_at = shut_in ? kShutInDeadShare : 0.5;
  verdict.dead = 2 * lost > of || (shut_in && lost >= dies_at * of);
  verdict.close = near_share(lost, of, dies_at, playouts);
  // Two sure eyes leave no seki: the opponent could fill every shared liberty.
  verdict.seki = !verdict.dead && 2 * static_cast<double>(by_chain.seki[x]) > of;
  return verdict;
}

}  // namespace

// Everything the playouts of one position share: the starting position, its chains, the
// random numbers and the counts so far.
struct LifeEstimator::Tally {
  Tally(const Board& board, std::uint64_t seed)
      : grid(board), start(board), counts(grid.cells.size()), random(seed) {
    // Every playout starts from the same chains and the same list of empty points, in the order
    // of the points, whatever moves made the position: the same position gives the same
    // playouts.
    start.rebuild_chains();
    for (std::size_t c = 0; c < grid.cells.size(); ++c) {
      if (grid.cells[c] == kEmptyCell) empties.push_back(static_cast<int>(c));
    }
    touches_neutral.assign(grid.cells.size(), false);
  }

  CellGrid grid;
  Board start;
  std::vector<int> empties;
  PlayoutTally counts;
  std::vector<bool> touches_neutral;
  Random random;
  Playout playout;
  int played = 0;
};

LifeEstimator::LifeEstimator(const Board& board, std::uint64_t seed)
    : tally_(std::make_unique<Tally>(board, seed)) {}

LifeEstimator::~LifeEstimator() = default;

void LifeEstimator::play(int playouts) {
  Tally& t = *tally_;
  for (int i = 0; i < playouts; ++i, ++t.played) {
    // Half of them with Black first.
    const Color first = t.played % 2 == 0 ? Color::kBlack : Color::kWhite;
    play_out(t.start, t.empties, first, t.random, t.playout);
    mark_chains_at_shared_liberties(t.grid, t.playout.board(), t.touches_neutral);
    tally_playout(t.grid, t.playout.board(), t.touches_neutral, t.counts);
  }
}

int LifeEstimator::playouts() const { return tally_->played; }

LifeEstimate estimate_life(const Board& board, int playouts, std::uint64_t seed) {
  LifeEstimator estimator(board, seed);
  estimator.play(playouts);
  return estimator.estimate();
}

LifeEstimate LifeEstimator::estimate() const {
  const Board& board = tally_->start;
  const CellGrid& grid = tally_->grid;
  const PlayoutTally& tally = tally_->counts;
  const int playouts = tally_->played;
  std::vector<int> chain;
  const int chains = label_components(
      grid, [](std::uint8_t v) { return v == 1 || v == 2; }, chain, true);

  // A chain's verdict from its points together.
  const ChainTally by_chain = tally_by_chain(chain, chains, tally);
  const PointFlags black_alive = unconditionally_alive(board, Color::kBlack);
  const PointFlags white_alive = unconditionally_alive(board, Color::kWhite);
  const std::size_t points = flag_count(grid.size);
  LifeEstimate estimate{PointFlags(points, false), PointFlags(points, false),
                        PointFlags(points, false), std::vector<Color>(points, Color::kEmpty),
                        PointFlags(points, false)};
  const double split_at = kSplitShare * playouts;
  const double owned_at = kOwnerShare * playouts;
  const std::vector<bool> shut_in = chains_shut_in(grid, chain, chains, by_chain, tally, playouts);
  const auto near_half = [&](double count, double of) {
    return near_share(count, of, 0.5, playouts);
  };
  for (int row = 0; row < grid.size; ++row) {
    for (int col = 0; col < grid.size; ++col) {
      const std::size_t c = CellGrid::cell({col, row});
      const std::size_t i = flag_index(grid.size, {col, row});
      const int black = tally.black_owns[c];
      const int white = tally.white_owns[c];
      estimate.split[i] = black >= split_at && white >= split_at;
      if (black > owned_at) estimate.owner[i] = Color::kBlack;
      if (white > owned_at) estimate.owner[i] = Color::kWhite;
      if (chain[c] < 0) {
        estimate.close[i] = near_half(black, playouts) || near_half(white, playouts);
        continue;
      }
      const auto x = static_cast<std::size_t>(chain[c]);
      const bool sure = grid.cells[c] == 1 ? black_alive[i] : white_alive[i];
      const ChainVerdict verdict = judge_chain(by_chain, x, playouts, sure, shut_in[x]);
      estimate.dead[i] = verdict.dead;
      // A dead chain's points are the opponent's, as most playouts leave them when it is lost in
      // most; a chain shut in, which dies at a lower share (kShutInDeadShare), needs saying so.
      if (verdict.dead) estimate.owner[i] = grid.cells[c] == 1 ? Color::kWhite : Color::kBlack;
      estimate.close[i] = verdict.close;
      estimate.seki[i] = verdict.seki;
    }
  }
  return estimate;
}

}  // namespace arbiter::go
