#include "interactor/core/json.h"

#include <cctype>
#include <charconv>

#include "common/text.h"

namespace arbiter::interactor {

namespace {

// Reads the four hexadecimal digits of a `\u` escape, which must stand for an ASCII character.
char read_unicode_escape(Reader& reader) {
  int value = 0;
  for (int i = 0; i < 4; ++i) {
    const int digit = reader.peek();
    if (std::isxdigit(digit) == 0)
      reader.fail("expected a hexadecimal digit, found " + reader.describe_next());
    value = value * 16 + (std::isdigit(digit) != 0 ? digit - '0' : std::tolower(digit) - 'a' + 10);
    reader.get();
  }
  if (value > 0x7f) reader.fail("\\u escapes above 007f are not supported");
  return static_cast<char>(value);
}

// Reads the string literal whose opening quote is next.
std::string read_string(Reader& reader) {
  reader.expect_char('"');
  std::string text;
  for (;;) {
    const int c = reader.peek();
    if (c == Reader::kEof || c == '\n')
      reader.fail("unterminated string: found " + reader.describe_next());
    if (c < 0x20) reader.fail("control character in a string: found " + reader.describe_next());
    reader.get();
    if (c == '"') return text;
    if (c != '\\') {
      text.push_back(static_cast<char>(c));
      continue;
    }
    const int escape = reader.peek();
    switch (escape) {
      case '"':
      case '\\':
      case '/':
        text.push_back(static_cast<char>(escape));
        break;
      case 'n':
        text.push_back('\n');
        break;
      case 't':
        text.push_back('\t');
        break;
      case 'r':
        text.push_back('\r');
        break;
      case 'b':
        text.push_back('\b');
        break;
      case 'f':
        text.push_back('\f');
        break;
      case 'u':
        reader.get();
        text.push_back(read_unicode_escape(reader));
        continue;
      default:
        reader.fail("unknown escape: found " + reader.describe_next());
    }
    reader.get();
  }
}

// Reads a number or true/false/null literal: the run of characters that may form one,
// checked against the JSON number grammar.
std::string read_bare_value(Reader& reader) {
  const SourcePosition start = reader.position();
  std::string text;
  for (int c = reader.peek(); std::isalnum(c) != 0 || c == '-' || c == '+' || c == '.';
       c = reader.peek()) {
    text.push_back(static_cast<char>(reader.get()));
  }
  if (text == "true" || text == "false" || text == "null") return text;
  std::size_t i = text.starts_with('-') ? 1 : 0;
  const auto digits = [&text, &i] {
    const std::size_t from = i;
    while (i < text.size() && std::isdigit(static_cast<unsigned char>(text[i])) != 0) ++i;
    return i - from;
  };
  const std::size_t integer_start = i;
  const std::size_t integer_digits = digits();
  // JSON forbids leading zeros: "0" alone, never "01".
  bool valid = integer_digits > 0 && !(integer_digits > 1 && text[integer_start] == '0');
  if (valid && i < text.size() && text[i] == '.') {
    ++i;
    valid = digits() > 0;
  }
  if (valid && i < text.size() && (text[i] == 'e' || text[i] == 'E')) {
    ++i;
    if (i < text.size() && (text[i] == '+' || text[i] == '-')) ++i;
    valid = digits() > 0;
  }
  if (!valid || i != text.size() || text.empty()) {
    reader.fail_at(start, text.empty() ? "expected a value, found " + reader.describe_next()
                                       : "expected a value, found '" + text + "'");
  }
  return text;
}

// Reads an array of numbers, whose opening bracket is next, as its canonical text: [1,-2.5].
std::string read_number_array(Reader& reader) {
  reader.expect_char('[');
  std::string text = "[";
  reader.skip_spaces();
  if (reader.peek() == ']') {
    reader.get();
    return "[]";
  }
  for (;;) {
    reader.skip_spaces();
    if (reader.peek() == '"' || reader.peek() == '{' || reader.peek() == '[') {
      reader.fail("only numbers are supported in an array here");
    }
    const SourcePosition at = reader.position();
    const std::string value = read_bare_value(reader);
    if (value == "true" || value == "false" || value == "null") {
      reader.fail_at(at, "only numbers are supported in an array here");
    }
    text.append(value);
    reader.skip_spaces();
    if (reader.peek() == ']') {
      reader.get();
      return text.append("]");
    }
    if (reader.peek() != ',') reader.fail("expected ',' or ']', found " + reader.describe_next());
    reader.get();
    text.push_back(',');
  }
}

const JsonField& require(const Reader& reader, const JsonObject& object,
                         const SourcePosition& object_start, std::string_view key) {
  const JsonField* field = object.find(key);
  if (field == nullptr) {
    std::string message = "missing field \"";
    message.append(key).append("\"");
    reader.fail_at(object_start, std::move(message));
  }
  return *field;
}

}  // namespace

void JsonObject::add_fixed_array(std::string key, const std::vector<double>& values, int decimals) {
  std::string text = "[";
  for (const double value : values) {
    if (text.size() > 1) text.push_back(',');
    text.append(printf_string("%.*f", decimals, value));
  }
  fields_.push_back({std::move(key), text.append("]"), false, {}});
}

void JsonObject::add_null(std::string key) {
  fields_.push_back({std::move(key), "null", false, {}});
}

void JsonObject::add_string(std::string key, std::string_view value) {
  fields_.push_back({std::move(key), std::string(value), true, {}});
}

void JsonObject::add_int(std::string key, long long value) {
  fields_.push_back({std::move(key), std::to_string(value), false, {}});
}

void JsonObject::add_fixed(std::string key, double value, int decimals) {
  fields_.push_back({std::move(key), printf_string("%.*f", decimals, value), false, {}});
}

std::string JsonObject::to_string() const {
  std::string out = "{";
  for (const JsonField& field : fields_) {
    if (out.size() > 1) out.push_back(',');
    append_json_string(out, field.key);
    out.push_back(':');
    if (field.is_string) {
      append_json_string(out, field.text);
    } else {
      out.append(field.text);
    }
  }
  out.push_back('}');
  return out;
}

const JsonField* JsonObject::find(std::string_view key) const {
  for (const JsonField& field : fields_) {
    if (field.key == key) return &field;
  }
  return nullptr;
}

JsonObject read_json_object(Reader& reader) {
  reader.skip_whitespace();
  JsonObject object;
  reader.expect_char('{');
  reader.skip_spaces();
  if (reader.peek() == '}') {
    reader.get();
  } else {
    for (;;) {
      reader.skip_spaces();
      const SourcePosition key_at = reader.position();
      if (reader.peek() != '"')
        reader.fail("expected a field name, found " + reader.describe_next());
      std::string key = read_string(reader);
      if (object.find(key) != nullptr) reader.fail_at(key_at, "duplicate field \"" + key + "\"");
      reader.skip_spaces();
      reader.expect_char(':');
      reader.skip_spaces();
      JsonField field{std::move(key), {}, false, reader.position()};
      if (reader.peek() == '"') {
        field.text = read_string(reader);
        field.is_string = true;
      } else if (reader.peek() == '[') {
        field.text = read_number_array(reader);
      } else if (reader.peek() == '{') {
        reader.fail("nested values are not supported here");
      } else {
        field.text = read_bare_value(reader);
      }
      object.add_field(std::move(field));
      reader.skip_spaces();
      if (reader.peek() == '}') {
        reader.get();
        break;
      }
      if (reader.peek() != ',') reader.fail("expected ',' or '}', found " + reader.describe_next());
      reader.get();
    }
  }
  reader.skip_spaces();
  reader.expect_eol();
  return object;
}

std::string json_string(const Reader& reader, const JsonObject& object,
                        const SourcePosition& object_start, std::string_view key) {
  const JsonField& field = require(reader, object, object_start, key);
  if (!field.is_string) {
    std::string message = "field \"";
    message.append(key).append("\" must be a string");
    reader.fail_at(field.at, std::move(message));
  }
  return field.text;
}

long long json_int(const Reader& reader, const JsonObject& object,
                   const SourcePosition& object_start, std::string_view key, long long lo,
                   long long hi) {
  const JsonField& field = require(reader, object, object_start, key);
  long long value = 0;
  const char* end = field.text.data() + field.text.size();
  const auto [stop, error] = std::from_chars(field.text.data(), end, value);
  if (field.is_string || error != std::errc() || stop != end || value < lo || value > hi) {
    std::string message = "field \"";
    message.append(key).append("\" must be an integer in [").append(std::to_string(lo));
    message.append(", ").append(std::to_string(hi)).append("]");
    reader.fail_at(field.at, std::move(message));
  }
  return value;
}

}  // namespace arbiter::interactor
