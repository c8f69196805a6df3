#include "common/reader.h"

#include <gtest/gtest.h>

#include <climits>
#include <functional>
#include <sstream>
#include <string>

namespace arbiter {

void PrintTo(const SourcePosition& at, std::ostream* out) {
  *out << "line " << at.line << ", column " << at.column << ", offset " << at.offset;
}

namespace {

// Runs `action` on a reader over `text` and returns the ParseError it must throw.
ParseError error_of(const std::string& text, const std::function<void(Reader&)>& action) {
  std::istringstream in(text);
  Reader reader(in, "input.txt");
  try {
    action(reader);
  } catch (const ParseError& error) {
    return error;
  }
  ADD_FAILURE() << "no ParseError for " << text;
  return ParseError("", {}, "");
}

void expect_error(const std::string& text, const std::function<void(Reader&)>& action, int line,
                  int column, const std::string& message) {
  const ParseError error = error_of(text, action);
  EXPECT_EQ(error.source(), "input.txt");
  EXPECT_EQ(error.line(), line) << error.what();
  EXPECT_EQ(error.column(), column) << error.what();
  EXPECT_EQ(error.message(), message);
  EXPECT_EQ(std::string(error.what()),
            "input.txt:" + std::to_string(line) + ":" + std::to_string(column) + ": " + message);
}

const auto kReadN = [](Reader& reader) { reader.read_int(3, 19, "n"); };

TEST(Reader, ReadsIntegersAtTheirBounds) {
  std::istringstream in("0 -7 19 9223372036854775807 -9223372036854775808");
  Reader reader(in, "x");
  EXPECT_EQ(reader.read_int(0, 0, "a"), 0);
  reader.expect_spaces();
  EXPECT_EQ(reader.read_int(-7, 7, "b"), -7);
  reader.expect_spaces();
  EXPECT_EQ(reader.read_int(3, 19, "c"), 19);
  reader.expect_spaces();
  EXPECT_EQ(reader.read_int(LLONG_MIN, LLONG_MAX, "d"), LLONG_MAX);
  reader.expect_spaces();
  EXPECT_EQ(reader.read_int(LLONG_MIN, LLONG_MAX, "e"), LLONG_MIN);
  reader.expect_eof();
}

TEST(Reader, IntegerErrorsNameTheValueAndPointAtItsStart) {
  expect_error(
      "  x", [](Reader& r) { r.skip_spaces(), r.read_int(3, 19, "n"); }, 1, 3,
      "expected n (an integer), found 'x'");
  expect_error("\n21", kReadN, 1, 1, "expected n (an integer), found end of line");
  expect_error("", kReadN, 1, 1, "expected n (an integer), found end of file");
  expect_error("+5", kReadN, 1, 1, "expected n (an integer), found '+'");
  expect_error("-", kReadN, 1, 2, "expected n (an integer), found end of file");
  expect_error("007", kReadN, 1, 1, "n \"007\" has a leading zero");
  expect_error("-0", kReadN, 1, 1, "n is written as \"-0\"");
  expect_error("21", kReadN, 1, 1, "n = 21 is out of range [3, 19]");
  expect_error("-4", kReadN, 1, 1, "n = -4 is out of range [3, 19]");
}

TEST(Reader, OverflowIsOutOfRangeNotWraparound) {
  expect_error("18446744073709551621", kReadN, 1, 1,
               "n = 18446744073709551621 is out of range [3, 19]");
  expect_error(
      "9223372036854775808", [](Reader& r) { r.read_int(LLONG_MIN, LLONG_MAX, "v"); }, 1, 1,
      "v = 9223372036854775808 is out of range [-9223372036854775808, "
      "9223372036854775807]");
  expect_error("1234567890123456789012345678901234567890", kReadN, 1, 1,
               "n = 123456789012345678901234... is out of range [3, 19]");
  // Exactly as long as what is shown: nothing was cut, so no "...".
  expect_error("123456789012345678901234", kReadN, 1, 1,
               "n = 123456789012345678901234 is out of range [3, 19]");
}

TEST(Reader, IntegerStopsAtTheFirstNonDigitForTheCallerToJudge) {
  expect_error(
      "12x", [](Reader& r) { r.read_int(0, 99, "m"), r.expect_eol(); }, 1, 3,
      "expected end of line, found 'x'");
}

TEST(Reader, TracksLinesAndColumnsAcrossLines) {
  std::istringstream in("ab\ncd\n\nef");
  Reader reader(in, "x");
  reader.expect_literal("ab");
  EXPECT_EQ(reader.position(), (SourcePosition{1, 3, 2}));
  reader.expect_eol();
  EXPECT_EQ(reader.position(), (SourcePosition{2, 1, 3}));
  reader.expect_literal("cd");
  reader.skip_whitespace();
  EXPECT_EQ(reader.position(), (SourcePosition{4, 1, 7}));
  EXPECT_EQ(reader.read_token("word"), "ef");
  reader.expect_eol();  // A last line without a line break ends at the end of the input.
  reader.expect_eof();
}

TEST(Reader, CarriageReturnsAreInvisibleButCountAsBytes) {
  std::istringstream in("7 6\r\nB\r\n");
  Reader reader(in, "x");
  EXPECT_EQ(reader.read_int(0, 9, "n"), 7);
  reader.expect_spaces();
  EXPECT_EQ(reader.read_int(0, 9, "m"), 6);
  // The `\r` at byte 3 is gone: the next character is the line break at byte 4, column 4.
  EXPECT_EQ(reader.position(), (SourcePosition{1, 4, 4}));
  EXPECT_TRUE(reader.at_eol());
  reader.expect_eol();
  EXPECT_EQ(reader.position(), (SourcePosition{2, 1, 5}));
  reader.expect_char('B');
  reader.expect_eol();
  reader.expect_eof();
  EXPECT_EQ(reader.position().offset, 8);
}

TEST(Reader, ALoneCarriageReturnIsACharacterNotAGap) {
  // Only a `\r` before a line break (or the end) belongs to a line ending; `1\r2` must not
  // read as 12.
  std::istringstream in("1\r2\r\r\n\r");
  Reader reader(in, "x");
  EXPECT_EQ(reader.read_int(0, 99, "n"), 1);
  EXPECT_EQ(reader.peek(), '\r');
  EXPECT_TRUE(reader.has_buffered_input());
  try {
    reader.expect_eol();
    FAIL() << "a lone carriage return ended the line";
  } catch (const ParseError& error) {
    EXPECT_STREQ(error.what(), "x:1:2: expected end of line, found a carriage return");
  }
  EXPECT_EQ(reader.get(), '\r');
  EXPECT_EQ(reader.position(), (SourcePosition{1, 3, 2}));
  EXPECT_EQ(reader.read_int(0, 99, "n"), 2);
  // Of `\r\r\n`, the first is lone and the second part of the line ending.
  EXPECT_EQ(reader.get(), '\r');
  reader.expect_eol();
  EXPECT_EQ(reader.position(), (SourcePosition{2, 1, 6}));
  // A `\r` at the very end ends the last line.
  EXPECT_TRUE(reader.at_eof());
  EXPECT_EQ(reader.position().offset, 7);
}

TEST(Reader, SkipsAByteOrderMarkOnlyAtTheStart) {
  std::istringstream in(
      "\xEF\xBB\xBF"
      "7");
  Reader reader(in, "x");
  reader.skip_byte_order_mark();
  EXPECT_EQ(reader.position(), (SourcePosition{1, 1, 3}));
  EXPECT_EQ(reader.read_int(0, 9, "n"), 7);
  reader.skip_byte_order_mark();  // Not at the start: nothing happens.
  reader.expect_eof();
  // Two of its three bytes read: the error stands where the third should be, column 3.
  expect_error(
      "\xEF\xBB", [](Reader& r) { r.skip_byte_order_mark(); }, 1, 3,
      "expected a UTF-8 byte order mark, found end of file");
}

TEST(Reader, CharacterAndLiteralErrorsPointAtTheMismatch) {
  expect_error(
      "B[0,0)", [](Reader& r) { r.get(), r.expect_char('('); }, 1, 2, "expected '(', found '['");
  expect_error(
      "0 1", [](Reader& r) { r.expect_literal("0 0"); }, 1, 3, "expected \"0 0\", found '1'");
  expect_error(
      "0", [](Reader& r) { r.expect_literal("0 0"); }, 1, 2, "expected \"0 0\", found end of file");
}

TEST(Reader, SpacesAreRequiredOnlyWhereAsked) {
  expect_error(
      "7\t\n", [](Reader& r) { r.get(), r.expect_spaces(), r.expect_spaces(); }, 1, 3,
      "expected a space, found end of line");
  expect_error(
      "76", [](Reader& r) { r.get(), r.expect_spaces(); }, 1, 2, "expected a space, found '6'");
}

TEST(Reader, EndOfLineAndEndOfFileAreChecked) {
  expect_error(
      "7 x", [](Reader& r) { r.get(), r.skip_spaces(), r.expect_eol(); }, 1, 3,
      "expected end of line, found 'x'");
  expect_error(
      "a\n b", [](Reader& r) { r.get(), r.expect_eol(), r.expect_eof(); }, 2, 1,
      "expected end of file, found a space");
}

TEST(Reader, TokensAreNonEmpty) {
  expect_error(
      " x", [](Reader& r) { r.read_token("a name"); }, 1, 1, "expected a name, found a space");
  std::istringstream in("Ronnie\tO'Sullivan");
  Reader reader(in, "x");
  EXPECT_EQ(reader.read_token("a name"), "Ronnie");
  reader.expect_spaces();
  EXPECT_EQ(reader.read_token("a name"), "O'Sullivan");
}

TEST(Reader, UnprintableBytesAreShownInHex) {
  expect_error(
      std::string("\x01"), [](Reader& r) { r.expect_eof(); }, 1, 1,
      "expected end of file, found byte 0x01");
  expect_error(
      "\xff", [](Reader& r) { r.expect_eol(); }, 1, 1, "expected end of line, found byte 0xff");
}

TEST(Reader, FailAtReportsAnEarlierPosition) {
  expect_error(
      "ab\ncd",
      [](Reader& r) {
        r.get();
        const SourcePosition at = r.position();
        r.skip_whitespace();
        r.read_token("t");
        r.fail_at(at, "b is wrong");
      },
      1, 2, "b is wrong");
}

}  // namespace
}  // namespace arbiter
