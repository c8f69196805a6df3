#include "bot/search/evaluation.h"

#include <algorithm>

namespace arbiter::bot {

using solitaire::Piece;
using solitaire::SetKind;

SetProgress set_progress(const solitaire::ScoreState& score) {
  const int pending = std::min(score.pending(), score.moves());
  const auto& last = score.last_types();
  // last_types() is oldest first: the newest type is the last of the three.
  const std::size_t newest = last.size() - 1;
  SetProgress progress;
  unsigned seen = 0;
  // Walk back from the newest type while the types stay distinct and of one kind.
  for (int back = 0; back < pending; ++back) {
    const Piece piece = last[newest - static_cast<std::size_t>(back)];
    const SetKind kind = solitaire::is_number(piece) ? SetKind::kNumbers : SetKind::kPieces;
    const unsigned bit = 1U << solitaire::index_of(piece);
    if ((seen & bit) != 0 || (progress.kind != SetKind::kNone && kind != progress.kind)) break;
    seen |= bit;
    progress.kind = kind;
    ++progress.types;
  }
  return progress;
}

CompletableSets CompletableSets::of(unsigned types_left) {
  constexpr unsigned kNumbers = 0x0FU;  // 1, 2, 3, 4: the first four indices.
  constexpr unsigned kPieces = 0xF0U;   // torn, lopare, dam, springare.
  return {(types_left & kNumbers) == kNumbers, (types_left & kPieces) == kPieces};
}

int evaluate(const solitaire::ScoreState& score, int lost, const Weights& weights,
             CompletableSets completable) {
  int value = weights.points * score.total() - weights.lost_piece * lost;
  const SetProgress progress = set_progress(score);
  if (progress.types > 0 && completable.contains(progress.kind)) {
    value += weights.set_progress * progress.types;
    // A set of the other kind right after a set extends the chain: 8 or 16 more points.
    if (score.chain() > 0 && score.pending() == progress.types &&
        progress.kind != score.last_set_kind()) {
      value += weights.chain_progress * progress.types;
    }
  }
  return value;
}

}  // namespace arbiter::bot
