// snooker-referee: referees snooker frames given in the judge format of HDU 3719 / UVa 1477.
#include <iostream>
#include <sstream>
#include <string>
#include <string_view>

#include "common/cli.h"
#include "common/text.h"
#include "simulators/snooker/command_line.h"
#include "simulators/snooker/explain.h"
#include "simulators/snooker/json_format.h"
#include "simulators/snooker/judge_format.h"

namespace {

using namespace arbiter;
using namespace arbiter::snooker;

int referee_inputs(cli::Invocation& invocation) {
  const std::string format = invocation.options["format"].as<std::string>();
  if (format != "judge" && format != "json") {
    throw cli::UsageError("--format " + format + ": expected judge or json");
  }
  // With several inputs, each judge-format line and each --explain line starts with the
  // input's name; a JSON object names it in "source" whatever the number of inputs.
  const bool name_lines = invocation.inputs.size() > 1;
  std::string_view source;  // The input being read, for the observers below.
  EventObserver on_event;
  if (invocation.options.count("explain") > 0) {
    on_event = [&](const FrameRecord& frame, const EventRecord& event) {
      if (name_lines) invocation.err << source << ": ";
      invocation.err << explain_event(frame, event) << '\n';
    };
  }
  return cli::read_inputs(invocation, [&](Reader& reader) {
    source = reader.source();
    for_each_frame(reader, on_event, [&](const FrameRecord& frame) {
      if (format == "json") {
        write_json_frame(invocation.out, source, frame);
      } else if (name_lines) {
        std::ostringstream lines;
        write_judge_frame(lines, frame);
        write_named_lines(invocation.out, source, lines.str());
      } else {
        write_judge_frame(invocation.out, frame);
      }
      // Answer an interactive user now, and keep stdout in step with --explain's stderr.
      if (on_event || !reader.has_buffered_input()) invocation.out.flush();
    });
  });
}

}  // namespace

int main(int argc, char** argv) { return cli::run(argc, argv, kTool, add_options, referee_inputs); }
