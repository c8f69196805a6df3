#include "bot/search/value_beam.h"

#include <algorithm>
#include <bit>

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

}  // namespace

ValueBeamSearch::ValueBeamSearch(int width, const value::Network& network, int horizon)
    : width_(std::max(width, 1)),
      horizon_(std::max(horizon, 0)),
      feature_set_(network.feature_set),
      fixed_(&network.fixed()),
      seen_keys_(width_) {
  beam_.reserve(static_cast<std::size_t>(width_));
  next_.reserve(static_cast<std::size_t>(width_));
  candidates_.reserve(static_cast<std::size_t>(width_) * kCells);
  ranked_.reserve(static_cast<std::size_t>(width_) * kCells);
}

LineValues ValueBeamSearch::run(const solitaire::Position& start, const World& world) {
  LineValues values;
  values.best_by_first_move.fill(LineValues::kUnreached);
  value::SiblingEncoder start_moves(feature_set_, *fixed_);
  start_moves.set_parent(start);
  beam_.assign(1, Line{start, taken_key(start), -1, start_moves});
  first_move_quota_ = beam_selection::first_move_quota(width_, std::popcount(start.legal_moves()));
  while (!beam_.empty()) {
    expand(world, start.moves(), values);
    std::sort(ranked_.begin(), ranked_.end(), [](const Ranked& a, const Ranked& b) {
      if (a.rank != b.rank) return a.rank > b.rank;
      return a.key < b.key;  // Any fixed order, so that runs are reproducible.
    });
    next_.clear();
    beam_selection::keep_best(
        ranked_, width_, first_move_quota_, seen_keys_,
        [this](const Ranked& ranked) {
          const Candidate& candidate = candidates_[static_cast<std::size_t>(ranked.candidate)];
          const Line& parent = beam_[static_cast<std::size_t>(candidate.parent)];
          return parent.first < 0 ? candidate.cell : parent.first;
        },
        [this](const Ranked& ranked) {
          const Candidate& candidate = candidates_[static_cast<std::size_t>(ranked.candidate)];
          const Line& parent = beam_[static_cast<std::size_t>(candidate.parent)];
          Line& line = next_.emplace_back(parent);
          line.position = candidate.child;
          line.taken_key = candidate.taken_key;
          if (parent.first < 0) line.first = candidate.cell;
          line.moves.follow(candidate.cell, candidate.child.board().top(candidate.cell));
        },
        [this] { return static_cast<int>(next_.size()); });
    beam_.swap(next_);
  }
  return values;
}

void ValueBeamSearch::expand(const World& world, int start_moves, LineValues& values) {
  candidates_.clear();
  ranked_.clear();
  for (int parent = 0; parent < static_cast<int>(beam_.size()); ++parent) {
    Line& line = beam_[static_cast<std::size_t>(parent)];
    // The line's moves first, with the values of those that do not end the game (the line's
    // sums corrected by what each move changes); then what each move makes of its line, in the
    // order of the moves.
    const value::FixedWeights& fixed = line.moves.fixed();
    int moves_count = 0;
    int valued = 0;
    for (CellSet moves = line.position.legal_moves(); moves != 0;) {
      const int cell = solitaire::pop_cell(moves);
      Candidate& candidate = children_[static_cast<std::size_t>(moves_count++)];
      candidate = Candidate{parent, cell, 0, line.position};
      const int taken = candidate.child.board().removed(cell);
      candidate.child.play(cell, world.revealed_by(line.position.board(), cell));
      candidate.taken_key = line.taken_key ^ line_keys::take(cell, taken);
      ++values.nodes;
      if (candidate.child.legal_moves() != 0) {
        child_values_[static_cast<std::size_t>(valued++)] =
            fixed.to_value(line.moves.value(candidate.child));
      }
    }
    valued = 0;
    for (int child = 0; child < moves_count; ++child) {
      Candidate& candidate = children_[static_cast<std::size_t>(child)];
      const int cell = candidate.cell;
      const int first = line.first < 0 ? cell : line.first;
      const int score = candidate.child.score().total();
      if (candidate.child.legal_moves() == 0) {
        credit(values, first, static_cast<float>(score), candidate.child.moves());
        continue;
      }
      const float value = child_values_[static_cast<std::size_t>(valued++)];
      if (horizon_ > 0 && candidate.child.moves() - start_moves >= horizon_) {
        credit(values, first, static_cast<float>(score) + value, candidate.child.moves());
        continue;
      }
      const std::uint64_t key = candidate.taken_key ^ kKeys.last[static_cast<std::size_t>(cell)] ^
                                kKeys.first[static_cast<std::size_t>(first)] ^
                                line_keys::scoring_key(candidate.child.score());
      ranked_.push_back(Ranked{static_cast<float>(score) + value, parent, key,
                               static_cast<int>(candidates_.size())});
      candidates_.push_back(candidate);
    }
  }
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
