#include "bot/protocol.h"

#include <gtest/gtest.h>

#include <sstream>
#include <string>
#include <string_view>

namespace arbiter::bot {
namespace {

using solitaire::Piece;

constexpr std::string_view kBoard =
    "1 2 3 4 torn lopare\n"
    "dam springare 1 1 1 1\n"
    "2 2 2 2 2 2\n"
    "3 3 3 3 3 3\n"
    "4 4 4 4 4 4\n"
    "torn torn torn torn torn dam\n";

// Expects `text` to fail as a board (or a reply) with exactly `message`.
void expect_board_error(const std::string& text, const std::string& message) {
  std::istringstream stream(text);
  Reader in(stream, "<stdin>");
  try {
    read_bronze(in);
    FAIL() << "no error for:\n" << text;
  } catch (const ParseError& error) {
    EXPECT_EQ(error.what(), message);
  }
}

void expect_reply_error(const std::string& text, const std::string& message) {
  std::istringstream stream(text);
  Reader in(stream, "<stdin>");
  try {
    read_reply(in);
    FAIL() << "no error for: " << text;
  } catch (const ParseError& error) {
    EXPECT_EQ(error.what(), message);
  }
}

TEST(ReadBronze, ReadsRowsThenColumns) {
  std::istringstream stream{std::string(kBoard)};
  Reader in(stream, "<stdin>");
  const auto bronze = read_bronze(in);
  EXPECT_EQ(bronze[solitaire::cell_at(0, 0)], Piece::kOne);
  EXPECT_EQ(bronze[solitaire::cell_at(0, 4)], Piece::kTorn);
  EXPECT_EQ(bronze[solitaire::cell_at(1, 1)], Piece::kSpringare);
  EXPECT_EQ(bronze[solitaire::cell_at(5, 5)], Piece::kDam);
  EXPECT_TRUE(in.at_eof());
}

TEST(ReadBronze, AcceptsCarriageReturnsAndTrailingSpaces) {
  const std::string text(kBoard);
  std::string crlf;
  for (const char c : text) {
    if (c == '\n') crlf += " \r";
    crlf += c;
  }
  std::istringstream stream(crlf);
  Reader in(stream, "<stdin>");
  EXPECT_EQ(read_bronze(in)[solitaire::cell_at(5, 5)], Piece::kDam);
}

TEST(ReadBronze, RefusesUnknownPiece) {
  expect_board_error("1 2 3 4 rook lopare\n",
                     "<stdin>:1:9: unknown piece 'rook' (expected 1, 2, 3, 4, torn, lopare, dam, "
                     "springare or blank)");
}

TEST(ReadBronze, RefusesBlankCell) {
  expect_board_error("1 2 blank 4 torn lopare\n",
                     "<stdin>:1:5: the opening board cannot have a blank cell");
}

TEST(ReadBronze, RefusesShortLine) {
  expect_board_error("1 2 3 4 torn\n", "<stdin>:1:13: expected a space, found end of line");
}

TEST(ReadBronze, RefusesLongLine) {
  expect_board_error("1 2 3 4 torn dam 1\n", "<stdin>:1:18: expected end of line, found '1'");
}

TEST(ReadBronze, RefusesTruncatedBoard) {
  expect_board_error(std::string(kBoard.substr(0, 42)),
                     "<stdin>:3:1: expected a piece, found end of file");
}

TEST(ReadReply, ReadsPieceOrBlank) {
  std::istringstream stream("springare\nblank\r\n4");
  Reader in(stream, "<stdin>");
  EXPECT_EQ(read_reply(in), Piece::kSpringare);
  EXPECT_EQ(read_reply(in), std::nullopt);
  EXPECT_EQ(read_reply(in), Piece::kFour);
}

TEST(ReadReply, RefusesEndOfInput) {
  expect_reply_error("", "<stdin>:1:1: the judge closed the input in the middle of the game");
}

TEST(ReadReply, RefusesGarbage) {
  expect_reply_error("Torn\n",
                     "<stdin>:1:1: unknown piece 'Torn' (expected 1, 2, 3, 4, torn, lopare, dam, "
                     "springare or blank)");
}

TEST(ReadReply, RefusesTwoTokens) {
  expect_reply_error("torn dam\n", "<stdin>:1:6: expected end of line, found 'd'");
}

}  // namespace
}  // namespace arbiter::bot
