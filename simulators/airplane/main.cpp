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
namespace po = boost::program_options;

int simulate(cli::Invocation& invocation) {
  const po::variables_map& options = invocation.options;
  const cli::ResultFormat format(invocation, "judge");  // A usage error even with --board.
  if (options.count("board") > 0) {
    invocation.out << draw_board(make_board());
    return 0;
  }
  const RunOptions run = run_options(options);
  // Writes a game won in the format the command line asks for.
  const auto write = [&](std::string_view source, const GameCase& game, const Outcome& outcome) {
    format.write(
        invocation.out, source, [&](std::ostream& out) { write_result(out, outcome); },
        [&](std::ostream& out) { write_json_game(out, source, game, run.setup, outcome); });
  };
  if (options.count("dice") == 0) {
    long long given_up = 0;
    const int status = cli::read_inputs(invocation, [&](Reader& reader) {
      given_up += run_judge_input(
          reader, run, invocation.err,
          [&](const GameCase& game, const Outcome& outcome) {
            write(reader.source(), game, outcome);
            // Answer an interactive user now; with a trace, keep stdout in step with stderr.
            if (run.trace_case != 0 || !reader.has_buffered_input()) invocation.out.flush();
          },
          [&](const ParseError& error) { cli::report(error, invocation.out, invocation.err); });
    });
    return status == 0 && given_up > 0 ? to_int(ExitCode::kDataError) : status;
  }
  if (options.count("input") > 0) throw cli::UsageError("--dice plays one game; it takes no FILE");
  invocation.inputs = {options["dice"].as<std::string>()};
  return cli::read_inputs(invocation, [&](Reader& reader) {
    const long long unused = replay_recorded_game(
        reader, run,
        [&](const GameCase& game, const Outcome& outcome) {
          write(reader.source(), game, outcome);
        },
        invocation.err);
    if (unused > 0) {
      invocation.out.flush();
      invocation.err << "airplane-sim: note: " << unused << " recorded rolls were not used\n";
    }
  });
}

}  // namespace

int main(int argc, char** argv) { return cli::run(argc, argv, kTool, add_options, simulate); }
