#include "bot/protocol.h"

#include <string>

namespace arbiter::bot {

namespace {

using solitaire::Piece;

std::optional<Piece> read_piece_or_blank(Reader& in, std::string_view name) {
  const SourcePosition at = in.position();
  const std::string token = in.read_token(name);
  if (token == solitaire::kBlankToken) return std::nullopt;
  if (const auto piece = solitaire::piece_from_token(token)) return piece;
  std::string message = "unknown piece '";
  message.append(token).append("' (expected 1, 2, 3, 4, torn, lopare, dam, springare or blank)");
  in.fail_at(at, std::move(message));
}

}  // namespace

std::array<Piece, solitaire::kCells> read_bronze(Reader& in) {
  std::array<Piece, solitaire::kCells> bronze{};
  for (int row = 0; row < solitaire::kSide; ++row) {
    for (int col = 0; col < solitaire::kSide; ++col) {
      if (col > 0) in.expect_spaces();
      const SourcePosition at = in.position();
      const auto piece = read_piece_or_blank(in, "a piece");
      if (!piece) in.fail_at(at, "the opening board cannot have a blank cell");
      bronze[solitaire::cell_at(row, col)] = *piece;
    }
    in.skip_spaces();
    in.expect_eol();
  }
  return bronze;
}

std::optional<Piece> read_reply(Reader& in) {
  if (in.at_eof()) in.fail("the judge closed the input in the middle of the game");
  const auto piece = read_piece_or_blank(in, "a reply");
  in.skip_spaces();
  in.expect_eol();
  return piece;
}

}  // namespace arbiter::bot
