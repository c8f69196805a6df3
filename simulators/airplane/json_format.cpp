#include "simulators/airplane/json_format.h"

#include "common/json_text.h"

namespace arbiter::airplane {

namespace {

// A JSON array of one value per player, Alice first.
template <typename Value>
void write_per_player(std::ostream& out, Value value_of) {
  out << '[';
  for (int player = 0; player < kPlayers; ++player)
    out << (player > 0 ? "," : "") << value_of(player);
  out << ']';
}

}  // namespace

void write_json_game(std::ostream& out, std::string_view source, const GameCase& game,
                     const Setup& setup, const Outcome& outcome) {
  out << R"({"source":)" << json_string(source) << R"(,"game":)" << game.number << R"(,"seed":)";
  if (game.seed) {
    out << '[' << game.seed->x << ',' << game.seed->y << ',' << game.seed->z << ',' << game.seed->w
        << ']';
  } else {
    out << "null";
  }
  out << R"(,"players":)";
  write_per_player(out, [](int player) { return json_string(player_name(player)); });
  out << R"(,"strategies":)";
  write_per_player(out, [&setup](int player) {
    return json_string(strategy_name(setup.strategies[static_cast<std::size_t>(player)]));
  });
  out << R"(,"rolls":)" << outcome.rolls << R"(,"home":)";
  write_per_player(out, [&outcome](int player) { return finished(outcome.state, player); });
  out << R"(,"score":)";
  write_per_player(out, [&outcome](int player) {
    return outcome.state.scores[static_cast<std::size_t>(player)];
  });
  out << R"(,"winner":)" << json_string(player_name(outcome.winner)) << "}\n";
}

}  // namespace arbiter::airplane
