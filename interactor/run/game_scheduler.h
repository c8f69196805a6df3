#pragma once

#include <cstdint>
#include <functional>

#include "interactor/core/result.h"

/// The scheduler of a run's games: up to `jobs` at a time, each on a thread, reported in the
/// order of the list whatever order they finish in, and interrupted cleanly by a signal.
namespace arbiter::interactor {

/// Plays games 0 .. count-1 with up to `jobs` games at a time: `play(index)` plays one game
/// (each call on its own bot) and may run on any of the threads. `on_result(index, result)` is
/// called once per game, in index order, as soon as that game and every earlier one are done
/// (so JSON lines come out in a stable order), from one thread at a time; when it returns
/// false, no further game starts, and the games already started still finish and are
/// reported. `on_progress(done, count)`, when set, is called after every game, also serialised.
/// Only results that finished ahead of an earlier game are held, so memory does not grow with
/// `count`. While it runs, an InterruptHook (bot_guard.h) reports, once a signal has killed the
/// bots, the games held behind an unfinished one (in index order, leaving out the unfinished
/// ones), and nothing more is reported after that: the judge dies of the signal, but every
/// finished game is reported. It waits at most a second for a report in progress.
/// Returns the number of games played. Precondition: jobs >= 1.
std::uint64_t play_games(std::uint64_t count, int jobs,
                         const std::function<GameResult(std::uint64_t)>& play,
                         const std::function<bool(std::uint64_t, const GameResult&)>& on_result,
                         const std::function<void(std::uint64_t, std::uint64_t)>& on_progress);

}  // namespace arbiter::interactor
