#include "common/parse_error.h"

#include <algorithm>
#include <string_view>
#include <utility>

namespace arbiter {

namespace {

bool is_control(char c) {
  const auto byte = static_cast<unsigned char>(c);
  return byte < 0x20 || byte == 0x7f;
}

// `message` with every control byte written `\xNN`.
std::string one_line(std::string message) {
  if (std::none_of(message.begin(), message.end(), is_control)) return message;
  constexpr std::string_view kHex = "0123456789abcdef";
  std::string line;
  for (const char c : message) {
    if (!is_control(c)) {
      line.push_back(c);
      continue;
    }
    const auto byte = static_cast<unsigned char>(c);
    line.append("\\x").push_back(kHex[byte >> 4]);
    line.push_back(kHex[byte & 0xf]);
  }
  return line;
}

std::string located(const std::string& source, const SourcePosition& position,
                    const std::string& message) {
  return source + ":" + std::to_string(position.line) + ":" + std::to_string(position.column) +
         ": " + message;
}

}  // namespace

ParseError::ParseError(std::string source, SourcePosition position, std::string message)
    : std::runtime_error(located(source, position, one_line(message))),
      source_(std::move(source)),
      position_(position),
      message_(one_line(std::move(message))) {}

}  // namespace arbiter
