// The features of a position's moves found from what they share (SiblingEncoder) are encode()'s,
// index for index and in the same order, so that every value is the same to the bit; and the
// sums it carries for the searches (value()) are those of the fixed-point weights at encode()'s
// indices, exactly.

#include "bot/value/sibling_features.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <optional>
#include <string>
#include <vector>

#include "bot/offline.h"
#include "bot/search/world.h"
#include "bot/value/features.h"
#include "bot/value/network.h"
#include "common/random.h"
#include "common/solitaire/piece.h"
#include "common/solitaire/position.h"

namespace arbiter::bot::value {
namespace {

using solitaire::Position;

// Every legal move of every position of random games on deals of `letters`: the features of
// each afterstate against encode()'s, found by an encoder given each position from nothing
// (set_parent) or, with `follow`, by one given the start and then each move played (follow).
// With a `network`, the encoder values each afterstate too, against the sum of the network's
// fixed-point weights at encode()'s indices. Returns how many afterstates were compared.
int compare_on_random_games(const std::string& letters, std::uint32_t feature_set, int games,
                            bool follow, const Network* network = nullptr) {
  const auto alphabet = solitaire::Alphabet::parse(letters);
  Random random(std::uint64_t{feature_set} * 1000 + letters.size());
  SiblingEncoder siblings = network != nullptr ? SiblingEncoder(feature_set, network->fixed())
                                               : SiblingEncoder(feature_set);
  int compared = 0;
  for (int game = 0; game < games; ++game) {
    const World deal = random_world(alphabet->pieces(), random);
    Position position = Position::start(deal.visible_start());
    siblings.set_parent(position);
    while (position.legal_moves() != 0) {
      if (!follow) siblings.set_parent(position);
      std::vector<int> moves;
      for (solitaire::CellSet legal = position.legal_moves(); legal != 0;) {
        moves.push_back(solitaire::pop_cell(legal));
      }
      for (const int cell : moves) {
        Position child = position;
        child.play(cell, deal.revealed_by(position.board(), cell));
        if (is_final(child)) continue;
        ActiveFeatures expected;
        encode(child, feature_set, expected);
        ActiveFeatures actual;
        siblings.encode(child, actual);
        EXPECT_EQ(actual.count, expected.count) << "after " << child.moves() << " moves";
        EXPECT_EQ(actual.moves, expected.moves);
        for (int i = 0; i < std::min(actual.count, expected.count); ++i) {
          if (actual.index[static_cast<std::size_t>(i)] !=
              expected.index[static_cast<std::size_t>(i)]) {
            ADD_FAILURE() << "index " << i << " of the afterstate taking cell " << cell << " after "
                          << position.moves() << " moves (" << letters << ", set " << feature_set
                          << (follow ? ", followed" : "")
                          << "): " << actual.index[static_cast<std::size_t>(i)] << " instead of "
                          << expected.index[static_cast<std::size_t>(i)];
            return compared;
          }
        }
        if (network != nullptr) {
          const FixedWeights& fixed = network->fixed();
          const std::int32_t* table = fixed.table(child.moves());
          std::int32_t sum = 0;
          for (int i = 0; i < expected.count; ++i)
            sum += table[expected.index[static_cast<std::size_t>(i)]];
          const std::int32_t carried = siblings.value(child);
          if (carried != sum) {
            ADD_FAILURE() << "the value of the afterstate taking cell " << cell << " after "
                          << position.moves() << " moves (" << letters << ", set " << feature_set
                          << (follow ? ", followed" : "") << "): " << carried << " instead of "
                          << sum;
            return compared;
          }
        }
        ++compared;
      }
      const int cell = moves[static_cast<std::size_t>(random.below(moves.size()))];
      const std::optional<solitaire::Piece> revealed = deal.revealed_by(position.board(), cell);
      position.play(cell, revealed);
      if (follow) siblings.follow(cell, revealed);
    }
  }
  return compared;
}

class SiblingFeatures : public ::testing::TestWithParam<std::string> {};

TEST_P(SiblingFeatures, AreEncodesIndexForIndex) {
  for (const std::uint32_t feature_set : {kBaseFeatureSet, kTupleFeatureSet}) {
    EXPECT_GT(compare_on_random_games(GetParam(), feature_set, 6, false), 300);
  }
}

TEST_P(SiblingFeatures, StayEncodesWhenTheParentFollowsTheGame) {
  for (const std::uint32_t feature_set : {kBaseFeatureSet, kTupleFeatureSet}) {
    EXPECT_GT(compare_on_random_games(GetParam(), feature_set, 6, true), 300);
  }
}

// A network of three stages (so that a followed game changes tables twice) whose every weight
// differs, up to ±40 points.
Network random_network(std::uint32_t feature_set) {
  Network network = Network::zero(*solitaire::Alphabet::parse("1234tlds"), {12, 25}, feature_set);
  Random random(feature_set);
  for (float& weight : network.weights) {
    weight = static_cast<float>(random.below(80001)) / 1000.0F - 40.0F;
  }
  return network;
}

TEST_P(SiblingFeatures, CarrySumsOfTheFixedWeightsAtEncodesIndices) {
  for (const std::uint32_t feature_set : {kBaseFeatureSet, kTupleFeatureSet}) {
    const Network network = random_network(feature_set);
    EXPECT_GT(compare_on_random_games(GetParam(), feature_set, 6, false, &network), 300);
    EXPECT_GT(compare_on_random_games(GetParam(), feature_set, 6, true, &network), 300);
  }
}

// Every kind of reach (short numbers, long numbers, the edge-bound rook and bishop, the
// knight) and the caps of the counts: the official alphabets and all eight types.
INSTANTIATE_TEST_SUITE_P(Alphabets, SiblingFeatures,
                         ::testing::Values("12", "tld", "1234", "1234tlds", "s", "34ds"));

}  // namespace
}  // namespace arbiter::bot::value
