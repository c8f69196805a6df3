// go-score: scores Go games given in the judge format or as SGF game records.
#include <memory>
#include <string>

#include "common/cli.h"
#include "common/exit_codes.h"
#include "simulators/go/command_line.h"
#include "simulators/go/gtp_process.h"
#include "simulators/go/input_format.h"
#include "simulators/go/record_score.h"
#include "simulators/go/score_printer.h"

namespace {

using namespace arbiter;
using namespace arbiter::go;

int score_inputs(cli::Invocation& invocation) {
  const bool sgf_requested = invocation.options.count("sgf") > 0;
  ScorePrinter printer(invocation);
  const ScoringOptions scoring = scoring_options(invocation.options);
  std::unique_ptr<GtpProcess> gnugo;
  const LifeJudge judge = gnugo_life_judge(scoring, gnugo);
  std::string game_in_hand;  // Named in an engine's failure.
  try {
    return cli::read_inputs(invocation, [&](Reader& reader) {
      const InputFormat format = detect_format(reader.source(), sgf_requested);
      int number = 0;
      for_each_record(reader, format, [&](const Game& game, const RecordInfo& info) {
        game_in_hand = record_name(reader.source(), format, ++number);
        const ScoredGame scored = score_or_complain(game, info, format, scoring, judge);
        printer.print(reader.source(), format, number, game, info, scored);
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
