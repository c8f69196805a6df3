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

// The best of `legal`, the moves of `position`, by its points plus its afterstate's value (ties
// to the lowest cell); cell -1 when there is none. The caller hands the moves it tested, so
// that a move it plays is visibly one of them.
Choice choose(const Network& network, const Position& position, CellSet legal) {
  Choice best;
  ActiveFeatures features;
  for (CellSet moves = legal; moves != 0;) {
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

// Plays `deal` to its end, each move the best by points plus value with the network as it is
// then, calling on_choice(position, choice) before the move is played; returns the score.
template <typename OnChoice>
int self_play(const Network& network, const World& deal, const OnChoice& on_choice) {
  Position position = Position::start(deal.visible_start());
  for (CellSet legal = position.legal_moves(); legal != 0; legal = position.legal_moves()) {
    const Choice choice = choose(network, position, legal);
    on_choice(position, choice);
    position.play(choice.cell, deal.revealed_by(position.board(), choice.cell));
  }
  return position.score().total();
}

}  // namespace

void td_update(Network& network, const ActiveFeatures& previous, float target, float rate) {
  network.adjust(previous, rate * (target - network.value(previous)));
}

int learn_from_game(Network& network, Random& random, float rate) {
  const World deal = random_world(network.alphabet.pieces(), random);
  ActiveFeatures previous;  // The last afterstate's features; count 0 before the first move.
  bool has_previous = false;
  // The game ends exactly after a final afterstate (is_final does not depend on the reveal),
  // which is worth 0 by definition and has no weights to learn.
  return self_play(network, deal, [&](const Position& /*position*/, const Choice& choice) {
    if (has_previous) td_update(network, previous, choice.points_and_value, rate);
    previous = choice.features;
    has_previous = previous.count > 0;
  });
}

float expected_target(const Network& network, const Position& position, int cell) {
  return mean_over_uncovered(position, cell, afterstate(position, cell), network.alphabet.mask(),
                             [&](const Position& next) {
                               return choose(network, next, next.legal_moves()).points_and_value;
                             });
}

int learn_from_game_expected(Network& network, Random& random, float rate) {
  const World deal = random_world(network.alphabet.pieces(), random);
  return self_play(network, deal, [&](const Position& position, const Choice& choice) {
    if (choice.features.count > 0) {
      td_update(network, choice.features, expected_target(network, position, choice.cell), rate);
    }
  });
}

void learn_backwards(Network& network, const std::vector<PlayedMove>& game, float rate,
                     float lambda) {
  // What follows the afterstate being learned: the next move's points, the value of its
  // afterstate and that afterstate's λ-return (0 and 0 after a final one).
  float next_points = 0;
  float next_value = 0;
  float next_return = 0;
  for (std::size_t index = game.size(); index-- > 0;) {
    const PlayedMove& move = game[index];
    float value = 0;
    float lambda_return = 0;
    if (move.features.count > 0) {
      lambda_return = next_points + (1 - lambda) * next_value + lambda * next_return;
      td_update(network, move.features, lambda_return, rate);
      value = network.value(move.features);
    }
    next_points = move.points;
    next_value = value;
    next_return = lambda_return;
  }
}

int play_for_learning(const Network& network, const World& deal, std::vector<PlayedMove>& game) {
  game.clear();
  return self_play(network, deal, [&](const Position& position, const Choice& choice) {
    const Position after = afterstate(position, choice.cell);
    game.push_back(
        {static_cast<float>(after.score().total() - position.score().total()), choice.features});
  });
}

}  // namespace arbiter::bot::value
