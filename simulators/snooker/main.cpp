// snooker-referee: referees snooker frames given in the judge format of HDU 3719 / UVa 1477.
#include <iostream>
#include <string>

#include "common/cli.h"
#include "simulators/snooker/command_line.h"
#include "simulators/snooker/explain.h"
#include "simulators/snooker/json_format.h"
#include "simulators/snooker/judge_format.h"

namespace {

using namespace arbiter;
using namespace arbiter::snooker;

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
