#include "common/worker_pool.h"

namespace arbiter {

WorkerPool::WorkerPool(int threads) {
  try {
    for (int worker = 1; worker < threads; ++worker) workers_.emplace_back([this] { work(); });
  } catch (...) {
    // The system refused a thread: those started must be joined before the error leaves,
    // as no destructor will run.
    stop();
    throw;
  }
}

WorkerPool::~WorkerPool() { stop(); }

void WorkerPool::stop() {
  {
    const std::lock_guard lock(mutex_);
    stopping_ = true;
  }
  batch_posted_.notify_all();
  for (std::thread& worker : workers_) worker.join();
}

void WorkerPool::run(int count, const std::function<void(int)>& task) {
  if (count <= 0) return;
  if (workers_.empty()) {
    // Alone, the caller needs no lock; like the threads, it finishes the batch before it
    // rethrows.
    std::exception_ptr error;
    for (int index = 0; index < count; ++index) {
      std::exception_ptr thrown = call(task, index);
      if (thrown && !error) error = std::move(thrown);
    }
    if (error) std::rethrow_exception(error);
    return;
  }
  std::unique_lock lock(mutex_);
  task_ = &task;
  count_ = count;
  next_ = 0;
  unfinished_ = count;
  error_ = nullptr;
  ++batch_;
  batch_posted_.notify_all();
  drain(lock);
  batch_done_.wait(lock, [this] { return unfinished_ == 0; });
  task_ = nullptr;
  if (error_) std::rethrow_exception(std::exchange(error_, nullptr));
}

std::exception_ptr WorkerPool::call(const std::function<void(int)>& task, int index) {
  try {
    task(index);
  } catch (...) {
    return std::current_exception();
  }
  return nullptr;
}

void WorkerPool::work() {
  std::unique_lock lock(mutex_);
  // Not batch_: a thread that starts late must still join the batch posted before it ran.
  std::uint64_t seen = 0;
  while (true) {
    batch_posted_.wait(lock, [&] { return stopping_ || batch_ != seen; });
    if (stopping_) return;
    seen = batch_;
    drain(lock);
  }
}

void WorkerPool::drain(std::unique_lock<std::mutex>& lock) {
  while (next_ < count_) {
    const int index = next_++;
    const std::function<void(int)>& task = *task_;
    lock.unlock();
    std::exception_ptr thrown = call(task, index);
    lock.lock();
    if (thrown && !error_) error_ = std::move(thrown);
    if (--unfinished_ == 0) batch_done_.notify_all();
  }
}

}  // namespace arbiter
