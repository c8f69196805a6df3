#include "simulators/airplane/state.h"

#include <stdexcept>
#include <string>

namespace arbiter::airplane {

namespace {

// The holders that `steps` imply; throws std::logic_error if two colours share a grid.
Pieces::Grids holders_of(const Steps& steps) {
  Pieces::Grids holders{};
  for (int player = 0; player < kPlayers; ++player) {
    for (const std::int8_t step : steps[player]) {
      if (!on_loop(step)) continue;
      Pieces::Grid& grid = holders[grid_index(player, step)];
      if (grid.player >= 0 && grid.player != player) {
        throw std::logic_error(std::string(player_name(player)) + " and " +
                               std::string(player_name(grid.player)) + " both hold grid " +
                               std::to_string(grid_of_step(colour_of(player), step)));
      }
      grid.player = static_cast<std::int8_t>(player);
      ++grid.pieces;
    }
  }
  return holders;
}

}  // namespace

Pieces::Pieces(const Steps& steps) : steps_(steps), holders_(holders_of(steps)) {}

GameState state_with(const Steps& steps) {
  GameState state;
  state.pieces = Pieces(steps);
  return state;
}

void GameState::check_invariants() const {
  for (int player = 0; player < kPlayers; ++player) {
    const std::string who(player_name(player));
    for (const std::int8_t step : pieces.steps(player)) {
      if (step < kHanger || step > kHome) {
        throw std::logic_error(who + " has a piece at step " + std::to_string(step));
      }
    }
    if (scores[player] < 0 || skips[player] < 0 || skips[player] >= kPityAfter) {
      throw std::logic_error(who + " has a score or skip counter out of range");
    }
    const bool run_ok = run_roll[player] == 0 ? run_length[player] == 0
                                              : run_roll[player] >= 1 && run_roll[player] <= 6 &&
                                                    run_length[player] >= 1;
    if (!run_ok) throw std::logic_error(who + " has an impossible run of rolls");
  }
  if (holders_of(pieces.steps()) != pieces.grids()) {
    throw std::logic_error("the grid holders disagree with the pieces' steps");
  }
}

}  // namespace arbiter::airplane
