// Board tuples (feature set 3): the index of a square's pattern worked by hand, the sharing of
// a table over the board's symmetries, the extension of a network of set 2 that values every
// afterstate as before, and the file of a network of set 3.

#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>
#include <optional>
#include <set>
#include <sstream>
#include <vector>

#include "bot/value/features.h"
#include "bot/value/features_detail.h"
#include "bot/value/file.h"
#include "bot/value/network.h"
#include "common/random.h"
#include "common/solitaire/board.h"
#include "common/solitaire/position.h"
#include "tests/bot/fixtures.h"
#include "tests/bot/value_fixtures.h"

namespace arbiter::bot::value {
namespace {

using fixtures::alphabet;
using solitaire::kCells;
using solitaire::Piece;
using solitaire::Position;

// The tuple indices of `after` in set 3, the last kTupleIndices of its features: orbit after
// orbit, the identity's image first.
std::vector<std::uint32_t> tuple_indices(const Position& after) {
  ActiveFeatures features;
  encode(after, kTupleFeatureSet, features);
  EXPECT_GE(features.count, kTupleIndices);
  return {features.index.begin() + features.count - kTupleIndices,
          features.index.begin() + features.count};
}

TEST(ValueTuples, ASquaresIndexIsItsCellsStatesInBase18AfterTheTableOfSet2) {
  // Corner square of cells 0, 1, 6, 7 and its image under the quarter turn, cells 5, 11, 4, 10
  // ((row, col) to (col, 5 - row)); the centre square 14, 15, 20, 21.
  const solitaire::Board board = fixtures::endgame({
      {0, Piece::kOne, 0},        // taken by the move: hidden, state 1
      {1, Piece::kDam, 2},        // the gold of a dam: 2 + 2 * 6 + 1 = 15
      {6, Piece::kTwo, 1},        // a two, silver: 2 + 2 * 1 = 4
                                  // 7 blank: 0
      {5, Piece::kThree, 0},      // 2 + 2 * 2 = 6
                                  // 11 blank: 0
      {4, Piece::kSpringare, 1},  // 2 + 2 * 7 = 16
      {10, Piece::kFour, 2},      // 2 + 2 * 3 + 1 = 9
      {14, Piece::kOne, 0},       // 2
  });
  const Position after = afterstate(Position::start(board), 0);
  const std::vector<std::uint32_t> tuples = tuple_indices(after);
  ASSERT_EQ(tuples.size(), 48U);
  const std::uint32_t first_table = table_size(kBaseFeatureSet);
  EXPECT_EQ(detail::kTupleStates, 18);
  EXPECT_EQ(tuples[0], first_table + ((1 * 18 + 15) * 18 + 4) * 18 + 0);
  EXPECT_EQ(tuples[1], first_table + ((6 * 18 + 0) * 18 + 16) * 18 + 9);
  const std::uint32_t centre_table = first_table + 5 * 18 * 18 * 18 * 18;
  EXPECT_EQ(tuples[std::size_t{5} * 8], centre_table + 2 * 18 * 18 * 18);
  EXPECT_EQ(table_size(kTupleFeatureSet), first_table + 6 * 18 * 18 * 18 * 18);
  for (const std::uint32_t index : tuples) EXPECT_LT(index, table_size(kTupleFeatureSet));

  // Set 2 is set 3 without the tuples, index for index.
  ActiveFeatures base;
  encode(after, kBaseFeatureSet, base);
  ActiveFeatures all;
  encode(after, kTupleFeatureSet, all);
  ASSERT_EQ(all.count, base.count + kTupleIndices);
  EXPECT_TRUE(std::equal(base.index.begin(), base.index.begin() + base.count, all.index.begin()));
}

// A network of set 3 whose weights are whole numbers up to 1000 in size: any order of adding
// them gives the same float, so images must be valued to the bit.
Network whole_noise(std::uint64_t seed) {
  Network network = Network::zero(alphabet("1234tlds"), {}, kTupleFeatureSet);
  Random random(seed);
  for (float& weight : network.weights) weight = static_cast<float>(random.between(-1000, 1000));
  return network;
}

// The afterstates of the lowest-cell line on a board of every type, in no symmetric pattern,
// and of the same line played on the board's image under `symmetry`.
std::vector<std::array<Position, 2>> afterstates_and_images(int symmetry) {
  std::array<Piece, kCells> bronze{};
  std::array<Piece, kCells> image{};
  for (int cell = 0; cell < kCells; ++cell) {
    bronze[static_cast<std::size_t>(cell)] = solitaire::piece_at((cell * 5 + cell / 7) % 8);
  }
  for (int cell = 0; cell < kCells; ++cell) {
    image[static_cast<std::size_t>(detail::transform(cell, symmetry))] =
        bronze[static_cast<std::size_t>(cell)];
  }
  Position position = Position::start(solitaire::Board::from_bronze(bronze));
  Position mirrored = Position::start(solitaire::Board::from_bronze(image));
  std::vector<std::array<Position, 2>> pairs;
  while (position.legal_moves() != 0 && pairs.size() < 40) {
    const int cell = std::countr_zero(position.legal_moves());
    const int image_cell = detail::transform(cell, symmetry);
    pairs.push_back({afterstate(position, cell), afterstate(mirrored, image_cell)});
    const bool gold = position.board().removed(cell) == solitaire::kLayers - 1;
    // Each reveal a type the line has not used yet, so that the tops change as it goes.
    const std::optional<Piece> reveal =
        gold ? std::nullopt
             : std::optional<Piece>(solitaire::piece_at(static_cast<int>(pairs.size() % 8)));
    position.play(cell, reveal);
    mirrored.play(image_cell, reveal);
  }
  return pairs;
}

TEST(ValueTuples, APositionAndEachOfItsImagesHaveTheSameValue) {
  const Network network = whole_noise(7);
  for (int symmetry = 1; symmetry < detail::kSymmetries; ++symmetry) {
    const auto pairs = afterstates_and_images(symmetry);
    ASSERT_GT(pairs.size(), 20U);
    for (const auto& [after, image] : pairs) {
      const auto tuples = tuple_indices(after);
      const auto image_tuples = tuple_indices(image);
      EXPECT_EQ(std::multiset<std::uint32_t>(tuples.begin(), tuples.end()),
                std::multiset<std::uint32_t>(image_tuples.begin(), image_tuples.end()))
          << "symmetry " << symmetry << ", move " << after.moves();
      EXPECT_EQ(network.value(after), network.value(image))
          << "symmetry " << symmetry << ", move " << after.moves();
    }
  }
  // Images are no mere copies: the tuples see where things are.
  const auto pairs = afterstates_and_images(1);
  EXPECT_NE(tuple_indices(pairs[10][0]), tuple_indices(pairs[10][1]));
}

TEST(ValueTuples, ExtendingANetworkOfSet2KeepsEveryValueToTheBit) {
  Network base = with_stages(fixtures::noise_network("1234tlds", 3.0F, 11), {30, 60});
  Random random(12);
  for (float& weight : base.weights) {  // Each stage its own noise.
    weight += static_cast<float>(random.between(-1000, 1000)) / 997.0F;
  }
  const Network extended = with_tuples(base);
  EXPECT_EQ(extended.feature_set, kTupleFeatureSet);
  EXPECT_EQ(extended.stage_starts, base.stage_starts);
  EXPECT_EQ(extended.games, base.games);
  EXPECT_EQ(extended.random_state, base.random_state);
  const auto old_size = static_cast<std::ptrdiff_t>(table_size(kBaseFeatureSet));
  const auto new_size = static_cast<std::ptrdiff_t>(table_size(kTupleFeatureSet));
  ASSERT_EQ(extended.weights.size(), 3U * table_size(kTupleFeatureSet));
  for (std::ptrdiff_t stage = 0; stage < 3; ++stage) {
    const auto old_table = base.weights.begin() + stage * old_size;
    const auto new_table = extended.weights.begin() + stage * new_size;
    EXPECT_TRUE(std::equal(old_table, old_table + old_size, new_table)) << "stage " << stage;
    EXPECT_TRUE(std::all_of(new_table + old_size, new_table + new_size,
                            [](float weight) { return weight == 0.0F; }))
        << "stage " << stage;
  }
  int valued = 0;
  for (const auto& pair : afterstates_and_images(0)) {
    const Position& after = pair[0];
    EXPECT_EQ(extended.value(after), base.value(after)) << "move " << after.moves();
    // And so does the rule by which the player and the trainer choose a move (the afterstate's
    // placeholder top taken as what the move uncovered).
    ActiveFeatures features;
    for (solitaire::CellSet moves = after.legal_moves(); moves != 0;) {
      const int cell = solitaire::pop_cell(moves);
      EXPECT_EQ(points_and_value(extended, after, cell, features),
                points_and_value(base, after, cell, features));
    }
    valued += base.value(after) != 0.0F ? 1 : 0;
  }
  EXPECT_GT(valued, 20);
}

TEST(ValueTuples, TheFileKeepsTheFeatureSetOfEachNetwork) {
  Network tuples = with_tuples(with_stages(Network::zero(alphabet("1234")), {45}));
  tuples.games = 99;
  tuples.weights[5] = 1.5F;
  tuples.weights[table_size(kBaseFeatureSet) + 7] = -0.75F;  // A tuple weight, first stage.
  tuples.weights.back() = 2.5F;                              // The last tuple weight.
  Network plain = Network::zero(alphabet("tld"));
  plain.weights[3] = 4.0F;
  std::stringstream file;
  write_networks(file, {tuples, plain});
  const std::vector<Network> read = read_networks(file);
  ASSERT_EQ(read.size(), 2U);
  EXPECT_EQ(read[0].feature_set, kTupleFeatureSet);
  EXPECT_EQ(read[0].stage_starts, std::vector<int>{45});
  EXPECT_EQ(read[0].games, 99U);
  EXPECT_EQ(read[0].weights, tuples.weights);
  EXPECT_EQ(read[1].feature_set, kBaseFeatureSet);
  EXPECT_EQ(read[1].weights, plain.weights);
}

}  // namespace
}  // namespace arbiter::bot::value
