// The pool of threads a search shares its worlds among (and the trainer and the judge's
// benchmarks their work): every task runs exactly once whatever the number of threads, batch
// after batch; the caller works too; tasks do spread over the threads; a task's exception
// reaches the caller once the batch is over. Here, with the bot's threaded tests, because the
// tsan preset runs these.
#include "common/worker_pool.h"

#include <gtest/gtest.h>

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <mutex>
#include <set>
#include <stdexcept>
#include <thread>
#include <vector>

namespace arbiter::bot {
namespace {

TEST(WorkerPool, RunsEveryTaskExactlyOnce) {
  for (const int threads : {1, 2, 5}) {
    WorkerPool pool(threads);
    EXPECT_EQ(pool.threads(), threads);
    for (const int count : {1, 3, 64, 1000}) {
      std::vector<std::atomic<int>> runs(static_cast<std::size_t>(count));
      pool.run(count, [&](int index) { ++runs[static_cast<std::size_t>(index)]; });
      for (int index = 0; index < count; ++index) {
        ASSERT_EQ(runs[static_cast<std::size_t>(index)], 1)
            << threads << " threads, task " << index << " of " << count;
      }
    }
  }
}

TEST(WorkerPool, NoTasksReturnAtOnce) {
  WorkerPool pool(3);
  bool ran = false;
  pool.run(0, [&](int) { ran = true; });
  pool.run(-1, [&](int) { ran = true; });
  EXPECT_FALSE(ran);
}

TEST(WorkerPool, ManySmallBatchesInARow) {
  // A wake-up lost between two batches would hang here, a task run twice or left out would
  // show in the sum.
  WorkerPool pool(3);
  std::atomic<long> sum = 0;
  for (int batch = 0; batch < 2000; ++batch) {
    pool.run(3, [&](int index) { sum += index + 1; });
  }
  EXPECT_EQ(sum, 2000 * 6);
}

TEST(WorkerPool, OneThreadRunsOnTheCaller) {
  WorkerPool pool(1);
  std::set<std::thread::id> ran_on;
  pool.run(10, [&](int) { ran_on.insert(std::this_thread::get_id()); });
  EXPECT_EQ(ran_on, std::set<std::thread::id>{std::this_thread::get_id()});
}

TEST(WorkerPool, SpreadsTasksOverItsThreads) {
  WorkerPool pool(2);
  std::mutex mutex;
  std::condition_variable second_thread_seen;
  std::set<std::thread::id> ran_on;
  // Each task waits for a task on another thread, so the caller cannot take them all before
  // the worker wakes, however loaded the machine; a pool that never uses its worker fails
  // when the deadline passes instead of hanging.
  const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(10);
  pool.run(4, [&](int) {
    std::unique_lock lock(mutex);
    ran_on.insert(std::this_thread::get_id());
    second_thread_seen.notify_all();
    second_thread_seen.wait_until(lock, deadline, [&] { return ran_on.size() >= 2; });
  });
  EXPECT_EQ(ran_on.size(), 2u);
}

TEST(WorkerPool, RethrowsATasksExceptionAfterTheBatch) {
  for (const int threads : {1, 3}) {
    WorkerPool pool(threads);
    std::atomic<int> ran = 0;
    EXPECT_THROW(pool.run(20,
                          [&](int index) {
                            ++ran;
                            if (index == 7) throw std::runtime_error("task 7");
                          }),
                 std::runtime_error);
    // The other tasks still run, and run() returns only after all of them.
    EXPECT_EQ(ran, 20);
    // The pool still works afterwards, and the error is not thrown again.
    std::atomic<int> after = 0;
    pool.run(5, [&](int) { ++after; });
    EXPECT_EQ(after, 5);
  }
}

}  // namespace
}  // namespace arbiter::bot
