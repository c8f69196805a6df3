#pragma once

#include <algorithm>
#include <array>
#include <cstdint>

#include "common/solitaire/geometry.h"
#include "common/solitaire/score.h"

/// Keys that identify a line of play's future in a beam: lines with equal keys have the same
/// futures, so a beam keeps one of them. Shared by the beams of bot/search/beam.h and
/// bot/search/value_beam.h.
namespace arbiter::bot::line_keys {

/// Random 64-bit keys for "cell c has had t pieces taken", "the last move was on cell c" and
/// "the line's first move was on cell c", so that a line's key is the XOR of its parts and
/// changes in O(1) a move. Fixed at compile time (SplitMix64 from a constant seed), so
/// searches are reproducible.
struct Keys {
  std::array<std::array<std::uint64_t, solitaire::kLayers + 1>, solitaire::kCells> taken{};
  std::array<std::uint64_t, solitaire::kCells> last{};
  std::array<std::uint64_t, solitaire::kCells> first{};
};

constexpr Keys make_keys() {
  Keys keys;
  std::uint64_t state = 0x5EA5C4B0A7ULL;
  auto next = [&state] {
    std::uint64_t z = (state += 0x9E3779B97F4A7C15ULL);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
  };
  for (auto& cell : keys.taken) {
    for (auto& key : cell) key = next();
  }
  for (auto& key : keys.last) key = next();
  for (auto& key : keys.first) key = next();
  return keys;
}

inline constexpr Keys kKeys = make_keys();

/// The key change of taking a piece of `cell` that had `taken` pieces taken before.
inline std::uint64_t take(int cell, int taken) {
  const auto& keys = kKeys.taken[static_cast<std::size_t>(cell)];
  return keys[static_cast<std::size_t>(taken)] ^ keys[static_cast<std::size_t>(taken) + 1];
}

/// The part of a score state that decides future points: the open window, the last type and
/// whether it already runs, the alternation chain.
inline std::uint64_t scoring_key(const solitaire::ScoreState& score) {
  auto code = static_cast<std::uint64_t>(score.pending());
  const auto& last = score.last_types();
  for (const solitaire::Piece piece : last) code = code << 4 | static_cast<std::uint64_t>(piece);
  // Clamped where the future stops depending on them: a run of 2 or more earns 2 a further
  // equal type however long it is, and from the third set of a chain on every step earns the
  // same bonus, so longer runs and chains score alike.
  code = code << 2 | static_cast<std::uint64_t>(std::min(score.run_length(), 2));
  code = code << 4 | static_cast<std::uint64_t>(std::min(score.chain(), 3));
  code = code << 2 | static_cast<std::uint64_t>(score.last_set_kind());
  return (code + 1) * 0xD6E8FEB86659FD93ULL;
}

}  // namespace arbiter::bot::line_keys
