#pragma once

#include <condition_variable>
#include <cstdint>
#include <exception>
#include <functional>
#include <mutex>
#include <thread>
#include <utility>
#include <vector>

namespace arbiter {

/// Threads that stay up while their owner lives, so that each batch of work costs a wake-up
/// instead of starting threads: the project's one pool. The bot's search keeps one for a whole
/// game (a move may run dozens of batches of a millisecond or less), the trainer's networks and
/// its games of a batch train on one, and the judge's benchmark plays its games on one. The
/// caller works too: a pool of `threads` starts threads - 1 of its own, and a pool of one runs
/// every task on the caller, with no locking at all. Tasks are handed out in index order, each
/// to the first thread free.
class WorkerPool {
 public:
  /// Precondition: threads >= 1. Throws std::system_error when the system cannot start the
  /// threads.
  explicit WorkerPool(int threads);
  ~WorkerPool();
  WorkerPool(const WorkerPool&) = delete;
  WorkerPool& operator=(const WorkerPool&) = delete;

  int threads() const { return static_cast<int>(workers_.size()) + 1; }

  /// Calls task(i) once for every i in [0, count), spread over the threads, and returns when
  /// every call has returned. Tasks must not touch the same data without their own
  /// synchronisation. If a task throws, the others still run, and run() rethrows the first
  /// exception.
  void run(int count, const std::function<void(int)>& task);

 private:
  void work();
  void stop();
  // Runs task(index); returns what it threw, or nothing.
  static std::exception_ptr call(const std::function<void(int)>& task, int index);
  // Takes and runs tasks of the current batch until none is left. Called with `lock` held.
  void drain(std::unique_lock<std::mutex>& lock);

  std::mutex mutex_;
  std::condition_variable batch_posted_;
  std::condition_variable batch_done_;
  const std::function<void(int)>* task_ = nullptr;
  int count_ = 0;
  int next_ = 0;        // The next task index to hand out.
  int unfinished_ = 0;  // Tasks handed out or waiting that have not returned.
  std::uint64_t batch_ = 0;
  bool stopping_ = false;
  std::exception_ptr error_;
  std::vector<std::thread> workers_;
};

}  // namespace arbiter
