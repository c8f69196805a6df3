// The shared command line's helpers that tools call themselves.
#include "common/cli.h"

#include <gtest/gtest.h>

#include <string_view>
#include <vector>

namespace arbiter::cli {
namespace {

using Items = std::vector<std::string_view>;

TEST(SplitCommas, EveryCommaSeparatesTwoItems) {
  EXPECT_EQ(split_commas("12,tld,1234"), (Items{"12", "tld", "1234"}));
  EXPECT_EQ(split_commas("12"), (Items{"12"}));
  EXPECT_EQ(split_commas(""), (Items{""}));
  EXPECT_EQ(split_commas("12,,tld"), (Items{"12", "", "tld"}));
  EXPECT_EQ(split_commas(",12,"), (Items{"", "12", ""}));
  EXPECT_EQ(split_commas(" 12 = 5"), (Items{" 12 = 5"}));  // Spaces are the caller's to reject.
}

}  // namespace
}  // namespace arbiter::cli
