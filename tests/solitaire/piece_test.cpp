// Piece types, their wire tokens and alphabet letters, and alphabets: parsing, the order the
// letters were given in, and every way a text fails to be an alphabet.
#include "common/solitaire/piece.h"

#include <gtest/gtest.h>

#include <optional>
#include <string>
#include <vector>

#include "tests/solitaire/printers.h"

namespace arbiter::solitaire {
namespace {

TEST(Piece, TokensAndLettersRoundTrip) {
  const std::vector<std::string> tokens = {"1",    "2",      "3",   "4",
                                           "torn", "lopare", "dam", "springare"};
  const std::string letters = "1234tlds";
  for (int i = 0; i < kPieceKinds; ++i) {
    const Piece piece = piece_at(i);
    EXPECT_EQ(index_of(piece), i);
    EXPECT_EQ(wire_token(piece), tokens[static_cast<std::size_t>(i)]);
    EXPECT_EQ(piece_from_token(tokens[static_cast<std::size_t>(i)]), piece);
    EXPECT_EQ(alphabet_letter(piece), letters[static_cast<std::size_t>(i)]);
    EXPECT_EQ(piece_from_letter(letters[static_cast<std::size_t>(i)]), piece);
  }
}

TEST(Piece, RejectsOtherTokens) {
  for (const std::string token : {"blank", "", "0", "5", "Torn", "torn ", "t", "queen", "11"}) {
    EXPECT_EQ(piece_from_token(token), std::nullopt) << token;
  }
  for (const char letter : {'0', '5', 'T', 'q', ' ', 'b'}) {
    EXPECT_EQ(piece_from_letter(letter), std::nullopt) << letter;
  }
}

TEST(Piece, Numbers) {
  EXPECT_TRUE(is_number(Piece::kOne));
  EXPECT_TRUE(is_number(Piece::kFour));
  EXPECT_FALSE(is_number(Piece::kTorn));
  EXPECT_FALSE(is_number(Piece::kSpringare));
  EXPECT_EQ(number_value(Piece::kOne), 1);
  EXPECT_EQ(number_value(Piece::kTwo), 2);
  EXPECT_EQ(number_value(Piece::kThree), 3);
  EXPECT_EQ(number_value(Piece::kFour), 4);
}

TEST(Alphabet, ParsesEveryOfficialAlphabet) {
  for (const std::string letters : {"s", "1", "12", "tld", "1234", "1234tlds"}) {
    const std::optional<Alphabet> alphabet = Alphabet::parse(letters);
    ASSERT_TRUE(alphabet.has_value()) << letters;
    EXPECT_EQ(alphabet->letters(), letters);
    EXPECT_EQ(alphabet->given_letters(), letters);
    EXPECT_EQ(alphabet->size(), static_cast<int>(letters.size()));
  }
  const Alphabet tld = *Alphabet::parse("tld");
  EXPECT_TRUE(tld.contains(Piece::kTorn));
  EXPECT_TRUE(tld.contains(Piece::kLopare));
  EXPECT_TRUE(tld.contains(Piece::kDam));
  EXPECT_FALSE(tld.contains(Piece::kSpringare));
  EXPECT_FALSE(tld.contains(Piece::kOne));
  EXPECT_EQ(tld.mask(), 0x70);
  EXPECT_EQ(Alphabet::all(), *Alphabet::parse("1234tlds"));
  EXPECT_EQ(Alphabet::all().size(), 8);
  EXPECT_EQ(Alphabet().given_letters(), "1234tlds");
  EXPECT_EQ(Alphabet().mask(), 0xFF);
}

// The official deal draws from the list in the order written, so the order is kept; equality
// is about the set.
TEST(Alphabet, KeepsTheGivenOrderButComparesSets) {
  const Alphabet forward = *Alphabet::parse("1s2");
  const Alphabet backward = *Alphabet::parse("2s1");
  EXPECT_EQ(forward, backward);
  EXPECT_EQ(forward.letters(), "12s");
  EXPECT_EQ(forward.given_letters(), "1s2");
  EXPECT_EQ(backward.given_letters(), "2s1");
  const std::vector<Piece> pieces(backward.pieces().begin(), backward.pieces().end());
  EXPECT_EQ(pieces, (std::vector<Piece>{Piece::kTwo, Piece::kSpringare, Piece::kOne}));
  EXPECT_NE(forward, *Alphabet::parse("12"));
}

struct BadAlphabet {
  std::string letters;
  std::size_t index;
  std::string message;
};

TEST(Alphabet, RejectsEveryKindOfDefectAndSaysWhere) {
  const std::vector<BadAlphabet> cases = {
      {"", 0, "the alphabet is empty"},
      {"x", 0, "letter 'x' is not one of 1234tlds"},
      {"12T", 2, "letter 'T' is not one of 1234tlds"},
      {"1 2", 1, "letter ' ' is not one of 1234tlds"},
      {"1235", 3, "letter '5' is not one of 1234tlds"},
      {"tldt", 3, "letter 't' appears twice in the alphabet"},
      {"11", 1, "letter '1' appears twice in the alphabet"},
  };
  for (const BadAlphabet& bad : cases) {
    AlphabetError error;
    EXPECT_EQ(Alphabet::parse(bad.letters, &error), std::nullopt) << bad.letters;
    EXPECT_EQ(error.index, bad.index) << bad.letters;
    EXPECT_EQ(error.message, bad.message) << bad.letters;
    EXPECT_EQ(Alphabet::parse(bad.letters), std::nullopt) << bad.letters;  // No error wanted.
  }
}

}  // namespace
}  // namespace arbiter::solitaire
