#include "interactor/process/game_runner.h"

#include <algorithm>
#include <optional>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

#include "common/text.h"
#include "interactor/core/board_view.h"
#include "interactor/core/outcome.h"
#include "interactor/core/referee.h"
#include "interactor/process/bot_process.h"

namespace arbiter::interactor {

namespace {

using std::chrono::milliseconds;

// Records the exchange: "[  12 ms] judge: ..." / "[  13 ms] bot: ...".
class Transcript {
 public:
  Transcript(std::ostream* out, Clock::time_point start) : out_(out), start_(start) {}

  void log(std::string_view who, std::string_view text) const {
    if (out_ == nullptr) return;
    const auto ms = std::chrono::duration_cast<milliseconds>(Clock::now() - start_).count();
    std::string stamp = "[";
    stamp.append(std::to_string(ms));
    stamp.append(" ms] ").append(who).append(": ");
    std::size_t begin = 0;
    while (begin < text.size()) {  // One record per line of a multi-line message.
      const std::size_t end = std::min(text.find('\n', begin), text.size());
      *out_ << stamp << text.substr(begin, end - begin) << '\n';
      begin = end + 1;
    }
    out_->flush();
  }

 private:
  std::ostream* out_;
  Clock::time_point start_;
};

// The drawing of the move just judged: what it took and revealed, the score, the board.
std::string draw_move(const Referee& referee, const std::string& reply, bool colour) {
  const solitaire::Position& position = referee.position();
  const int cell = *position.last_cell();
  std::ostringstream out;
  out << "move " << position.moves() << ": " << solitaire::wire_coordinates(cell) << " took "
      << solitaire::wire_token(*position.last_removed()) << ", revealed " << reply << "; score "
      << position.score().total() << '\n'
      << draw_board(position.board(), cell, colour);
  return out.str();
}

struct Exchange {
  StopReason stop = StopReason::kRefereeDone;
  std::vector<std::string> held_moves;  // Drawings kept for after the game (--show-delay).
};

// Draws the moves held back during the game, pausing `delay` after each.
void draw_held_moves(std::ostream& show, std::chrono::milliseconds delay,
                     const std::vector<std::string>& moves) {
  for (const std::string& move : moves) {
    show << move << std::flush;
    std::this_thread::sleep_for(delay);
  }
}

// Exchanges lines until the referee ends the game or the bot stops answering in time.
Exchange converse(BotProcess& bot, Referee& referee, const RunOptions& options,
                  const Transcript& transcript, Clock::time_point start) {
  const std::string opening = referee.opening();
  transcript.log("judge", opening.substr(0, opening.size() - 1));
  bot.write(opening);  // A failed write shows up as the end of the bot's output.
  const bool cpu_mode = options.time_mode == TimeMode::kCpu;
  // In CPU mode, the wall clock only stops a bot that does not run.
  const auto wall = [cpu_mode](milliseconds limit) {
    return cpu_mode ? kCpuModeWallFactor * limit + kCpuModeWallExtra : limit;
  };
  const Clock::time_point total_deadline = start + wall(options.total_limit);
  const bool hold = options.show != nullptr && options.show_delay.count() > 0;
  Exchange exchange;
  std::string line;
  while (referee.state() == GameState::kPlaying) {
    const Clock::time_point move_deadline = Clock::now() + wall(options.move_limit);
    bool move_first = move_deadline < total_deadline;
    long long move_cpu = 0;
    if (cpu_mode) {
      move_cpu = bot.usage().cpu_ms + options.move_limit.count();
      bot.set_cpu_deadline(std::min<long long>(move_cpu, options.total_limit.count()));
    }
    switch (bot.read_line(line, kMaxLineBytes, std::min(move_deadline, total_deadline))) {
      case BotProcess::ReadStatus::kTimeout:
        // In CPU mode, the CPU clock's limit, unless the wall's backstop ran out first.
        if (cpu_mode &&
            bot.usage().cpu_ms >= std::min<long long>(move_cpu, options.total_limit.count())) {
          move_first = move_cpu < options.total_limit.count();
        }
        exchange.stop = move_first ? StopReason::kMoveTimeout : StopReason::kTotalTimeout;
        return exchange;
      case BotProcess::ReadStatus::kEndOfOutput:
        exchange.stop = StopReason::kEndOfOutput;
        return exchange;
      case BotProcess::ReadStatus::kLine:
        break;
    }
    transcript.log("bot", quote_line(line));
    const std::optional<std::string> reply = referee.judge_line(line);
    if (!reply) break;
    transcript.log("judge", *reply);
    if (hold) {
      exchange.held_moves.push_back(draw_move(referee, *reply, options.colour));
    } else if (options.show != nullptr) {
      *options.show << draw_move(referee, *reply, options.colour) << std::flush;
    }
    bot.write(*reply);
    bot.write("\n");
  }
  return exchange;
}

}  // namespace

GameResult play_game(const LoadedGame& game, const RunOptions& options, std::vector<int>* played) {
  GameResult result = game.header;
  // The game's clock starts once the bot's program runs: building its sandbox is the judge's
  // time, not the bot's.
  Clock::time_point start = Clock::now();
  Transcript transcript(options.transcript, start);
  Referee referee(game.deal);
  if (options.show != nullptr) {
    *options.show << game.header.game << ": the bronze layer\n"
                  << draw_board(referee.position().board(), std::nullopt, options.colour);
  }
  Observation seen;
  BotUsage used;
  try {
    BotProcess bot(options.bot, options.quiet_bot_stderr, options.containment);
    start = Clock::now();
    transcript = Transcript(options.transcript, start);
    const Exchange exchange = converse(bot, referee, options, transcript, start);
    seen.stop = exchange.stop;
    result.wall_ms = std::chrono::duration_cast<milliseconds>(Clock::now() - start).count();
    // Only how a bot ends after `0 0` or after closing its output can change the verdict;
    // otherwise it is killed at once.
    const bool exit_matters =
        referee.state() == GameState::kStopped || seen.stop == StopReason::kEndOfOutput;
    seen.exit = bot.finish(Clock::now() + (exit_matters ? kExitGrace : milliseconds(0)));
    used = bot.usage();
    if (options.show != nullptr) {
      draw_held_moves(*options.show, options.show_delay, exchange.held_moves);
    }
  } catch (const BotStartError& error) {
    result.verdict = Verdict::kJudgeError;
    result.message = error.what();
    return result;
  }
  seen.protocol = referee.state();
  seen.fault = referee.fault();
  seen.moves = referee.position().moves();
  if (played != nullptr) *played = referee.played();
  seen.move_limit_ms = options.move_limit.count();
  seen.total_limit_ms = options.total_limit.count();
  seen.cpu_time = options.time_mode == TimeMode::kCpu;
  if (const auto& limits = options.containment.limits) {
    seen.memory_limit_mb = limits->memory_mb;
    seen.cpu_limit_s = limits->cpu_seconds;
    seen.file_limit_mb = limits->file_mb;
  }
  seen.memory_exceeded = used.memory_exceeded;
  seen.cpu_ms = used.cpu_ms;
  result.cpu_ms = used.cpu_ms;
  result.memory_kb = used.peak_kb;
  if (used.guard) result.memory_guard = memory_guard_name(*used.guard);
  Judgement judgement = judge(seen);
  // A cgroup left behind is the judge's failure, whatever the bot did.
  if (!used.cgroup_error.empty()) judgement = {Verdict::kJudgeError, used.cgroup_error};
  result.verdict = judgement.verdict;
  result.message = judgement.message;
  result.moves = seen.moves;
  if (result.verdict == Verdict::kOk) {
    result.breakdown = referee.position().score().breakdown();
    result.score = result.breakdown.total();
  }
  std::string verdict(verdict_name(result.verdict));
  transcript.log("judge", verdict.append(": ").append(result.message));
  std::string used_text =
      printf_string("used: wall %lld ms, CPU %lld ms, peak memory %.1f MB", result.wall_ms,
                    result.cpu_ms, static_cast<double>(result.memory_kb) / 1024.0);
  if (!result.memory_guard.empty())
    used_text.append(", memory guard: ").append(result.memory_guard);
  transcript.log("judge", used_text);
  return result;
}

}  // namespace arbiter::interactor
