#include "bot/search/world.h"

namespace arbiter::bot {

World World::sample(const solitaire::Board& board, const SeenTypes& seen, Random& random) {
  World world;
  const auto kinds = static_cast<std::uint64_t>(seen.count());
  for (int cell = 0; cell < solitaire::kCells; ++cell) {
    auto& stack = world.stacks_[static_cast<std::size_t>(cell)];
    for (int layer = board.removed(cell) + 1; layer < solitaire::kLayers; ++layer) {
      stack[static_cast<std::size_t>(layer)] = seen.nth(static_cast<int>(random.below(kinds)));
    }
  }
  world.follow(board, seen);
  return world;
}

solitaire::Board World::visible_start() const {
  std::array<solitaire::Piece, solitaire::kCells> bronze{};
  for (int cell = 0; cell < solitaire::kCells; ++cell) {
    bronze[static_cast<std::size_t>(cell)] = piece(cell, 0);
  }
  return solitaire::Board::from_bronze(bronze);
}

void World::follow(const solitaire::Board& board, const SeenTypes& seen) {
  for (int cell = 0; cell < solitaire::kCells; ++cell) {
    const int taken = board.removed(cell);
    auto& reach = reach_[static_cast<std::size_t>(cell)];
    reach.fill(0);
    if (taken == solitaire::kLayers) continue;
    stacks_[static_cast<std::size_t>(cell)][static_cast<std::size_t>(taken)] =
        board.top_piece(cell);
    // Reach follows what the player knows, not the sample: the visible top's own targets,
    // and below it every target any seen type could have. A sample's lucky hidden pieces
    // must not make a line look safe.
    solitaire::CellSet any_type_reach = 0;
    for (int kind = 0; kind < seen.count(); ++kind) {
      any_type_reach |= solitaire::targets(cell, seen.nth(kind));
    }
    for (int layer = solitaire::kLayers - 1; layer > taken; --layer) {
      reach[static_cast<std::size_t>(layer)] = any_type_reach;
    }
    reach[static_cast<std::size_t>(taken)] = reach[static_cast<std::size_t>(taken) + 1] |
                                             solitaire::targets(cell, board.top_piece(cell));
  }
}

void share_out_first_reveals(World& world, const solitaire::Position& position,
                             const SeenTypes& seen, int index,
                             const std::array<int, solitaire::kCells>& offsets) {
  for (solitaire::CellSet moves = position.legal_moves(); moves != 0;) {
    const int cell = solitaire::pop_cell(moves);
    const int layer = position.board().removed(cell) + 1;
    if (layer >= solitaire::kLayers) continue;  // The gold: nothing to uncover.
    const int share = (index + offsets[static_cast<std::size_t>(cell)]) % seen.count();
    world.set_hidden(cell, layer, seen.nth(share));
  }
}

}  // namespace arbiter::bot
