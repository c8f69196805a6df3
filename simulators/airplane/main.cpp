// airplane-sim: plays the airplane-chess games of HDU 7225 ("Thunder Bluff") from their seeds.
#include <string>

#include "common/cli.h"
#include "common/exit_codes.h"
#include "simulators/airplane/command_line.h"
#include "simulators/airplane/judge_format.h"
#include "simulators/airplane/simulation.h"

namespace {

using namespace arbiter;
using namespace arbiter::airplane;
namespace po = boost::program_options;

int simulate(cli::Invocation& invocation) {
  const po::variables_map& options = invocation.options;
  if (options.count("board") > 0) {
    invocation.out << draw_board(make_board());
    return 0;
  }
  const RunOptions run = run_options(options);
  if (options.count("dice") == 0) {
    long long given_up = 0;
    const int status = cli::read_inputs(invocation, [&](Reader& reader) {
      given_up += run_judge_input(
          reader, run, invocation.err,
          [&](const Outcome& outcome) {
            write_result(invocation.out, outcome);
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
    const long long unused = replay_recorded_game(reader, run, invocation.out, invocation.err);
    if (unused > 0) {
      invocation.out.flush();
      invocation.err << "airplane-sim: note: " << unused << " recorded rolls were not used\n";
    }
  });
}

}  // namespace

int main(int argc, char** argv) { return cli::run(argc, argv, kTool, add_options, simulate); }
