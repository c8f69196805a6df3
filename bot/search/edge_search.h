#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <vector>

#include "bot/knowledge.h"
#include "bot/search/budget.h"
#include "bot/strategy.h"
#include "bot/value/network.h"
#include "common/solitaire/geometry.h"
#include "common/solitaire/position.h"

namespace arbiter::bot {

/// The cells of the board's edge, and the pieces on them when a game starts.
inline constexpr int kEdgeCells = 20;
inline constexpr int kEdgePiecesAtStart = kEdgeCells * solitaire::kLayers;

/// The pieces left on the board's edge, visible or hidden: where torn, lopare and dam lead.
int edge_pieces(const solitaire::Board& board);

/// How the edge search values a position where it stops looking (in points still to come) and
/// how it shares out the game's budget.
struct EdgeSearchSettings {
  /// Points a move is worth on average, from the game's past moves: what a move still to come
  /// is counted at.
  float points_a_move = 2.5F;
  /// The pieces on the edge a game leaves behind on average: the moves still to come are
  /// estimated as the pieces on the edge beyond these (at least one, while a move is legal).
  int pieces_left_behind = 27;
  /// Points for each legal move beyond the first at a position the search stops at (up to
  /// four): a position with one way on is a game about to end.
  float points_a_way_on = 1.5F;
  /// LearnedStrategy plays it once at most this many pieces are left on the edge (of
  /// kEdgePiecesAtStart), the beams without a network before: from the first move, the expectimax
  /// measured weaker than the beams, from 48 pieces (about move 13) within the noise of them
  /// (docs/bot-experiments.md, 2026-11-29).
  int from_edge_pieces = 48;
  /// The most plies a move searches under a budget (the tree of a whole game is searched
  /// sooner where few pieces are left).
  int most_plies = 40;
};

/// Expectimax for the alphabets of torn, lopare and dam (`tld` and its subsets): every target
/// of those pieces is on the board's edge, so after the first move a position is the 20 edge
/// cells (their tops and how many pieces each has left), the last cell and type, and the run
/// the game ends with (no set can form without springare or the numbers, so runs and the
/// moves themselves are all the points still to come). Small enough for a transposition table
/// keyed on exactly that, which positions reached by other orders of the same moves share, and
/// which lasts from move to move.
///
/// A move is worth its points plus, over every piece it may uncover (each type seen, equally
/// likely: the judge draws every piece independently and uniformly), the mean of the best move
/// after it, and so on; where it stops looking, a position is valued by the moves it probably
/// has left: the learned value of the last move's afterstate when a network is given, else
/// EdgeSearchSettings' estimate. It deepens a ply at a time while the next ply, estimated from
/// the growth of the last, is expected to end within twice the move's share of the game's
/// budget (a position expanded or valued is a unit of work), abandons a ply that overruns four
/// times the share (playing the last one finished), and stops deepening once the whole tree is
/// searched.
class EdgeSearchStrategy final : public Strategy {
 public:
  /// Whether the search can play a game whose seen types are `seen`: all of them among torn,
  /// lopare and dam.
  static bool plays_on(const SeenTypes& seen);

  /// Spends `budget`; values the afterstates of the last ply with `network` when given (else
  /// the positions after them as EdgeSearchSettings says). Both must outlive the strategy.
  EdgeSearchStrategy(const EdgeSearchSettings& settings, GameBudget& budget,
                     const value::Network* network = nullptr);

  /// Precondition: plays_on(view.seen).
  std::optional<int> choose(const View& view) override;

  /// Positions expanded and valued: the work done.
  std::uint64_t nodes() const { return nodes_; }
  /// The plies the last move searched to the end (0 when it had one legal move).
  int last_plies() const { return last_plies_; }
  /// What the last move chosen is worth by that search: its points and the expected rest of
  /// the game (0 when it had one legal move). For tests.
  float last_value() const { return last_value_; }

 private:
  struct Key {
    std::uint64_t cells = 0;  // The first 16 edge cells, 4 bits each.
    std::uint64_t rest = 0;   // The last 4 edge cells, the last cell and type, the run.
    bool operator==(const Key&) const = default;
  };
  struct Entry {
    Key key;
    float value = 0;
    std::int8_t plies = -1;  // kWhole: the whole tree below was searched.
  };
  static constexpr std::int8_t kWhole = 127;

  static Key key_of(const solitaire::Position& position);
  // The best over the moves of `position` of the points of the move plus the expected rest,
  // searched `plies` moves deep.
  float best_value(const solitaire::Position& position, int plies);
  // The points of taking `cell` plus the expected best of what follows, `plies` deep counting
  // this move.
  float move_value(const solitaire::Position& position, int cell, int plies);
  // Points still to come from `position`, where the search stops looking.
  float horizon_value(const solitaire::Position& position) const;
  // Whether this ply has overrun what a move may spend (checked now and then).
  bool overrun();

  EdgeSearchSettings settings_;
  GameBudget* budget_;
  const value::Network* network_;
  SeenTypes seen_;
  std::vector<Entry> table_;
  std::uint64_t nodes_ = 0;
  bool cut_ = false;      // Whether the search below stopped at a horizon somewhere.
  bool aborted_ = false;  // Whether this ply overran: its values are not to be trusted.
  double move_start_ = 0;
  double move_limit_ = 0;
  std::uint64_t next_check_ = 0;  // The nodes at which overrun() next reads the budget.
  int last_plies_ = 0;
  float last_value_ = 0;
};

}  // namespace arbiter::bot
