#pragma once

#include <span>

#include "bot/search/world.h"
#include "bot/strategy.h"
#include "common/random.h"
#include "common/solitaire/piece.h"

/// Games without a judge process, for benchmarks and tests: the strategy sees exactly what the
/// protocol would show it (the opening board, then one reveal a move), nothing of the deal.
namespace arbiter::bot {

/// A full deal drawn like the judge draws one: every piece of every layer uniformly from
/// `alphabet` (with the project's Random, not the official CPython stream).
/// Precondition: alphabet is not empty.
World random_world(std::span<const solitaire::Piece> alphabet, Random& random);

/// Plays `strategy` on `deal` until it stops and returns the final position. Throws
/// std::logic_error when the strategy chooses an illegal move.
solitaire::Position play_offline(const World& deal, Strategy& strategy);

}  // namespace arbiter::bot
