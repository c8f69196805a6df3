#pragma once

#include "common/solitaire/score.h"

/// How the search ranks unfinished lines of play that have made the same number of moves.
/// Terms, each in points scaled by kScale so that fractions of a point can weigh in.
namespace arbiter::bot {

/// The weights of the evaluation, in 1/kScale of a point.
struct Weights {
  static constexpr int kScale = 16;
  /// Per point already scored: the only exact term.
  int points = kScale;
  /// Per piece that no line can take any more (see BeamSearch): points it will never earn.
  int lost_piece = 48;
  /// Per type of a set in the making (see set_progress).
  int set_progress = 32;
  /// Extra per type of a set in the making that would extend the alternation chain.
  int chain_progress = 32;
};

/// A set in the making: the kind it would be (kNone when none) and how many of its four
/// types are already in place (0..3). The types are the longest run of pairwise distinct
/// types of one kind (all numbers or all of torn, lopare, dam, springare) at the end of the
/// window the scan is waiting to complete; when the window as a whole cannot become a set,
/// the scan slides past its start, so only such a suffix can still grow into one.
struct SetProgress {
  solitaire::SetKind kind = solitaire::SetKind::kNone;
  int types = 0;
  friend bool operator==(const SetProgress&, const SetProgress&) = default;
};
SetProgress set_progress(const solitaire::ScoreState& score);

/// The kinds of set that a search can still complete. A kind needs all four of its types, so
/// once one of them is left nowhere on the board (never seen: the numbers of alphabet "12",
/// the pieces of "tld"), progress towards that kind is worth nothing: rewarding it would only
/// trade runs and safe moves for sets that cannot happen.
struct CompletableSets {
  bool numbers = true;
  bool pieces = true;
  /// From the types of the pieces left to take: bit index_of(type) for each.
  static CompletableSets of(unsigned types_left);
  bool contains(solitaire::SetKind kind) const {
    return kind == solitaire::SetKind::kNumbers ? numbers
                                                : kind == solitaire::SetKind::kPieces && pieces;
  }
};

/// The rank of an unfinished line (a finished one is ranked by its score alone) whose score is
/// `score` and after which `lost` pieces can no longer be reached; only sets of the
/// `completable` kinds earn set progress.
int evaluate(const solitaire::ScoreState& score, int lost, const Weights& weights,
             CompletableSets completable = {});

}  // namespace arbiter::bot
