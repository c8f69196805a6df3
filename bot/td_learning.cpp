#include "bot/td_learning.h"

#include "bot/offline.h"

namespace arbiter::bot::value {

namespace {

using solitaire::CellSet;
using solitaire::Position;

struct Choice {
  int cell = -1;
  float gain_and_value = 0;
  ActiveFeatures features;  // Of the chosen afterstate; count 0 when it is final.
};

// The best move in `position` by gain plus afterstate value. Precondition: a move is legal.
Choice choose(const Network& network, const Position& position) {
  Choice best;
  ActiveFeatures features;
  for (CellSet moves = position.legal_moves(); moves != 0;) {
    const int cell = solitaire::pop_cell(moves);
    const Position after = afterstate(position, cell);
    auto total = static_cast<float>(after.score().total() - position.score().total());
    features.count = 0;
    if (!is_final(after)) {
      encode(after, features);
      total += network.value(features);
    }
    if (best.cell < 0 || total > best.gain_and_value) {
      best.cell = cell;
      best.gain_and_value = total;
      best.features = features;
    }
  }
  return best;
}

Position opening(const World& deal) {
  std::array<solitaire::Piece, solitaire::kCells> bronze{};
  for (int cell = 0; cell < solitaire::kCells; ++cell) {
    bronze[static_cast<std::size_t>(cell)] = deal.piece(cell, 0);
  }
  return Position::start(solitaire::Board::from_bronze(bronze));
}

template <bool kLearn>
int self_play(const Network& read, Network* learn, Random& random, float rate) {
  const World deal = random_world(read.alphabet.pieces(), random);
  Position position = opening(deal);
  ActiveFeatures previous;  // The last afterstate's features; count 0 before the first move.
  bool has_previous = false;
  while (position.legal_moves() != 0) {
    const Choice choice = choose(read, position);
    if constexpr (kLearn) {
      if (has_previous) {
        td_update(*learn, previous, choice.gain_and_value, rate);
      }
    }
    previous = choice.features;
    has_previous = previous.count > 0;
    position.play(choice.cell, deal.revealed_by(position.board(), choice.cell));
  }
  // The game ends exactly after a final afterstate (is_final does not depend on the reveal),
  // which is worth 0 by definition and has no weights to learn.
  return position.score().total();
}

}  // namespace

void td_update(Network& network, const ActiveFeatures& previous, float target, float rate) {
  network.adjust(previous, rate * (target - network.value(previous)));
}

std::optional<int> one_ply_move(const Network& network, const Position& position) {
  if (position.legal_moves() == 0) return std::nullopt;
  return choose(network, position).cell;
}

int learn_from_game(Network& network, Random& random, float rate) {
  return self_play<true>(network, &network, random, rate);
}

int play_game(const Network& network, Random& random) {
  return self_play<false>(network, nullptr, random, 0);
}

}  // namespace arbiter::bot::value
