#pragma once

#include <string_view>

#include "simulators/go/board.h"
#include "simulators/go/record_score.h"

namespace arbiter::go {

/// What a record's RE says, read next to a computed count. The writers word it.
struct RecordComparison {
  enum class Kind {
    kCount,        ///< A count ("B+3.5", "0", "Draw", "Jigo") or a winner alone ("B+").
    kResignation,  ///< "B+R", "W+Resign".
    kTime,         ///< "B+T", "W+Time".
    kForfeit,      ///< "B+F", "W+Forfeit".
    kVoid,         ///< "Void": no result.
    kUnknown,      ///< "?".
    kUnreadable,   ///< Anything else, and a count that is not a positive number of half points.
  };
  Kind kind = Kind::kUnreadable;
  /// For kCount: the computed count has the same result (or, for a winner alone, the same
  /// winner).
  bool agrees = false;
  /// For kResignation, kTime and kForfeit: who won. kEmpty otherwise.
  Color winner = Color::kEmpty;

  friend bool operator==(const RecordComparison&, const RecordComparison&) = default;
};

/// Reads `recorded` (an RE value; case and spaces do not matter) and compares it with `score`.
RecordComparison compare_with_record(const RecordScore& score, std::string_view recorded);

}  // namespace arbiter::go
