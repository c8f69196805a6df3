#include "interactor/core/game_list.h"

#include <gtest/gtest.h>

#include <set>
#include <string>

#include "common/random.h"
#include "common/solitaire/deal.h"

namespace arbiter::interactor {
namespace {

constexpr const char* kData = ARBITER_TEST_DATA_DIR "/solitaire";

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
  EXPECT_EQ(shard->index, 2u);
  EXPECT_EQ(shard->count, 5u);
  const auto wide = parse_shard("3/9223372036854775807");  // No limit below 2^63.
  ASSERT_TRUE(wide);
  EXPECT_EQ(wide->count, 9223372036854775807u);
  for (const char* bad : {"0/3", "4/3", "3", "/3", "1/", "a/b", "1/0", "1/9223372036854775808"}) {
    EXPECT_FALSE(parse_shard(bad)) << bad;
  }
}

TEST(GameList, SeedsAreComputedFromTheirIndex) {
  const GameList games = GameList::seeds("12", {5, 27});
  EXPECT_EQ(games.size(), 23u);
  EXPECT_FALSE(games.from_files());
  const GameSpec spec = games.at(22);
  EXPECT_EQ(spec.source, GameSpec::Source::kSeed);
  EXPECT_EQ(spec.alphabet, "12");
  EXPECT_EQ(spec.seed, 27u);
  // The whole seed range is one object, however long.
  const GameList all = GameList::seeds("1", {0, 9223372036854775807u});
  EXPECT_EQ(all.size(), 9223372036854775808u);
  EXPECT_EQ(all.at(9223372036854775807u).seed, 9223372036854775807u);
  const GameList one = all.shard({1000000, 1000000});
  EXPECT_EQ(one.size(), 9223372036854u);
  EXPECT_EQ(one.at(1).seed, 1999999u);
}

TEST(GameList, ShardsPartitionTheList) {
  const GameList games = GameList::seeds("12", {1, 23});
  std::multiset<std::uint64_t> seen;
  for (std::uint64_t k = 1; k <= 4; ++k) {
    const GameList part = games.shard({k, 4});
    EXPECT_EQ(part.size(), k <= 3 ? 6u : 5u);
    EXPECT_EQ(part.at(0).seed, k);
    for (std::uint64_t i = 0; i < part.size(); ++i) seen.insert(part.at(i).seed);
  }
  EXPECT_EQ(seen, (std::multiset<std::uint64_t>{1,  2,  3,  4,  5,  6,  7,  8,  9,  10, 11, 12,
                                                13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23}));
  EXPECT_TRUE(games.shard({24, 30}).empty());
  EXPECT_EQ(games.shard({23, 30}).size(), 1u);
  // A shard of a shard is the games of both strides.
  const GameList nested = games.shard({2, 3}).shard({2, 2});  // Seeds 2, 5, 8, ... then every 2nd.
  ASSERT_EQ(nested.size(), 4u);
  EXPECT_EQ(nested.at(0).seed, 5u);
  EXPECT_EQ(nested.at(3).seed, 23u);
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
  const LoadedGame game =
      load_game({GameSpec::Source::kTestFile, std::string(kData) + "/g6-1.in", {}, 0});
  EXPECT_EQ(game.deal, solitaire::cpython_deal(solitaire::Alphabet::all(), 12));
  EXPECT_EQ(game.header.game, "g6-1");
  EXPECT_EQ(game.header.alphabet, "1234tlds");
  EXPECT_EQ(game.header.points, 17);
  EXPECT_EQ(game.header.best, 52);
  const LoadedGame board =
      load_game({GameSpec::Source::kBoardFile, std::string(kData) + "/g6-1.board", {}, 0});
  EXPECT_EQ(board.deal, game.deal);
  EXPECT_EQ(board.header.game, "g6-1");
  EXPECT_EQ(board.header.alphabet, "1234tlds");
  EXPECT_FALSE(board.header.seed);
}

TEST(LoadGame, BoardAlphabetIsWhatTheBoardShows) {
  const LoadedGame board =
      load_game({GameSpec::Source::kBoardFile, std::string(kData) + "/g4-1.board", {}, 0});
  EXPECT_EQ(board.header.alphabet, "tld");
}

TEST(LoadGame, MissingFileAndDefectiveFile) {
  EXPECT_THROW(load_game({GameSpec::Source::kBoardFile, std::string(kData) + "/none.board", {}, 0}),
               std::runtime_error);
  EXPECT_THROW(load_game({GameSpec::Source::kBoardFile, std::string(kData) + "/g1.in", {}, 0}),
               ParseError);
}

TEST(Directories, SortedByName) {
  const GameList tests = GameList::test_files(kData);
  ASSERT_EQ(tests.size(), 14u);
  EXPECT_TRUE(tests.from_files());
  EXPECT_EQ(tests.at(0).source, GameSpec::Source::kTestFile);
  EXPECT_TRUE(tests.at(0).path.ends_with("/g1.in"));
  EXPECT_TRUE(tests.at(13).path.ends_with("/g6-3.in"));
  EXPECT_TRUE(tests.shard({1, 13}).at(1).path.ends_with("/g6-3.in"));
  EXPECT_EQ(GameList::board_files(kData).size(), 14u);
  EXPECT_THROW(GameList::board_files(std::string(kData) + "/none"), std::runtime_error);
}

}  // namespace
}  // namespace arbiter::interactor
