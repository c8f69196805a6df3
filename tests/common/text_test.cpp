#include "common/text.h"

#include <gtest/gtest.h>

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

}  // namespace
}  // namespace arbiter
