#include "simulators/go/judge_format.h"

#include <string>

namespace arbiter::go {

namespace {

// Reads one `P(x,y)` line and plays it; `number` is its 1-based place in the case.
void read_placement(Reader& reader, Game& game, long long number, long long count) {
  reader.skip_whitespace();
  const SourcePosition start = reader.position();
  const int letter = reader.peek();
  if (letter != 'B' && letter != 'W') {
    reader.fail("expected placement " + std::to_string(number) + " of " + std::to_string(count) +
                " as B(x,y) or W(x,y), found " + reader.describe_next());
  }
  reader.get();
  const Color color = letter == 'B' ? Color::kBlack : Color::kWhite;
  const int size = game.board().size();
  const int half = (size - 1) / 2;
  reader.expect_char('(');
  const auto x = static_cast<int>(reader.read_int(-half, half, "x"));
  reader.expect_char(',');
  const auto y = static_cast<int>(reader.read_int(-half, half, "y"));
  reader.expect_char(')');
  reader.skip_spaces();
  reader.expect_eol();
  const Point point = point_from_centred(size, x, y);
  const Color occupant = game.board().at(point);
  if (!game.play(color, point)) {
    reader.fail_at(start, "point (" + std::to_string(x) + "," + std::to_string(y) +
                              ") is already occupied by a " + std::string(color_name(occupant)) +
                              " stone");
  }
}

}  // namespace

std::optional<Game> read_judge_case(Reader& reader) {
  reader.skip_whitespace();
  if (reader.at_eof()) reader.fail("missing the \"0 0\" line that ends the input");
  const SourcePosition size_at = reader.position();
  // n is 0 only on the line that ends the input. Any other n is read against the judge's range,
  // so that even one too long for any integer type is reported with [3, 19] rather than with
  // the limits of long long.
  const bool ends_input = reader.peek() == '0';
  const long long size = ends_input ? reader.read_int(0, 0, "board size n")
                                    : reader.read_int(kJudgeMinSize, kJudgeMaxSize, "board size n");
  reader.expect_spaces();
  const long long count = reader.read_int(0, kJudgeMaxPlacements, "placement count m");
  reader.skip_spaces();
  reader.expect_eol();

  if (ends_input) {
    if (count != 0) {
      reader.fail_at(size_at, "board size n = 0 is out of range [" + std::to_string(kJudgeMinSize) +
                                  ", " + std::to_string(kJudgeMaxSize) +
                                  "] (only the \"0 0\" line that ends the input has n = 0)");
    }
    reader.skip_whitespace();
    if (!reader.at_eof()) reader.fail("unexpected data after the \"0 0\" line that ends the input");
    return std::nullopt;
  }
  if (size % 2 == 0) {
    reader.fail_at(size_at, "board size n = " + std::to_string(size) +
                                " must be odd (coordinates are centred on the middle point)");
  }
  Game game(static_cast<int>(size));
  for (long long number = 1; number <= count; ++number) {
    read_placement(reader, game, number, count);
  }
  return game;
}

void write_judge_score(std::ostream& out, const Score& score) {
  out << score.black << ' ' << score.white << '\n';
}

}  // namespace arbiter::go
