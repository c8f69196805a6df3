// snooker-referee: referees snooker frames given in the judge format of HDU 3719 / UVa 1477.
#include <iostream>

#include "common/cli.h"
#include "simulators/snooker/judge_format.h"

namespace {

using namespace arbiter;
using namespace arbiter::snooker;

const cli::ToolInfo kTool{"snooker-referee", "[FILE...]", "Referees snooker frames.", ""};

int referee_inputs(cli::Invocation& invocation) {
  return cli::read_inputs(invocation, [&](Reader& reader) {
    for_each_frame(reader, {},
                   [&](const FrameRecord& frame) { write_judge_frame(invocation.out, frame); });
  });
}

}  // namespace

int main(int argc, char** argv) { return cli::run(argc, argv, kTool, {}, referee_inputs); }
