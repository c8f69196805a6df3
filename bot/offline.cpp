#include "bot/offline.h"

#include <stdexcept>
#include <string>

namespace arbiter::bot {

using solitaire::Piece;

World random_world(std::span<const Piece> alphabet, Random& random) {
  std::array<Piece, solitaire::kCells> bronze{};
  SeenTypes types;
  for (const Piece piece : alphabet) types.add(piece);
  const auto kinds = static_cast<std::uint64_t>(types.count());
  for (Piece& piece : bronze) piece = types.nth(static_cast<int>(random.below(kinds)));
  // A fresh board's hidden layers, drawn from the alphabet: exactly a sample of it.
  return World::sample(solitaire::Board::from_bronze(bronze), types, random);
}

solitaire::Position play_offline(const World& deal, Strategy& strategy) {
  solitaire::Position position = solitaire::Position::start(deal.visible_start());
  SeenTypes seen = SeenTypes::of_tops(position.board());
  while (const std::optional<int> cell = strategy.choose(View{position, seen})) {
    if (*cell < 0 || *cell >= solitaire::kCells || position.check(*cell)) {
      throw std::logic_error("the strategy chose an illegal move: " + std::to_string(*cell));
    }
    const std::optional<Piece> revealed = deal.revealed_by(position.board(), *cell);
    position.play(*cell, revealed);
    if (revealed) seen.add(*revealed);
  }
  return position;
}

}  // namespace arbiter::bot
