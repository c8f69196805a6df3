#include "common/solitaire/alphabet_option.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "common/cli.h"

namespace arbiter::cli {
namespace {

// The message of the UsageError that `read` throws, or "" when it throws none.
template <typename Read>
std::string usage_error_of(Read read) {
  try {
    read();
  } catch (const UsageError& error) {
    return error.what();
  }
  return "";
}

std::vector<std::string> given_letters(const std::vector<solitaire::Alphabet>& alphabets) {
  std::vector<std::string> letters;
  letters.reserve(alphabets.size());
  for (const auto& alphabet : alphabets) letters.push_back(alphabet.given_letters());
  return letters;
}

TEST(AlphabetOption, KeepsTheLettersAsGiven) {
  EXPECT_EQ(alphabet_option("dlt").given_letters(), "dlt");
}

TEST(AlphabetOption, NamesTheOptionTheLettersAndWhy) {
  EXPECT_EQ(usage_error_of([] { alphabet_option("12x"); }),
            "--alphabet 12x: letter 'x' is not one of 1234tlds");
  EXPECT_EQ(usage_error_of([] { alphabet_option(""); }), "--alphabet : the alphabet is empty");
}

TEST(AlphabetsOption, EachInTheOrderGiven) {
  EXPECT_EQ(given_letters(alphabets_option("1234,s,dlt")),
            (std::vector<std::string>{"1234", "s", "dlt"}));
}

TEST(AlphabetsOption, NamesTheBadItem) {
  EXPECT_EQ(usage_error_of([] { alphabets_option("12,11"); }),
            "--alphabets: '11': letter '1' appears twice in the alphabet");
  EXPECT_EQ(usage_error_of([] { alphabets_option("12,,1"); }),
            "--alphabets: '': the alphabet is empty");
}

TEST(AlphabetsOption, OneAlphabetTwiceInAnyOrderIsAnError) {
  EXPECT_EQ(usage_error_of([] { alphabets_option("12,tl,21"); }), "--alphabets: '21' twice");
}

}  // namespace
}  // namespace arbiter::cli
