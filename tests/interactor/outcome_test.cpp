#include "interactor/core/outcome.h"

#include <gtest/gtest.h>

#include <csignal>

namespace arbiter::interactor {
namespace {

Observation seen(GameState protocol, StopReason stop, BotExit exit, int moves = 4) {
  Observation observation;
  observation.protocol = protocol;
  observation.fault = protocol == GameState::kWrongAnswer ? "move 5: 1 1 is blank" : "";
  observation.stop = stop;
  observation.exit = exit;
  observation.moves = moves;
  observation.move_limit_ms = 300;
  observation.total_limit_ms = 10000;
  return observation;
}

constexpr BotExit kExit0{BotExit::Kind::kExited, 0};
constexpr BotExit kExit3{BotExit::Kind::kExited, 3};
constexpr BotExit kSegv{BotExit::Kind::kSignaled, SIGSEGV};
constexpr BotExit kPipe{BotExit::Kind::kSignaled, SIGPIPE};
constexpr BotExit kKilled{BotExit::Kind::kKilled, 0};

void expect(const Observation& observation, Verdict verdict, const std::string& message) {
  const Judgement judgement = judge(observation);
  EXPECT_EQ(judgement.verdict, verdict) << judgement.message;
  EXPECT_EQ(judgement.message, message);
}

TEST(Judge, WrongAnswerBeatsWhateverTheProcessDid) {
  for (const BotExit exit : {kExit0, kExit3, kSegv, kKilled}) {
    expect(seen(GameState::kWrongAnswer, StopReason::kRefereeDone, exit), Verdict::kWrongAnswer,
           "move 5: 1 1 is blank");
  }
}

TEST(Judge, StoppedAndExitedCleanlyIsOk) {
  expect(seen(GameState::kStopped, StopReason::kRefereeDone, kExit0), Verdict::kOk,
         "stopped with 0 0 after 4 moves");
}

TEST(Judge, StoppedButKilledForLingeringIsOk) {
  expect(seen(GameState::kStopped, StopReason::kRefereeDone, kKilled), Verdict::kOk,
         "stopped with 0 0 after 4 moves");
}

TEST(Judge, StoppedThenFailedIsRuntimeError) {
  expect(seen(GameState::kStopped, StopReason::kRefereeDone, kExit3), Verdict::kRuntimeError,
         "the bot exited with status 3 after 0 0");
  expect(seen(GameState::kStopped, StopReason::kRefereeDone, kSegv), Verdict::kRuntimeError,
         "the bot was ended by SIGSEGV after 0 0");
}

TEST(Judge, TimeoutsAreTimeLimit) {
  expect(seen(GameState::kPlaying, StopReason::kMoveTimeout, kKilled), Verdict::kTimeLimit,
         "no move within the per-move limit of 300 ms (move 5)");
  expect(seen(GameState::kPlaying, StopReason::kTotalTimeout, kKilled), Verdict::kTimeLimit,
         "the total time limit of 10000 ms ran out after 4 moves");
}

TEST(Judge, EndOfOutputBeforeStopIsRuntimeError) {
  expect(seen(GameState::kPlaying, StopReason::kEndOfOutput, kSegv), Verdict::kRuntimeError,
         "the bot was ended by SIGSEGV without 0 0 after 4 moves");
  expect(seen(GameState::kPlaying, StopReason::kEndOfOutput, kExit3), Verdict::kRuntimeError,
         "the bot exited with status 3 without 0 0 after 4 moves");
  expect(seen(GameState::kPlaying, StopReason::kEndOfOutput, kExit0), Verdict::kRuntimeError,
         "the bot exited with status 0 without 0 0 after 4 moves");
  expect(seen(GameState::kPlaying, StopReason::kEndOfOutput, kKilled), Verdict::kRuntimeError,
         "the bot closed its output without 0 0 after 4 moves");
}

// A bot that dies of SIGPIPE wrote after the judge stopped reading: only possible when the
// judge had already ended the game, so the referee's verdict stands; before that it is a crash.
TEST(Judge, SigpipeIsACrashUnlessTheGameWasOver) {
  expect(seen(GameState::kPlaying, StopReason::kEndOfOutput, kPipe, 0), Verdict::kRuntimeError,
         "the bot was ended by SIGPIPE without 0 0 after 0 moves");
  expect(seen(GameState::kWrongAnswer, StopReason::kRefereeDone, kPipe), Verdict::kWrongAnswer,
         "move 5: 1 1 is blank");
}

TEST(Judge, OverTheMemoryLimitIsRuntimeErrorWhateverElse) {
  for (const StopReason stop : {StopReason::kEndOfOutput, StopReason::kMoveTimeout}) {
    Observation observation = seen(GameState::kPlaying, stop, kKilled);
    observation.memory_exceeded = true;
    observation.memory_limit_mb = 64;
    expect(observation, Verdict::kRuntimeError,
           "the bot went over the memory limit of 64 MB after 4 moves");
  }
  Observation wrong = seen(GameState::kWrongAnswer, StopReason::kRefereeDone, kKilled);
  wrong.memory_exceeded = true;
  expect(wrong, Verdict::kWrongAnswer, "move 5: 1 1 is blank");
}

TEST(Judge, OverTheCpuLimitIsTimeLimit) {
  Observation xcpu =
      seen(GameState::kPlaying, StopReason::kEndOfOutput, {BotExit::Kind::kSignaled, SIGXCPU});
  xcpu.cpu_limit_s = 2;
  expect(xcpu, Verdict::kTimeLimit, "the bot went over the CPU time limit of 2 s after 4 moves");
  // SIGKILL, the hard limit, counts only with the CPU time at the limit.
  Observation killed =
      seen(GameState::kPlaying, StopReason::kEndOfOutput, {BotExit::Kind::kSignaled, SIGKILL});
  killed.cpu_limit_s = 2;
  killed.cpu_ms = 2999;
  expect(killed, Verdict::kTimeLimit, "the bot went over the CPU time limit of 2 s after 4 moves");
  killed.cpu_ms = 10;
  expect(killed, Verdict::kRuntimeError, "the bot was ended by SIGKILL without 0 0 after 4 moves");
}

TEST(Judge, CpuModeTimeoutsSayWhichClock) {
  Observation observation = seen(GameState::kPlaying, StopReason::kMoveTimeout, kKilled);
  observation.cpu_time = true;
  expect(observation, Verdict::kTimeLimit,
         "no move within the per-move limit of 300 ms of CPU time (move 5)");
}

TEST(Judge, FileSizeLimitIsNamed) {
  expect(seen(GameState::kPlaying, StopReason::kEndOfOutput, {BotExit::Kind::kSignaled, SIGXFSZ}),
         Verdict::kRuntimeError,
         "the bot was ended by SIGXFSZ (over the file size limit) without 0 0 after 4 moves");
}

TEST(SignalName, KnownAndUnknown) {
  EXPECT_EQ(signal_name(SIGABRT), "SIGABRT");
  EXPECT_EQ(signal_name(63), "signal 63");
}

}  // namespace
}  // namespace arbiter::interactor
