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
  /// kCloseErrors standard errors of the share that decides it (one half; kSmallChainDeadShare
  /// for a small chain). Empty when the estimate comes from elsewhere.
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

/// A chain of fewer than kSmallChainStones stones without sure eyes, every liberty of which the
/// opponent owns in most playouts (a chain inside the other side's area), is dead when the
/// opponent takes it in at least kSmallChainDeadShare of the playouts, not only in more than half:
/// the playouts, which play at random, let such chains live more often than a strong player
/// would. Both figures come from records of GNU Go's games (tests/data/go/two-passes-dev/,
/// docs/go.md): of the chains without sure eyes lost in 30 to 50 % of the playouts, GNU Go called
/// dead 13 of the 20 with fewer than five stones and none of the 5 larger ones, and none of the
/// 2611 lost in fewer than 30 %. The liberties' condition keeps alive a stone at the boundary of a
/// fight that either side may win (one in tests/data/go/gnugo/ that GNU Go keeps).
inline constexpr long kSmallChainStones = 5;
inline constexpr double kSmallChainDeadShare = 0.3;

/// Estimates which stones of a final position are dead, as Go programs do: `playouts` random
/// games are played from the position (half of them with Black moving first), in which a player
/// takes the opponent's last stone when its chain is in atari, else saves an own chain that
/// stone put in atari (capturing a neighbour in atari, or extending when that gives two
/// liberties), else plays at random; and never fills a point that looks like its own eye,
/// never plays a suicide, never retakes a ko at once, and never puts a chain of more than four
/// stones into atari by itself (so that seki survives). When both players pass, each point goes to
/// the colour of its stone or, for an empty point, the colour of all its neighbours. A chain lost
/// to the opponent on more than half of its points, averaged over the playouts, is dead (a small
/// chain inside the opponent's area already on kSmallChainDeadShare of them, its points then the
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
