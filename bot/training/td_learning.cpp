#include "bot/training/td_learning.h"

#include "bot/offline.h"

namespace arbiter::bot::value {

namespace {

using solitaire::CellSet;
using solitaire::Position;

struct Choice {
  int cell = -1;
  float points_and_value = 0;
  ActiveFeatures features;  // Of the chosen afterstate; count 0 when it is final.
};

// The best move in `position` by its points plus its afterstate's value (ties to the lowest
// cell). Precondition: a move is legal.
Choice choose(const Network& network, const Position& position) {
  Choice best;
  ActiveFeatures features;
  for (CellSet moves = position.legal_moves(); moves != 0;) {
    const int cell = solitaire::pop_cell(moves);
    const float total = points_and_value(network, position, cell, features);
    if (best.cell < 0 || total > best.points_and_value) {
      best.cell = cell;
      best.points_and_value = total;
      best.features = features;
    }
  }
  return best;
}

}  // namespace

void td_update(Network& network, const ActiveFeatures& previous, float target, float rate) {
  network.adjust(previous, rate * (target - network.value(previous)));
}

int learn_from_game(Network& network, Random& random, float rate) {
  const World deal = random_world(network.alphabet.pieces(), random);
  Position position = Position::start(deal.visible_start());
  ActiveFeatures previous;  // The last afterstate's features; count 0 before the first move.
  bool has_previous = false;
  while (position.legal_moves() != 0) {
    const Choice choice = choose(network, position);
    if (has_previous) td_update(network, previous, choice.points_and_value, rate);
    previous = choice.features;
    has_previous = previous.count > 0;
    position.play(choice.cell, deal.revealed_by(position.board(), choice.cell));
  }
  // The game ends exactly after a final afterstate (is_final does not depend on the reveal),
  // which is worth 0 by definition and has no weights to learn.
  return position.score().total();
}

}  // namespace arbiter::bot::value
