#pragma once

// The body of the two go-score fuzz targets (go_judge_fuzz.cpp, go_sgf_fuzz.cpp): what go-score
// does with one input, --show included, without its command line.
//
// Property: the input is scored to its end or stops at a well-formed ParseError
// (fuzz_support.h); every final board keeps its invariants (Board::check_invariants, which
// the -O1 debug build also runs after every move); the territory never counts more points than
// the board has; the score line and the drawing end with their line breaks.

#include <cstdint>
#include <sstream>
#include <string>

#include "fuzz/fuzz_support.h"
#include "simulators/go/diagram.h"
#include "simulators/go/input_format.h"
#include "simulators/go/judge_format.h"
#include "simulators/go/scoring.h"

namespace arbiter::fuzz {

inline void check_game(const go::Game& game) {
  using go::Color;
  game.board().check_invariants();  // Throws std::logic_error: a crash for the fuzzer.
  const go::Territory territory(game.board());
  const int size = game.board().size();
  int stones = 0;
  for (int row = 0; row < size; ++row) {
    for (int col = 0; col < size; ++col)
      stones += game.board().at({col, row}) != Color::kEmpty ? 1 : 0;
  }
  const int black = territory.points(Color::kBlack);
  const int white = territory.points(Color::kWhite);
  require(black >= 0 && white >= 0 && black + white + stones <= size * size,
          "the territory counts more points than the board has");
  const go::Score score = go::score(game, territory);
  require(score.black == black + game.captures(Color::kBlack) &&
              score.white == white + game.captures(Color::kWhite),
          "the score is not territory plus captures");
  std::ostringstream line;
  go::write_judge_score(line, score);
  require(line.str() == std::to_string(score.black) + " " + std::to_string(score.white) + "\n",
          "the score line is not `B W`", line.str());
  for (const auto coordinates : {go::Coordinates::kCentred, go::Coordinates::kGtp}) {
    const std::string drawing = go::draw_position(game, territory, coordinates);
    require(!drawing.empty() && drawing.back() == '\n', "a drawing without its line break");
  }
}

inline int fuzz_go(const std::uint8_t* data, std::size_t size, go::InputFormat format) {
  const std::string input = as_text(data, size);
  std::istringstream stream(input);
  Reader reader(stream, std::string(kSource));
  try {
    go::for_each_game(reader, format, check_game);
  } catch (const ParseError& error) {
    check_parse_error(error, input);
  }
  return 0;
}

}  // namespace arbiter::fuzz
