#pragma once

#include <ostream>

#include "interactor/run/config.h"
#include "interactor/run/console.h"
#include "interactor/run/oversubscription.h"
#include "interactor/run/replay_output.h"

namespace arbiter::interactor {

/// A paired run (`config.baseline`), once play() has checked and opened what it needs: both
/// bots play every deal, the baseline's games under `config.run`'s limits and sandbox. The two
/// games of deal p are games 2p and 2p+1 of play_games (back to back with one job, side by side
/// with two), the candidate first for even p, the baseline first for odd p; each JSON line
/// carries "bot" and "deal", and the run ends with the warning of `oversubscription` (JSON),
/// the JSON summary line (paired_summary_json), the paired histogram to `histogram` when not
/// null, and the readable paired summary with the warning beside it. With `config.sprt`, the
/// run stops at the pair where the test decides (games of later pairs already in play are
/// neither reported nor counted). Returns the worse exit status of the two bots' games, or 66
/// after saying why the run stopped at a JUDGE_ERROR game.
int play_paired_run(const Config& config, const Console& in, ReplayWriter& replays,
                    std::ostream* histogram, const Oversubscription& oversubscription);

}  // namespace arbiter::interactor
