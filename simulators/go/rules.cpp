#include "simulators/go/rules.h"

#include <cctype>
#include <cstdlib>

namespace arbiter::go {

std::string_view rules_name(Rules rules) {
  switch (rules) {
    case Rules::kPoj:
      return "poj";
    case Rules::kArea:
      return "area";
    case Rules::kTerritory:
      break;
  }
  return "territory";
}

std::optional<Rules> rules_from_name(std::string_view name) {
  for (const Rules rules : {Rules::kPoj, Rules::kArea, Rules::kTerritory}) {
    if (name == rules_name(rules)) return rules;
  }
  return std::nullopt;
}

RuleSet rule_set_from_record(std::string_view ru) {
  // Servers spell the same rule set many ways: "Japanese", "japanese", "JP", "New Zealand", "NZ".
  std::string key;
  for (const char c : ru) {
    if (c == ' ' || c == '-' || c == '_') continue;
    key.push_back(static_cast<char>(std::tolower(static_cast<unsigned char>(c))));
  }
  if (key == "chinese" || key == "cn" || key == "china") {
    return {Rules::kArea, HandicapCompensation::kOnePerStone, true};
  }
  if (key == "aga") return {Rules::kArea, HandicapCompensation::kAfterTheFirst, true};
  if (key == "newzealand" || key == "nz" || key == "ing" || key == "goe" || key == "tt" ||
      key == "tromptaylor") {
    return {Rules::kArea, HandicapCompensation::kNone, true};
  }
  if (key == "japanese" || key == "jp" || key == "japan" || key == "korean" || key == "ko" ||
      key == "korea") {
    return {Rules::kTerritory, HandicapCompensation::kNone, true};
  }
  return {Rules::kArea, HandicapCompensation::kNone, false};
}

int handicap_compensation(HandicapCompensation compensation, int handicap) {
  if (handicap < 2) return 0;
  switch (compensation) {
    case HandicapCompensation::kOnePerStone:
      return handicap;
    case HandicapCompensation::kAfterTheFirst:
      return handicap - 1;
    case HandicapCompensation::kNone:
      break;
  }
  return 0;
}

std::optional<int> parse_komi_halves(std::string_view text) {
  constexpr long kLimitHalves = 2000;
  bool negative = false;
  if (!text.empty() && (text.front() == '-' || text.front() == '+')) {
    negative = text.front() == '-';
    text.remove_prefix(1);
  }
  const auto point = text.find('.');
  const std::string_view whole = text.substr(0, point);
  std::string_view fraction =
      point == std::string_view::npos ? std::string_view{} : text.substr(point + 1);
  if (whole.empty() && fraction.empty()) return std::nullopt;
  if (point != std::string_view::npos && fraction.empty()) return std::nullopt;  // "6."
  long halves = 0;
  for (const char c : whole) {
    if (c < '0' || c > '9') return std::nullopt;
    halves = halves * 10 + 2L * (c - '0');
    if (halves > kLimitHalves) return std::nullopt;
  }
  while (!fraction.empty() && fraction.back() == '0') fraction.remove_suffix(1);
  for (const char c : fraction) {
    if (c < '0' || c > '9') return std::nullopt;
  }
  if (fraction == "5") {
    ++halves;
  } else if (!fraction.empty()) {
    return std::nullopt;  // 6.25 is no number of half points.
  }
  if (halves > kLimitHalves) return std::nullopt;
  return static_cast<int>(negative ? -halves : halves);
}

std::string format_halves(int halves) {
  const int magnitude = std::abs(halves);
  std::string text = halves < 0 ? "-" : "";
  text += std::to_string(magnitude / 2);
  if (magnitude % 2 != 0) text += ".5";
  return text;
}

}  // namespace arbiter::go
