#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "simulators/go/rules.h"

/// What go-score's command line says about scoring (command_line.h fills it in), as the
/// core's score_game (record_score.h) takes it: plain values, no option parsing.
namespace arbiter::go {

/// Where the dead stones come from (--dead).
enum class DeadStones {
  kRecord,  ///< The record's TB/TW markup when it has some, estimated otherwise (the default).
  kAuto,    ///< Estimated (estimate_life), whatever the record marks.
  kNone,    ///< No stone is dead.
  kListed,  ///< The chains of the points listed (ScoringOptions::dead_points).
  kGnuGo,   ///< GNU Go's judgement (final_status_list), which score_game's LifeJudge gives.
};

/// GNU Go's strongest --level, and its default.
inline constexpr int kStrongestGnuGoLevel = 10;

/// Everything the command line can say about scoring.
struct ScoringOptions {
  std::optional<Rules> rules;      ///< --rules; otherwise RU for SGF, poj for judge input.
  std::optional<int> komi_halves;  ///< --komi; otherwise KM, otherwise 0.
  DeadStones dead = DeadStones::kRecord;
  std::vector<std::string> dead_points;  ///< For kListed: SGF ("dd") or GTP ("D16") points.
  int playouts = 1000;
  /// The most playouts the estimate takes when the points in doubt could change the winner
  /// (--close-playouts): it plays four times as many again until they could not, or this many.
  int close_playouts = 8000;
  std::uint64_t seed = 1;
  std::string gnugo_program;       ///< For kGnuGo: --gnugo, or empty to look for GNU Go.
  std::optional<int> gnugo_level;  ///< For kGnuGo: --gnugo-level, or GNU Go's own (10).
};

}  // namespace arbiter::go
