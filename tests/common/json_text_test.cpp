// JSON string literals: the escapes RFC 8259 requires, in the short forms where it has them.
#include "common/json_text.h"

#include <gtest/gtest.h>

#include <string>

namespace arbiter {
namespace {

TEST(JsonString, PlainTextIsQuoted) {
  EXPECT_EQ(json_string(""), "\"\"");
  EXPECT_EQ(json_string("Zero"), "\"Zero\"");
}

TEST(JsonString, QuoteAndBackslashAreEscaped) {
  EXPECT_EQ(json_string("a\"b\\c"), R"("a\"b\\c")");
  EXPECT_EQ(json_string("/"), "\"/\"");  // The solidus may be escaped, but need not be.
}

TEST(JsonString, LineBreaksAndTabsTakeTheirShortEscapes) {
  EXPECT_EQ(json_string("one\ntwo"), R"("one\ntwo")");
  EXPECT_EQ(json_string("\r\n"), R"("\r\n")");
  EXPECT_EQ(json_string("\t\b\f"), R"("\t\b\f")");
}

TEST(JsonString, OtherControlCharactersAreHexEscapes) {
  EXPECT_EQ(json_string(std::string("\0", 1)), R"("\u0000")");
  EXPECT_EQ(json_string("\x01\x1b\x1f"), R"("\u0001\u001b\u001f")");
}

TEST(JsonString, OtherBytesPassUnchanged) {
  EXPECT_EQ(json_string("\x7f"), "\"\x7f\"");
  EXPECT_EQ(json_string("caf\xc3\xa9 \xe2\x9c\x93"), "\"caf\xc3\xa9 \xe2\x9c\x93\"");
}

TEST(JsonString, AppendAddsToWhatIsThere) {
  std::string out = "game ";
  append_json_string(out, "a\nb");
  EXPECT_EQ(out, R"(game "a\nb")");
}

}  // namespace
}  // namespace arbiter
