#pragma once

#include <ostream>

#include "simulators/airplane/game.h"

namespace arbiter::airplane {

/// Writes a game's events as text, for a person to follow a game and check a rule by eye: one
/// line per roll (`#12 Bob rolls 6`), then one indented line per thing that followed it. Pieces
/// are numbered 1..4 (index + 1), as people count them; places are written as describe_step
/// (board.h) writes them.
class TraceWriter : public Trace {
 public:
  /// `out` must outlive the writer.
  explicit TraceWriter(std::ostream& out) : out_(out) {}

  void on_roll(long long number, int player, int roll, bool bonus) override;
  void on_launch(int player, int piece, LaunchCause cause) override;
  void on_skip(int player, int skips) override;
  void on_move(const MoveEvent& move) override;
  void on_battle(const BattleEvent& battle) override;
  void on_home(int player, int pieces, int points) override;
  void on_run(int player, int roll, int length, int points) override;
  void on_win(int player, int points) override;

 private:
  std::ostream& out_;
};

/// Writes the scores of `outcome` where the game stopped as the trace's last line:
/// "after 233 rolls: Alice 213, Bob 269, Carol 118, David 99".
void write_trace_summary(std::ostream& out, const Outcome& outcome);

}  // namespace arbiter::airplane
