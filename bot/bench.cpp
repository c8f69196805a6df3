#include "bot/bench.h"

#include <algorithm>
#include <chrono>
#include <numeric>

#include "bot/offline.h"
#include "bot/search/learned_strategy.h"
#include "common/text.h"

namespace arbiter::bot {

std::vector<BenchRow> run_bench(const BenchSettings& settings, std::ostream& out) {
  using Clock = std::chrono::steady_clock;
  std::vector<BenchRow> rows;
  std::uint64_t nodes = 0;
  double seconds = 0;
  out << "alphabet  games     mean    min    max       nodes   seconds   nodes/s\n";
  for (const std::string& letters : settings.alphabets) {
    const auto alphabet = solitaire::Alphabet::parse(letters);
    BenchRow row{letters, {}, 0, 0};
    for (int game = 1; game <= settings.games; ++game) {
      Random random(static_cast<std::uint64_t>(game));
      const World deal = random_world(alphabet->pieces(), random);
      const GameStart start = GameStart::now();
      GameBudget budget(settings.budget, start);
      if (settings.networks != nullptr) {
        LearnedStrategy strategy(*settings.networks, settings.learned, settings.value_search,
                                 settings.search, budget);
        row.scores.push_back(play_offline(deal, strategy).score().total());
        row.nodes += strategy.work();
      } else {
        SearchStrategy strategy(settings.search, budget);
        row.scores.push_back(play_offline(deal, strategy).score().total());
        row.nodes += strategy.nodes();
      }
      row.seconds += std::chrono::duration<double>(Clock::now() - start.wall).count();
    }
    const double mean = std::accumulate(row.scores.begin(), row.scores.end(), 0.0) / settings.games;
    const auto [min, max] = std::minmax_element(row.scores.begin(), row.scores.end());
    out << printf_string("%-8s %6d %8.2f %6d %6d %11llu %9.3f %9.0f\n", letters.c_str(),
                         settings.games, mean, *min, *max,
                         static_cast<unsigned long long>(row.nodes), row.seconds,
                         static_cast<double>(row.nodes) / row.seconds)
        << std::flush;
    if (settings.scores) {
      out << "scores";
      for (const int score : row.scores) out << ' ' << score;
      out << '\n' << std::flush;
    }
    nodes += row.nodes;
    seconds += row.seconds;
    rows.push_back(std::move(row));
  }
  out << printf_string("total nodes %llu in %.3f s: %.0f nodes/s\n",
                       static_cast<unsigned long long>(nodes), seconds,
                       static_cast<double>(nodes) / seconds);
  return rows;
}

}  // namespace arbiter::bot
