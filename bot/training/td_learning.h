#pragma once

#include <vector>

#include "bot/search/world.h"
#include "bot/value/network.h"
#include "common/random.h"
#include "common/solitaire/position.h"

/// Temporal-difference learning of an afterstate value from self-play (as for 2048: Szubert
/// and Jaśkowski, CIG 2014). The player takes the move of the largest points plus value of its
/// afterstate (value::points_and_value); after each move, the previous afterstate's value
/// moves towards what followed it: the points of the move chosen next plus the value of its
/// afterstate (TD(0)), or 0 when the game ended. Or, with a trace decay λ, it plays the whole
/// game first and then learns backwards from it, last afterstate first, towards λ-returns
/// (TD(λ) in one backward pass, as for 2048: Jaśkowski 2016 and Yeh et al. 2016). Or, with
/// expected targets, each afterstate's value moves towards the one-ply expectimax behind it:
/// the mean, over every piece its move may uncover, of the best next move's points plus value.
namespace arbiter::bot::value {

/// One TD(0) step: moves the value of the afterstate with features `previous` towards
/// `target` (the next move's points_and_value), each active weight by `rate`
/// times the error.
void td_update(Network& network, const ActiveFeatures& previous, float target, float rate);

/// Plays one game on a fresh deal drawn from `network.alphabet` with `random`, learning with
/// step `rate` (per active feature) after every move, and returns its score. Deterministic
/// for the network and the state of `random`.
int learn_from_game(Network& network, Random& random, float rate);

/// What the afterstate of taking `cell` in `position` is worth backed up through its chance
/// event: the mean, over the pieces the move may uncover (each type of `network.alphabet`,
/// equally likely, as the judge draws them; none when it takes a cell's gold), of the best
/// next move's points plus its afterstate's value. Unbiased, as the sampled next move is, but
/// without the chance event's noise. Precondition: the move is legal and its afterstate is not
/// final.
float expected_target(const Network& network, const solitaire::Position& position, int cell);

/// As learn_from_game, but after each move the afterstate's value moves towards its
/// expected_target instead of the next move's points plus value: it costs about one more
/// move's valuing per piece of the alphabet.
int learn_from_game_expected(Network& network, Random& random, float rate);

/// A move of a finished game, as the backward pass learns from it.
struct PlayedMove {
  float points = 0;         ///< What the move earned.
  ActiveFeatures features;  ///< Of its afterstate; count 0 when it is final.
};

/// Learns from the moves of a finished game backwards with step `rate`: going from the last
/// afterstate to the first, each afterstate's value moves towards its λ-return, the points of
/// the next move plus (1 − `lambda`) times the next afterstate's value (already learned in
/// this pass) plus `lambda` times the next afterstate's λ-return; a final afterstate is worth
/// 0 and has a λ-return of 0. `lambda` 0 is TD(0) learned backwards, 1 the points the game
/// still earned (Monte Carlo). Precondition: 0 ≤ lambda ≤ 1.
void learn_backwards(Network& network, const std::vector<PlayedMove>& game, float rate,
                     float lambda);

/// Plays `deal` to its end by the network as it is (each move the largest points plus value
/// of its afterstate, as learn_from_game plays), without learning; writes its moves to `game`
/// for learn_backwards and returns the score. Reads the network only, so games may be played
/// at once on several threads.
int play_for_learning(const Network& network, const World& deal, std::vector<PlayedMove>& game);

}  // namespace arbiter::bot::value
