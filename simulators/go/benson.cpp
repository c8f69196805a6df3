#include "simulators/go/benson.h"

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <vector>

#include "simulators/go/cell_grid.h"

namespace arbiter::go {

namespace {

PointFlags to_point_flags(const CellGrid& grid, const std::vector<bool>& by_cell) {
  PointFlags flags(flag_count(grid.size), false);
  for (int row = 0; row < grid.size; ++row) {
    for (int col = 0; col < grid.size; ++col) {
      flags[flag_index(grid.size, {col, row})] = by_cell[CellGrid::cell({col, row})];
    }
  }
  return flags;
}

// For each region, the chains next to it, each once, in the order the cells meet them.
std::vector<std::vector<int>> chains_around_regions(const CellGrid& grid,
                                                    const std::vector<int>& chain,
                                                    const std::vector<int>& region, int regions) {
  std::vector<std::vector<int>> around(static_cast<std::size_t>(regions));
  for (std::size_t c = 0; c < grid.cells.size(); ++c) {
    if (region[c] < 0) continue;
    auto& chains = around[static_cast<std::size_t>(region[c])];
    for (const std::size_t n : CellGrid::neighbours(c)) {
      if (chain[n] >= 0 && std::find(chains.begin(), chains.end(), chain[n]) == chains.end()) {
        chains.push_back(chain[n]);
      }
    }
  }
  return around;
}

// For each region, its empty cells.
std::vector<std::vector<std::size_t>> empty_cells_of_regions(const CellGrid& grid,
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
    const auto around = CellGrid::neighbours(c);
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

}  // namespace

PointFlags unconditionally_alive(const Board& board, Color color) {
  const CellGrid grid(board);
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

}  // namespace arbiter::go
