#include "bot/value_network.h"

namespace arbiter::bot::value {

Network Network::zero(const solitaire::Alphabet& alphabet) {
  Network network;
  network.alphabet = alphabet;
  network.weights.assign(table_size(), 0.0F);
  return network;
}

float Network::value(const solitaire::Position& afterstate) const {
  if (is_final(afterstate)) return 0;
  ActiveFeatures features;
  encode(afterstate, features);
  return value(features);
}

solitaire::Position afterstate(solitaire::Position position, int cell) {
  const solitaire::Piece top = position.board().top_piece(cell);
  const bool takes_gold = position.board().removed(cell) == solitaire::kLayers - 1;
  // Any piece would do as the placeholder: the features never read the last cell's top.
  position.play(cell, takes_gold ? std::nullopt : std::optional<solitaire::Piece>(top));
  return position;
}

float points_and_value(const Network& network, const solitaire::Position& position, int cell,
                       ActiveFeatures& features) {
  const solitaire::Position after = afterstate(position, cell);
  auto total = static_cast<float>(after.score().total() - position.score().total());
  features.count = 0;
  if (!is_final(after)) {
    encode(after, features);
    total += network.value(features);
  }
  return total;
}

}  // namespace arbiter::bot::value
