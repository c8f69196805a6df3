#pragma once

#include <stdexcept>
#include <string>

namespace arbiter {

/// A place in an input: 1-based line and column (in bytes, after `\r` removal), and the
/// 0-based byte offset in the raw stream (for formats such as SGF whose users count bytes).
struct SourcePosition {
  int line = 1;
  int column = 1;
  long long offset = 0;

  friend bool operator==(const SourcePosition&, const SourcePosition&) = default;
};

/// The one error type for defective input anywhere in the project. `what()` is the line a
/// main prints: `SOURCE:LINE:COLUMN: message`.
class ParseError : public std::runtime_error {
 public:
  /// `message` may quote the input as it is: its control bytes (below 0x20, and 0x7F) are
  /// written `\xNN`, since a line break would cut the line a tool prints and a carriage return
  /// or an escape sequence would garble it on a terminal. Other bytes are kept.
  ParseError(std::string source, SourcePosition position, std::string message);

  const std::string& source() const { return source_; }
  const SourcePosition& position() const { return position_; }
  int line() const { return position_.line; }
  int column() const { return position_.column; }
  /// The message alone, without the `SOURCE:LINE:COLUMN: ` prefix: one printable line.
  const std::string& message() const { return message_; }

 private:
  std::string source_;
  SourcePosition position_;
  std::string message_;
};

}  // namespace arbiter
