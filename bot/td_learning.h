#pragma once

#include <optional>

#include "bot/value_network.h"
#include "common/random.h"
#include "common/solitaire/position.h"

/// Temporal-difference learning of an afterstate value from self-play (as for 2048: Szubert
/// and Jaśkowski, CIG 2014). The player takes the move of the largest gain plus value of its
/// afterstate; after each move, the previous afterstate's value moves towards what followed
/// it: the gain of the move chosen next plus the value of its afterstate (TD(0)), or 0 when
/// the game ended.
namespace arbiter::bot::value {

/// The move of the largest points now plus value of the afterstate in `position` (ties to the
/// lowest cell), or nothing when no move is legal: the learned value played one ply ahead.
std::optional<int> one_ply_move(const Network& network, const solitaire::Position& position);

/// One TD(0) step: moves the value of the afterstate with features `previous` towards
/// `target` (the next move's points plus its afterstate's value), each active weight by `rate`
/// times the error.
void td_update(Network& network, const ActiveFeatures& previous, float target, float rate);

/// Plays one game on a fresh deal drawn from `network.alphabet` with `random`, learning with
/// step `rate` (per active feature) after every move, and returns its score. Deterministic
/// for the network and the state of `random`.
int learn_from_game(Network& network, Random& random, float rate);

/// Plays one game like learn_from_game without learning, and returns its score.
int play_game(const Network& network, Random& random);

}  // namespace arbiter::bot::value
