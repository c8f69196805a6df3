#include "simulators/go/score_printer.h"

#include <stdexcept>

#include "common/text.h"
#include "simulators/go/diagram.h"
#include "simulators/go/score_writer.h"

namespace arbiter::go {

std::string record_name(std::string_view source, InputFormat format, int number) {
  return std::string(source) + (format == InputFormat::kSgf ? " game " : " case ") +
         std::to_string(number);
}

ScoredGame score_or_complain(const Game& game, const RecordInfo& info, InputFormat format,
                             const ScoringOptions& scoring, const LifeJudge& judge) {
  try {
    return score_game(game, info, format, scoring, judge);
  } catch (const std::invalid_argument& error) {
    throw cli::UsageError(error.what());
  }
}

ScorePrinter::ScorePrinter(cli::Invocation& invocation)
    : invocation_(invocation),
      format_(invocation, "text"),
      show_(invocation.options.count("show") > 0) {}

void ScorePrinter::print(std::string_view source, InputFormat format, int number, const Game& game,
                         const RecordInfo& info, const ScoredGame& scored) {
  if (scored.unknown_rule_set) {
    invocation_.out.flush();
    invocation_.err << record_name(source, format, number) << ": RU["
                    << escape_control_bytes(*scored.unknown_rule_set)
                    << "] is not a rule set go-score knows; counting by area\n";
  }
  format_.write(
      invocation_.out, source, [&](std::ostream& text) { write_score_text(text, info, scored); },
      [&](std::ostream& json) { write_score_json(json, source, number, game, info, scored); });
  if (show_) {  // Diagrams on the error stream.
    invocation_.out.flush();
    const int size = game.board().size();
    invocation_.err << record_name(source, format, number) << ", " << size << 'x' << size << ":\n"
                    << draw_scored_game(game, scored, format);
  }
}

}  // namespace arbiter::go
