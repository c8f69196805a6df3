#pragma once

#include <array>
#include <cstddef>
#include <vector>

#include "common/random.h"
#include "simulators/go/board.h"

namespace arbiter::go {

/// One playout of the life estimate at a time: a random game from a final position on the
/// scorer's Board, with the light policy of Monte Carlo Go programs. Before choosing at random,
/// a player answers the opponent's last stone: it takes that stone's chain if it stands in
/// atari, else saves an own chain the stone put in atari. At random, it never fills its own
/// eye, never plays a suicide, never retakes a ko at once and never puts a chain of more than
/// kLargestSelfAtari stones into atari by itself.
class Playout {
 public:
  /// A chain larger than this never puts itself into atari: big chains in atari are how seki
  /// dies at random, while small ones must be able to, to kill by nakade.
  static constexpr int kLargestSelfAtari = 4;

  /// Starts a playout from `start`, whose empty points are `empties` (cells). The same position
  /// gives the same playouts when the caller has rebuilt the chains of `start`
  /// (Board::rebuild_chains) and lists `empties` in the order of the points.
  void reset(const Board& start, const std::vector<int>& empties);
  /// reset() from `start` as it is, its empty points listed in order: for tests.
  void reset(const Board& start);

  const Board& board() const { return board_; }

  /// Plays a move of `color` as the policy chooses it; false means a pass.
  bool play_random(Color color, Random& random);

  /// Plays `color` on the empty cell `c`, which becomes the last stone; keeps the ko.
  void play(int c, Color color);

  // The policy's parts, in the order play_random tries them; each 0 when it has no move.

  /// The last stone's chain in atari: its liberty, when `color` may play there.
  int capture_last_stone(Color color);
  /// An own chain next to the last stone left in atari: the liberty of an opposing chain in
  /// atari next to it (a capture), else its own liberty if extending there gives it three
  /// liberties or more (two would be atari again at once).
  int save_from_atari(Color color);

  /// Whether the policy lets `color` play at the empty cell `c` at random: not its own eye,
  /// not a suicide, not the retaking of a ko, no chain of more than kLargestSelfAtari stones
  /// put into atari.
  bool allowed(int c, Color color);

 private:
  // The distinct chains next to a point, by their heads.
  struct ChainsAround {
    std::array<int, 4> heads{};
    std::size_t count = 0;
  };

  int saving_move(int stone, Color color);
  int capture_next_to(int stone, Color color);
  int only_liberty(int stone);
  int liberties(int stone, int limit, int* first = nullptr);
  bool looks_like_eye(int c, Color color) const;
  bool captures(int c, Color color);
  ChainsAround chains_around(int c, Color color) const;
  int liberties_once_placed(int c, const ChainsAround& own, int limit = 2);
  int stamp_new_liberties(int c);
  void add_empty(int c);
  void remove_empty(int c);
  void swap_empties(std::size_t i, std::size_t j);

  Board board_{1};
  std::vector<int> empties_;
  std::array<int, Board::kCells> slot_{};  // Each empty point's place in empties_.
  std::array<unsigned, Board::kCells> stamp_{};
  unsigned generation_ = 0;
  int ko_ = 0;    // 0 is a border cell: no ko.
  int last_ = 0;  // The last stone played, or 0 after a pass.
};

}  // namespace arbiter::go
