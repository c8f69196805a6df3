#include "common/text.h"

#include <algorithm>
#include <cstdarg>
#include <cstdio>

namespace arbiter {

namespace {

bool is_control(char c) {
  const auto byte = static_cast<unsigned char>(c);
  return byte < 0x20 || byte == 0x7f;
}

}  // namespace

std::string escape_control_bytes(std::string text) {
  if (std::none_of(text.begin(), text.end(), is_control)) return text;
  constexpr std::string_view kHex = "0123456789abcdef";
  std::string line;
  for (const char c : text) {
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

// A C variadic function, unlike a parameter pack, lets the format attribute in text.h have the
// compiler check every call's arguments against its format.
std::string printf_string(const char* format, ...) {  // NOLINT(cert-dcl50-cpp)
  std::va_list arguments;
  va_start(arguments, format);
  std::va_list again;
  va_copy(again, arguments);
  const int length = std::vsnprintf(nullptr, 0, format, arguments);
  va_end(arguments);
  std::string text(length > 0 ? static_cast<std::size_t>(length) : 0, '\0');
  // The string's own terminator slot takes vsnprintf's '\0'. This call writes the `length`
  // characters the first one counted, so its result says nothing new.
  if (length > 0) static_cast<void>(std::vsnprintf(text.data(), text.size() + 1, format, again));
  va_end(again);
  return text;
}

void write_named_lines(std::ostream& out, std::string_view name, std::string_view lines) {
  while (!lines.empty()) {
    const std::size_t end = lines.find('\n');
    const std::size_t length = end == std::string_view::npos ? lines.size() : end + 1;
    out << name << ": " << lines.substr(0, length);
    lines.remove_prefix(length);
  }
}

}  // namespace arbiter
