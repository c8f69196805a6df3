#include "common/solitaire/score.h"

#include <algorithm>
#include <bit>
#include <cstddef>

namespace arbiter::solitaire {

namespace {

using P = Piece;
constexpr std::array<Piece, 4> kAscending = {P::kOne, P::kTwo, P::kThree, P::kFour};
constexpr std::array<Piece, 4> kDescending = {P::kFour, P::kThree, P::kTwo, P::kOne};
constexpr std::array<Piece, 4> kPieceSet = {P::kTorn, P::kLopare, P::kDam, P::kSpringare};

constexpr int kOrderedSetBonus = 12;
constexpr int kSetBonus = 8;
constexpr int kChainStartBonus = 16;
constexpr int kChainStepBonus = 8;

// The alternation rule of the incremental form: updates the chain counter for a set of `kind`
// after a set of `last_kind` (SetKind::kNone if none) and returns the bonus it earns.
int chain_step(int& chain, SetKind last_kind, SetKind kind) {
  chain = kind != last_kind ? chain + 1 : 1;
  if (chain == 2) return kChainStartBonus;
  return chain > 2 ? kChainStepBonus : 0;
}

}  // namespace

ScoreBreakdown score_sequence(std::span<const Piece> removed) {
  ScoreBreakdown score;
  // Base: one point per move.
  score.base = static_cast<int>(removed.size());
  // Runs: each maximal run of N >= 2 equal types scores 2N.
  for (std::size_t start = 0; start < removed.size();) {
    std::size_t end = start;
    while (end < removed.size() && removed[end] == removed[start]) ++end;
    const int n = static_cast<int>(end - start);
    if (n >= 2) score.runs += 2 * n;
    start = end;
  }
  // Sets and alternation: one greedy scan over windows of four.
  int chain = 0;
  SetKind last_kind = SetKind::kNone;
  std::size_t i = 0;
  while (i + 4 <= removed.size()) {
    const auto w = removed.subspan(i, 4);
    SetKind kind = SetKind::kNone;
    if (std::ranges::equal(w, kAscending) || std::ranges::equal(w, kDescending)) {
      score.sets += kOrderedSetBonus;
      kind = SetKind::kNumbers;
    } else if (std::is_permutation(w.begin(), w.end(), kAscending.begin())) {
      score.sets += kSetBonus;
      kind = SetKind::kNumbers;
    } else if (std::is_permutation(w.begin(), w.end(), kPieceSet.begin())) {
      score.sets += kSetBonus;
      kind = SetKind::kPieces;
    }
    if (kind == SetKind::kNone) {
      chain = 0;
      i += 1;
    } else {
      // A set of the other kind than the previous set adds 1 to the chain, one of the same kind
      // restarts it at 1; reaching 2 earns 16, each further step 8.
      chain = kind != last_kind ? chain + 1 : 1;
      if (chain == 2) score.alternation += kChainStartBonus;
      if (chain > 2) score.alternation += kChainStepBonus;
      last_kind = kind;
      i += 4;
    }
  }
  return score;
}

void ScoreState::score_set(Piece removed, SetKind kind) {
  if (kind == SetKind::kNumbers) {
    const std::array<Piece, 4> w = {recent_[0], recent_[1], recent_[2], removed};
    const bool ordered = w == kAscending || w == kDescending;
    sets_ = static_cast<std::int16_t>(sets_ + (ordered ? kOrderedSetBonus : kSetBonus));
  } else {
    sets_ = static_cast<std::int16_t>(sets_ + kSetBonus);
  }
  int chain = chain_;
  alternation_ = static_cast<std::int16_t>(alternation_ + chain_step(chain, last_set_kind_, kind));
  chain_ = static_cast<std::uint8_t>(std::min(chain, 255));
  last_set_kind_ = kind;
  pending_ = 0;
}

}  // namespace arbiter::solitaire
