#include "simulators/airplane/trace_writer.h"

#include <string>

namespace arbiter::airplane {

namespace {

constexpr const char* kIndent = "    ";

std::string pieces_text(int pieces) {
  return pieces == 1 ? "1 piece" : std::to_string(pieces) + " pieces";
}

}  // namespace

void TraceWriter::on_roll(long long number, int player, int roll, bool bonus) {
  out_ << '#' << number << ' ' << player_name(player) << " rolls " << roll
       << (bonus ? " (bonus roll)\n" : "\n");
}

void TraceWriter::on_launch(int player, int piece, LaunchCause cause) {
  out_ << kIndent << player_name(player)
       << (cause == LaunchCause::kSix ? " launches piece " : " launches by pity piece ")
       << piece + 1 << " from the Hanger to Launch\n";
}

void TraceWriter::on_skip(int player, int skips) {
  out_ << kIndent << player_name(player) << " has nothing to move (skip " << skips << " of "
       << kPityAfter << ")\n";
}

void TraceWriter::on_move(const MoveEvent& move) {
  const Colour colour = colour_of(move.player);
  const Landing& landing = move.landing;
  out_ << kIndent << player_name(move.player) << " moves piece " << move.piece + 1;
  if (move.pieces > 1) out_ << " with its stack (" << pieces_text(move.pieces) << ")";
  out_ << ": " << describe_step(colour, move.from) << " -> "
       << describe_step(colour, landing.plain);
  if (landing.bounced) out_ << " (bounced back from home)";
  if (landing.jump != Jump::kNone) {
    out_ << ", " << jump_name(landing.jump) << " -> " << describe_step(colour, landing.step);
  }
  if (move.joined > 0) out_ << ", stacks with " << pieces_text(move.joined) << " there";
  out_ << '\n';
}

void TraceWriter::on_battle(const BattleEvent& battle) {
  const std::string_view attacker = player_name(battle.attacker);
  const std::string_view defender = player_name(battle.defender);
  out_ << kIndent << "battle on grid " << battle.grid << ": " << attacker << " ("
       << pieces_text(battle.attackers) << ") attacks " << defender << " ("
       << pieces_text(battle.defenders) << "); " << defender << " loses " << battle.defenders_lost
       << ", " << attacker << " loses " << battle.attackers_lost << "; " << attacker << " +"
       << battle.attacker_points << ", " << defender << " +" << battle.defender_points << '\n';
}

void TraceWriter::on_home(int player, int pieces, int points) {
  out_ << kIndent << player_name(player) << ": " << pieces_text(pieces) << " home, +" << points
       << '\n';
}

void TraceWriter::on_run(int player, int roll, int length, int points) {
  out_ << kIndent << player_name(player) << ": run of " << length << " rolls of " << roll
       << " ends, +" << points << '\n';
}

void TraceWriter::on_win(int player, int points) {
  out_ << kIndent << player_name(player) << " has all four pieces home and wins, +" << points
       << '\n';
}

void write_trace_summary(std::ostream& out, const Outcome& outcome) {
  out << "after " << outcome.rolls << " rolls:";
  for (int player = 0; player < kPlayers; ++player) {
    out << (player == 0 ? " " : ", ") << player_name(player) << ' ' << outcome.state.scores[player];
  }
  out << '\n';
}

}  // namespace arbiter::airplane
