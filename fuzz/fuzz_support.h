#pragma once

// What every fuzz target shares: the input as a stream, and the property every target checks
// of the one exception an input may cause.

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <sstream>
#include <string>
#include <string_view>

#include "common/parse_error.h"

namespace arbiter::fuzz {

/// The source name every target gives its Reader, as a tool would give a file name.
inline constexpr std::string_view kSource = "fuzz.in";

/// The fuzzer's bytes seen as characters, without a copy.
inline std::string_view view_of(const std::uint8_t* data, std::size_t size) {
  // NOLINTNEXTLINE(cppcoreguidelines-pro-type-reinterpret-cast): chars may alias any bytes
  return {reinterpret_cast<const char*>(data), size};
}

/// The fuzzer's bytes as a string, for an std::istringstream.
inline std::string as_text(const std::uint8_t* data, std::size_t size) {
  return std::string(view_of(data, size));
}

/// Reports a broken property and aborts, which libFuzzer records as a crash with its input.
[[noreturn]] inline void violated(std::string_view what, std::string_view detail = {}) {
  // Should standard error fail, there is nothing better to do than the abort that follows.
  static_cast<void>(std::fprintf(stderr, "fuzz property violated: %.*s\n",
                                 static_cast<int>(what.size()), what.data()));
  if (!detail.empty()) {
    static_cast<void>(
        std::fprintf(stderr, "  %.*s\n", static_cast<int>(detail.size()), detail.data()));
  }
  std::abort();
}

/// Aborts unless `condition` holds.
inline void require(bool condition, std::string_view what, std::string_view detail = {}) {
  if (!condition) violated(what, detail);
}

/// Checks that `error`, raised while reading `input` under kSource, is what a tool may print:
/// one line `fuzz.in:LINE:COLUMN: message` with a non-empty message and no control byte (a
/// line break or an escape sequence copied from the input would cut or garble it), at a
/// position that exists in the input (the line after the last line break at most).
inline void check_parse_error(const ParseError& error, std::string_view input) {
  const std::string_view what = error.what();
  const std::string prefix = std::string(kSource) + ":" + std::to_string(error.line()) + ":" +
                             std::to_string(error.column()) + ": ";
  require(error.source() == kSource, "ParseError names another source", what);
  require(what.substr(0, prefix.size()) == prefix && what.substr(prefix.size()) == error.message(),
          "ParseError::what() is not SOURCE:LINE:COLUMN: message", what);
  require(!error.message().empty(), "ParseError without a message", what);
  require(std::none_of(what.begin(), what.end(),
                       [](char c) {
                         const auto byte = static_cast<unsigned char>(c);
                         return byte < 0x20 || byte == 0x7f;
                       }),
          "ParseError message holds a control byte", what);
  // The raw bytes of the error's line: its column counts them less a `\r` or a byte order mark.
  std::size_t start = 0;
  for (int line = 1; line < error.line() && start != std::string_view::npos; ++line) {
    start = input.find('\n', start);
    if (start != std::string_view::npos) ++start;
  }
  require(error.line() >= 1 && start != std::string_view::npos,
          "ParseError at a line the input does not have", what);
  const std::size_t length = std::min(input.find('\n', start), input.size()) - start;
  require(error.column() >= 1 && static_cast<std::size_t>(error.column()) <= length + 1,
          "ParseError at a column its line does not have", what);
  require(error.position().offset >= 0 &&
              error.position().offset <= static_cast<long long>(input.size()),
          "ParseError at an offset outside the input", what);
}

}  // namespace arbiter::fuzz
