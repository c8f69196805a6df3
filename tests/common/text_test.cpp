#include "common/text.h"

#include <gtest/gtest.h>

#include <cstdint>
#include <optional>
#include <sstream>

namespace arbiter {
namespace {

TEST(PrintfString, FormatsLikePrintf) {
  EXPECT_EQ(printf_string("%-4s|%6.2f|%d", "ab", 2.0 / 3, -7), "ab  |  0.67|-7");
  EXPECT_EQ(printf_string("%s", ""), "");
}

TEST(PrintfString, NeverTruncates) {
  // The fixed 256- and 512-byte buffers it replaces cut long text silently.
  const std::string long_text(5000, 'x');
  const std::string formatted = printf_string("<%s>", long_text.c_str());
  EXPECT_EQ(formatted.size(), 5002u);
  EXPECT_EQ(formatted, "<" + long_text + ">");
}

TEST(WholeInteger, ReadsDecimalDigitsAndASignOnlyWhereTheTypeHasOne) {
  EXPECT_EQ(whole_integer<int>("42"), 42);
  EXPECT_EQ(whole_integer<int>("-7"), -7);
  EXPECT_EQ(whole_integer<std::uint64_t>("0"), 0U);
  EXPECT_EQ(whole_integer<std::uint64_t>("18446744073709551615"), UINT64_MAX);
  // `solitaire-train --games " -5"` once trained for ages: an unsigned count takes no sign.
  EXPECT_EQ(whole_integer<std::uint64_t>("-5"), std::nullopt);
  EXPECT_EQ(whole_integer<int>("+5"), std::nullopt);
}

TEST(WholeInteger, RefusesAnythingButTheWholeNumber) {
  for (const char* text : {"", " 5", "5 ", "5x", "0x10", "1.5", "1e3", "-"}) {
    EXPECT_EQ(whole_integer<int>(text), std::nullopt) << '\'' << text << '\'';
  }
  EXPECT_EQ(whole_integer<std::uint32_t>("4294967296"), std::nullopt);  // Out of range.
  EXPECT_EQ(whole_integer<int>("-2147483649"), std::nullopt);
}

TEST(EscapeControlBytes, WritesControlBytesAsHex) {
  EXPECT_EQ(escape_control_bytes("B+R"), "B+R");
  EXPECT_EQ(escape_control_bytes(std::string("a\nb\r\x1b[31m\x7f\0\t", 12)),
            "a\\x0ab\\x0d\\x1b[31m\\x7f\\x00\\x09");
  EXPECT_EQ(escape_control_bytes("caf\xc3\xa9"), "caf\xc3\xa9");  // UTF-8 is kept.
}

std::string named(std::string_view name, std::string_view lines) {
  std::ostringstream out;
  write_named_lines(out, name, lines);
  return out.str();
}

TEST(WriteNamedLines, NamesEveryLine) {
  EXPECT_EQ(named("a.in", "Frame 1\n0 : 4\n"), "a.in: Frame 1\na.in: 0 : 4\n");
}

TEST(WriteNamedLines, EmptyLinesAreNamedToo) {
  EXPECT_EQ(named("<stdin>", "\nx\n"), "<stdin>: \n<stdin>: x\n");
}

TEST(WriteNamedLines, ALastLineWithoutBreakGetsNone) {
  EXPECT_EQ(named("f", "x\ny"), "f: x\nf: y");
  EXPECT_EQ(named("f", ""), "");
}

}  // namespace
}  // namespace arbiter
