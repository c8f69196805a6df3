#include "common/reader.h"

#include <algorithm>
#include <array>
#include <limits>
#include <utility>

#include "common/text.h"

namespace arbiter {

namespace {

bool is_space_or_tab(int c) { return c == ' ' || c == '\t'; }
bool is_digit(int c) { return c >= '0' && c <= '9'; }

std::string quoted(std::string_view text) {
  std::string result;
  result.reserve(text.size() + 2);
  result.push_back('"');
  result.append(text);
  result.push_back('"');
  return result;
}

}  // namespace

std::string describe_char(int c) {
  switch (c) {
    case Reader::kEof:
      return "end of file";
    case '\n':
      return "end of line";
    case ' ':
      return "a space";
    case '\t':
      return "a tab";
    case '\r':
      return "a carriage return";
    default:
      break;
  }
  if (c >= 0x21 && c <= 0x7e) return std::string("'") + static_cast<char>(c) + "'";
  return printf_string("byte 0x%02x", static_cast<unsigned>(c));
}

Reader::Reader(std::istream& in, std::string source)
    : buffer_(in.rdbuf()), source_(std::move(source)) {}

int Reader::peek_past_carriage_return() {
  buffer_->sbumpc();
  const int next = buffer_->sgetc();
  if (next == '\n' || next == kEof) {
    ++position_.offset;  // Part of a line ending: it vanishes, though its byte still counts.
    return next;
  }
  // Every standard buffer keeps the character just taken for a put-back; one that cannot gets
  // an error here rather than a silently joined line.
  if (buffer_->sputbackc('\r') == kEof) fail("a carriage return must end a line");
  return '\r';
}

void Reader::skip_byte_order_mark() {
  if (position_.offset != 0 || peek() != 0xEF) return;
  get();
  for (const int expected : {0xBB, 0xBF}) {
    if (peek() != expected) fail("expected a UTF-8 byte order mark, found " + describe_next());
    get();
  }
  position_.column = 1;  // The mark is not a character a user sees.
}

void Reader::skip_spaces() {
  while (is_space_or_tab(peek())) get();
}

void Reader::skip_whitespace() {
  for (int c = peek(); is_space_or_tab(c) || c == '\n'; c = peek()) get();
}

void Reader::expect_spaces() {
  if (!is_space_or_tab(peek())) fail("expected a space, found " + describe_next());
  skip_spaces();
}

void Reader::expect_char(char expected) {
  if (peek() != static_cast<unsigned char>(expected)) {
    fail("expected " + describe_char(static_cast<unsigned char>(expected)) + ", found " +
         describe_next());
  }
  get();
}

void Reader::expect_literal(std::string_view text) {
  for (const char expected : text) {
    if (peek() != static_cast<unsigned char>(expected)) {
      fail("expected " + quoted(text) + ", found " + describe_next());
    }
    get();
  }
}

void Reader::expect_eol() {
  const int c = peek();
  if (c == kEof) return;
  if (c != '\n') fail("expected end of line, found " + describe_next());
  get();
}

void Reader::expect_eof() {
  if (!at_eof()) fail("expected end of file, found " + describe_next());
}

std::string Reader::read_token(std::string_view name) {
  std::string token;
  for (int c = peek(); c != kEof && c != '\n' && !is_space_or_tab(c); c = peek()) {
    token.push_back(static_cast<char>(get()));
  }
  if (token.empty()) fail("expected " + std::string(name) + ", found " + describe_next());
  return token;
}

namespace {

// The digits of an integer as written, kept for error messages only: a very long number shows
// its start. Not chars: a store through a char may alias anything, which would make the
// compiler reload the stream buffer's pointers after every digit.
constexpr int kShownDigits = 24;
using ShownDigits = std::array<char16_t, kShownDigits>;

std::string literal_text(bool negative, const ShownDigits& shown, int digits) {
  std::string text(negative ? "-" : "");
  for (int i = 0; i < std::min(digits, kShownDigits); ++i) {
    text.push_back(static_cast<char>(shown[static_cast<std::size_t>(i)]));
  }
  if (digits > kShownDigits) text += "...";
  return text;
}

}  // namespace

long long Reader::read_int(long long lo, long long hi, std::string_view name) {
  const SourcePosition start = position_;
  const bool negative = peek() == '-';
  if (negative) get();
  if (!is_digit(peek())) {
    fail("expected " + std::string(name) + " (an integer), found " + describe_next());
  }
  ShownDigits shown;
  int digits = 0;
  // Magnitudes above this are out of every long long range; past it we only keep consuming.
  constexpr unsigned long long kCap = 1ULL << 63;
  // Below this, one more digit cannot pass kCap, so the common case skips the overflow check.
  constexpr unsigned long long kSafe = (kCap - 9) / 10;
  unsigned long long magnitude = 0;
  bool overflow = false;
  for (int c = peek(); is_digit(c); c = peek()) {
    // A digit is never a line break: the position catches up after the loop, which keeps the
    // counts in registers (integers are the bulk of every judge input).
    buffer_->sbumpc();
    if (digits < kShownDigits) shown[static_cast<std::size_t>(digits)] = static_cast<char16_t>(c);
    ++digits;
    const auto digit = static_cast<unsigned long long>(c - '0');
    if (magnitude <= kSafe) [[likely]] {
      magnitude = magnitude * 10 + digit;
      continue;
    }
    // Checked before multiplying: the product itself could wrap around 2^64.
    overflow = overflow || magnitude > (kCap - digit) / 10;
    if (!overflow) magnitude = magnitude * 10 + digit;
  }
  position_.offset += digits;
  position_.column += digits;
  if (shown[0] == '0' && digits > 1) {
    fail_at(start, std::string(name) + " " + quoted(literal_text(negative, shown, digits)) +
                       " has a leading zero");
  }
  if (negative && magnitude == 0) fail_at(start, std::string(name) + " is written as \"-0\"");
  const bool in_range = !overflow && (negative || magnitude < kCap);
  long long value = 0;
  if (in_range && !negative) {
    value = static_cast<long long>(magnitude);
  } else if (in_range) {
    // -2^63 has no positive counterpart to negate.
    value = magnitude == kCap ? std::numeric_limits<long long>::min()
                              : -static_cast<long long>(magnitude);
  }
  if (!in_range || value < lo || value > hi) {
    fail_at(start, std::string(name) + " = " + literal_text(negative, shown, digits) +
                       " is out of range [" + std::to_string(lo) + ", " + std::to_string(hi) + "]");
  }
  return value;
}

void Reader::fail(std::string message) const { fail_at(position_, std::move(message)); }

void Reader::fail_at(const SourcePosition& at, std::string message) const {
  throw ParseError(source_, at, std::move(message));
}

std::string Reader::describe_next() { return describe_char(peek()); }

}  // namespace arbiter
