#pragma once

#include <sys/resource.h>

#include <chrono>
#include <cstdint>
#include <optional>

namespace arbiter::bot {

/// What a game may spend searching, as the command line gives it: wall time for the whole game
/// (the judge's clock, interaction included), or, when `game_work` is set, that many units of
/// work (beam lines extended, afterstates valued), which makes every move independent of the
/// clock.
struct BudgetSettings {
  std::chrono::milliseconds game_time{850};
  std::optional<std::uint64_t> game_work;
  /// `game_time` counted in the process's CPU time (all its threads) instead of the wall clock:
  /// on a machine busy with other work, a bot then searches as much as on an idle one, which is
  /// what a measurement of strength there wants (a judge still counts the wall clock).
  bool cpu_clock = false;
};

/// When a game started, on both clocks a budget may count time by.
struct GameStart {
  std::chrono::steady_clock::time_point wall;
  std::chrono::nanoseconds cpu;

  /// The process's CPU time so far, all threads together, to the microsecond.
  static std::chrono::nanoseconds cpu_now() {
    // Not CLOCK_PROCESS_CPUTIME_ID: once the process has a CPU limit (a judge's RLIMIT_CPU),
    // that clock reads the kernel's process-wide CPU timer, which moves only at the
    // scheduler's ticks (2 ms steps on the project's machine), and a search timing a ply or a
    // world by it reads nothing spent and searches far past its share. getrusage adds up the
    // threads' own run times.
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    return duration_of(usage.ru_utime) + duration_of(usage.ru_stime);
  }
  static GameStart now() { return {std::chrono::steady_clock::now(), cpu_now()}; }

 private:
  static std::chrono::nanoseconds duration_of(const timeval& time) {
    return std::chrono::seconds(time.tv_sec) + std::chrono::microseconds(time.tv_usec);
  }
};

/// A game's budget and what has been spent of it. Every search spends it by the same rule (a
/// move takes a share of what is left), and the searches that play one game in turn
/// (LearnedStrategy's) share one: each charges the work it does, so that a search taking over
/// finds what those before it left, in time or in work, without anyone working it out.
class GameBudget {
 public:
  using Clock = std::chrono::steady_clock;

  GameBudget(const BudgetSettings& settings, const GameStart& game_start)
      : settings_(settings), game_start_(game_start) {}
  /// A game that started at `wall_start` on the wall clock and starts now on the CPU clock.
  GameBudget(const BudgetSettings& settings, Clock::time_point wall_start)
      : GameBudget(settings, GameStart{wall_start, GameStart::cpu_now()}) {}
  /// A budget of `units` of work (the clock does not matter).
  static GameBudget of_work(std::uint64_t units) {
    return GameBudget(BudgetSettings{{}, units, false}, GameStart::now());
  }

  /// Whether the budget is work, not time.
  bool counts_work() const { return settings_.game_work.has_value(); }
  /// Notes `units` of work done (counted under either budget; spent only under a budget of
  /// work).
  void charge(double units) { work_ += units; }

  /// In the budget's unit (nanoseconds of the game's clock, or units of work): the whole, what
  /// is spent, what is left (negative once overrun).
  double total() const {
    if (settings_.game_work) return static_cast<double>(*settings_.game_work);
    return std::chrono::duration<double, std::nano>(settings_.game_time).count();
  }
  double spent() const {
    if (settings_.game_work) return work_;
    return std::chrono::duration<double, std::nano>(elapsed()).count();
  }
  /// The time since the game started on the clock the budget counts time by (the CPU time
  /// with `cpu_clock`, else the wall clock), whatever the budget counts: what anything timed for
  /// the budget's sake must be timed by.
  std::chrono::nanoseconds elapsed() const {
    if (settings_.cpu_clock) return GameStart::cpu_now() - game_start_.cpu;
    return Clock::now() - game_start_.wall;
  }
  double left() const { return total() - spent(); }

  /// A move's share of what is left when the moves still to come share it in proportion to
  /// their depth, as a search whose cost grows with the moves left to play out spends it: this
  /// move, with `to_go` moves to go counting it, gets 2/(to_go+1); 0 once nothing is left.
  double share_by_depth(int to_go) const {
    const double rest = left();
    return rest <= 0 ? 0 : rest * 2 / (to_go + 1);
  }
  /// A move's share of what is left when the `moves` still possible share it equally (negative
  /// once overrun, which a search reads as: one step, no more). Precondition: moves >= 1.
  double even_share(int moves) const { return left() / moves; }

 private:
  BudgetSettings settings_;
  GameStart game_start_;
  double work_ = 0;  // Units of work charged, by every search of the game.
};

}  // namespace arbiter::bot
