#include "interactor/result.h"

#include <limits>

#include "interactor/json.h"

namespace arbiter::interactor {

double GameResult::grade() const {
  if (points <= 0 || best <= 0) return 0;
  return static_cast<double>(points) * score / best;
}

std::string to_json(const GameResult& result) {
  JsonObject object;
  object.add_string("game", result.game);
  object.add_string("alphabet", result.alphabet);
  if (result.seed) object.add_int("seed", static_cast<long long>(*result.seed));
  if (result.points > 0) {
    object.add_int("points", result.points);
    object.add_int("best", result.best);
  }
  object.add_string("verdict", verdict_name(result.verdict));
  object.add_int("score", result.score);
  object.add_int("moves", result.moves);
  object.add_int("base", result.breakdown.base);
  object.add_int("runs", result.breakdown.runs);
  object.add_int("sets", result.breakdown.sets);
  object.add_int("alternation", result.breakdown.alternation);
  object.add_int("wall_ms", result.wall_ms);
  if (result.points > 0) object.add_fixed("grade", result.grade(), 3);
  object.add_string("message", result.message);
  return object.to_string();
}

GameResult read_result(Reader& reader) {
  reader.skip_whitespace();
  const SourcePosition start = reader.position();
  const JsonObject object = read_json_object(reader);
  constexpr long long kBig = std::numeric_limits<int>::max();
  const auto integer = [&](std::string_view key) {
    return static_cast<int>(json_int(reader, object, start, key, 0, kBig));
  };
  GameResult result;
  result.game = json_string(reader, object, start, "game");
  result.alphabet = json_string(reader, object, start, "alphabet");
  if (object.find("seed") != nullptr) {
    result.seed = static_cast<std::uint64_t>(
        json_int(reader, object, start, "seed", 0, std::numeric_limits<long long>::max()));
  }
  if (object.find("points") != nullptr) {
    result.points = integer("points");
    result.best = integer("best");
  }
  const std::string verdict = json_string(reader, object, start, "verdict");
  const auto parsed = verdict_from_name(verdict);
  if (!parsed) reader.fail_at(object.find("verdict")->at, "unknown verdict \"" + verdict + "\"");
  result.verdict = *parsed;
  result.score = integer("score");
  result.moves = integer("moves");
  result.breakdown = {integer("base"), integer("runs"), integer("sets"), integer("alternation")};
  result.wall_ms = json_int(reader, object, start, "wall_ms", 0, kBig);
  result.message = json_string(reader, object, start, "message");
  return result;
}

}  // namespace arbiter::interactor
