#include "simulators/go/command_line.h"

namespace arbiter::go {

namespace po = boost::program_options;

const cli::ToolInfo kTool{
    "go-score", "[FILE...]",
    "Scores Go games: for each game, Black's score and White's score, each the empty points it\n"
    "surrounds plus the stones it captured. Reads the judge format (n m, then m lines P(x,y),\n"
    "cases until 0 0) or SGF game records (main line only). Reads standard input when no FILE\n"
    "is given or FILE is -. With several files, each line starts with the file's name.",
    "  go-score < cases.in > cases.out       judge format, one 'B W' line per case\n"
    "  go-score --show cases.in              also draw each final position on stderr\n"
    "  go-score games/*.sgf                  one 'FILE: B W' line per SGF game\n"};

void add_options(po::options_description& options) {
  options.add_options()                                                      //
      ("sgf", "read SGF game records (automatic for files ending in .sgf)")  //
      ("show", "draw each final position, with owners and captures, on standard error");
}

}  // namespace arbiter::go
