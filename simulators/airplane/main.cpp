// airplane-sim: plays the airplane-chess games of HDU 7225 ("Thunder Bluff") from their seeds.
#include <string>
#include <string_view>

#include "common/cli.h"
#include "common/exit_codes.h"
#include "common/result_format.h"
#include "simulators/airplane/command_line.h"
#include "simulators/airplane/json_format.h"
#include "simulators/airplane/judge_format.h"
#include "simulators/airplane/simulation.h"

namespace {

using namespace arbiter;
using namespace arbiter::airplane;

int simulate(cli::Invocation& invocation) {
  const cli::ResultFormat format(invocation, "judge");  // A usage error even with --board.
  if (invocation.options.count("board") > 0) {
    invocation.out << draw_board(make_board());
    return 0;
  }
  const RunOptions run = run_options(invocation.options);
  std::string_view source;  // The input being read.
  // Writes a game won in the format the command line asks for.
  const Won write = [&](const GameCase& game, const Outcome& outcome) {
    format.write(
        invocation.out, source, [&](std::ostream& out) { write_result(out, outcome); },
        [&](std::ostream& out) { write_json_game(out, source, game, run.setup, outcome); });
  };
  if (invocation.options.count("dice") == 0) {
    long long given_up = 0;
    const int status = cli::read_inputs(invocation, [&](Reader& reader) {
      source = reader.source();
      given_up += run_judge_input(
          reader, run, invocation.err,
          [&](const GameCase& game, const Outcome& outcome) {
            write(game, outcome);
            // Answer an interactive user now; with a trace, keep stdout in step with stderr.
            if (run.trace_case != 0 || !reader.has_buffered_input()) invocation.out.flush();
          },
          [&](const ParseError& error) { cli::report(error, invocation.out, invocation.err); });
    });
    return status == 0 && given_up > 0 ? to_int(ExitCode::kDataError) : status;
  }
  invocation.inputs = {invocation.options["dice"].as<std::string>()};
  return cli::read_inputs(invocation, [&](Reader& reader) {
    source = reader.source();
    const long long unused = replay_recorded_game(reader, run, write, invocation.err);
    if (unused > 0) {
      invocation.out.flush();
      invocation.err << "airplane-sim: note: " << unused << " recorded rolls were not used\n";
    }
  });
}

}  // namespace

int main(int argc, char** argv) { return cli::run(argc, argv, kTool, add_options, simulate); }
