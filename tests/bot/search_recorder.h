#pragma once

// Shared by the tests of LearnedStrategy's hand-overs: a strategy that plays through a
// LearnedStrategy and records, for each move, a count of the board before it (the pieces
// left, the pieces left on the edge) and the search that chose it.

#include <optional>
#include <vector>

#include "bot/search/learned_strategy.h"
#include "bot/strategy.h"
#include "common/solitaire/board.h"

namespace arbiter::bot {

class SearchRecorder final : public Strategy {
 public:
  using Count = int (*)(const solitaire::Board&);

  SearchRecorder(LearnedStrategy& inner, Count count) : inner_(inner), count_(count) {}
  std::optional<int> choose(const View& view) override {
    const int before = count_(view.position.board());
    const std::optional<int> move = inner_.choose(view);
    if (move) moves_.push_back({before, inner_.playing()});
    return move;
  }
  struct Move {
    int before;  ///< The count of the board the move was chosen on.
    std::optional<SearchKind> search;
  };
  const std::vector<Move>& moves() const { return moves_; }

 private:
  LearnedStrategy& inner_;
  Count count_;
  std::vector<Move> moves_;
};

/// SearchRecorder's count of the pieces left on a board.
inline int pieces_left(const solitaire::Board& board) { return board.pieces_left(); }

}  // namespace arbiter::bot
