// The guard's registry and hooks on their own: start_bot hands back what its function
// returned, reap_bot collects a registered child's status, and the InterruptHook in force is
// the newest alive. The zoo's PIDFILE cases and the stress tests (tests/stress/) check from
// outside that bots and their helpers die with their game and on signals.
#include "interactor/process/bot_guard.h"

#include <gtest/gtest.h>
#include <linux/filter.h>
#include <linux/seccomp.h>
#include <sys/prctl.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

#include <array>
#include <cerrno>
#include <csignal>
#include <cstddef>
#include <cstdio>
#include <stdexcept>
#include <string>

namespace arbiter::interactor {
namespace {

// Makes prctl(PR_SET_CHILD_SUBREAPER) fail with EINVAL in the calling process, as it does on a
// kernel before 3.4: a system call filter (for the test's own architecture) that answers it
// alone. Exits with 4 when the filter cannot be loaded.
void deny_subreaper() {
  std::array<sock_filter, 6> filter = {{
      BPF_STMT(BPF_LD | BPF_W | BPF_ABS, offsetof(seccomp_data, nr)),
      BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, __NR_prctl, 0, 3),
      BPF_STMT(BPF_LD | BPF_W | BPF_ABS, offsetof(seccomp_data, args[0])),
      BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, PR_SET_CHILD_SUBREAPER, 0, 1),
      BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ERRNO | EINVAL),
      BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ALLOW),
  }};
  sock_fprog program{static_cast<unsigned short>(filter.size()), filter.data()};
  if (::prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) != 0 ||
      ::prctl(PR_SET_SECCOMP, SECCOMP_MODE_FILTER, &program, 0, 0) != 0) {
    ::_exit(4);
  }
}

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

// A judge that cannot become a child subreaper could not kill what a bot leaves behind:
// become_subreaper refuses, naming the call, its error and what it means.
TEST(BotGuardDeathTest, NoSubreaperIsAnErrorThatSaysWhatItMeans) {
  EXPECT_EXIT(
      {
        deny_subreaper();
        try {
          become_subreaper();
        } catch (const std::runtime_error& error) {
          // Should standard error fail, the death test fails on its pattern.
          static_cast<void>(std::fprintf(stderr, "%s\n", error.what()));
          ::_exit(3);
        }
        ::_exit(0);
      },
      testing::ExitedWithCode(3),
      "prctl\\(PR_SET_CHILD_SUBREAPER\\) failed: Invalid argument.* a process a bot leaves "
      "behind could outlive its game");
}

// In a child process, which the change of reaper leaves to itself.
TEST(BotGuardDeathTest, TheJudgeBecomesTheReaperOfOrphans) {
  EXPECT_EXIT(
      {
        become_subreaper();
        int reaper = 0;
        const bool read = ::prctl(PR_GET_CHILD_SUBREAPER, &reaper) == 0;
        ::_exit(read && reaper == 1 ? 0 : 1);
      },
      testing::ExitedWithCode(0), "");
}

}  // namespace
}  // namespace arbiter::interactor
