// snooker-referee: referees snooker frames given in the judge format of HDU 3719 / UVa 1477.
#include <string>
#include <string_view>

#include "common/cli.h"
#include "common/result_format.h"
#include "simulators/snooker/command_line.h"
#include "simulators/snooker/explain.h"
#include "simulators/snooker/json_format.h"
#include "simulators/snooker/judge_format.h"

namespace {

using namespace arbiter;
using namespace arbiter::snooker;

int referee_inputs(cli::Invocation& invocation) {
  const cli::ResultFormat format(invocation, "judge");
  // With several inputs, each --explain line starts with the input's name, as the judge
  // format's lines do.
  const bool name_lines = format.names_lines();
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
      format.write(
          invocation.out, source, [&](std::ostream& out) { write_judge_frame(out, frame); },
          [&](std::ostream& out) { write_json_frame(out, source, frame); });
      // Answer an interactive user now, and keep stdout in step with --explain's stderr.
      if (on_event || !reader.has_buffered_input()) invocation.out.flush();
    });
  });
}

}  // namespace

int main(int argc, char** argv) { return cli::run(argc, argv, kTool, add_options, referee_inputs); }
