#pragma once

#include <bit>
#include <cstdint>
#include <memory>
#include <vector>

#include "bot/value/features.h"
#include "common/random.h"
#include "common/solitaire/piece.h"
#include "common/solitaire/position.h"

namespace arbiter::bot::value {

/// The most stages a network may have (see Network).
inline constexpr int kMostStages = 4;

/// A network's weights in fixed point, for the searches: each weight times `scale` (a power of
/// two), rounded to an integer. Integer sums are exact in any order, so a search may carry a
/// sum along a line and correct it by the few features a move changes (SiblingEncoder's
/// value()), where float sums must be redone in encode()'s order to stay the same.
///
/// The scale is the largest power of two (at most 2^24) at which twice the most indices an
/// afterstate has (kMostActive), each at the largest weight, still fits in an int32: any sum or
/// partial sum a search forms (the features of one afterstate, some of them corrected by a few
/// others) then cannot overflow. The shipped networks' weights are below 20 points, so their
/// scale is 2^18 or 2^19 and a value's rounding at most kMostActive / 2^19, under a thousandth
/// of a point (scores are whole points): it can only reorder moves valued within that.
struct FixedWeights {
  std::vector<std::int32_t> weights;  ///< As Network::weights, scaled and rounded.
  std::uint32_t table_size = 0;       ///< The size of one stage's table.
  std::vector<int> stage_starts;      ///< As Network::stage_starts.
  double scale = 1;

  /// The table of the stage that values an afterstate reached after `moves` moves.
  const std::int32_t* table(int moves) const {
    int stage = 0;
    while (stage < static_cast<int>(stage_starts.size()) &&
           moves >= stage_starts[static_cast<std::size_t>(stage)]) {
      ++stage;
    }
    return weights.data() + static_cast<std::size_t>(stage) * table_size;
  }
  /// The value a sum of scaled weights stands for.
  float to_value(std::int32_t sum) const { return static_cast<float>(sum / scale); }
};

/// A learned afterstate value for one alphabet: the expected points a player still earns
/// after a move, before the move's chance event, as a sum of weights over the afterstate's
/// features (features.h). A final afterstate is worth exactly 0.
///
/// The weights form one table per stage of the game (multi-stage weights, as for 2048:
/// Jaśkowski 2016): stage k values the afterstates reached after stage_starts[k - 1] moves
/// (pieces taken) or more and fewer than stage_starts[k], so that the late game is not valued
/// by the early game's weights. One stage (no starts) is a single table.
///
/// It also carries how it was trained (games played, the seed, and the state of the
/// self-play's random stream), so that a checkpoint resumes exactly where it stopped.
struct Network {
  solitaire::Alphabet alphabet;
  std::uint32_t feature_set = kBaseFeatureSet;  ///< The features it reads (known_feature_set).
  std::uint64_t games = 0;                      ///< Self-play games it has learned from.
  std::uint64_t seed = 0;                       ///< The training's --seed.
  std::uint64_t random_state = 0;               ///< The self-play stream after `games` games.
  /// The moves at which the stages after the first begin: increasing, each in
  /// 1..solitaire::kMaxMoves - 1, at most kMostStages - 1 of them.
  std::vector<int> stage_starts;
  std::vector<float> weights;  ///< stages() × table_size(feature_set), stage after stage.
  /// fixed()'s copy of the weights, once made: shared by copies of the network until one's
  /// weights change (forget_fixed). Read it through fixed().
  mutable std::shared_ptr<const FixedWeights> fixed_weights;

  /// An untrained network (every weight 0) for `alphabet`, with the stages `stage_starts`
  /// begin (as the member; one stage when empty), reading `feature_set`.
  static Network zero(const solitaire::Alphabet& alphabet, std::vector<int> stage_starts = {},
                      std::uint32_t feature_set = kBaseFeatureSet);

  int stages() const { return static_cast<int>(stage_starts.size()) + 1; }
  /// The stage that values an afterstate reached after `moves` moves.
  int stage_of(int moves) const {
    int stage = 0;
    while (stage < static_cast<int>(stage_starts.size()) &&
           moves >= stage_starts[static_cast<std::size_t>(stage)]) {
      ++stage;
    }
    return stage;
  }

  float value(const ActiveFeatures& features) const {
    const float* table = weights.data() + table_offset(features.moves);
    float sum = 0;
    for (int i = 0; i < features.count; ++i) {
      sum += table[features.index[static_cast<std::size_t>(i)]];
    }
    return sum;
  }
  /// The value of `afterstate` (see features.h).
  float value(const solitaire::Position& afterstate) const;
  /// value(features[i]) into values[i] for each of `count` afterstates, each sum added up in
  /// the same order (so the same to the bit), several at a time: one sum waits on each
  /// addition before the next, and the sums of other afterstates fill the wait.
  void values(const ActiveFeatures* features, int count, float* values) const;
  /// The weights in fixed point for the searches (FixedWeights), made when first asked for
  /// and kept until adjust() changes the weights. Code that changes `weights` otherwise
  /// calls forget_fixed() after. Safe to call from several threads.
  const FixedWeights& fixed() const;
  void forget_fixed() { fixed_weights.reset(); }

  /// Moves the value of the afterstate with `features` by `step` per active feature.
  void adjust(const ActiveFeatures& features, float step) {
    forget_fixed();
    float* table = weights.data() + table_offset(features.moves);
    for (int i = 0; i < features.count; ++i) {
      table[features.index[static_cast<std::size_t>(i)]] += step;
    }
  }

 private:
  // Where the table of the stage of an afterstate after `moves` moves begins in `weights`.
  std::size_t table_offset(int moves) const {
    const int stage = stage_of(moves);
    return stage == 0 ? 0 : static_cast<std::size_t>(stage) * table_size(feature_set);
  }
};

/// `network`'s weights in fixed point (see FixedWeights).
FixedWeights quantise(const Network& network);

/// Whether `stage_starts` are the starts of a network's stages (see Network::stage_starts).
bool valid_stage_starts(const std::vector<int>& stage_starts);

/// `network` with the stages `stage_starts` begin (weight promotion): each new stage starts as
/// a copy of the old stage that valued its first move, so a network of one stage is copied
/// into every stage, and the new network values every afterstate exactly as the old one did
/// until it learns more. Everything else is kept. Precondition: valid_stage_starts(stage_starts).
Network with_stages(const Network& network, const std::vector<int>& stage_starts);

/// `network`, of feature set 2, in feature set 3: every stage's table with the tuples' weights
/// after it, all 0, so that the new network values every afterstate exactly as the old one did
/// until it learns more. Everything else is kept. Precondition: network.feature_set is
/// kBaseFeatureSet.
Network with_tuples(const Network& network);

/// The afterstate of taking `cell` in `position`: the position after the move, with the
/// uncovered piece unknown (a placeholder the features never read). Precondition: the move
/// is legal.
solitaire::Position afterstate(solitaire::Position position, int cell);

/// The mean of `value_of(next)` over the positions taking `cell` in `position` may lead to,
/// the chance event of the move: when it takes a cell's gold it uncovers nothing, and the one
/// next position is `after`; otherwise each type of `types` (an alphabet mask) may come up,
/// equally likely, as the judge draws them. The rule by which the value search averages over a
/// move's reveal and the trainer's expected targets do (training/td_learning.h).
/// Preconditions: the move is legal, `after` is afterstate(position, cell), `types` is not 0.
template <typename ValueOf>
// NOLINTNEXTLINE(misc-no-recursion): the value search recurses through it, one level a ply.
float mean_over_uncovered(const solitaire::Position& position, int cell,
                          const solitaire::Position& after, std::uint8_t types,
                          const ValueOf& value_of) {
  if (after.board().blank(cell)) return value_of(after);
  float total = 0;
  for (std::uint8_t rest = types; rest != 0; rest = static_cast<std::uint8_t>(rest & (rest - 1))) {
    solitaire::Position revealed = position;
    revealed.play(cell, solitaire::piece_at(std::countr_zero(rest)));
    total += value_of(revealed);
  }
  return total / static_cast<float>(std::popcount(types));
}

/// What taking `cell` in `position` is worth one move ahead: the points the move earns plus
/// the value of its afterstate by `network` (0 when it is final). The rule by which the trainer
/// plays and learns (training/td_learning.h) and the value search values its last ply.
/// `features` receives the afterstate's features, count 0 when it is final.
/// Precondition: the move is legal.
float points_and_value(const Network& network, const solitaire::Position& position, int cell,
                       ActiveFeatures& features);

}  // namespace arbiter::bot::value
