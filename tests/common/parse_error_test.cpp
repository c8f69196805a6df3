#include "common/parse_error.h"

#include <gtest/gtest.h>

#include <string>

namespace arbiter {
namespace {

TEST(ParseErrorTest, WhatIsSourceLineColumnAndMessage) {
  const ParseError error("game.sgf", {3, 7, 40}, "SZ is given twice");
  EXPECT_EQ(std::string(error.what()), "game.sgf:3:7: SZ is given twice");
  EXPECT_EQ(error.message(), "SZ is given twice");
  EXPECT_EQ(error.source(), "game.sgf");
  EXPECT_EQ(error.position(), (SourcePosition{3, 7, 40}));
}

// Found by fuzzing (fuzz/go_sgf_fuzz.cpp, solitaire_board_fuzz.cpp, interactor_merge_fuzz.cpp):
// messages that quote the input carried its line breaks, carriage returns and escape bytes
// into the one line a tool prints.
TEST(ParseErrorTest, ControlBytesQuotedFromTheInputAreEscaped) {
  const ParseError error("bad.sgf", {1, 2, 1},
                         std::string("GM[1\n;B[aa]\r\x1b[31m\t\x7f") + '\0' + "] is not Go");
  EXPECT_EQ(error.message(), "GM[1\\x0a;B[aa]\\x0d\\x1b[31m\\x09\\x7f\\x00] is not Go");
  EXPECT_EQ(std::string(error.what()),
            "bad.sgf:1:2: GM[1\\x0a;B[aa]\\x0d\\x1b[31m\\x09\\x7f\\x00] is not Go");
}

TEST(ParseErrorTest, BytesAboveAsciiAndBackslashesAreKept) {
  const ParseError error("x", {}, "unknown piece '\xc3\xa5\\x41'");
  EXPECT_EQ(error.message(), "unknown piece '\xc3\xa5\\x41'");
}

}  // namespace
}  // namespace arbiter
