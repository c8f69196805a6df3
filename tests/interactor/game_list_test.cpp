#include "interactor/game_list.h"

#include <gtest/gtest.h>

#include <set>

#include "common/random.h"
#include "common/solitaire/deal.h"

namespace arbiter::interactor {
namespace {

const std::string kData = ARBITER_TEST_DATA_DIR "/solitaire";

TEST(SeedRange, Parses) {
  const auto range = parse_seed_range("1-100");
  ASSERT_TRUE(range);
  EXPECT_EQ(range->first, 1u);
  EXPECT_EQ(range->last, 100u);
  const auto single = parse_seed_range("7");
  ASSERT_TRUE(single);
  EXPECT_EQ(single->first, 7u);
  EXPECT_EQ(single->last, 7u);
  for (const char* bad :
       {"", "-", "5-2", "1-", "-3", "01-3", "1-x", "+1", "1-2-3", "9223372036854775808"}) {
    EXPECT_FALSE(parse_seed_range(bad)) << bad;
  }
}

TEST(Shard, ParsesAndRejects) {
  const auto shard = parse_shard("2/5");
  ASSERT_TRUE(shard);
  EXPECT_EQ(shard->index, 2);
  EXPECT_EQ(shard->count, 5);
  for (const char* bad : {"0/3", "4/3", "3", "/3", "1/", "a/b", "1/0"}) {
    EXPECT_FALSE(parse_shard(bad)) << bad;
  }
}

TEST(Shard, ShardsPartitionTheList) {
  const std::vector<GameSpec> games = seed_games("12", {1, 23});
  ASSERT_EQ(games.size(), 23u);
  std::multiset<std::uint64_t> seen;
  for (int k = 1; k <= 4; ++k) {
    const std::vector<GameSpec> part = select_shard(games, {k, 4});
    EXPECT_EQ(part.front().seed, static_cast<std::uint64_t>(k));
    for (const GameSpec& spec : part) seen.insert(spec.seed);
  }
  EXPECT_EQ(seen, (std::multiset<std::uint64_t>{1,  2,  3,  4,  5,  6,  7,  8,  9,  10, 11, 12,
                                                13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23}));
}

TEST(LoadGame, SeedUsesTheProjectsOwnDeal) {
  const LoadedGame game = load_game({GameSpec::Source::kSeed, {}, "dt1", 42});
  Random random(42);
  EXPECT_EQ(game.deal, solitaire::random_deal(*solitaire::Alphabet::parse("dt1"), random));
  EXPECT_EQ(game.header.game, "dt1/42");
  EXPECT_EQ(game.header.alphabet, "1td");
  EXPECT_EQ(game.header.seed, 42u);
  EXPECT_EQ(game.header.points, 0);
}

TEST(LoadGame, OfficialTestIsTheCPythonDealWithPointsAndBest) {
  const LoadedGame game = load_game({GameSpec::Source::kTestFile, kData + "/g6-1.in", {}, 0});
  EXPECT_EQ(game.deal, solitaire::cpython_deal(solitaire::Alphabet::all(), 12));
  EXPECT_EQ(game.header.game, "g6-1");
  EXPECT_EQ(game.header.alphabet, "1234tlds");
  EXPECT_EQ(game.header.points, 17);
  EXPECT_EQ(game.header.best, 52);
  const LoadedGame board = load_game({GameSpec::Source::kBoardFile, kData + "/g6-1.board", {}, 0});
  EXPECT_EQ(board.deal, game.deal);
  EXPECT_EQ(board.header.game, "g6-1");
  EXPECT_EQ(board.header.alphabet, "1234tlds");
  EXPECT_FALSE(board.header.seed);
}

TEST(LoadGame, BoardAlphabetIsWhatTheBoardShows) {
  const LoadedGame board = load_game({GameSpec::Source::kBoardFile, kData + "/g4-1.board", {}, 0});
  EXPECT_EQ(board.header.alphabet, "tld");
}

TEST(LoadGame, MissingFileAndDefectiveFile) {
  EXPECT_THROW(load_game({GameSpec::Source::kBoardFile, kData + "/none.board", {}, 0}),
               std::runtime_error);
  EXPECT_THROW(load_game({GameSpec::Source::kBoardFile, kData + "/g1.in", {}, 0}), ParseError);
}

TEST(Directories, SortedByName) {
  const std::vector<GameSpec> tests = test_games(kData);
  ASSERT_EQ(tests.size(), 14u);
  EXPECT_TRUE(tests.front().path.ends_with("/g1.in"));
  EXPECT_TRUE(tests.back().path.ends_with("/g6-3.in"));
  EXPECT_EQ(board_games(kData).size(), 14u);
  EXPECT_THROW(board_games(kData + "/none"), std::runtime_error);
}

}  // namespace
}  // namespace arbiter::interactor
