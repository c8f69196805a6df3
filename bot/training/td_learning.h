#pragma once

#include "bot/value_network.h"
#include "common/random.h"
#include "common/solitaire/position.h"

/// Temporal-difference learning of an afterstate value from self-play (as for 2048: Szubert
/// and Jaśkowski, CIG 2014). The player takes the move of the largest points plus value of its
/// afterstate (value::points_and_value); after each move, the previous afterstate's value
/// moves towards what followed it: the points of the move chosen next plus the value of its
/// afterstate (TD(0)), or 0 when the game ended.
namespace arbiter::bot::value {

/// One TD(0) step: moves the value of the afterstate with features `previous` towards
/// `target` (the next move's points_and_value), each active weight by `rate`
/// times the error.
void td_update(Network& network, const ActiveFeatures& previous, float target, float rate);

/// Plays one game on a fresh deal drawn from `network.alphabet` with `random`, learning with
/// step `rate` (per active feature) after every move, and returns its score. Deterministic
/// for the network and the state of `random`.
int learn_from_game(Network& network, Random& random, float rate);

}  // namespace arbiter::bot::value
