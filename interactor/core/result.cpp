#include "interactor/core/result.h"

#include <array>
#include <limits>
#include <utility>

#include "interactor/core/json.h"

namespace arbiter::interactor {

std::string_view paired_bot_name(PairedBot bot) {
  return bot == PairedBot::kCandidate ? "candidate" : "baseline";
}

double GameResult::grade() const {
  if (points <= 0 || best <= 0) return 0;
  return static_cast<double>(points) * score / best;
}

std::string to_json(const GameResult& result) {
  JsonObject object;
  object.add_string("game", result.game);
  object.add_string("alphabet", result.alphabet);
  if (result.seed) object.add_int("seed", static_cast<long long>(*result.seed));
  if (result.bot) {
    object.add_string("bot", paired_bot_name(*result.bot));
    object.add_int("deal", static_cast<long long>(result.deal));
  }
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
  object.add_int("cpu_ms", result.cpu_ms);
  object.add_int("memory_kb", result.memory_kb);
  if (!result.memory_guard.empty()) object.add_string("memory_guard", result.memory_guard);
  if (result.points > 0) object.add_fixed("grade", result.grade(), 3);
  object.add_string("message", result.message);
  return object.to_string();
}

namespace {

// The sums a result line must satisfy, reported at the value that breaks them.
void check_consistent(const Reader& reader, const JsonObject& object, const GameResult& result) {
  const auto at = [&object](const char* key) { return object.find(key)->at; };
  const solitaire::ScoreBreakdown& parts = result.breakdown;
  if (result.verdict == Verdict::kOk) {
    const long long sum = 0LL + parts.base + parts.runs + parts.sets + parts.alternation;
    if (result.score != sum) {
      reader.fail_at(at("score"),
                     "score " + std::to_string(result.score) +
                         " is not base + runs + sets + alternation = " + std::to_string(sum));
    }
    if (parts.base != result.moves) {
      reader.fail_at(at("base"), "base " + std::to_string(parts.base) +
                                     " of an OK game is not its number of moves, " +
                                     std::to_string(result.moves));
    }
    return;
  }
  const std::array<std::pair<const char*, int>, 5> parts_of_zero = {
      {{"score", result.score},
       {"base", parts.base},
       {"runs", parts.runs},
       {"sets", parts.sets},
       {"alternation", parts.alternation}}};
  for (const auto& [key, value] : parts_of_zero) {
    if (value == 0) continue;
    std::string message = "a ";
    message.append(verdict_name(result.verdict)).append(" game scores 0, but its ").append(key);
    reader.fail_at(at(key), message.append(" is ").append(std::to_string(value)));
  }
}

// "bot" and "deal", which a paired run writes.
void read_pairing(const Reader& reader, const JsonObject& object, const SourcePosition& start,
                  GameResult& result) {
  if (object.find("bot") == nullptr && object.find("deal") == nullptr) return;
  const std::string bot = json_string(reader, object, start, "bot");
  if (bot != paired_bot_name(PairedBot::kCandidate) &&
      bot != paired_bot_name(PairedBot::kBaseline)) {
    reader.fail_at(object.find("bot")->at,
                   R"(field "bot" must be "candidate" or "baseline", found ")" + bot + "\"");
  }
  result.bot =
      bot == paired_bot_name(PairedBot::kCandidate) ? PairedBot::kCandidate : PairedBot::kBaseline;
  result.deal = static_cast<std::uint64_t>(
      json_int(reader, object, start, "deal", 1, std::numeric_limits<long long>::max()));
}

}  // namespace

GameResult read_result(Reader& reader) {
  reader.skip_whitespace();
  const SourcePosition start = reader.position();
  const JsonObject object = read_json_object(reader);
  return result_from_json(reader, object, start);
}

GameResult result_from_json(const Reader& reader, const JsonObject& object,
                            const SourcePosition& start) {
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
  read_pairing(reader, object, start, result);
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
  // Written since the sandbox came; older lines lack them.
  if (object.find("cpu_ms") != nullptr)
    result.cpu_ms = json_int(reader, object, start, "cpu_ms", 0, kBig);
  if (object.find("memory_kb") != nullptr) {
    result.memory_kb = json_int(reader, object, start, "memory_kb", 0, kBig);
  }
  if (object.find("memory_guard") != nullptr) {
    result.memory_guard = json_string(reader, object, start, "memory_guard");
    if (result.memory_guard != "watch" && result.memory_guard != "cgroup v1" &&
        result.memory_guard != "cgroup v2") {
      reader.fail_at(
          object.find("memory_guard")->at,
          R"(field "memory_guard" must be "watch", "cgroup v1" or "cgroup v2", found ")" +
              result.memory_guard + "\"");
    }
  }
  result.message = json_string(reader, object, start, "message");
  check_consistent(reader, object, result);
  return result;
}

}  // namespace arbiter::interactor
