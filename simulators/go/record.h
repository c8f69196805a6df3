#pragma once

#include <optional>
#include <string>
#include <vector>

#include "simulators/go/board.h"

namespace arbiter::go {

/// What a game record says beyond its moves and setup stones: the properties go-score needs
/// to score the final position as the players did. Judge-format cases have none of them.
struct RecordInfo {
  std::optional<std::string> rules;   ///< RU, as written.
  std::optional<int> komi_halves;     ///< KM in half points: KM[6.5] is 13.
  std::optional<int> handicap;        ///< HA, as written.
  int root_black_setup = 0;           ///< AB points of the root node: the handicap without HA.
  std::optional<std::string> result;  ///< RE, as written.
  /// TB/TW of the last main-line node that has either: the territory a server marks at the
  /// end of a scored game. Empty when the record has none.
  std::vector<Point> black_territory;
  std::vector<Point> white_territory;
  bool has_territory_markup = false;
  /// The side whose turn it is after the main line's last move or pass, or as its last PL
  /// says when that comes later: what an engine asked about the final position needs to know.
  /// Empty for a record with neither.
  std::optional<Color> to_move;
};

}  // namespace arbiter::go
