#include "simulators/go/score_writer.h"

#include <string>

#include "common/json_text.h"
#include "common/text.h"
#include "simulators/go/judge_format.h"
#include "simulators/go/record_result.h"
#include "simulators/go/sgf.h"

namespace arbiter::go {

std::string describe(const RecordComparison& comparison) {
  using Kind = RecordComparison::Kind;
  const std::string winner(color_name(comparison.winner));
  switch (comparison.kind) {
    case Kind::kCount:
      return comparison.agrees ? "agrees" : "disagrees";
    case Kind::kResignation:
      return winner + " won by resignation";
    case Kind::kTime:
      return winner + " won on time";
    case Kind::kForfeit:
      return winner + " won by forfeit";
    case Kind::kVoid:
      return "no result";
    case Kind::kUnknown:
      return "unknown";
    case Kind::kUnreadable:
      break;
  }
  return "unreadable";
}

std::string_view dead_stones_source_name(DeadStones source) {
  switch (source) {
    case DeadStones::kRecord:
      return "record";
    case DeadStones::kAuto:
      return "estimated";
    case DeadStones::kListed:
      return "listed";
    case DeadStones::kGnuGo:
      return "gnugo";
    case DeadStones::kNone:
      break;
  }
  return "none";
}

namespace {

void write_json_side(std::ostream& out, const SideCount& side) {
  out << R"({"stones":)" << side.stones << R"(,"territory":)" << side.territory << R"(,"captures":)"
      << side.captures << R"(,"dead_removed":)" << side.dead << R"(,"prisoners":)"
      << side.prisoners() << R"(,"total":)" << format_halves(side.total_halves) << '}';
}

// "; 2 in doubt: C3 D4, could change the winner": the points the playouts split, as players name
// them (the first few: an open board has hundreds), and whether they could turn the result.
void write_doubt_text(std::ostream& out, const Doubt& doubt) {
  constexpr int kNamed = 10;
  const int size = doubt.size;
  out << "; " << doubt.count << " in doubt:";
  int named = 0;
  for (int row = 0; row < size && named < kNamed; ++row) {
    for (int col = 0; col < size && named < kNamed; ++col) {
      if (!doubt.points[flag_index(size, {col, row})]) continue;
      out << ' ' << gtp_point({col, row}, size);
      ++named;
    }
  }
  if (doubt.count > named) out << " and " << doubt.count - named << " more";
  out << (doubt.could_change_winner ? ", could change the winner"
                                    : ", not enough to change the winner");
}

}  // namespace

void write_score_json(std::ostream& out, std::string_view source, int number, const Game& game,
                      const RecordInfo& info, const ScoredGame& scored) {
  out << R"({"source":)" << json_string(source) << R"(,"game":)" << number << R"(,"size":)"
      << game.board().size() << R"(,"rules":")" << rules_name(scored.rules) << '"';
  if (!scored.count) {
    out << R"(,"black":{"territory":)" << scored.poj.black - game.captures(Color::kBlack)
        << R"(,"captures":)" << game.captures(Color::kBlack) << R"(,"total":)" << scored.poj.black
        << R"(},"white":{"territory":)" << scored.poj.white - game.captures(Color::kWhite)
        << R"(,"captures":)" << game.captures(Color::kWhite) << R"(,"total":)" << scored.poj.white
        << "}}\n";
    return;
  }
  const RecordScore& count = *scored.count;
  const int size = game.board().size();
  out << R"(,"komi":)" << format_halves(count.counting.komi_halves) << R"(,"handicap":)"
      << count.counting.handicap << R"(,"handicap_compensation":)" << count.counting.compensation
      << R"(,"black":)";
  write_json_side(out, count.black);
  out << R"(,"white":)";
  write_json_side(out, count.white);
  out << R"(,"dead_stones_from":")" << dead_stones_source_name(scored.dead_source)
      << R"(","dead_stones":[)";
  const char* separator = "";
  for (int row = 0; row < size; ++row) {
    for (int col = 0; col < size; ++col) {
      if (!count.dead[flag_index(size, {col, row})]) continue;
      out << separator << '"' << sgf_point({col, row}) << '"';
      separator = ",";
    }
  }
  out << ']';
  if (scored.doubt) {
    out << R"(,"in_doubt":[)";
    separator = "";
    for (int row = 0; row < size; ++row) {
      for (int col = 0; col < size; ++col) {
        if (!scored.doubt->points[flag_index(size, {col, row})]) continue;
        out << separator << '"' << sgf_point({col, row}) << '"';
        separator = ",";
      }
    }
    out << R"(],"could_change_winner":)" << (scored.doubt->could_change_winner ? "true" : "false");
    if (scored.playouts > 0) out << R"(,"playouts":)" << scored.playouts;
  }
  out << R"(,"result":")" << count.result() << '"';
  if (info.result) {
    out << R"(,"record_result":)" << json_string(*info.result) << R"(,"record_verdict":)"
        << json_string(describe(compare_with_record(count, *info.result)));
  }
  out << "}\n";
}

void write_score_text(std::ostream& out, const RecordInfo& info, const ScoredGame& scored) {
  if (!scored.count) {
    write_judge_score(out, scored.poj);
    return;
  }
  const RecordScore& count = *scored.count;
  out << count.result() << ' ' << format_halves(count.black.total_halves) << ' '
      << format_halves(count.white.total_halves);
  if (info.result)
    out << " RE[" << escape_control_bytes(*info.result) << "] "
        << describe(compare_with_record(count, *info.result));
  if (scored.doubt && scored.doubt->count > 0) write_doubt_text(out, *scored.doubt);
  out << '\n';
}

}  // namespace arbiter::go
