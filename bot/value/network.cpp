#include "bot/value/network.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <mutex>
#include <utility>

namespace arbiter::bot::value {

Network Network::zero(const solitaire::Alphabet& alphabet, std::vector<int> stage_starts,
                      std::uint32_t feature_set) {
  Network network;
  network.alphabet = alphabet;
  network.feature_set = feature_set;
  network.stage_starts = std::move(stage_starts);
  network.weights.assign(static_cast<std::size_t>(network.stages()) * table_size(feature_set),
                         0.0F);
  return network;
}

FixedWeights quantise(const Network& network) {
  FixedWeights fixed;
  fixed.table_size = table_size(network.feature_set);
  fixed.stage_starts = network.stage_starts;
  float largest = 0;
  for (const float weight : network.weights) largest = std::max(largest, std::abs(weight));
  // See FixedWeights: twice the most indices at the largest weight fit in an int32.
  constexpr int kFinestShift = 24;
  const double room =
      static_cast<double>(std::numeric_limits<std::int32_t>::max()) / (2.0 * kMostActive);
  int shift = kFinestShift;
  while (shift > -kFinestShift && std::ldexp(static_cast<double>(largest), shift) + 1 > room) {
    --shift;
  }
  fixed.scale = std::ldexp(1.0, shift);
  fixed.weights.reserve(network.weights.size());
  // Half away from zero, by hand: std::lround is a library call, and a network has millions.
  for (const float weight : network.weights) {
    const double scaled = weight * fixed.scale;
    fixed.weights.push_back(static_cast<std::int32_t>(scaled < 0 ? scaled - 0.5 : scaled + 0.5));
  }
  return fixed;
}

const FixedWeights& Network::fixed() const {
  static std::mutex making;
  const std::scoped_lock lock(making);
  if (!fixed_weights) fixed_weights = std::make_shared<const FixedWeights>(quantise(*this));
  return *fixed_weights;
}

bool valid_stage_starts(const std::vector<int>& stage_starts) {
  if (static_cast<int>(stage_starts.size()) >= kMostStages) return false;
  int previous = 0;
  for (const int start : stage_starts) {
    if (start <= previous || start >= solitaire::kMaxMoves) return false;
    previous = start;
  }
  return true;
}

Network with_stages(const Network& network, const std::vector<int>& stage_starts) {
  Network staged = network;
  staged.forget_fixed();
  staged.stage_starts = stage_starts;
  staged.weights.clear();
  const std::size_t size = table_size(network.feature_set);
  for (int stage = 0; stage < staged.stages(); ++stage) {
    const int first_move = stage == 0 ? 0 : stage_starts[static_cast<std::size_t>(stage - 1)];
    const auto from =
        network.weights.begin() + static_cast<std::ptrdiff_t>(network.stage_of(first_move) * size);
    staged.weights.insert(staged.weights.end(), from, from + static_cast<std::ptrdiff_t>(size));
  }
  return staged;
}

Network with_tuples(const Network& network) {
  Network extended = network;
  extended.forget_fixed();
  extended.feature_set = kTupleFeatureSet;
  extended.weights.clear();
  const auto old_size = static_cast<std::ptrdiff_t>(table_size(network.feature_set));
  const std::size_t new_size = table_size(kTupleFeatureSet);
  for (int stage = 0; stage < network.stages(); ++stage) {
    const auto from = network.weights.begin() + stage * old_size;
    extended.weights.insert(extended.weights.end(), from, from + old_size);
    extended.weights.resize(static_cast<std::size_t>(stage + 1) * new_size, 0.0F);
  }
  return extended;
}

float Network::value(const solitaire::Position& afterstate) const {
  if (is_final(afterstate)) return 0;
  ActiveFeatures features;
  encode(afterstate, feature_set, features);
  return value(features);
}

void Network::values(const ActiveFeatures* features, int count, float* values) const {
  int first = 0;
  for (; first + 4 <= count; first += 4) {
    const ActiveFeatures& a = features[first];
    const ActiveFeatures& b = features[first + 1];
    const ActiveFeatures& c = features[first + 2];
    const ActiveFeatures& d = features[first + 3];
    const float* table_a = weights.data() + table_offset(a.moves);
    const float* table_b = weights.data() + table_offset(b.moves);
    const float* table_c = weights.data() + table_offset(c.moves);
    const float* table_d = weights.data() + table_offset(d.moves);
    float sum_a = 0;
    float sum_b = 0;
    float sum_c = 0;
    float sum_d = 0;
    const int common = std::min(std::min(a.count, b.count), std::min(c.count, d.count));
    int i = 0;
    for (; i < common; ++i) {
      const auto at = static_cast<std::size_t>(i);
      sum_a += table_a[a.index[at]];
      sum_b += table_b[b.index[at]];
      sum_c += table_c[c.index[at]];
      sum_d += table_d[d.index[at]];
    }
    for (int rest = i; rest < a.count; ++rest)
      sum_a += table_a[a.index[static_cast<std::size_t>(rest)]];
    for (int rest = i; rest < b.count; ++rest)
      sum_b += table_b[b.index[static_cast<std::size_t>(rest)]];
    for (int rest = i; rest < c.count; ++rest)
      sum_c += table_c[c.index[static_cast<std::size_t>(rest)]];
    for (int rest = i; rest < d.count; ++rest)
      sum_d += table_d[d.index[static_cast<std::size_t>(rest)]];
    values[first] = sum_a;
    values[first + 1] = sum_b;
    values[first + 2] = sum_c;
    values[first + 3] = sum_d;
  }
  for (; first < count; ++first) values[first] = value(features[first]);
}

solitaire::Position afterstate(solitaire::Position position, int cell) {
  const solitaire::Piece top = position.board().top_piece(cell);
  const bool takes_gold = position.board().removed(cell) == solitaire::kLayers - 1;
  // Any piece would do as the placeholder: the features never read the last cell's top.
  position.play(cell, takes_gold ? std::nullopt : std::optional<solitaire::Piece>(top));
  return position;
}

float points_and_value(const Network& network, const solitaire::Position& position, int cell,
                       ActiveFeatures& features) {
  const solitaire::Position after = afterstate(position, cell);
  auto total = static_cast<float>(after.score().total() - position.score().total());
  features.count = 0;
  if (!is_final(after)) {
    encode(after, network.feature_set, features);
    total += network.value(features);
  }
  return total;
}

}  // namespace arbiter::bot::value
