#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "common/json_text.h"
#include "common/reader.h"

/// The little JSON the interactor needs: flat objects (no nesting) whose values are strings,
/// numbers, booleans, null, or arrays of numbers, one object a line ("JSON lines"). Enough to
/// write a game result or a summary and to read them back in the merge step; not a general
/// JSON library (no nested objects, no arrays of anything but numbers, no \u escapes beyond
/// what append_json_string produces).
namespace arbiter::interactor {

/// One field of a flat object, as written or as read (with where its value started).
struct JsonField {
  std::string key;
  /// A string's decoded content; a number's, boolean's or null's literal text; an array of
  /// numbers as [a,b,...] without spaces.
  std::string text;
  bool is_string = false;
  SourcePosition at;  ///< Where the value starts (reading only).
};

/// A flat JSON object that keeps its fields in insertion order, so output is stable.
class JsonObject {
 public:
  void add_string(std::string key, std::string_view value);
  void add_int(std::string key, long long value);
  /// A number with `decimals` digits after the point (fixed notation).
  void add_fixed(std::string key, double value, int decimals);
  /// An array of numbers, each with `decimals` digits after the point: [1.50,-2.00].
  void add_fixed_array(std::string key, const std::vector<double>& values, int decimals);
  void add_null(std::string key);

  /// The object on one line, without a line break: {"key":value,...}.
  std::string to_string() const;

  /// The field named `key`, or nullptr.
  const JsonField* find(std::string_view key) const;
  const std::vector<JsonField>& fields() const { return fields_; }
  void add_field(JsonField field) { fields_.push_back(std::move(field)); }

 private:
  std::vector<JsonField> fields_;
};

/// Reads one flat object from `reader`, then its line break; blank lines before it are
/// skipped. Throws ParseError at the exact character for anything else (nested objects, arrays
/// of anything but numbers, a duplicate key, a bad escape, trailing text). Precondition: not at end
/// of input.
JsonObject read_json_object(Reader& reader);

/// Typed access for readers of result lines: the value of `key` as a string / integer in
/// [lo, hi]. A missing field is reported at `object_start`, a wrong type at the
/// value, both through `reader.fail_at`.
std::string json_string(const Reader& reader, const JsonObject& object,
                        const SourcePosition& object_start, std::string_view key);
long long json_int(const Reader& reader, const JsonObject& object,
                   const SourcePosition& object_start, std::string_view key, long long lo,
                   long long hi);

}  // namespace arbiter::interactor
