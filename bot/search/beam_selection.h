#pragma once

#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>
#include <vector>

#include "common/solitaire/geometry.h"

/// How a beam chooses the lines it keeps at each depth, shared by the beams of bot/search/beam.h
/// and bot/search/value_beam.h: one line per key (lines with equal keys have the same futures), a
/// few lines of every first move, then the best of the rest.
namespace arbiter::bot::beam_selection {

/// The keys admitted in one selection: an open-addressed set sized for a beam's width.
/// Allocates nothing after construction.
class KeySet {
 public:
  explicit KeySet(int width)
      : slots_(std::bit_ceil(static_cast<std::size_t>(std::max(width, 1)) * kSlotsPerLine)) {}

  void clear() { std::fill(slots_.begin(), slots_.end(), 0); }
  /// Admits `key`; false when it was admitted already.
  bool admit(std::uint64_t key) {
    key |= 1;  // Never 0, the empty slot.
    const std::size_t mask = slots_.size() - 1;
    std::size_t slot = static_cast<std::size_t>(key) & mask;
    while (slots_[slot] != 0 && slots_[slot] != key) slot = (slot + 1) & mask;
    if (slots_[slot] == key) return false;
    slots_[slot] = key;
    return true;
  }

 private:
  // A selection admits at most a beam's width of keys; this many slots a line keep the table
  // at most a quarter full, where a lookup takes about one probe.
  static constexpr std::size_t kSlotsPerLine = 4;
  std::vector<std::uint64_t> slots_;  // 0 marks an empty slot.
};

/// The lines each first move keeps at every depth: the quotas fill at most half the beam,
/// leaving the rest to the best lines whatever their first move; yet each first move keeps at
/// least one line, however narrow the beam.
inline int first_move_quota(int width, int first_moves) {
  return std::max(1, width / (2 * std::max(first_moves, 1)));
}

/// Keeps at most `width` of `candidates` (sorted best first; each has a `key` and a `parent`,
/// which is set to -1 once the candidate is kept or found a duplicate): first every first move
/// its best `quota` lines, so that each gets a real estimate however much better another looks
/// early on; then the best of the rest. `first_of(candidate)` is the first move of its line and
/// `keep(candidate)` adds it to the next beam; `kept()` is how many lines that beam holds.
template <typename Candidate, typename FirstOf, typename Keep, typename Kept>
void keep_best(std::vector<Candidate>& candidates, int width, int quota, KeySet& seen,
               FirstOf first_of, Keep keep, Kept kept) {
  seen.clear();
  std::array<int, solitaire::kCells> kept_by_first{};
  for (const bool quota_pass : {true, false}) {
    for (Candidate& candidate : candidates) {
      if (kept() >= width) return;
      if (candidate.parent < 0) continue;  // Already kept, or a duplicate.
      const int first = first_of(candidate);
      if (quota_pass && kept_by_first[static_cast<std::size_t>(first)] >= quota) continue;
      if (!seen.admit(candidate.key)) {
        candidate.parent = -1;
        continue;
      }
      ++kept_by_first[static_cast<std::size_t>(first)];
      keep(candidate);
      candidate.parent = -1;
    }
  }
}

}  // namespace arbiter::bot::beam_selection
