#pragma once

#include <array>
#include <cstdint>
#include <span>
#include <type_traits>

#include "common/solitaire/piece.h"

namespace arbiter::solitaire {

/// The official score of a game, by part. total() is the game's score.
struct ScoreBreakdown {
  int base = 0;         // One point per move.
  int runs = 0;         // 2N per maximal run of N >= 2 equal types.
  int sets = 0;         // 12 per ordered number set, 8 per other number set or piece set.
  int alternation = 0;  // 16 when a chain of alternating sets reaches 2, 8 per further set.

  int total() const { return base + runs + sets + alternation; }
  friend bool operator==(const ScoreBreakdown&, const ScoreBreakdown&) = default;
};

/// The score of the sequence of removed types `removed`, in the order removed: the spec's
/// definition transcribed literally (a greedy scan over windows of four, with the alternation
/// chain kept along the same scan). The reference that ScoreState is tested against; O(n).
ScoreBreakdown score_sequence(std::span<const Piece> removed);

/// The same score kept incrementally, one removed type at a time: after pushing a sequence,
/// breakdown() equals score_sequence of it. Each push costs O(1) (the greedy scan evaluates at
/// most one window per push, because the scan never looks more than three types ahead of the
/// last scored window). 16 bytes and trivially copyable, so a search copies it per node.
/// Precondition of push: fewer than 255 moves so far (a game has at most 108).
/// The kind of a set: four distinct numbers, or torn, lopare, dam and springare.
enum class SetKind : std::uint8_t { kNone = 0, kNumbers = 1, kPieces = 2 };

class ScoreState {
 public:
  /// Appends the type of the next removed piece.
  void push(Piece removed);

  int moves() const { return moves_; }
  ScoreBreakdown breakdown() const { return {moves_, runs_, sets_, alternation_}; }
  int total() const { return moves_ + runs_ + sets_ + alternation_; }

  /// How many types after the scan pointer are still waiting for a full window (0..3); with
  /// the last types pushed this is everything a search needs to reason about future sets.
  int pending() const { return pending_; }
  /// The length of the run of equal types the sequence ends with (0 before any move).
  int run_length() const { return run_; }
  /// The current alternation chain counter (0 after a scan step that is not a set).
  int chain() const { return chain_; }
  /// The kind of the last set the scan scored (kNone before any).
  SetKind last_set_kind() const { return last_set_kind_; }
  /// The last three types pushed, oldest first; only the last min(moves(), 3) are meaningful.
  /// With pending() they are the window the scan is waiting to complete.
  const std::array<Piece, 3>& last_types() const { return recent_; }

  friend bool operator==(const ScoreState&, const ScoreState&) = default;

 private:
  // The last three types pushed, oldest first (meaningful for the last min(moves, 3)).
  std::array<Piece, 3> recent_{};
  std::uint8_t pending_ = 0;
  std::uint8_t run_ = 0;
  std::uint8_t chain_ = 0;
  SetKind last_set_kind_ = SetKind::kNone;
  std::uint8_t moves_ = 0;
  std::int16_t runs_ = 0;
  std::int16_t sets_ = 0;
  std::int16_t alternation_ = 0;
};

static_assert(std::is_trivially_copyable_v<ScoreState>);
static_assert(sizeof(ScoreState) <= 16);

}  // namespace arbiter::solitaire
