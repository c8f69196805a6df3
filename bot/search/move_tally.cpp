#include "bot/search/move_tally.h"

#include <bit>
#include <cmath>
#include <limits>

namespace arbiter::bot {

MoveTally::MoveTally(solitaire::CellSet moves) : moves_(moves) {}

void MoveTally::add_world(const std::array<float, solitaire::kCells>& values) {
  for (solitaire::CellSet rest = moves_; rest != 0;) {
    const auto cell = static_cast<std::size_t>(solitaire::pop_cell(rest));
    totals_[cell] += values[cell];
  }
  values_.push_back(values);
  ++worlds_;
}

int MoveTally::best() const {
  int best = std::countr_zero(moves_);
  double best_value = value(best);
  for (solitaire::CellSet rest = moves_; rest != 0;) {
    const int cell = solitaire::pop_cell(rest);
    const double candidate = value(cell);
    if (candidate > best_value) {
      best = cell;
      best_value = candidate;
    }
  }
  return best;
}

double MoveTally::value(int cell) const {
  if (worlds_ == 0) return 0;
  return totals_[static_cast<std::size_t>(cell)] / worlds_;
}

double MoveTally::separation() const {
  constexpr double kClear = std::numeric_limits<double>::infinity();
  if (std::has_single_bit(moves_)) return kClear;
  if (worlds_ < 2) return 0;
  const auto best = static_cast<std::size_t>(this->best());
  std::size_t second = best;
  for (solitaire::CellSet rest = moves_; rest != 0;) {
    const auto cell = static_cast<std::size_t>(solitaire::pop_cell(rest));
    if (cell != best &&
        (second == best || value(static_cast<int>(cell)) > value(static_cast<int>(second)))) {
      second = cell;
    }
  }
  double sum = 0;
  double squares = 0;
  for (const auto& world : values_) {
    const double difference = static_cast<double>(world[best]) - world[second];
    sum += difference;
    squares += difference * difference;
  }
  const double n = worlds_;
  const double mean = sum / n;
  const double variance = std::max(0.0, (squares - n * mean * mean) / (n - 1));
  if (variance == 0) return kClear;
  return mean / std::sqrt(variance / n);
}

}  // namespace arbiter::bot
