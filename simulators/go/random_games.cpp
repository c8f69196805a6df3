#include "simulators/go/random_games.h"

#include "simulators/go/game.h"
#include "simulators/go/judge_format.h"

namespace arbiter::go {

int random_board_size(Random& random) {
  if (random.below(10) < 7) return kJudgeMaxSize;
  return kJudgeMinSize + 2 * static_cast<int>(random.below((kJudgeMaxSize - kJudgeMinSize) / 2));
}

long long append_random_game(Random& random, int size, std::string& text) {
  const int points = size * size;
  const auto target = random.between(points * 8 / 10, points * 28 / 10);
  Game game(size);
  std::string body;
  long long placed = 0;
  Color mover = Color::kBlack;
  // Random points until an empty one turns up; a board that stays full (suicides stay) ends
  // the game early.
  for (int misses = 0; placed < target && misses < 64 * points;) {
    const Point p{static_cast<int>(random.below(static_cast<std::uint64_t>(size))),
                  static_cast<int>(random.below(static_cast<std::uint64_t>(size)))};
    if (!game.play(mover, p)) {
      ++misses;
      continue;
    }
    misses = 0;
    body += mover == Color::kBlack ? "B(" : "W(";
    const CentredPoint centred = centred_from_point(size, p);
    body += std::to_string(centred.x) + "," + std::to_string(centred.y) + ")\n";
    ++placed;
    // One turn in ten is a pass, so a colour sometimes plays twice.
    if (random.below(10) != 0) mover = opponent(mover);
  }
  text += std::to_string(size) + " " + std::to_string(placed) + "\n" + body;
  return placed;
}

}  // namespace arbiter::go
