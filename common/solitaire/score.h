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
  /// Appends the type of the next removed piece. Inline, as a search pushes one a line a ply;
  /// only a completed set, the rare case, is scored out of line.
  void push(Piece removed) {
    ++moves_;
    if (moves_ > 1 && removed == recent_[2]) {
      ++run_;
      runs_ = static_cast<std::int16_t>(runs_ + (run_ == 2 ? 4 : 2));
    } else {
      run_ = 1;
    }
    // The scan pointer is `pending_` types behind the end. With three waiting, this type
    // completes the window at the pointer: score it and move the pointer by 4 (a set) or by 1
    // (leaving three waiting again).
    if (pending_ < 3) {
      ++pending_;
    } else {
      const unsigned mask = 1U << index_of(recent_[0]) | 1U << index_of(recent_[1]) |
                            1U << index_of(recent_[2]) | 1U << index_of(removed);
      // Four types covering four distinct bits are a permutation of those four types.
      if (mask == kNumberTypes) {
        score_set(removed, SetKind::kNumbers);
      } else if (mask == kPieceTypes) {
        score_set(removed, SetKind::kPieces);
      } else {
        chain_ = 0;
      }
    }
    recent_ = {recent_[1], recent_[2], removed};
  }

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
  // The bits of index_of(type) of the four numbers, and of the four pieces.
  static constexpr unsigned kNumberTypes = 0x0FU;
  static constexpr unsigned kPieceTypes = 0xF0U;

  // Scores the set of `kind` the window at the scan pointer and `removed` make: its bonus, the
  // alternation chain, and the scan pointer moved past it.
  void score_set(Piece removed, SetKind kind);

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
