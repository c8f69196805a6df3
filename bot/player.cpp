#include "bot/player.h"

#include <stdexcept>
#include <string>

#include "bot/protocol.h"
#include "common/solitaire/board.h"
#include "common/solitaire/position.h"

namespace arbiter::bot {

namespace {

using solitaire::Piece;

// Every cell holds three pieces, so a reply is `blank` exactly after a cell's third removal.
void check_reply(const Reader& in, const SourcePosition& at, const solitaire::Board& board,
                 int cell, std::optional<Piece> revealed) {
  const bool must_be_blank = board.removed(cell) == solitaire::kLayers;
  if (must_be_blank && revealed) {
    std::string message = "the judge revealed '";
    message.append(solitaire::wire_token(*revealed))
        .append("' at ")
        .append(solitaire::wire_coordinates(cell))
        .append(", whose three pieces are all gone");
    in.fail_at(at, std::move(message));
  }
  if (!must_be_blank && !revealed) {
    std::string message = "the judge answered blank at ";
    message.append(solitaire::wire_coordinates(cell)).append(", which still holds a piece");
    in.fail_at(at, std::move(message));
  }
}

}  // namespace

int play_game(Reader& in, std::ostream& out, Strategy& strategy) {
  const auto bronze = read_bronze(in);
  SeenTypes seen;
  for (const Piece piece : bronze) seen.add(piece);
  solitaire::Position position = solitaire::Position::start(solitaire::Board::from_bronze(bronze));

  while (const std::optional<int> cell = strategy.choose(View{position, seen})) {
    if (*cell < 0 || *cell >= solitaire::kCells || position.check(*cell)) {
      throw std::logic_error("the strategy chose an illegal move: " + std::to_string(*cell));
    }
    out << solitaire::wire_coordinates(*cell) << '\n' << std::flush;
    const SourcePosition at = in.position();
    const std::optional<Piece> revealed = read_reply(in);
    position.play(*cell, revealed);
    check_reply(in, at, position.board(), *cell, revealed);
    if (revealed) seen.add(*revealed);
  }
  out << kStopLine << '\n' << std::flush;
  return position.moves();
}

}  // namespace arbiter::bot
