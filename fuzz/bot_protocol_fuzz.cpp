// Fuzzes solitaire-bot's protocol reader: the whole input is what the judge sends (the opening
// board, then one reply a move), played by bot::play_game with the greedy strategy, as
// solitaire-bot does; what the bot writes is kept only to be checked.
//
// Property: the game ends with `0 0` or the input stops at a well-formed ParseError
// (fuzz_support.h); no reply can make the greedy strategy choose an illegal move (play_game
// throws std::logic_error then: a crash for the fuzzer); every line the bot writes is a move
// `r c` on the board, at most 108 of them (36 cells of 3 pieces), or the final `0 0`.
#include <cstdint>
#include <sstream>
#include <string>

#include "bot/player.h"
#include "bot/protocol.h"
#include "bot/search/greedy.h"
#include "fuzz/fuzz_support.h"

namespace {

bool is_move(const std::string& line) {
  return line.size() == 3 && line[0] >= '1' && line[0] <= '6' && line[1] == ' ' && line[2] >= '1' &&
         line[2] <= '6';
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace arbiter;
  const std::string input = fuzz::as_text(data, size);
  std::istringstream stream(input);
  Reader reader(stream, std::string(fuzz::kSource));
  std::ostringstream out;
  bot::GreedyStrategy greedy;
  bool stopped = false;
  try {
    const int moves = bot::play_game(reader, out, greedy);
    fuzz::require(moves >= 0 && moves <= 108, "more moves than pieces");
    stopped = true;
  } catch (const ParseError& error) {
    fuzz::check_parse_error(error, input);
  }
  const std::string written = out.str();
  fuzz::require(written.empty() || written.back() == '\n', "a partial line written");
  std::istringstream lines(written);
  int moves = 0;
  for (std::string line; std::getline(lines, line);) {
    if (line == bot::kStopLine) {
      fuzz::require(stopped && lines.peek() == EOF, "`0 0` before the end", written);
    } else {
      fuzz::require(is_move(line), "a line that is not a move", line);
      fuzz::require(++moves <= 108, "more moves than pieces");
    }
  }
  return 0;
}
