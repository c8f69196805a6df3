// The guard's registry and hooks on their own: start_bot hands back what its function
// returned, reap_bot collects a registered child's status, and the InterruptHook in force is
// the newest alive. The zoo's PIDFILE cases and the stress tests (tests/stress/) check from
// outside that bots and their helpers die with their game and on signals.
#include "interactor/bot_guard.h"

#include <gtest/gtest.h>
#include <sys/wait.h>
#include <unistd.h>

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

}  // namespace
}  // namespace arbiter::interactor
