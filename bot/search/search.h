#pragma once

#include <array>
#include <chrono>
#include <cstdint>
#include <optional>
#include <vector>

#include "bot/search/beam.h"
#include "bot/search/budget.h"
#include "bot/search/evaluation.h"
#include "bot/search/move_tally.h"
#include "bot/search/value_beam.h"
#include "bot/strategy.h"
#include "common/random.h"
#include "common/worker_pool.h"

namespace arbiter::bot {

/// How hard the search works, within the game's budget (GameBudget: time, or beam nodes, the
/// unit of work here, so deterministic). With `worlds_per_move` set, every move searches exactly
/// that many worlds instead, whatever either budget says (the bench's fixed budget).
struct SearchSettings {
  int beam_width = 48;
  std::optional<int> worlds_per_move;
  std::uint64_t seed = 1;
  Weights weights;
  /// Threads that search worlds at the same time, the caller's included. Worlds are drawn
  /// and tallied in the same order whatever the count, so with `worlds_per_move` every count
  /// plays the same moves; under a budget, a move searches its worlds in batches (a world or,
  /// for playouts, a few a thread) and decides between batches whether to go on, so the moves
  /// depend on the count (and, under a budget of nodes, on nothing else: the nodes of every
  /// thread count).
  int threads = 1;
  /// While every type seen moves at most two cells (1, 2, springare), value moves by lookahead
  /// playouts on many worlds instead of beams (see SearchStrategy). A setting although only
  /// tests turn it off: that is how they show what the playouts change against the beams.
  bool playouts_when_short_range = true;
  /// With a learned value (SearchStrategy's `network`): the lines each world's beam keeps
  /// (ValueBeamSearch), and the moves past the current one at which they stop and are valued
  /// (0: at the end of the game).
  int value_beam_width = 16;
  int horizon = 0;
  /// Whether the worlds of a move share out the pieces each candidate move uncovers evenly
  /// among the types seen (world i puts the ((i + k) mod types)-th type under a move, k drawn
  /// per move and cell), instead of drawing them: the first chance event is then weighted
  /// exactly as the judge draws it, the worlds sampling only what lies beyond.
  bool even_first_reveals = false;
};

/// Determinised beam search. For each move it samples worlds that agree with what the player
/// has seen (World::sample), plays each out to the end with a BeamSearch (and the greedy, as
/// a floor), and picks the move whose lines score best summed over the worlds. A move whose
/// lines a world's beam dropped counts there as the worst move that world still valued, not
/// as zero, so one unlucky world cannot veto a good move. A lone legal move is played without
/// searching.
///
/// A beam sees its world's hidden pieces, so it values a move by lines that only a player who
/// knew them could follow. While every type seen moves at most two cells the board stays
/// connected, games rarely end early, and that foresight is mostly what tells moves apart; so
/// then a world values each move by a playout after it of the lookahead policy (which sees
/// only what a player sees: see lookahead.h), and a move searches many more worlds for the
/// same work.
///
/// Worlds are searched in batches, one world per thread (see SearchSettings::threads); the
/// worlds of a move are drawn in order on the calling thread, so the draws do not depend on
/// which thread searches what.
///
/// Spending: the moves still to come share what is left of the budget in proportion to their
/// depth (this move, with n to go, gets 2/(n+1)); a move may take up to twice its share while
/// its best two candidates are close, but never more than a quarter of what is left. Once the
/// budget is spent, it plays the greedy's move.
class SearchStrategy final : public Strategy {
 public:
  /// Spends `budget` (which must outlive the strategy), charging it a node a line extended
  /// and a node every kPlayoutMovesPerNode moves a playout weighs. With a `network` (which must
  /// outlive the strategy, and whose alphabet the worlds are drawn from), every world's lines
  /// are ranked by score plus value (ValueBeamSearch) instead of by the evaluation, on every
  /// alphabet.
  SearchStrategy(const SearchSettings& settings, GameBudget& budget,
                 const value::Network* network = nullptr);

  std::optional<int> choose(const View& view) override;

  /// Nodes searched so far, over all moves: the work done.
  std::uint64_t nodes() const { return nodes_ + playout_moves_ / kPlayoutMovesPerNode; }

 private:
  // A move whose best two candidates are closer than this (MoveTally::separation) may
  // search past its share, up to kCloseCallShare times it.
  static constexpr double kCloseCall = 2.0;
  static constexpr double kCloseCallShare = 2;
  // Enough worlds for any move: past this, a move's mean hardly moves any more, and
  // playouts at the end of a game cost so little that nothing else would stop the search.
  static constexpr int kMaxWorlds = 1024;
  // Moves a lookahead playout weighs (at any depth) for the work of one beam node, so that a
  // node budget buys about the same time either way (measured: `bench --games 48 --alphabets
  // 12,1234 --nodes 6000000` searches about 10 M nodes a second on either).
  static constexpr std::uint64_t kPlayoutMovesPerNode = 16;
  // A world's playouts take a few microseconds, about what it takes to wake a thread, so
  // threads share out playout worlds this many at a time (one thread searches them one by
  // one, as ever).
  static constexpr int kPlayoutWorldsPerThread = 8;

  // What searching one world found: each legal move's value there, the length of the
  // longest line behind those values, and the work it took.
  struct WorldSearch {
    std::array<float, solitaire::kCells> values{};
    int longest = 0;
    std::uint64_t nodes = 0;
    std::uint64_t playout_moves = 0;
  };

  // Brings worlds [first, first + count) of this move up to date with `view`, drawing those
  // not drawn yet: worlds carry over from move to move (World::follow), so that successive
  // moves plan on the same guesses instead of changing their minds with every new sample.
  // With even_first_reveals, then shares out the pieces under the legal moves.
  void prepare_worlds(int first, int count, const View& view);
  // Draws, for each legal move of `position`, where its share of the types starts.
  void draw_reveal_offsets(const solitaire::Position& position);
  // Each legal move's value on `world`: the best line `beam` found from it (or, when the beam
  // dropped them all, the worst value of any move), at least the greedy's playout.
  template <typename Beam>
  static WorldSearch value_moves(Beam& beam, const solitaire::Position& position,
                                 const World& world);
  // Each legal move's value on `world`: the lookahead's playout after it.
  static WorldSearch playout_values(const solitaire::Position& position, const World& world);
  // Whether a move that has searched `batches` batches (tally.worlds() worlds) since
  // `move_start` may search another, by its budget; the move's limit of worlds is
  // batch_size's.
  bool may_search_another_batch(const MoveTally& tally, int batches, double move_start,
                                double share) const;
  // The most worlds a batch holds: one a thread, or, when several threads value moves by
  // `playouts`, kPlayoutWorldsPerThread a thread.
  int most_worlds_a_batch(bool playouts) const;
  // Worlds in the next batch: at most most_worlds_a_batch, within the move's limit (0 when it
  // is reached).
  int batch_size(const MoveTally& tally, bool playouts) const;
  double share_of_budget(const solitaire::Position& position) const;

  SearchSettings settings_;
  GameBudget* budget_;
  WorkerPool pool_;                           // Declared before what is sized by its threads.
  std::vector<BeamSearch> beams_;             // One for each thread, without a network;
  std::vector<ValueBeamSearch> value_beams_;  // with one.
  std::vector<WorldSearch> batch_;            // What each world of the batch under way found.
  Random random_;
  std::vector<World> worlds_;
  std::array<int, solitaire::kCells> reveal_offsets_{};  // Of this move, by cell.
  std::uint64_t nodes_ = 0;                              // Beam nodes.
  std::uint64_t playout_moves_ = 0;                      // Moves the lookahead playouts weighed.
  int expected_game_length_ = 0;  // Moves in the best line of the last search; 0 before any.
};

}  // namespace arbiter::bot
