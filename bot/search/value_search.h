#pragma once

#include <chrono>
#include <cstdint>
#include <optional>
#include <vector>

#include "bot/knowledge.h"
#include "bot/search/budget.h"
#include "bot/strategy.h"
#include "bot/value/network.h"
#include "bot/value/sibling_features.h"

namespace arbiter::bot {

/// How hard the value search looks ahead, within the game's budget (GameBudget: time, or
/// afterstates valued, the unit of work here, so deterministic).
struct ValueSearchSettings {
  /// Exactly this many plies every move, whatever the budget: deterministic. Unset: as many as
  /// the move's share of the budget allows (at least one).
  std::optional<int> plies;
  /// The most plies a move searches under a budget.
  int most_plies = 6;
};

/// Expectimax over the real chance events with the learned value at the leaves. A move is
/// worth its points plus, over every piece it may uncover (each type seen so far, equally
/// likely: that is how the judge draws them), the mean of the best move after it, and so on
/// for `plies` moves; the last move's afterstate is valued by the network. A move that takes
/// a cell's gold uncovers nothing, so it has no chance event. Unlike sampled worlds, no line
/// is ever planned on pieces the player has not seen.
///
/// Under a budget (time, or afterstates valued) it deepens one ply at a time while the next
/// ply, estimated from the cost of the last, fits in the move's share of what is left (the
/// moves still possible share it equally).
class ValueSearchStrategy final : public Strategy {
 public:
  /// Spends `budget`, charging it an afterstate valued a unit; `network` and `budget` must
  /// outlive the strategy.
  ValueSearchStrategy(const value::Network& network, const ValueSearchSettings& settings,
                      GameBudget& budget);

  std::optional<int> choose(const View& view) override;

  /// What taking `cell` in `view` is worth searched `plies` moves deep, counting this one: the
  /// value choose() ranks moves by (see above). For tests. Preconditions: the move is legal,
  /// plies >= 1.
  float move_value(const View& view, int cell, int plies);

  /// Afterstates valued so far: the work done.
  std::uint64_t evaluations() const { return evaluations_; }

 private:
  // The best gain plus expected rest over the moves of `position`, `plies` deep. With
  // `plies` 1, last_ply_ must hold `position`'s moves.
  float best_move_value(const solitaire::Position& position, int plies);
  // The points of taking `cell` in `position` plus the expected rest of the game after it,
  // searched `plies` moves deep counting this one (the last valued by the network). The
  // moves of `position` must have been prepared (prepare_moves) at that depth.
  float move_value(const solitaire::Position& position, int cell, int plies);
  // The points of taking `cell` in `position` plus the value of its afterstate (0 when it is
  // final), as value::points_and_value. Precondition: last_ply_ holds `position`'s moves.
  float last_ply_value(const solitaire::Position& position, int cell);
  // The best of last_ply_value over the moves of `position`, their values found together.
  // Precondition: as last_ply_value.
  float best_last_ply_value(const solitaire::Position& position);
  // Works out what the moves of `position` share, for a search `plies` deep from it (at one
  // ply their features; at two, what the next position's moves share is found from it).
  void prepare_moves(const solitaire::Position& position, int plies);
  ValueSearchSettings settings_;
  GameBudget* budget_;
  SeenTypes seen_;
  value::SiblingEncoder last_ply_;         // The moves of the position of the last ply.
  value::SiblingEncoder before_last_ply_;  // Those of the position before it.
  std::uint64_t evaluations_ = 0;
};

}  // namespace arbiter::bot
