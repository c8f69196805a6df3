#pragma once

#include <string>

#include "common/random.h"

/// Random, valid games in the judge's format, as go-gen writes them: the same text for the same
/// draws on every machine.
namespace arbiter::go {

/// A board side for a game of mixed sizes: 19 seven times in ten, else an odd side from 3 up.
int random_board_size(Random& random);

/// Appends one game of side `size` to `text` (its "n m" line, then its placements) and returns
/// its placements: about 0.8 to 2.8 a point, so a 19x19 game has 300 to 1000, large groups are
/// captured and points replayed; one turn in ten is a pass.
long long append_random_game(Random& random, int size, std::string& text);

}  // namespace arbiter::go
