#pragma once

#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "simulators/go/game.h"
#include "simulators/go/input_format.h"
#include "simulators/go/life.h"
#include "simulators/go/record.h"
#include "simulators/go/rules.h"
#include "simulators/go/scoring.h"
#include "simulators/go/scoring_options.h"

namespace arbiter::go {

/// How a final position is to be counted beyond the choice of stones that are dead.
struct CountingRules {
  Rules rules = Rules::kArea;  ///< kArea or kTerritory.
  int komi_halves = 0;         ///< Added to White's total, in half points.
  int handicap = 0;            ///< Black's handicap stones.
  int compensation = 0;        ///< Points added to White's total for them (area counting).
};

/// One side's part of a count. Under area counting the total is stones + territory (+ komi
/// and compensation for White); under territory counting, territory + prisoners (+ komi).
struct SideCount {
  int stones = 0;     ///< Living stones on the board.
  int territory = 0;  ///< Empty points (dead stones' points included) this side surrounds.
  int captures = 0;   ///< Opposing stones captured during the game.
  int dead = 0;       ///< Opposing stones removed as dead at the end.
  int total_halves = 0;
  int prisoners() const { return captures + dead; }
};

/// A final position counted.
struct RecordScore {
  CountingRules counting;
  SideCount black;
  SideCount white;
  PointFlags dead;           ///< The stones removed as dead, point by point (row * size + col).
  std::vector<Color> owner;  ///< Each empty point's owner after the removal, kEmpty if nobody's.

  /// Black's total minus White's, in half points.
  int margin_halves() const { return black.total_halves - white.total_halves; }
  /// The result as SGF writes it: "B+3.5", "W+0.5", or "0" for a draw.
  std::string result() const;
};

/// Counts `game`'s final position with the stones in `dead` removed. An empty region
/// belongs to a colour when every stone next to it is that colour's; under territory
/// counting, a region next to a stone flagged in `seki` belongs to nobody (no territory in
/// seki). A region next to both colours belongs to nobody, or with `estimated_owner` (one owner
/// a point, LifeEstimate::owner: the playouts' or GNU Go's) each of its points but the dame
/// (next to living stones of both colours) to the colour that owns it. Preconditions: `dead` and
/// `seki` have one flag per point.
RecordScore count_position(const Game& game, const PointFlags& dead, const PointFlags& seki,
                           const CountingRules& counting,
                           const std::vector<Color>& estimated_owner = {});

/// Every stone of each chain that has a stone at one of `points`: dead stones named by hand
/// or by markup. Points without a stone are skipped.
PointFlags whole_chains(const Board& board, const std::vector<Point>& points);

/// The dead stones that TB/TW markup implies: a Black stone on a point marked as White's
/// territory, or a White stone on Black's.
std::vector<Point> dead_from_markup(const Board& board, const std::vector<Point>& black_territory,
                                    const std::vector<Point>& white_territory);

/// Where estimated dead stones are not sure: the points the playouts split (LifeEstimate::split),
/// less the dame, empty points next to living stones of both colours, whose owner no count
/// decides. A point in doubt could give the side behind two points at most if it counts for
/// the winner now (a stone dead or alive, territory the other's), one if it counts for nobody.
struct Doubt {
  int size = 0;       ///< The board's.
  PointFlags points;  ///< One flag per point.
  int count = 0;      ///< How many points are in doubt.
  /// The points in doubt, all going the way of the side behind, could make it even or ahead
  /// (a draw: any point in doubt could).
  bool could_change_winner = false;
};

/// The doubt about `score`, a count with the dead stones of `board` estimated and `split` the
/// estimate's split points.
Doubt assess_doubt(const Board& board, const PointFlags& split, const RecordScore& score);

/// A game scored as go-score reports it.
struct ScoredGame {
  Rules rules = Rules::kPoj;
  /// The rule set RU names, when the rules come from it and it is not one go-score knows.
  std::optional<std::string> unknown_rule_set;
  Score poj;                         ///< The count under poj rules.
  std::optional<RecordScore> count;  ///< The count under area or territory rules.
  /// Where the dead stones came from: kRecord only for a record with TB/TW markup (kAuto
  /// when the default found none), kNone under poj rules.
  DeadStones dead_source = DeadStones::kNone;
  std::optional<Doubt> doubt;  ///< With estimated dead stones (DeadStones::kAuto).
  /// The playouts the estimate took (DeadStones::kAuto): ScoringOptions::playouts, or more
  /// where its points in doubt could change the winner; 0 without an estimate.
  int playouts = 0;
};

/// An outside judge of a final position's dead stones and seki (GNU Go, through gtp.h), told
/// whose turn it is when the record says (RecordInfo::to_move): the counting itself stays free
/// of the I/O it takes.
using LifeJudge = std::function<LifeEstimate(const Board&, std::optional<Color> to_move)>;

/// Scores a final game under the rules that `options`, the record and the input format
/// select (see docs/go.md); with DeadStones::kGnuGo, `judge` names the dead stones and the
/// seki. Throws std::invalid_argument when a listed dead point is not on the board or holds
/// no stone, when komi or dead stones are asked for under poj rules, or when kGnuGo comes
/// without a judge; what `judge` throws goes through.
ScoredGame score_game(const Game& game, const RecordInfo& info, InputFormat format,
                      const ScoringOptions& options, const LifeJudge& judge = {});

}  // namespace arbiter::go
