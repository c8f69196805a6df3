#pragma once

#include <istream>
#include <streambuf>
#include <string>
#include <string_view>

#include "common/parse_error.h"

namespace arbiter {

/// A strict, position-tracking reader over one input stream: the only way any tool of the
/// project reads its input.
///
/// A `\r` right before a line break or the end of the input is removed before the reader looks
/// at a character, so Windows line endings are invisible; lines and columns are counted on what
/// remains, offsets on the raw bytes. A `\r` anywhere else is an ordinary character, which no
/// format accepts: `1\r2` is not silently read as `12`. The
/// reader never skips anything on its own: whitespace is consumed only where the caller says
/// the format allows it. Each `expect_*`/`read_*` either consumes what it names or throws a
/// ParseError at the offending character saying what was expected and what was found.
///
/// It pulls one character at a time from the stream's buffer, so it is safe on interactive
/// pipes (it never waits for more input than the next character).
class Reader {
 public:
  static constexpr int kEof = std::char_traits<char>::eof();

  /// Reads from `in`'s buffer; `source` names it in errors (a file name, or `<stdin>`).
  /// The stream must outlive the reader.
  Reader(std::istream& in, std::string source);

  const std::string& source() const { return source_; }
  /// Where the next unread character is.
  SourcePosition position() const { return position_; }

  /// The next character (as an unsigned char value) without consuming it, or kEof.
  int peek() {
    const int c = buffer_->sgetc();
    if (c == '\r') [[unlikely]]
      return peek_past_carriage_return();
    return c;
  }

  /// Consumes and returns the next character, or returns kEof at the end.
  int get() {
    const int c = peek();
    if (c == kEof) return c;
    buffer_->sbumpc();
    ++position_.offset;
    if (c == '\n') {
      ++position_.line;
      position_.column = 1;
    } else {
      ++position_.column;
    }
    return c;
  }

  bool at_eof() { return peek() == kEof; }
  /// True at a line break or at the end of the input (a last line may lack its `\n`).
  bool at_eol() {
    const int c = peek();
    return c == '\n' || c == kEof;
  }

  /// At the very start of the input, skips a UTF-8 byte order mark (EF BB BF), which some
  /// Windows editors write; columns still start at 1 after it. Elsewhere it does nothing.
  void skip_byte_order_mark();
  /// Skips spaces and tabs (never a line break).
  void skip_spaces();
  /// Skips spaces, tabs and line breaks: blank lines and indentation.
  void skip_whitespace();
  /// Requires one or more spaces or tabs and skips them.
  void expect_spaces();
  /// Requires the character `expected` next and consumes it.
  void expect_char(char expected);
  /// Requires exactly `text` next and consumes it; the error points at the first mismatch.
  void expect_literal(std::string_view text);
  /// Requires a line break (or the end of the input) and consumes it.
  void expect_eol();
  /// Requires the end of the input.
  void expect_eof();

  /// Reads a non-empty run of characters other than space, tab and line break.
  /// `name` says what the token is in the error ("expected <name>").
  std::string read_token(std::string_view name);

  /// Reads a decimal integer in [lo, hi]: an optional `-`, then digits. Rejects `+`, leading
  /// zeros, `-0` and values out of range (including ones that overflow any integer type),
  /// naming the value: "n = 21 is out of range [3, 19]". Stops at the first non-digit, which
  /// the caller checks (so `12x` fails at the `x`, where the defect is).
  long long read_int(long long lo, long long hi, std::string_view name);

  /// True when characters are already buffered, so reading the next one cannot block. Lets a
  /// tool flush its answers before it waits on an interactive input.
  bool has_buffered_input() const { return buffer_->in_avail() > 0; }

  /// Throws a ParseError at the current position.
  [[noreturn]] void fail(std::string message) const;
  /// Throws a ParseError at `at`, an earlier position of this input.
  [[noreturn]] void fail_at(const SourcePosition& at, std::string message) const;

  /// How the next character reads in an error message: `'x'`, `a space`, `end of line`,
  /// `end of file`, `byte 0x07`.
  std::string describe_next();

 private:
  // Looks past the `\r` under the buffer's cursor: drops it before a line break or the end,
  // else puts it back so that it reads as an ordinary character.
  int peek_past_carriage_return();

  std::streambuf* buffer_;
  std::string source_;
  SourcePosition position_;
};

/// How a character reads in an error message (see Reader::describe_next).
std::string describe_char(int c);

}  // namespace arbiter
