#include "common/parse_error.h"

#include <utility>

#include "common/text.h"

namespace arbiter {

namespace {

std::string located(const std::string& source, const SourcePosition& position,
                    const std::string& message) {
  return source + ":" + std::to_string(position.line) + ":" + std::to_string(position.column) +
         ": " + message;
}

}  // namespace

ParseError::ParseError(std::string source, SourcePosition position, std::string message)
    : std::runtime_error(located(source, position, escape_control_bytes(message))),
      source_(std::move(source)),
      position_(position),
      message_(escape_control_bytes(std::move(message))) {}

}  // namespace arbiter
