#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace arbiter::go {

/// How a final position is counted.
enum class Rules {
  kPoj,        ///< The judge problem's: surrounded empty points plus captures, nothing removed.
  kArea,       ///< Stones on the board plus surrounded empty points, dead stones removed.
  kTerritory,  ///< Surrounded empty points plus prisoners (captures and dead stones).
};

/// "poj", "area" or "territory": the names --rules takes.
std::string_view rules_name(Rules rules);
/// The Rules a --rules name stands for, or nullopt.
std::optional<Rules> rules_from_name(std::string_view name);

/// How White is compensated for Black's handicap stones under area counting: N is the
/// number of handicap stones.
enum class HandicapCompensation {
  kNone,           ///< Nothing (territory counting, New Zealand, unknown rule sets).
  kOnePerStone,    ///< N points (Chinese rules).
  kAfterTheFirst,  ///< N - 1 points (AGA rules).
};

/// What a record's RU says: the counting and the handicap compensation of its rule set.
struct RuleSet {
  Rules rules = Rules::kArea;
  HandicapCompensation compensation = HandicapCompensation::kNone;
  bool recognised = false;  ///< RU named a rule set go-score knows.
};

/// Reads an SGF RU value, ignoring case, spaces, '-' and '_': Chinese (cn), AGA, New Zealand
/// (nz), Ing, GOE, Tromp-Taylor (tt) count by area; Japanese (jp, japan) and Korean (ko,
/// korea) by territory. Anything else is area, not recognised.
RuleSet rule_set_from_record(std::string_view ru);

/// White's compensation in points for `handicap` stones. Handicaps below 2 give nothing.
int handicap_compensation(HandicapCompensation compensation, int handicap);

/// A komi written as a decimal number ("6.5", "-3", "0.50", "+7") in half points (13, -6, 1,
/// 14), or nullopt when it is not a whole number of half points or is out of range
/// (more than 1000 points).
std::optional<int> parse_komi_halves(std::string_view text);

/// Half points written as a number: 13 is "6.5", -6 is "-3", 0 is "0".
std::string format_halves(int halves);

}  // namespace arbiter::go
