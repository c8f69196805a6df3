// Fuzzes go-score's counting of SGF game records past the reader: every record read is scored
// under its own rules (RU, KM, HA, TB/TW) and under area and territory rules, with the dead
// stones of the record (its markup, or estimated by a few playouts) and with none; then
// compared with its RE, written as text and JSON, and drawn.
//
// Property: the input is read to its end or stops at a well-formed ParseError
// (fuzz_support.h); scoring never throws; a count adds up: each side's living stones and the
// stones removed as dead are the stones on the board, only stones are dead, each side's
// territory is the empty points it owns, each total is its parts (and komi and compensation);
// the result agrees with the margin, and an RE that writes that result agrees; the text is
// one line, the JSON one object on one line, the drawing ends with its line break.
#include <array>
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <optional>
#include <sstream>
#include <stdexcept>
#include <string>

#include "fuzz/fuzz_support.h"
#include "simulators/go/diagram.h"
#include "simulators/go/record_result.h"
#include "simulators/go/record_score.h"
#include "simulators/go/score_writer.h"
#include "simulators/go/sgf.h"

namespace {

using namespace arbiter;
using namespace arbiter::go;

// Few playouts: the estimate's quality is the unit tests' business, its bookkeeping is ours.
// Two playouts leave nearly every verdict close, so the count goes on to more of them: a cap
// above kPlayouts still follows that path, where the default's 8000 made one input take seconds.
constexpr int kPlayouts = 2;
constexpr int kClosePlayouts = 8;

void check_count(const Game& game, const RecordScore& count) {
  const Board& board = game.board();
  const int size = board.size();
  // Per colour, by Color's value: empty, Black, White.
  std::array<int, 3> stones{};
  std::array<int, 3> dead{};
  std::array<int, 3> owned{};
  for (int row = 0; row < size; ++row) {
    for (int col = 0; col < size; ++col) {
      const Point p{col, row};
      const std::size_t i = flag_index(size, p);
      const Color stone = board.at(p);
      ++stones[static_cast<std::size_t>(stone)];
      if (count.dead[i]) {
        fuzz::require(stone != Color::kEmpty, "an empty point counted as a dead stone");
        ++dead[static_cast<std::size_t>(stone)];
      }
      ++owned[static_cast<std::size_t>(count.owner[i])];
    }
  }
  const auto black = static_cast<std::size_t>(Color::kBlack);
  const auto white = static_cast<std::size_t>(Color::kWhite);
  fuzz::require(count.black.stones + count.white.dead == stones[black] &&
                    count.white.stones + count.black.dead == stones[white],
                "living and dead stones are not the stones on the board");
  fuzz::require(count.black.dead == dead[white] && count.white.dead == dead[black],
                "the dead stones counted are not those flagged");
  fuzz::require(count.black.territory == owned[black] && count.white.territory == owned[white],
                "a side's territory is not the points it owns");
  for (const SideCount* side : {&count.black, &count.white}) {
    const int points = count.counting.rules == Rules::kArea ? side->stones + side->territory
                                                            : side->territory + side->prisoners();
    int total = 2 * points;
    if (side == &count.white) {
      total += count.counting.komi_halves;
      if (count.counting.rules == Rules::kArea) total += 2 * count.counting.compensation;
    }
    fuzz::require(side->total_halves == total, "a total is not the sum of its parts");
  }
  const int margin = count.margin_halves();
  const std::string result = count.result();
  fuzz::require(margin == 0 ? result == "0" : result[0] == (margin > 0 ? 'B' : 'W'),
                "the result is not the margin's", result);
  const RecordComparison same = compare_with_record(count, result);
  fuzz::require(same.kind == RecordComparison::Kind::kCount && same.agrees,
                "an RE that writes the result does not agree", result);
}

void check_written(const Game& game, const RecordInfo& info, const ScoredGame& scored) {
  std::ostringstream text;
  write_score_text(text, info, scored);
  const std::string line = text.str();
  fuzz::require(!line.empty() && line.find('\n') == line.size() - 1, "the text is not one line",
                line);
  std::ostringstream json;
  write_score_json(json, fuzz::kSource, 1, game, info, scored);
  const std::string object = json.str();
  fuzz::require(
      object.starts_with("{") && object.ends_with("}\n") && object.find('\n') == object.size() - 1,
      "the JSON is not one object on one line", object);
  if (scored.count) {
    const std::string drawing = draw_counted_position(game, *scored.count, Coordinates::kGtp);
    fuzz::require(!drawing.empty() && drawing.back() == '\n', "a drawing without its line break");
  }
}

void check_record(const SgfRecord& record) {
  // The record's own rules with its dead stones, and each counting with the other choice.
  struct Choice {
    std::optional<Rules> rules;
    DeadStones dead = DeadStones::kRecord;
  };
  for (const Choice& choice :
       {Choice{std::nullopt, DeadStones::kRecord}, Choice{Rules::kArea, DeadStones::kNone},
        Choice{Rules::kTerritory, DeadStones::kRecord}}) {
    ScoringOptions options;
    options.playouts = kPlayouts;
    options.close_playouts = kClosePlayouts;
    options.rules = choice.rules;
    options.dead = choice.dead;
    ScoredGame scored;
    try {
      scored = score_game(record.game, record.info, InputFormat::kSgf, options);
    } catch (const std::exception& error) {
      fuzz::violated("scoring threw", error.what());
    }
    fuzz::require(scored.count.has_value(), "an SGF record not counted by area or territory");
    check_count(record.game, *scored.count);
    check_written(record.game, record.info, scored);
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string input = fuzz::as_text(data, size);
  std::istringstream stream(input);
  Reader reader(stream, std::string(fuzz::kSource));
  try {
    read_sgf_collection(reader, check_record);
  } catch (const ParseError& error) {
    fuzz::check_parse_error(error, input);
  }
  return 0;
}
