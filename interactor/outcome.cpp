#include "interactor/outcome.h"

#include <array>
#include <csignal>
#include <utility>

namespace arbiter::interactor {

namespace {

// "crashed with SIGSEGV", "exited with status 3", "exited with status 0", "was killed".
std::string describe_exit(const BotExit& exit) {
  switch (exit.kind) {
    case BotExit::Kind::kExited:
      return "exited with status " + std::to_string(exit.value);
    case BotExit::Kind::kSignaled:
      return "was ended by " + signal_name(exit.value);
    case BotExit::Kind::kKilled:
      break;
  }
  return "kept running and was killed";
}

bool failed(const BotExit& exit) {
  return exit.kind == BotExit::Kind::kSignaled ||
         (exit.kind == BotExit::Kind::kExited && exit.value != 0);
}

}  // namespace

std::string signal_name(int signal) {
  static constexpr std::array<std::pair<int, const char*>, 10> kNames{{
      {SIGSEGV, "SIGSEGV"},
      {SIGABRT, "SIGABRT"},
      {SIGFPE, "SIGFPE"},
      {SIGILL, "SIGILL"},
      {SIGBUS, "SIGBUS"},
      {SIGKILL, "SIGKILL"},
      {SIGTERM, "SIGTERM"},
      {SIGPIPE, "SIGPIPE"},
      {SIGINT, "SIGINT"},
      {SIGXCPU, "SIGXCPU"},
  }};
  for (const auto& [number, name] : kNames) {
    if (number == signal) return name;
  }
  return "signal " + std::to_string(signal);
}

Judgement judge(const Observation& seen) {
  const std::string at_move = "after " + std::to_string(seen.moves) + " moves";
  if (seen.protocol == GameState::kWrongAnswer) return {Verdict::kWrongAnswer, seen.fault};
  if (seen.protocol == GameState::kStopped) {
    if (failed(seen.exit)) {
      return {Verdict::kRuntimeError, "the bot " + describe_exit(seen.exit) + " after 0 0"};
    }
    return {Verdict::kOk, "stopped with 0 0 " + at_move};
  }
  if (seen.stop == StopReason::kMoveTimeout) {
    return {Verdict::kTimeLimit, "no move within the per-move limit of " +
                                     std::to_string(seen.move_limit_ms) + " ms (move " +
                                     std::to_string(seen.moves + 1) + ")"};
  }
  if (seen.stop == StopReason::kTotalTimeout) {
    return {Verdict::kTimeLimit, "the total time limit of " + std::to_string(seen.total_limit_ms) +
                                     " ms ran out " + at_move};
  }
  if (seen.exit.kind == BotExit::Kind::kKilled) {
    return {Verdict::kRuntimeError, "the bot closed its output without 0 0 " + at_move};
  }
  return {Verdict::kRuntimeError,
          "the bot " + describe_exit(seen.exit) + " without 0 0 " + at_move};
}

}  // namespace arbiter::interactor
