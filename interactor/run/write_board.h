#pragma once

#include <string>

#include "interactor/core/game_list.h"
#include "interactor/run/console.h"

namespace arbiter::interactor {

/// `--write-board`: writes the deal of `game` to `path` in the .board format (`-`: to
/// `in.out`), byte for byte as the official .board files are written, for a contest setter
/// who wants a deal as a file. Returns 0; 66 (after saying why) when a deal file cannot be
/// opened, 73 when `path` cannot be created, 74 when it cannot be written. A defective deal
/// file throws ParseError (65).
int write_board(const GameSpec& game, const std::string& path, const Console& in);

}  // namespace arbiter::interactor
