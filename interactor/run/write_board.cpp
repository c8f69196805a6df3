#include "interactor/run/write_board.h"

#include <stdexcept>

#include "common/exit_codes.h"
#include "common/reader.h"
#include "interactor/run/output_file.h"

namespace arbiter::interactor {

int write_board(const GameSpec& game, const std::string& path, const Console& in) {
  LoadedGame loaded;
  try {
    loaded = load_game(game);
  } catch (const ParseError&) {
    throw;  // cli::run reports it with its place, exit 65.
  } catch (const std::runtime_error& error) {
    in.err << in.tool << ": " << error.what() << '\n';
    return to_int(ExitCode::kNoInput);
  }
  if (path == "-") {
    solitaire::write_board_file(in.out, loaded.deal);
    return to_int(ExitCode::kOk);
  }
  OutputFile file(in, path);
  if (file.failed()) return to_int(ExitCode::kCannotCreate);
  std::ostream& board = *file.stream();
  solitaire::write_board_file(board, loaded.deal);
  board.flush();
  if (!board) {
    in.err << in.tool << ": error writing '" << path << "'\n";
    return to_int(ExitCode::kIoError);
  }
  return to_int(ExitCode::kOk);
}

}  // namespace arbiter::interactor
