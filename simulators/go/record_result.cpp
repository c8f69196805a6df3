#include "simulators/go/record_result.h"

#include <cctype>
#include <cstdlib>
#include <string>

#include "simulators/go/rules.h"

namespace arbiter::go {

RecordComparison compare_with_record(const RecordScore& score, std::string_view recorded) {
  using Kind = RecordComparison::Kind;
  std::string text;
  for (const char c : recorded) {
    if (c != ' ') text.push_back(static_cast<char>(std::toupper(static_cast<unsigned char>(c))));
  }
  const int margin = score.margin_halves();
  const auto count = [](bool agrees) { return RecordComparison{Kind::kCount, agrees}; };
  if (text == "0" || text == "DRAW" || text == "JIGO") return count(margin == 0);
  if (text == "VOID") return {Kind::kVoid};
  if (text == "?") return {Kind::kUnknown};
  if (text.size() < 2 || (text[0] != 'B' && text[0] != 'W') || text[1] != '+') {
    return {Kind::kUnreadable};
  }
  const Color winner = text[0] == 'B' ? Color::kBlack : Color::kWhite;
  const std::string how = text.substr(2);
  if (how == "R" || how == "RESIGN") return {Kind::kResignation, false, winner};
  if (how == "T" || how == "TIME") return {Kind::kTime, false, winner};
  if (how == "F" || how == "FORFEIT") return {Kind::kForfeit, false, winner};
  const bool same_winner = winner == Color::kBlack ? margin > 0 : margin < 0;
  if (how.empty()) return count(same_winner);
  const auto halves = parse_komi_halves(how);
  if (!halves || *halves <= 0) return {Kind::kUnreadable};
  return count(same_winner && std::abs(margin) == *halves);
}

}  // namespace arbiter::go
