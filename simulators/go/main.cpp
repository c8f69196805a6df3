// go-score: scores Go games given in the judge format or as SGF game records.
#include <iostream>
#include <string>

#include "common/cli.h"
#include "simulators/go/command_line.h"
#include "simulators/go/diagram.h"
#include "simulators/go/input_format.h"
#include "simulators/go/judge_format.h"
#include "simulators/go/scoring.h"

namespace {

using namespace arbiter;
using namespace arbiter::go;

int score_inputs(cli::Invocation& invocation) {
  const bool sgf_requested = invocation.options.count("sgf") > 0;
  const bool show = invocation.options.count("show") > 0;
  const bool name_lines = invocation.inputs.size() > 1;
  return cli::read_inputs(invocation, [&](Reader& reader) {
    const InputFormat format = detect_format(reader.source(), sgf_requested);
    int number = 0;
    for_each_game(reader, format, [&](const Game& game) {
      const Territory territory(game.board());
      if (name_lines) invocation.out << reader.source() << ": ";
      write_judge_score(invocation.out, score(game, territory));
      if (show) {
        invocation.out.flush();
        const int size = game.board().size();
        invocation.err << reader.source() << (format == InputFormat::kSgf ? " game " : " case ")
                       << ++number << ", " << size << 'x' << size << ":\n"
                       << draw_position(game, territory,
                                        format == InputFormat::kSgf ? Coordinates::kGtp
                                                                    : Coordinates::kCentred);
      }
      if (!reader.has_buffered_input()) invocation.out.flush();  // Answer an interactive user now.
    });
  });
}

}  // namespace

int main(int argc, char** argv) { return cli::run(argc, argv, kTool, add_options, score_inputs); }
