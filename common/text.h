#pragma once

#include <charconv>
#include <concepts>
#include <optional>
#include <ostream>
#include <string>
#include <string_view>

namespace arbiter {

/// printf into a std::string of whatever length the result needs (never truncated).
/// Precondition: `format` and the arguments match, as for printf (the compiler checks).
std::string printf_string(const char* format, ...) __attribute__((format(printf, 1, 2)));

/// `text` with every control byte (below 0x20, and 0x7F) written `\xNN`, so that text from an
/// input quoted in a line of output stays one line and cannot garble a terminal (a carriage
/// return, an escape sequence). Other bytes are kept.
std::string escape_control_bytes(std::string text);

/// Writes `lines` to `out` with `name: ` before each line: how a tool that was given several
/// input files names the file on each result line (`go-score a.sgf b.sgf` writes
/// `a.sgf: W+16.5 36 52.5`). A last line without its line break gets none.
void write_named_lines(std::ostream& out, std::string_view name, std::string_view lines);

/// `text` read whole as a decimal integer of type `Integer`: digits only, with a leading '-'
/// for a signed type, within the type's range; nothing when it is anything else (empty, a
/// sign that does not belong, a space, a trailing character, too large a number).
template <std::integral Integer>
std::optional<Integer> whole_integer(std::string_view text) {
  Integer value = 0;
  const char* end = text.data() + text.size();
  const auto [stop, error] = std::from_chars(text.data(), end, value);
  if (error != std::errc() || stop != end) return std::nullopt;
  return value;
}

}  // namespace arbiter
