// The shipped networks pinned: the exact value of fixed afterstates of every alphabet with the
// file the bot ships. A change of the features' code that is meant to keep their meaning
// (a refactoring) must keep these values to the bit; retraining the shipped file, or a new
// feature set, changes them on purpose, and then they are recorded anew.

#include <gtest/gtest.h>

#include <array>
#include <bit>
#include <charconv>
#include <string>
#include <vector>

#include "bot/value/file.h"
#include "bot/value/network.h"
#include "tests/bot/fixtures.h"

namespace arbiter::bot::value {
namespace {

// The values by `network` of the afterstates of moves 1, 3, 8, 12, 20 and 40 (those that are
// not final) of a game on deal 7 of its alphabet in which the lowest legal cell is taken.
std::vector<float> pinned_values(const Network& network) {
  SeenTypes seen;
  const World deal = fixtures::deal_of(network.alphabet.letters(), 7);
  solitaire::Position position = fixtures::start_of(deal, seen);
  std::vector<float> values;
  for (int move = 1; position.legal_moves() != 0; ++move) {
    const int cell = std::countr_zero(position.legal_moves());
    const solitaire::Position after = afterstate(position, cell);
    const bool pinned =
        move == 1 || move == 3 || move == 8 || move == 12 || move == 20 || move == 40;
    if (pinned && !is_final(after)) values.push_back(network.value(after));
    fixtures::play_on(position, cell, deal);
  }
  return values;
}

// The shortest decimal that reads back as `value`: the same text for the same bits.
std::string exact(float value) {
  std::array<char, 32> text{};
  const char* end = std::to_chars(text.data(), text.data() + text.size(), value).ptr;
  return std::string(text.data(), static_cast<std::size_t>(end - text.data()));
}

TEST(ShippedValues, FixedAfterstatesKeepTheirExactValues) {
  const std::vector<Network> networks = load_networks(ARBITER_SHIPPED_VALUES);
  const std::vector<std::pair<std::string, std::string>> expected = {
      {"s", "287.75067 283.6395 269.90805 251.91481 223.05376 143.22057"},
      {"1", "208.47903 198.0241 225.09637 210.304 187.24463 143.41013"},
      {"12", "303.66653 298.2959 282.71725 268.44672 244.83365 173.64964"},
      {"tld", "40.713314 32.114883"},
      {"1234", "272.5438 268.64987 254.23631 236.3474 189.7372"},
      {"1234tlds", "219.79707 217.03885 195.21986 190.24974 165.80164 89.883156"},
  };
  ASSERT_EQ(networks.size(), expected.size());
  for (const auto& [letters, values] : expected) {
    const Network* network = nullptr;
    for (const Network& candidate : networks) {
      if (candidate.alphabet.letters() == letters) network = &candidate;
    }
    ASSERT_NE(network, nullptr) << letters;
    std::string actual;
    for (const float value : pinned_values(*network)) {
      actual.append(actual.empty() ? "" : " ").append(exact(value));
    }
    EXPECT_EQ(actual, values) << "alphabet " << letters;
  }
}

}  // namespace
}  // namespace arbiter::bot::value
