// The guard's registry and hooks on their own: start_bot hands back what its function
// returned, reap_bot collects a registered child's status, and the InterruptHook in force is
// the newest alive. The zoo's PIDFILE cases and the stress tests (tests/stress/) check from
// outside that bots and their helpers die with their game and on signals.
#include "interactor/process/bot_guard.h"

#include <gtest/gtest.h>
#include <sys/wait.h>
#include <unistd.h>

#include <csignal>
#include <cstdio>
#include <string>

namespace arbiter::interactor {
namespace {

TEST(BotGuard, StartBotReturnsWhatItsFunctionReturned) {
  EXPECT_EQ(start_bot([] { return pid_t{-1}; }), -1);
}

TEST(BotGuard, ReapBotCollectsTheExitStatusOfARegisteredChild) {
  const pid_t pid = start_bot([] {
    const pid_t child = ::fork();
    if (child == 0) ::_exit(7);
    return child;
  });
  ASSERT_GT(pid, 0);
  const int status = reap_bot(pid);
  ASSERT_TRUE(WIFEXITED(status));
  EXPECT_EQ(WEXITSTATUS(status), 7);
  EXPECT_EQ(::waitpid(pid, nullptr, WNOHANG), -1);  // Reaped: no such child any more.
}

TEST(BotGuard, NewestInterruptHookRunsUntilItIsDestroyed) {
  std::string ran;
  {
    const InterruptHook outer([&ran] { ran += "outer "; });
    run_interrupt_hook();
    {
      const InterruptHook inner([&ran] { ran += "inner "; });
      run_interrupt_hook();
    }
    run_interrupt_hook();
  }
  run_interrupt_hook();  // No hook: nothing runs.
  EXPECT_EQ(ran, "outer inner outer ");
}

TEST(BotGuard, NotInterruptedWithoutASignal) { EXPECT_FALSE(interrupted()); }

// prepare_signals's watcher, in a child process (the judge dies of the signal): interrupted()
// is false until SIGTERM arrives and true by the time the hook runs, and the judge then dies
// of SIGTERM itself.
TEST(BotGuardDeathTest, ASignalMakesInterruptedTrueBeforeTheHookRuns) {
  GTEST_FLAG_SET(death_test_style, "threadsafe");  // The watcher is a thread.
  EXPECT_EXIT(
      {
        prepare_signals();
        const bool before = interrupted();
        const InterruptHook hook([before] {
          // Should standard error fail, the death test fails on its pattern.
          static_cast<void>(std::fprintf(stderr, "before the signal: %d; in the hook: %d\n",
                                         before ? 1 : 0, interrupted() ? 1 : 0));
        });
        ::kill(::getpid(), SIGTERM);
        for (;;) ::pause();  // SIGTERM is blocked here: the watcher takes it.
      },
      testing::KilledBySignal(SIGTERM), "before the signal: 0; in the hook: 1");
}

}  // namespace
}  // namespace arbiter::interactor
