// play_games on its own, with games that are plain functions (no process): the order of the
// reports, stopping, and what an interruption (the signal watcher's hook) reports. Threaded:
// the tsan preset runs these.
#include "interactor/run/game_scheduler.h"

#include <gtest/gtest.h>

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <mutex>
#include <thread>
#include <vector>

#include "interactor/process/bot_guard.h"

namespace arbiter::interactor {
namespace {

GameResult named(std::uint64_t index) {
  GameResult result;
  result.game = std::to_string(index);
  return result;
}

// A one-shot gate that game functions wait at.
class Gate {
 public:
  void open() {
    const std::lock_guard lock(mutex_);
    open_ = true;
    changed_.notify_all();
  }
  void pass() {
    std::unique_lock lock(mutex_);
    changed_.wait(lock, [this] { return open_; });
  }

 private:
  std::mutex mutex_;
  std::condition_variable changed_;
  bool open_ = false;
};

TEST(PlayGames, ReportsInIndexOrderWhateverOrderGamesFinishIn) {
  std::vector<std::uint64_t> reported;
  const std::uint64_t played = play_games(
      40, 4,
      [](std::uint64_t index) {
        // Early games take longest, so later ones finish first.
        std::this_thread::sleep_for(std::chrono::microseconds(200 * (index % 5)));
        return named(index);
      },
      [&](std::uint64_t index, const GameResult& result) {
        EXPECT_EQ(result.game, std::to_string(index));
        reported.push_back(index);
        return true;
      },
      nullptr);
  EXPECT_EQ(played, 40U);
  ASSERT_EQ(reported.size(), 40U);
  for (std::uint64_t i = 0; i < reported.size(); ++i) EXPECT_EQ(reported[i], i);
}

TEST(PlayGames, StopsStartingGamesWhenTheReportSaysSo) {
  Gate stop_decided;  // Games after 4 wait for game 4's report, which stops the run.
  std::atomic<std::uint64_t> started{0};
  std::vector<std::uint64_t> reported;
  play_games(
      100, 2,
      [&](std::uint64_t index) {
        ++started;
        if (index > 4) stop_decided.pass();
        return named(index);
      },
      [&](std::uint64_t index, const GameResult&) {
        reported.push_back(index);
        if (index == 4) stop_decided.open();
        return index != 4;
      },
      nullptr);
  // Each thread had at most one game after 4 in play when the stop came; it still finished
  // and was reported, and nothing else started.
  EXPECT_GE(started.load(), 5U);
  EXPECT_LE(started.load(), 7U);
  ASSERT_EQ(reported.size(), started.load());
  for (std::uint64_t i = 0; i < reported.size(); ++i) EXPECT_EQ(reported[i], i);
}

TEST(PlayGames, AnInterruptionReportsTheGamesHeldBehindAnUnfinishedOne) {
  Gate first_game;
  std::mutex progress_mutex;
  std::condition_variable progress_changed;
  std::uint64_t done = 0;
  std::vector<std::uint64_t> reported;
  std::thread run([&] {
    play_games(
        6, 2,
        [&](std::uint64_t index) {
          if (index == 0) first_game.pass();
          return named(index);
        },
        [&](std::uint64_t index, const GameResult&) {
          reported.push_back(index);
          return true;
        },
        [&](std::uint64_t games_done, std::uint64_t) {
          const std::lock_guard lock(progress_mutex);
          done = games_done;
          progress_changed.notify_all();
        });
  });
  {
    std::unique_lock lock(progress_mutex);
    progress_changed.wait(lock, [&] { return done == 5; });
  }
  run_interrupt_hook();  // What the signal watcher does before the judge dies.
  EXPECT_EQ(reported, (std::vector<std::uint64_t>{1, 2, 3, 4, 5}));
  first_game.open();
  run.join();
  // Game 0 finished after the interruption: a game whose bot the watcher killed is no result.
  EXPECT_EQ(reported, (std::vector<std::uint64_t>{1, 2, 3, 4, 5}));
}

TEST(PlayGames, NoHookOutsideARun) {
  // A run's hook lives as long as the run: before and after it, the hook in force is the one
  // that was there before (here the test's own), and the run's games are never reported again.
  int outer_runs = 0;
  const InterruptHook outer([&outer_runs] { ++outer_runs; });
  run_interrupt_hook();
  EXPECT_EQ(outer_runs, 1);
  std::vector<std::uint64_t> reported;
  play_games(
      3, 2, [](std::uint64_t index) { return named(index); },
      [&](std::uint64_t index, const GameResult&) {
        reported.push_back(index);
        return true;
      },
      nullptr);
  ASSERT_EQ(reported, (std::vector<std::uint64_t>{0, 1, 2}));
  run_interrupt_hook();
  EXPECT_EQ(outer_runs, 2);
  EXPECT_EQ(reported, (std::vector<std::uint64_t>{0, 1, 2}));
}

}  // namespace
}  // namespace arbiter::interactor
