#pragma once

#include <optional>

#include "bot/knowledge.h"
#include "common/solitaire/position.h"

/// How a player chooses its moves, apart from how it talks to the judge.
namespace arbiter::bot {

/// Everything a player may know when it chooses: the visible position (which holds the
/// score so far) and the piece types seen so far, its best guess at the game's alphabet.
/// Never anything hidden.
struct View {
  const solitaire::Position& position;
  const SeenTypes& seen;
};

/// A move chooser. `choose` returns a cell that `view.position.check` accepts, or nullopt to
/// stop the game.
class Strategy {
 public:
  virtual ~Strategy() = default;
  virtual std::optional<int> choose(const View& view) = 0;
};

}  // namespace arbiter::bot
