#pragma once

#include <functional>
#include <string_view>

#include "common/reader.h"
#include "simulators/go/game.h"
#include "simulators/go/record.h"

namespace arbiter::go {

/// The input formats go-score reads.
enum class InputFormat {
  kJudge,  ///< `n m` then m lines `P(x,y)`, cases until `0 0` (see judge_format.h).
  kSgf,    ///< An SGF (FF[4]) collection of game records (see sgf.h).
};

/// SGF when asked for, or when the input's name ends in `.sgf` (any case); judge otherwise.
InputFormat detect_format(std::string_view source, bool sgf_requested);

/// Replays every game of the input in turn and calls `on_game` with each final game before the
/// next one is read, so results reach the caller before a later defect stops the input. An SGF
/// input must hold at least one game tree; a judge input must end with `0 0`. A UTF-8 byte order
/// mark at the start is skipped.
void for_each_game(Reader& reader, InputFormat format,
                   const std::function<void(const Game&)>& on_game);

/// for_each_game with what each record says beyond its moves (nothing, for the judge format).
void for_each_record(Reader& reader, InputFormat format,
                     const std::function<void(const Game&, const RecordInfo&)>& on_record);

}  // namespace arbiter::go
