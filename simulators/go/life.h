#pragma once

#include <cstdint>
#include <memory>
#include <vector>

#include "simulators/go/board.h"

namespace arbiter::go {

/// What the playouts say about a final position.
struct LifeEstimate {
  PointFlags dead;  ///< Stones judged dead.
  PointFlags seki;  ///< Stones of living chains that share liberties in seki.
  /// Points, stones or empty, that each colour owns at the end of at least kSplitShare of the
  /// playouts: where the estimate is not sure. Empty when the estimate comes from elsewhere.
  PointFlags split;
  /// Each point's owner at the end of the playouts: the colour that owns it in more than
  /// kOwnerShare of them, else kEmpty, but the opponent for a stone judged dead. From GNU Go
  /// (gtp.h), its territory; empty when the judgement names no owners.
  std::vector<Color> owner;
  /// Points whose verdict more playouts could still turn: a stone whose chain the opponent
  /// takes, or an empty point that a colour owns, in a share of the playouts within
  /// kCloseErrors standard errors of the share that decides it (one half; kShutInDeadShare for
  /// a chain shut in the opponent's area). Empty when the estimate comes from elsewhere.
  PointFlags close;
};

/// How many standard errors from one half a share of the playouts may lie for its verdict to be
/// close (LifeEstimate::close): three, which chance passes about once in 370 times.
inline constexpr double kCloseErrors = 3.0;

/// The share of the playouts a colour must own a point in to be its owner (LifeEstimate::owner):
/// more than half.
inline constexpr double kOwnerShare = 0.5;

/// The share of the playouts each colour must own a point in for the point to be split: 30 %
/// (so neither owns it in more than 70 %).
inline constexpr double kSplitShare = 0.3;

/// A group shut in the opponent's area dies when the opponent takes it in at least
/// kShutInDeadShare of the playouts, not only in more than half: the playouts, which play at
/// random, let an invader with nothing to lean on live more often than a strong player would.
/// The points without a stone of a colour's opponent fall into regions walled in by the
/// opponent's stones and the edge, and the colour's chains in one region can make eyes only there.
/// They are shut in when none of them is safe (each lost in at least kShutInDeadShare of the
/// playouts), some of the opponent's chains around the region are (so that an open board, which
/// the playouts split about evenly, shuts in no one), and the opponent owns the region's points
/// in more than kOwnerShare of the playouts on average. The share comes from records of GNU Go's
/// games (tests/data/go/two-passes-dev/, docs/go.md): of the 25 chains without sure eyes lost in 30
/// to 50 % of the playouts, GNU Go calls dead 13 of the 19 shut in (the other 6 are one group of
/// single stones) and none of the 6 others; and none of the 2611 lost in fewer than 30 %.
inline constexpr double kShutInDeadShare = 0.3;

/// Estimates which stones of a final position are dead, as Go programs do: `playouts` random
/// games are played from the position (half of them with Black moving first), in which a player
/// takes the opponent's last stone when its chain is in atari, else saves an own chain that
/// stone put in atari (capturing a neighbour in atari, or extending when that gives two
/// liberties), else plays at random; and never fills a point that looks like its own eye,
/// never plays a suicide, never retakes a ko at once, and never puts a chain of more than four
/// stones into atari by itself (so that seki survives). When both players pass, each point goes to
/// the colour of its stone or, for an empty point, the colour of all its neighbours. A chain lost
/// to the opponent on more than half of its points, averaged over the playouts, is dead (a chain
/// shut in the opponent's area already on kShutInDeadShare of them, its points then the
/// opponent's), unless Benson's algorithm finds it unconditionally alive. A living
/// chain that ends next to an empty point touching both colours in more than half of the playouts,
/// and is not unconditionally alive, is in seki. A point each colour owns at the end of at least
/// kSplitShare of the playouts is split; a point one colour owns at the end of more than half of
/// them is that colour's. The same seed gives the same answer. Precondition: playouts >= 1.
LifeEstimate estimate_life(const Board& board, int playouts, std::uint64_t seed);

/// estimate_life's playouts, which can be continued: more playouts added to the same tally, so
/// that a count can ask for more only where its estimate is close. After play(a) then play(b),
/// estimate() is estimate_life(board, a + b, seed)'s.
class LifeEstimator {
 public:
  LifeEstimator(const Board& board, std::uint64_t seed);
  ~LifeEstimator();
  LifeEstimator(const LifeEstimator&) = delete;
  LifeEstimator& operator=(const LifeEstimator&) = delete;

  /// Plays `playouts` more playouts (at least 1).
  void play(int playouts);
  /// The playouts played so far.
  int playouts() const;
  /// The estimate from every playout so far. Precondition: playouts() >= 1.
  LifeEstimate estimate() const;

 private:
  struct Tally;
  std::unique_ptr<Tally> tally_;
};

}  // namespace arbiter::go
