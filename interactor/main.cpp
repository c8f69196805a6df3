// solitaire-interactor: the local judge of interactive solitaire chess.
#include "common/cli.h"
#include "interactor/command_line.h"

int main(int argc, char** argv) {
  using namespace arbiter;
  return cli::run(argc, argv, interactor::kTool, interactor::add_options, interactor::run_command);
}
