#include "interactor/benchmark.h"

#include <atomic>
#include <mutex>
#include <optional>
#include <thread>

namespace arbiter::interactor {

std::vector<GameResult> play_games(
    const std::vector<LoadedGame>& games, const RunOptions& options, int jobs,
    const std::function<void(std::size_t, const GameResult&)>& on_result,
    const std::function<void(std::size_t, std::size_t)>& on_progress) {
  std::vector<std::optional<GameResult>> results(games.size());
  std::atomic<std::size_t> next_game{0};
  std::mutex reporting;
  std::size_t next_report = 0;
  std::size_t done = 0;

  const auto worker = [&] {
    for (std::size_t index = next_game++; index < games.size(); index = next_game++) {
      GameResult result = play_game(games[index], options);
      const std::lock_guard lock(reporting);
      results[index] = std::move(result);
      ++done;
      while (next_report < results.size() && results[next_report]) {
        if (on_result) on_result(next_report, *results[next_report]);
        ++next_report;
      }
      if (on_progress) on_progress(done, games.size());
    }
  };
  const auto threads =
      static_cast<std::size_t>(jobs) < games.size() ? static_cast<std::size_t>(jobs) : games.size();
  std::vector<std::jthread> pool;
  for (std::size_t i = 1; i < threads; ++i) pool.emplace_back(worker);
  worker();
  pool.clear();  // Joins.

  std::vector<GameResult> ordered;
  ordered.reserve(results.size());
  for (auto& result : results) ordered.push_back(std::move(*result));
  return ordered;
}

}  // namespace arbiter::interactor
