// The learned value's features: symmetric, blind to the piece a move uncovers, in the table, and
// final exactly when no move follows.

#include <gtest/gtest.h>

#include <algorithm>
#include <bit>
#include <chrono>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <optional>
#include <ostream>
#include <set>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

#include "bot/offline.h"
#include "bot/search/learned_strategy.h"
#include "bot/search/value_search.h"
#include "bot/training/td_learning.h"
#include "bot/training/training.h"
#include "bot/value/features.h"
#include "bot/value/features_detail.h"
#include "bot/value/file.h"
#include "bot/value/network.h"
#include "common/random.h"
#include "common/solitaire/board.h"
#include "common/solitaire/position.h"
#include "tests/bot/value_fixtures.h"

namespace arbiter::bot::value {
namespace {

using solitaire::kCells;
using solitaire::Piece;
using solitaire::Position;

using fixtures::alphabet;

// A varied opening board: every type, in no symmetric pattern.
std::array<Piece, kCells> mixed_bronze() {
  std::array<Piece, kCells> bronze{};
  for (int cell = 0; cell < kCells; ++cell) {
    bronze[static_cast<std::size_t>(cell)] = solitaire::piece_at((cell * 5 + cell / 7) % 8);
  }
  return bronze;
}

// Plays `cells` from the start on `bronze`, revealing `reveal` under every piece taken, and
// returns the afterstate of the last move (whose reveal the features never read).
Position played(const std::array<Piece, kCells>& bronze, const std::vector<int>& cells,
                Piece reveal) {
  Position position = Position::start(solitaire::Board::from_bronze(bronze));
  for (std::size_t i = 0; i + 1 < cells.size(); ++i) {
    EXPECT_FALSE(position.check(cells[i])) << "move " << i;
    const bool gold = position.board().removed(cells[i]) == solitaire::kLayers - 1;
    position.play(cells[i], gold ? std::nullopt : std::optional<Piece>(reveal));
  }
  EXPECT_FALSE(position.check(cells.back()));
  return afterstate(position, cells.back());
}

std::multiset<std::uint32_t> features_of(const Position& after) {
  ActiveFeatures features;
  encode(after, kBaseFeatureSet, features);
  return {features.index.begin(), features.index.begin() + features.count};
}

// A legal line on the mixed board, found by taking the lowest legal cell each time.
std::vector<int> lowest_cell_line(const std::array<Piece, kCells>& bronze, int moves) {
  Position position = Position::start(solitaire::Board::from_bronze(bronze));
  std::vector<int> cells;
  for (int move = 0; move < moves && position.legal_moves() != 0; ++move) {
    const int cell = std::countr_zero(position.legal_moves());
    cells.push_back(cell);
    const bool gold = position.board().removed(cell) == solitaire::kLayers - 1;
    position.play(cell, gold ? std::nullopt : std::optional<Piece>(Piece::kDam));
  }
  return cells;
}

TEST(ValueFeatures, TheEightSymmetriesAreDistinctPermutationsOfTheCells) {
  std::set<std::vector<int>> images;
  for (int symmetry = 0; symmetry < 8; ++symmetry) {
    std::vector<int> image(kCells);
    for (int cell = 0; cell < kCells; ++cell) {
      image[static_cast<std::size_t>(cell)] = detail::transform(cell, symmetry);
    }
    EXPECT_EQ(std::set<int>(image.begin(), image.end()).size(), 36U) << "symmetry " << symmetry;
    images.insert(image);
  }
  EXPECT_EQ(images.size(), 8U);
  EXPECT_EQ(detail::transform(solitaire::cell_at(0, 1), 0), solitaire::cell_at(0, 1));
}

TEST(ValueFeatures, EveryRuleIsSymmetricSoTheFeaturesOfAnImageAreTheSame) {
  const auto bronze = mixed_bronze();
  const std::vector<int> line = lowest_cell_line(bronze, 12);
  ASSERT_EQ(line.size(), 12U);
  const auto original = features_of(played(bronze, line, Piece::kDam));
  for (int symmetry = 1; symmetry < 8; ++symmetry) {
    std::array<Piece, kCells> image_bronze{};
    std::vector<int> image_line;
    for (int cell = 0; cell < kCells; ++cell) {
      image_bronze[static_cast<std::size_t>(detail::transform(cell, symmetry))] =
          bronze[static_cast<std::size_t>(cell)];
    }
    image_line.reserve(line.size());
    for (const int cell : line) image_line.push_back(detail::transform(cell, symmetry));
    EXPECT_EQ(features_of(played(image_bronze, image_line, Piece::kDam)), original)
        << "symmetry " << symmetry;
  }
}

TEST(ValueFeatures, TheUncoveredPieceDoesNotChangeTheFeatures) {
  const auto bronze = mixed_bronze();
  Position position = Position::start(solitaire::Board::from_bronze(bronze));
  const int first = 14;
  Position a = position;
  a.play(first, Piece::kOne);
  Position b = position;
  b.play(first, Piece::kSpringare);
  EXPECT_EQ(features_of(a), features_of(b));
  EXPECT_EQ(features_of(a), features_of(afterstate(position, first)));
}

TEST(ValueFeatures, IndicesAreInTheTableAndDifferentPositionsDiffer) {
  const auto bronze = mixed_bronze();
  const std::vector<int> line = lowest_cell_line(bronze, 30);
  std::set<std::multiset<std::uint32_t>> seen;
  for (std::size_t moves = 1; moves <= line.size(); ++moves) {
    const std::vector<int> prefix(line.begin(), line.begin() + static_cast<long>(moves));
    const auto features = features_of(played(bronze, prefix, Piece::kDam));
    for (const std::uint32_t index : features) EXPECT_LT(index, table_size(kBaseFeatureSet));
    seen.insert(features);
  }
  EXPECT_EQ(seen.size(), line.size());
}

TEST(ValueFeatures, AnAfterstateIsFinalExactlyWhenNoMoveFollowsWhateverIsUncovered) {
  Network positive = Network::zero(alphabet("1s"));
  Random weights(11);
  for (float& weight : positive.weights) weight = static_cast<float>(weights.between(1, 100));
  int finals = 0;
  for (std::uint64_t game = 1; game <= 20; ++game) {
    Random random(game);
    const World deal = random_world(alphabet("1s").pieces(), random);
    Position position = Position::start(deal.visible_start());
    while (position.legal_moves() != 0) {
      for (solitaire::CellSet moves = position.legal_moves(); moves != 0;) {
        const int cell = solitaire::pop_cell(moves);
        bool none_follows = true;
        for (const Piece piece : {Piece::kOne, Piece::kSpringare}) {
          Position after = position;
          const bool gold = after.board().removed(cell) == solitaire::kLayers - 1;
          after.play(cell, gold ? std::nullopt : std::optional<Piece>(piece));
          none_follows = none_follows && after.legal_moves() == 0;
        }
        EXPECT_EQ(is_final(afterstate(position, cell)), none_follows);
        // Every weight is positive: only a final afterstate can be worth 0.
        if (none_follows) ++finals;
        EXPECT_EQ(positive.value(afterstate(position, cell)) == 0.0F, none_follows);
      }
      const int cell = std::countr_zero(position.legal_moves());
      position.play(cell, deal.revealed_by(position.board(), cell));
    }
  }
  EXPECT_GE(finals, 20);  // At least every game's last move.
}

}  // namespace
}  // namespace arbiter::bot::value
