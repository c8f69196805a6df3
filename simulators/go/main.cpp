// go-score: scores Go games given in the judge format or as SGF game records.
#include <memory>
#include <stdexcept>
#include <string>

#include "common/cli.h"
#include "common/exit_codes.h"
#include "common/result_format.h"
#include "common/text.h"
#include "simulators/go/command_line.h"
#include "simulators/go/diagram.h"
#include "simulators/go/gtp_process.h"
#include "simulators/go/input_format.h"
#include "simulators/go/record_score.h"
#include "simulators/go/score_writer.h"
#include "simulators/go/scoring.h"

namespace {

using namespace arbiter;
using namespace arbiter::go;

void write_score(std::ostream& out, const cli::ResultFormat& format, std::string_view source,
                 int number, const Game& game, const RecordInfo& info, const ScoredGame& scored) {
  format.write(
      out, source, [&](std::ostream& text) { write_score_text(text, info, scored); },
      [&](std::ostream& json) { write_score_json(json, source, number, game, info, scored); });
}

// score_game, its complaints about the options made usage errors.
ScoredGame score_or_complain(const Game& game, const RecordInfo& info, InputFormat format,
                             const ScoringOptions& scoring, const LifeJudge& judge) {
  try {
    return score_game(game, info, format, scoring, judge);
  } catch (const std::invalid_argument& error) {
    throw cli::UsageError(error.what());
  }
}

int score_inputs(cli::Invocation& invocation) {
  const bool sgf_requested = invocation.options.count("sgf") > 0;
  const cli::ResultFormat output(invocation, "text");
  const bool show = invocation.options.count("show") > 0;  // Diagrams on the error stream.
  const ScoringOptions scoring = scoring_options(invocation.options);
  std::unique_ptr<GtpProcess> gnugo;
  const LifeJudge judge = gnugo_life_judge(scoring, gnugo);
  std::string game_in_hand;  // Named in an engine's failure.
  try {
    return cli::read_inputs(invocation, [&](Reader& reader) {
      const InputFormat format = detect_format(reader.source(), sgf_requested);
      int number = 0;
      for_each_record(reader, format, [&](const Game& game, const RecordInfo& info) {
        ++number;
        const auto game_name = [&] {
          return std::string(reader.source()) +
                 (format == InputFormat::kSgf ? " game " : " case ") + std::to_string(number);
        };
        game_in_hand = game_name();
        const ScoredGame scored = score_or_complain(game, info, format, scoring, judge);
        if (scored.unknown_rule_set) {
          invocation.out.flush();
          invocation.err << game_name() << ": RU[" << escape_control_bytes(*scored.unknown_rule_set)
                         << "] is not a rule set go-score knows; counting by area\n";
        }
        write_score(invocation.out, output, reader.source(), number, game, info, scored);
        if (show) {
          invocation.out.flush();
          const int size = game.board().size();
          invocation.err << game_name() << ", " << size << 'x' << size << ":\n"
                         << draw_scored_game(game, scored, format);
        }
        // Answer an interactive user now.
        if (!reader.has_buffered_input()) invocation.out.flush();
      });
    });
  } catch (const GtpError& error) {
    // The engine is not the input's fault: the run stops, as for a tool it cannot have.
    invocation.out.flush();
    invocation.err << kTool.name << ": " << game_in_hand << ": " << error.what() << '\n';
    return to_int(ExitCode::kNoInput);
  }
}

}  // namespace

int main(int argc, char** argv) { return cli::run(argc, argv, kTool, add_options, score_inputs); }
