#pragma once

#include <ostream>
#include <string_view>

#include "simulators/airplane/game.h"
#include "simulators/airplane/simulation.h"

namespace arbiter::airplane {

/// Writes a won game as one JSON object on one line (JSON Lines): the input it came from
/// (`source`, as the Reader names it), its case number and seed, the players and their
/// strategies, the rolls drawn, each player's pieces home and score, and the winner. The layout
/// is documented in docs/airplane.md. Precondition: outcome.ending == Ending::kWon.
void write_json_game(std::ostream& out, std::string_view source, const GameCase& game,
                     const Setup& setup, const Outcome& outcome);

}  // namespace arbiter::airplane
