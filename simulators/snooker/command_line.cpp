#include "simulators/snooker/command_line.h"

#include <string>

namespace arbiter::snooker {

namespace po = boost::program_options;

const cli::ToolInfo kTool{
    "snooker-referee", "[FILE...]",
    "Referees snooker frames: reads the judge format of HDU 3719 / UVa 1477 (T, then per frame\n"
    "the two players and one stroke a line) and writes, after each stroke, fouls, the score,\n"
    "respotted colours and whose turn it is. Reads standard input when no FILE is given or\n"
    "FILE is -. With several files, each line starts with the file's name.",
    "  snooker-referee < frames.in > frames.out   judge format\n"
    "  snooker-referee --explain frames.in        also say why, stroke by stroke, on stderr\n"
    "  snooker-referee --format json frames.in    one JSON object per frame\n"};

void add_options(po::options_description& options) {
  options.add_options()  //
      ("format", po::value<std::string>()->value_name("FORMAT")->default_value("judge"),
       "judge, or json: one JSON object a frame with every stroke's decisions")  //
      ("explain", "after each stroke, write one line on standard error saying why");
}

}  // namespace arbiter::snooker
