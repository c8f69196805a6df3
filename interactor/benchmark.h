#pragma once

#include <functional>
#include <vector>

#include "interactor/game_list.h"
#include "interactor/game_runner.h"
#include "interactor/result.h"

namespace arbiter::interactor {

/// Plays `games` with up to `jobs` games at a time (each its own bot process) and returns
/// their results in the order of `games`. `on_result(index, result)` is called once per game,
/// in the order of `games`, as soon as that game and every earlier one are done (so JSON lines
/// come out in a stable order), from one thread at a time. `on_progress(done, total)` is
/// called after every game, also serialised. Precondition: jobs >= 1.
std::vector<GameResult> play_games(
    const std::vector<LoadedGame>& games, const RunOptions& options, int jobs,
    const std::function<void(std::size_t, const GameResult&)>& on_result,
    const std::function<void(std::size_t, std::size_t)>& on_progress);

}  // namespace arbiter::interactor
