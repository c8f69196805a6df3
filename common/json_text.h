#pragma once

#include <string>
#include <string_view>

/// JSON string literals, written the one way every arbiter tool that writes JSON shares.
namespace arbiter {

/// Appends `text` to `out` as a JSON string literal (RFC 8259): in quotes, with `"` and `\`
/// escaped by a backslash, the control characters that have a two-character escape written
/// so (`\b`, `\f`, `\n`, `\r`, `\t`) and the others as `\u00XX`. Every other byte passes
/// unchanged, so UTF-8 text stays as it is.
void append_json_string(std::string& out, std::string_view text);

/// `text` as a JSON string literal, quotes included (see append_json_string).
std::string json_string(std::string_view text);

}  // namespace arbiter
