#pragma once

#include <optional>

#include "bot/search/greedy.h"
#include "bot/search/world.h"
#include "common/solitaire/position.h"

namespace arbiter::bot {

/// The search's playout policy while every type in play moves at most two cells (1, 2,
/// springare). No set can form from those types, so a move earns its base point and run points
/// only, and what the next few moves can earn is quick to add up. The policy looks `plies`
/// moves ahead over the visible tops and takes the move that keeps the game going and whose
/// best line of that length earns most; among equals, the one with the fewest onward moves
/// (Warnsdorff's rule, as the greedy). A line never comes back to a cell it took: what that
/// revealed is not known yet, so the policy sees only what a player sees.
///
/// Looking ahead matters for runs: of two moves that each earn a point now, the one after
/// which the same type can be taken again starts a run rather than leaving a lone piece.
inline constexpr int kLookaheadPlies = 4;

/// The points a move taking `type` earns when no set can form: its base point, plus 4 when
/// it is the second piece of a run and 2 for each piece after that. `last` and `run` are the
/// type and length of the run the game ends with so far (`run` 0 before the first move).
int gain_without_sets(solitaire::Piece type, solitaire::Piece last, int run);

/// The policy's move in `position`, or nothing when no move is legal. Precondition: the types
/// on the board and below it are 1, 2 and springare only (nothing else is ever scored right).
std::optional<int> lookahead_move(const solitaire::Position& position, int plies = kLookaheadPlies);

/// Plays the policy from `position` to the end on `world`'s pieces. `weighed` counts every
/// move the policy weighed at every ply: its work.
Playout lookahead_playout(solitaire::Position position, const World& world,
                          int plies = kLookaheadPlies);

}  // namespace arbiter::bot
