// A search with any weights plays legally to the end, and one ply is the value's own choice.

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

using solitaire::Piece;
using solitaire::Position;

using fixtures::alphabet;

// Plays `games` deals of `letters` with the value search where a network has the types seen,
// else the beams, and checks each game: legal (play_offline throws on an illegal move), played
// to its end (no legal move left), and played at the end by the value search exactly when a
// network has the whole alphabet.
void expect_games_to_their_end(const std::vector<Network>& networks, const char* letters, int games,
                               const ValueSearchSettings& settings,
                               const BudgetSettings& budget = {}) {
  const bool has_network = std::any_of(networks.begin(), networks.end(), [&](const Network& n) {
    return n.alphabet == alphabet(letters);
  });
  for (int game = 0; game < games; ++game) {
    Random random(static_cast<std::uint64_t>(game + 1));
    const World deal = random_world(alphabet(letters).pieces(), random);
    SearchSettings beams;
    beams.worlds_per_move = 1;
    beams.beam_width = 4;
    GameBudget game_budget(budget, GameBudget::Clock::now());
    LearnedStrategy strategy(networks, LearnedSettings{SearchKind::kValue}, settings, beams,
                             game_budget);
    const Position end = play_offline(deal, strategy);
    EXPECT_EQ(end.legal_moves(), 0U) << letters << ", game " << game;
    EXPECT_EQ(strategy.playing(), has_network ? std::optional(SearchKind::kValue) : std::nullopt)
        << letters << ", game " << game;
  }
}

TEST(ValueSearch, PlaysLegallyWithAnyWeightsAndAnyBudget) {
  Network zeros = Network::zero(alphabet("1234tlds"));
  Network noise = Network::zero(alphabet("1234tlds"));
  Random random(5);
  for (float& weight : noise.weights) {
    weight = static_cast<float>(random.between(-1000, 1000)) / 10.0F;
  }
  Network twelve = Network::zero(alphabet("12"));
  for (float& weight : twelve.weights) weight = static_cast<float>(random.between(-50, 50));
  for (const auto& networks : {std::vector<Network>{zeros}, std::vector<Network>{noise, twelve}}) {
    for (const char* letters : {"1234tlds", "12", "tld"}) {  // tld: no network, beams.
      for (const int plies : {1, 2}) {
        ValueSearchSettings fixed;
        fixed.plies = plies;
        expect_games_to_their_end(networks, letters, 2, fixed);
      }
      const BudgetSettings no_time{std::chrono::milliseconds(1), std::nullopt};
      expect_games_to_their_end(networks, letters, 2, ValueSearchSettings{}, no_time);
      BudgetSettings tiny_budget;
      tiny_budget.game_work = 10;
      expect_games_to_their_end(networks, letters, 1, ValueSearchSettings{}, tiny_budget);
    }
  }
}

TEST(ValueSearch, OnePlyIsTheValuesOwnChoice) {
  Network network = Network::zero(alphabet("12"));
  Random random(8);
  for (float& weight : network.weights) weight = static_cast<float>(random.between(-20, 20));
  Random deal_random(3);
  const World deal = random_world(alphabet("12").pieces(), deal_random);
  ValueSearchSettings one;
  one.plies = 1;
  GameBudget budget({}, GameBudget::Clock::now());
  ValueSearchStrategy search(network, one, budget);
  Position position = Position::start(deal.visible_start());
  SeenTypes seen;
  seen.add(Piece::kOne);
  seen.add(Piece::kTwo);
  int moves = 0;
  while (const auto cell = fixtures::one_ply_move(network, position)) {
    EXPECT_EQ(search.choose(View{position, seen}), cell) << "move " << moves;
    position.play(*cell, deal.revealed_by(position.board(), *cell));
    ++moves;
  }
  EXPECT_GT(moves, 30);
  EXPECT_GT(search.evaluations(), 0U);
}

}  // namespace
}  // namespace arbiter::bot::value
