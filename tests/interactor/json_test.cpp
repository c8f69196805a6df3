#include "interactor/core/json.h"

#include <gtest/gtest.h>

#include <sstream>

namespace arbiter::interactor {
namespace {

JsonObject parse(const std::string& text) {
  std::istringstream stream(text);
  Reader reader(stream, "t");
  return read_json_object(reader);
}

std::string json_error_of(const std::string& text) {
  try {
    parse(text);
  } catch (const ParseError& error) {
    return error.what();
  }
  return "no error";
}

TEST(Json, WritesInInsertionOrderWithEscapes) {
  JsonObject object;
  object.add_string("name", "a \"quoted\"\\ line\n\x01");
  object.add_int("score", -25);
  object.add_fixed("grade", 2.0 / 3, 3);
  EXPECT_EQ(object.to_string(),
            "{\"name\":\"a \\\"quoted\\\"\\\\ line\\n\\u0001\",\"score\":-25,\"grade\":0.667}");
}

TEST(Json, RoundTrips) {
  JsonObject object;
  object.add_string("message", "move 3: malformed line \"x\\y\"\t!");
  object.add_int("wall_ms", 12);
  std::string line = object.to_string();
  line.push_back('\n');
  const JsonObject back = parse(line);
  ASSERT_EQ(back.fields().size(), 2u);
  EXPECT_EQ(back.find("message")->text, "move 3: malformed line \"x\\y\"\t!");
  EXPECT_TRUE(back.find("message")->is_string);
  EXPECT_EQ(back.find("wall_ms")->text, "12");
  EXPECT_FALSE(back.find("wall_ms")->is_string);
}

TEST(Json, ToleratesSpacesAndBlankLinesBefore) {
  const JsonObject object = parse("\n\n { \"a\" : 1 , \"b\" : \"x\" } \n");
  EXPECT_EQ(object.find("a")->text, "1");
  EXPECT_EQ(object.find("b")->text, "x");
  EXPECT_EQ(object.find("a")->at, (SourcePosition{3, 10, 11}));
}

TEST(Json, RejectsWithExactPositions) {
  EXPECT_EQ(json_error_of("{\"a\":1,\"a\":2}"), "t:1:8: duplicate field \"a\"");
  EXPECT_EQ(json_error_of("{\"a\":{}}"), "t:1:6: nested values are not supported here");
  EXPECT_EQ(json_error_of("{\"a\":[[1]]}"), "t:1:7: only numbers are supported in an array here");
  EXPECT_EQ(json_error_of("{\"a\":[\"x\"]}"), "t:1:7: only numbers are supported in an array here");
  EXPECT_EQ(json_error_of("{\"a\":[1,true]}"),
            "t:1:9: only numbers are supported in an array here");
  EXPECT_EQ(json_error_of("{\"a\":[1,]}"), "t:1:9: expected a value, found ']'");
  EXPECT_EQ(json_error_of("{\"a\":[1 2]}"), "t:1:9: expected ',' or ']', found '2'");
  EXPECT_EQ(json_error_of("{\"a\":01}"), "t:1:6: expected a value, found '01'");
  EXPECT_EQ(json_error_of("{\"a\":1.}"), "t:1:6: expected a value, found '1.'");
  EXPECT_EQ(json_error_of("{\"a\":\"x}"), "t:1:9: unterminated string: found end of file");
  EXPECT_EQ(json_error_of("{\"a\":\"\\q\"}"), "t:1:8: unknown escape: found 'q'");
  EXPECT_EQ(json_error_of("{\"a\":1 \"b\":2}"), "t:1:8: expected ',' or '}', found '\"'");
  EXPECT_EQ(json_error_of("{\"a\":1} x"), "t:1:9: expected end of line, found 'x'");
  EXPECT_EQ(json_error_of("[1]"), "t:1:1: expected '{', found '['");
}

TEST(Json, ArraysOfNumbersAndNull) {
  JsonObject object;
  object.add_fixed_array("ci95", {-2.5, 10.125}, 2);
  object.add_fixed_array("none", {}, 2);
  object.add_null("se");
  EXPECT_EQ(object.to_string(), "{\"ci95\":[-2.50,10.12],\"none\":[],\"se\":null}");
  const JsonObject back = parse("{\"ci95\": [ -2.50 , 10.12 ],\"none\":[ ],\"se\":null}\n");
  EXPECT_EQ(back.find("ci95")->text, "[-2.50,10.12]");
  EXPECT_EQ(back.find("none")->text, "[]");
  EXPECT_EQ(back.find("se")->text, "null");
}

TEST(Json, TypedAccess) {
  std::istringstream stream("{\"n\":7,\"s\":\"x\",\"f\":2.5}\n");
  Reader reader(stream, "t");
  const JsonObject object = read_json_object(reader);
  const SourcePosition start;
  EXPECT_EQ(json_int(reader, object, start, "n", 0, 10), 7);
  EXPECT_EQ(json_string(reader, object, start, "s"), "x");
  EXPECT_THROW(json_int(reader, object, start, "n", 0, 5), ParseError);
  EXPECT_THROW(json_int(reader, object, start, "f", 0, 5), ParseError);
  EXPECT_THROW(json_string(reader, object, start, "n"), ParseError);
  EXPECT_THROW(json_string(reader, object, start, "missing"), ParseError);
}

}  // namespace
}  // namespace arbiter::interactor
