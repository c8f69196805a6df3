#include "interactor/core/outcome.h"

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
      return "was ended by " + signal_name(exit.value) +
             (exit.value == SIGXFSZ ? " (over the file size limit)" : "");
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
  static constexpr std::array<std::pair<int, const char*>, 11> kNames{{
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
      {SIGXFSZ, "SIGXFSZ"},
  }};
  for (const auto& [number, name] : kNames) {
    if (number == signal) return name;
  }
  return "signal " + std::to_string(signal);
}

Judgement judge(const Observation& seen) {
  const std::string at_move = "after " + std::to_string(seen.moves) + " moves";
  if (seen.protocol == GameState::kWrongAnswer) return {Verdict::kWrongAnswer, seen.fault};
  if (seen.memory_exceeded) {
    return {Verdict::kRuntimeError, "the bot went over the memory limit of " +
                                        std::to_string(seen.memory_limit_mb) + " MB " + at_move};
  }
  const bool signaled = seen.exit.kind == BotExit::Kind::kSignaled;
  if (signaled && seen.cpu_limit_s > 0 &&
      (seen.exit.value == SIGXCPU ||
       (seen.exit.value == SIGKILL && seen.cpu_ms >= seen.cpu_limit_s * 1000))) {
    return {Verdict::kTimeLimit, "the bot went over the CPU time limit of " +
                                     std::to_string(seen.cpu_limit_s) + " s " + at_move};
  }
  const std::string clock = seen.cpu_time ? " ms of CPU time" : " ms";
  if (seen.protocol == GameState::kStopped) {
    if (failed(seen.exit)) {
      return {Verdict::kRuntimeError, "the bot " + describe_exit(seen.exit) + " after 0 0"};
    }
    return {Verdict::kOk, "stopped with 0 0 " + at_move};
  }
  if (seen.stop == StopReason::kMoveTimeout) {
    return {Verdict::kTimeLimit, "no move within the per-move limit of " +
                                     std::to_string(seen.move_limit_ms) + clock + " (move " +
                                     std::to_string(seen.moves + 1) + ")"};
  }
  if (seen.stop == StopReason::kTotalTimeout) {
    return {Verdict::kTimeLimit, "the total time limit of " + std::to_string(seen.total_limit_ms) +
                                     clock + " ran out " + at_move};
  }
  if (seen.exit.kind == BotExit::Kind::kKilled) {
    return {Verdict::kRuntimeError, "the bot closed its output without 0 0 " + at_move};
  }
  return {Verdict::kRuntimeError,
          "the bot " + describe_exit(seen.exit) + " without 0 0 " + at_move};
}

}  // namespace arbiter::interactor
