#include "bot/search/value_beam.h"

#include <algorithm>
#include <bit>
#include <cstddef>

#include "bot/search/line_keys.h"

namespace arbiter::bot {

namespace {

using line_keys::kKeys;
using solitaire::CellSet;
using solitaire::kCells;

// The part of a line's key that says which pieces it has taken from every cell.
std::uint64_t taken_key(const solitaire::Position& position) {
  std::uint64_t key = 0;
  for (int cell = 0; cell < kCells; ++cell) {
    key ^= kKeys.taken[static_cast<std::size_t>(cell)]
                      [static_cast<std::size_t>(position.board().removed(cell))];
  }
  return key;
}

// A rank's place when unsigned integers are sorted in ascending order: the best first, as
// the float comparison orders ranks (never NaN; a zero of either sign as zero).
std::uint32_t best_first(float rank) {
  const auto bits = std::bit_cast<std::uint32_t>(rank + 0.0F);
  const std::uint32_t ascending = (bits & 0x80000000U) != 0 ? ~bits : bits | 0x80000000U;
  return ~ascending;
}

}  // namespace

ValueBeamSearch::ValueBeamSearch(int width, const value::Network& network, int horizon)
    : width_(std::max(width, 1)),
      horizon_(std::max(horizon, 0)),
      feature_set_(network.feature_set),
      fixed_(&network.fixed()),
      seen_keys_(width_) {
  const auto width_size = static_cast<std::size_t>(width_);
  lines_.reserve(2 * width_size);
  beam_.reserve(width_size);
  next_.reserve(width_size);
  unused_.reserve(2 * width_size);
  kept_children_.reserve(width_size);
  candidates_.reserve(width_size * kCells);
  kept_.reserve(width_size);
  children_.reserve(width_size * kCells);
}

LineValues ValueBeamSearch::run(const solitaire::Position& start, const World& world) {
  LineValues values;
  values.best_by_first_move.fill(LineValues::kUnreached);
  value::SiblingEncoder start_moves(feature_set_, *fixed_);
  start_moves.set_parent(start);
  lines_.clear();
  unused_.clear();
  lines_.push_back(Line{start, taken_key(start), -1, start_moves});
  beam_.assign(1, 0);
  first_move_quota_ = beam_selection::first_move_quota(width_, std::popcount(start.legal_moves()));
  while (!beam_.empty()) {
    expand(world, start.moves(), values);
    std::sort(candidates_.begin(), candidates_.end(), [](const Candidate& a, const Candidate& b) {
      if (a.rank_order != b.rank_order) return a.rank_order < b.rank_order;
      return a.key < b.key;  // Any fixed order, so that runs are reproducible.
    });
    kept_.clear();
    beam_selection::keep_best(
        candidates_, width_, first_move_quota_, seen_keys_,
        [](const Candidate& candidate) { return candidate.first; },
        [this](const Candidate& candidate) { kept_.push_back(candidate); },
        [this] { return static_cast<int>(kept_.size()); });
    make_next_beam();
  }
  return values;
}

void ValueBeamSearch::expand(const World& world, int start_moves, LineValues& values) {
  candidates_.clear();
  std::size_t children = 0;
  for (int parent = 0; parent < static_cast<int>(beam_.size()); ++parent) {
    Line& line = lines_[static_cast<std::size_t>(beam_[static_cast<std::size_t>(parent)])];
    // The line's moves first, with the values of those that do not end the game (the line's
    // sums corrected by what each move changes); then what each move makes of its line, in the
    // order of the moves.
    const value::FixedWeights& fixed = line.moves.fixed();
    const std::size_t first_child = children;
    int valued = 0;
    for (CellSet moves = line.position.legal_moves(); moves != 0;) {
      const int cell = solitaire::pop_cell(moves);
      if (children == children_.size()) children_.emplace_back();
      solitaire::Position& child = children_[children++];
      child = line.position;
      child.play(cell, world.revealed_by(line.position.board(), cell));
      ++values.nodes;
      if (child.legal_moves() != 0) {
        child_values_[static_cast<std::size_t>(valued++)] = fixed.to_value(line.moves.value(child));
      }
    }
    valued = 0;
    for (std::size_t slot = first_child; slot < children; ++slot) {
      const solitaire::Position& child = children_[slot];
      const int cell = *child.last_cell();
      const int first = line.first < 0 ? cell : line.first;
      const int score = child.score().total();
      if (child.legal_moves() == 0) {
        credit(values, first, static_cast<float>(score), child.moves());
        continue;
      }
      const float value = child_values_[static_cast<std::size_t>(valued++)];
      if (horizon_ > 0 && child.moves() - start_moves >= horizon_) {
        credit(values, first, static_cast<float>(score) + value, child.moves());
        continue;
      }
      const std::uint64_t key =
          line.taken_key ^ line_keys::take(cell, line.position.board().removed(cell)) ^
          kKeys.last[static_cast<std::size_t>(cell)] ^
          kKeys.first[static_cast<std::size_t>(first)] ^ line_keys::scoring_key(child.score());
      candidates_.push_back(Candidate{best_first(static_cast<float>(score) + value), parent, key,
                                      static_cast<int>(slot), static_cast<std::int8_t>(cell),
                                      static_cast<std::int8_t>(first)});
    }
  }
}

void ValueBeamSearch::make_next_beam() {
  kept_children_.assign(beam_.size(), 0);
  for (const Candidate& kept : kept_) ++kept_children_[static_cast<std::size_t>(kept.parent)];
  for (std::size_t line = 0; line < beam_.size(); ++line) {
    if (kept_children_[line] == 0) unused_.push_back(beam_[line]);
  }
  next_.clear();
  for (const Candidate& kept : kept_) {
    const auto parent = static_cast<std::size_t>(kept.parent);
    int place = beam_[parent];
    const int cell = kept.cell;
    const Line& parent_line = lines_[static_cast<std::size_t>(place)];
    const std::uint64_t taken =
        parent_line.taken_key ^ line_keys::take(cell, parent_line.position.board().removed(cell));
    if (--kept_children_[parent] > 0) {
      if (unused_.empty()) {
        place = static_cast<int>(lines_.size());
        lines_.push_back(parent_line);
      } else {
        place = unused_.back();
        unused_.pop_back();
        lines_[static_cast<std::size_t>(place)] = parent_line;
      }
    }
    Line& line = lines_[static_cast<std::size_t>(place)];
    line.position = children_[static_cast<std::size_t>(kept.child)];
    line.taken_key = taken;
    line.first = kept.first;
    line.moves.follow(cell, line.position.board().top(cell));
    next_.push_back(place);
  }
  beam_.swap(next_);
}

void ValueBeamSearch::credit(LineValues& values, int first, float value, int moves) {
  float& best = values.best_by_first_move[static_cast<std::size_t>(first)];
  best = std::max(best, value);
  if (value > values.best_score) {
    values.best_score = value;
    values.best_moves = moves;
  }
}

}  // namespace arbiter::bot
