// The table of searches: one row a search, each found by its name.

#include "bot/search/searches.h"

#include <gtest/gtest.h>

#include <set>
#include <string_view>

namespace arbiter::bot {
namespace {

TEST(Searches, EveryKindHasOneRowFoundByItsName) {
  std::set<SearchKind> kinds;
  std::set<std::string_view> names;
  for (const SearchInfo& info : kSearches) {
    EXPECT_TRUE(kinds.insert(info.kind).second) << info.name << ": a second row of its kind";
    EXPECT_TRUE(names.insert(info.name).second) << info.name << ": a second row of its name";
    EXPECT_EQ(search_named(info.name), info.kind) << info.name;
    EXPECT_EQ(&info_of(info.kind), &info) << info.name;
    EXPECT_FALSE(info.help.empty()) << info.name;
    EXPECT_FALSE(info.played_by.empty()) << info.name;
  }
  EXPECT_EQ(kinds.size(), static_cast<std::size_t>(SearchKind::kAuto) + 1);
  EXPECT_EQ(search_named("deep"), std::nullopt);
  EXPECT_EQ(search_named(""), std::nullopt);
  EXPECT_EQ(info_of(kDefaultSearch).name, "auto");
}

TEST(Searches, OnlyTheValueSearchHasNoWorlds) {
  for (const SearchInfo& info : kSearches) {
    EXPECT_EQ(info.reads_worlds, info.kind != SearchKind::kValue) << info.name;
  }
}

}  // namespace
}  // namespace arbiter::bot
