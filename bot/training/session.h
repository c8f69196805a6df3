#pragma once

#include <atomic>
#include <chrono>
#include <cstddef>
#include <cstdint>
#include <fstream>
#include <mutex>
#include <optional>
#include <ostream>
#include <string>
#include <string_view>
#include <vector>

#include "bot/training/training.h"
#include "bot/value/file.h"
#include "bot/value/network.h"
#include "common/solitaire/piece.h"

/// A training run of solitaire-train: what it was asked for, the networks it trains, and the
/// session that trains them on threads while it reports progress and writes checkpoints.
namespace arbiter::bot::training {

// What the command line asks for.
struct Plan {
  std::string path;
  value::TrainingSettings settings;
  int threads = 1;
  int checkpoint_s = 60;
  std::vector<solitaire::Alphabet> alphabets;
  std::vector<std::uint64_t> games;  // For each of `alphabets`.
  // For each of `alphabets`, the starts of its stages, where --stages gives them.
  std::vector<std::optional<std::vector<int>>> stage_starts;
  // For each of `alphabets`, its feature set, where --feature-set gives it.
  std::vector<std::optional<std::uint32_t>> feature_sets;
  float initial_weight = 0;  // Of every weight of a network this run starts.
  bool resume = false;
  std::optional<std::string> log;
};

/// The networks of a run: those read back with --resume, then a fresh one for each alphabet
// not among them (every weight at --initial-weight), each with the feature set --feature-set
// gives it (a network read back with set 2 is extended to 3) and the stages --stages gives it
// (a network read back with others is promoted to them); which of them to train, longest
// first, and to how many games.
struct Work {
  std::vector<value::Network> networks;
  std::vector<std::size_t> training;    // Indices into `networks`.
  std::vector<std::uint64_t> games_of;  // By index into `networks`.
};

/// Runs `plan` as solitaire-train does: loads the networks it resumes, opens its log, and trains
/// them in a Session until done or `stop`. Returns the exit status: the Session's, or, naming
/// the file on `err` after `tool`, that of a values file that cannot be read or a log that
/// cannot be opened (73).
int train(const Plan& plan, std::ostream& err, std::atomic<bool>& stop, std::string_view tool);

/// Trains the networks of a Work on Plan::threads threads while the calling thread reports
/// progress to `err` (a line every half second on a terminal, one a checkpoint elsewhere) and
/// writes the networks to Plan::path every Plan::checkpoint_s seconds and at the end. `stop`
/// asks it to stop after the games under way (a signal handler sets it).
class Session {
 public:
  /// `plan` and `stop` must outlive the session; `tool` names it in its messages; `log`, when
  /// open, receives a line a report.
  Session(const Plan& plan, Work work, std::ostream& err, std::ofstream log,
          std::atomic<bool>& stop, std::string_view tool);

  /// Trains to the end or until stopped. Returns the exit status: 0, 130 when stopped, or a
  /// checkpoint's failure's (73).
  int run();

 private:
  using Clock = std::chrono::steady_clock;

  // Trains network `index` of work_.networks to its games, or until stopped, keeping its
  // snapshot for the checkpoints.
  void train_network(std::size_t index);
  // Reports progress every half second and writes a checkpoint every plan.checkpoint_s until
  // every network has been trained. A checkpoint that cannot be written stops the training.
  std::optional<value::FileError> report_until_done();
  std::optional<value::FileError> checkpoint();
  // "\rN games, R games/s, S s left; recent means: A M ...". Call with mutex_ held.
  std::string progress_line() const;

  const Plan& plan_;
  const Work work_;
  std::ostream& err_;
  std::ofstream log_;
  std::atomic<bool>& stop_;
  std::string tool_;
  const bool terminal_;
  const Clock::time_point start_ = Clock::now();
  std::mutex mutex_;  // Guards snapshot_, means_, log_, err_ and the checkpoint's writes.
  std::vector<value::Network> snapshot_;
  std::vector<double> means_;
  std::uint64_t games_at_start_ = 0;
  std::uint64_t games_to_play_ = 0;
  std::atomic<std::size_t> trained_{0};  // Networks whose training has ended.
};

}  // namespace arbiter::bot::training
