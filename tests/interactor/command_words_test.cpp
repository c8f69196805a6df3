#include "interactor/core/command_words.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

namespace arbiter::interactor {
namespace {

using Words = std::vector<std::string>;

Words words_of(std::string_view text) {
  WordsError error;
  const auto words = split_words(text, &error);
  EXPECT_TRUE(words.has_value()) << error.message;
  return words.value_or(Words{});
}

std::string error_of(std::string_view text) {
  WordsError error;
  if (split_words(text, &error)) return "no error";
  return error.message;
}

TEST(SplitWords, BlanksSeparateWords) {
  EXPECT_EQ(words_of("build/bin/solitaire-bot --greedy"),
            (Words{"build/bin/solitaire-bot", "--greedy"}));
  EXPECT_EQ(words_of("  a \t b\n c  "), (Words{"a", "b", "c"}));
  EXPECT_EQ(words_of(""), Words{});
  EXPECT_EQ(words_of(" \t\n"), Words{});
}

TEST(SplitWords, SingleQuotesKeepEverything) {
  EXPECT_EQ(words_of("bot 'a b' 'c\\d' '\"'"), (Words{"bot", "a b", "c\\d", "\""}));
  EXPECT_EQ(words_of("x'y z'w"), (Words{"xy zw"}));
}

TEST(SplitWords, DoubleQuotesEscapeOnlyTheirFive) {
  EXPECT_EQ(words_of(R"("a b" "say \"hi\"" "\$HOME" "back\\slash" "\n\q")"),
            (Words{"a b", "say \"hi\"", "$HOME", "back\\slash", "\\n\\q"}));
  EXPECT_EQ(words_of("\"one\\\ntwo\""), (Words{"onetwo"}));  // A line continued.
  EXPECT_EQ(words_of("\"it's\""), (Words{"it's"}));
}

TEST(SplitWords, BackslashOutsideQuotesTakesTheNextCharacter) {
  EXPECT_EQ(words_of(R"(a\ b c\'d \"e\\)"), (Words{"a b", "c'd", "\"e\\"}));
  EXPECT_EQ(words_of("a\\\nb"), (Words{"ab"}));
  EXPECT_EQ(words_of("a \\\n b"), (Words{"a", "b"}));  // A continued line starts no word.
}

TEST(SplitWords, EmptyQuotesAreAnEmptyWord) {
  EXPECT_EQ(words_of("bot '' \"\" x"), (Words{"bot", "", "", "x"}));
  EXPECT_EQ(words_of("''"), (Words{""}));
}

TEST(SplitWords, NothingIsExpanded) {
  EXPECT_EQ(words_of("bot $HOME * ~ a|b ; > out"),
            (Words{"bot", "$HOME", "*", "~", "a|b", ";", ">", "out"}));
}

TEST(SplitWords, UnclosedQuotesAndALoneBackslashAreErrors) {
  EXPECT_EQ(error_of("bot 'a b"), "single quote at character 5 is never closed");
  EXPECT_EQ(error_of("bot \"a 'b' c"), "double quote at character 5 is never closed");
  EXPECT_EQ(error_of("\"a\\\""), "double quote at character 1 is never closed");
  EXPECT_EQ(error_of("bot a\\"), "a backslash at the end escapes nothing");
  EXPECT_FALSE(split_words("'", nullptr).has_value());
}

}  // namespace
}  // namespace arbiter::interactor
