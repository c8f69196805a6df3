#pragma once

#include "simulators/go/board.h"

namespace arbiter::go {

/// Benson's algorithm: the stones of `color` that stay on the board whatever the opponent
/// plays, even if `color` never answers. The chains of `color` and the regions they enclose
/// (maximal connected sets of points without a `color` stone) are pruned together until
/// stable: a chain needs two vital regions (regions whose every empty point is one of its
/// liberties), and a region survives only while every chain around it does.
PointFlags unconditionally_alive(const Board& board, Color color);

}  // namespace arbiter::go
