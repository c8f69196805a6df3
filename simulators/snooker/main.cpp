// snooker-referee: referees snooker frames given in the judge format of HDU 3719 / UVa 1477.
#include <iostream>
#include <string>

#include "common/cli.h"
#include "simulators/snooker/explain.h"
#include "simulators/snooker/json_format.h"
#include "simulators/snooker/judge_format.h"

namespace {

using namespace arbiter;
using namespace arbiter::snooker;

const cli::ToolInfo kTool{
    "snooker-referee", "[FILE...]",
    "Referees snooker frames: reads the judge format of HDU 3719 / UVa 1477 (T, then per frame\n"
    "the two players and one stroke a line) and writes, after each stroke, fouls, the score,\n"
    "respotted colours and whose turn it is. Reads standard input when no FILE is given or\n"
    "FILE is -.",
    "  snooker-referee < frames.in > frames.out   judge format\n"
    "  snooker-referee --explain frames.in        also say why, stroke by stroke, on stderr\n"
    "  snooker-referee --format json frames.in    one JSON object per frame\n"};

void add_options(boost::program_options::options_description& options) {
  options.add_options()  //
      ("format", boost::program_options::value<std::string>()->value_name("FORMAT"),
       "output format: judge (the default) or json (one object per frame, one a line)")  //
      ("explain", "after each stroke, write one line on standard error saying why");
}

int referee_inputs(cli::Invocation& invocation) {
  const std::string format = invocation.options.count("format") > 0
                                 ? invocation.options["format"].as<std::string>()
                                 : std::string("judge");
  if (format != "judge" && format != "json") {
    throw cli::UsageError("unknown format '" + format + "' (expected judge or json)");
  }
  EventObserver on_event;
  if (invocation.options.count("explain") > 0) {
    on_event = [&](const FrameRecord& frame, const EventRecord& event) {
      invocation.err << explain_event(frame, event) << '\n';
    };
  }
  return cli::read_inputs(invocation, [&](Reader& reader) {
    for_each_frame(reader, on_event, [&](const FrameRecord& frame) {
      format == "json" ? write_json_frame(invocation.out, frame)
                       : write_judge_frame(invocation.out, frame);
      // Answer an interactive user now, and keep stdout in step with --explain's stderr.
      if (on_event || !reader.has_buffered_input()) invocation.out.flush();
    });
  });
}

}  // namespace

int main(int argc, char** argv) { return cli::run(argc, argv, kTool, add_options, referee_inputs); }
