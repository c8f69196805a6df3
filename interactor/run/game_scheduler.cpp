#include "interactor/run/game_scheduler.h"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <map>
#include <mutex>
#include <thread>

#include "common/worker_pool.h"
#include "interactor/process/bot_guard.h"

namespace arbiter::interactor {

namespace {

// How long an interruption waits for a report in progress (which may be stuck on a full
// pipe) before it gives up reporting the held games.
constexpr std::chrono::seconds kInterruptWait{1};

// Takes `lock` if its mutex comes free within `wait`. Polled with try_lock rather than a timed
// mutex: GCC 12's ThreadSanitizer does not see the lock pthread_mutex_clocklock takes, and
// reports its unlock as a bug.
bool lock_within(std::unique_lock<std::mutex>& lock, std::chrono::milliseconds wait) {
  const auto give_up = std::chrono::steady_clock::now() + wait;
  while (!lock.try_lock()) {
    if (std::chrono::steady_clock::now() >= give_up) return false;
    std::this_thread::sleep_for(std::chrono::milliseconds(1));
  }
  return true;
}

// Reports the held games that come next in order, from `next_report` on, and forgets them.
// False once `on_result` asks to stop.
bool report_in_order(std::map<std::uint64_t, GameResult>& waiting, std::uint64_t& next_report,
                     const std::function<bool(std::uint64_t, const GameResult&)>& on_result) {
  bool go_on = true;
  while (!waiting.empty() && waiting.begin()->first == next_report) {
    if (!on_result(next_report, waiting.begin()->second)) go_on = false;
    waiting.erase(waiting.begin());
    ++next_report;
  }
  return go_on;
}

}  // namespace

std::uint64_t play_games(std::uint64_t count, int jobs,
                         const std::function<GameResult(std::uint64_t)>& play,
                         const std::function<bool(std::uint64_t, const GameResult&)>& on_result,
                         const std::function<void(std::uint64_t, std::uint64_t)>& on_progress) {
  std::atomic<std::uint64_t> next_game{0};
  std::atomic<bool> stopped{false};
  std::atomic<bool> closed{false};  // Interrupted: nothing more is reported.
  std::mutex reporting;
  std::map<std::uint64_t, GameResult> waiting;  // Done, but an earlier game is not.
  std::uint64_t next_report = 0;
  std::uint64_t done = 0;

  // On a signal the judge dies, with the games in play unfinished: the ones done behind them
  // are reported now, and nothing after (a game whose bot the watcher kills is no result).
  const InterruptHook hook([&] {
    closed = true;
    std::unique_lock lock(reporting, std::defer_lock);
    if (!lock_within(lock, kInterruptWait)) return;
    for (const auto& [index, result] : waiting) on_result(index, result);
    waiting.clear();
  });
  const auto worker = [&] {
    while (!stopped) {
      const std::uint64_t index = next_game++;
      if (index >= count) return;
      GameResult result = play(index);
      const std::lock_guard lock(reporting);
      if (closed || interrupted()) return;
      waiting.emplace(index, std::move(result));
      ++done;
      if (!report_in_order(waiting, next_report, on_result)) stopped = true;
      if (on_progress) on_progress(done, count);
    }
  };
  // One worker a thread, each taking games until none is left; the caller is one of them.
  const auto threads = static_cast<int>(
      std::clamp<std::uint64_t>(count, 1, static_cast<std::uint64_t>(std::max(jobs, 1))));
  WorkerPool pool(threads);
  pool.run(threads, [&worker](int) { worker(); });
  return done;
}

}  // namespace arbiter::interactor
