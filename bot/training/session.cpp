#include "bot/training/session.h"

#include <unistd.h>

#include <algorithm>
#include <thread>
#include <utility>

#include "bot/training/command_line.h"
#include "common/exit_codes.h"
#include "common/text.h"
#include "common/worker_pool.h"

namespace arbiter::bot::training {

namespace {

// Adds one to a count on its way out of the scope, whichever way it leaves.
class CountedOnExit {
 public:
  explicit CountedOnExit(std::atomic<std::size_t>& count) : count_(count) {}
  ~CountedOnExit() { ++count_; }
  CountedOnExit(const CountedOnExit&) = delete;
  CountedOnExit& operator=(const CountedOnExit&) = delete;

 private:
  std::atomic<std::size_t>& count_;
};

}  // namespace

Session::Session(const Plan& plan, Work work, std::ostream& err, std::ofstream log,
                 std::atomic<bool>& stop, std::string_view tool)
    : plan_(plan),
      work_(std::move(work)),
      err_(err),
      log_(std::move(log)),
      stop_(stop),
      tool_(tool),
      terminal_(isatty(2) != 0),
      snapshot_(work_.networks),
      means_(work_.networks.size(), 0) {
  for (const std::size_t index : work_.training) {
    const value::Network& network = work_.networks[index];
    games_at_start_ += network.games;
    games_to_play_ += std::max(work_.games_of[index], network.games) - network.games;
  }
}

int Session::run() {
  // Task 0 reports and writes checkpoints while the others train a network each: with one
  // thread more than plan_.threads, the networks train on plan_.threads threads at a time.
  const std::size_t networks = work_.training.size();
  std::optional<value::FileError> failure;
  WorkerPool pool(plan_.threads + 1);
  pool.run(static_cast<int>(networks) + 1, [&](int task) {
    if (task == 0) {
      failure = report_until_done();
      return;
    }
    const CountedOnExit counted(trained_);  // Also when training throws: the report ends.
    train_network(work_.training[static_cast<std::size_t>(task) - 1]);
  });
  if (!failure) failure = checkpoint();
  err_ << progress_line().substr(terminal_ ? 0 : 1) << '\n';
  if (failure) {
    err_ << tool_ << ": " << failure->what() << '\n';
    return to_int(failure->status());
  }
  if (stop_.load()) {
    err_ << tool_ << ": stopped; wrote '" << plan_.path << "' (resume with --resume)\n";
    return 130;
  }
  err_ << tool_ << ": wrote '" << plan_.path << "'\n";
  return 0;
}

void Session::train_network(std::size_t index) {
  value::Network network = work_.networks[index];
  value::TrainingSettings own = plan_.settings;
  own.games = work_.games_of[index];
  value::train(network, own, stop_,
               [&](const value::Network& now, const value::TrainingReport& report) {
                 const std::lock_guard lock(mutex_);
                 snapshot_[index] = now;
                 means_[index] = report.recent_mean;
                 if (log_.is_open()) {
                   log_ << now.alphabet.letters() << ' ' << report.games << ' '
                        << printf_string("%.2f", report.recent_mean) << '\n'
                        << std::flush;
                 }
               });
  const std::lock_guard lock(mutex_);
  snapshot_[index] = std::move(network);
}

std::optional<value::FileError> Session::report_until_done() {
  Clock::time_point last_checkpoint = Clock::now();
  while (trained_.load() < work_.training.size()) {
    std::this_thread::sleep_for(std::chrono::milliseconds(500));
    if (terminal_) {
      const std::lock_guard lock(mutex_);
      err_ << progress_line() << std::flush;
    }
    if (Clock::now() - last_checkpoint < std::chrono::seconds(plan_.checkpoint_s)) continue;
    if (auto failure = checkpoint()) {
      stop_.store(true);
      return failure;
    }
    last_checkpoint = Clock::now();
    if (!terminal_) {
      const std::lock_guard lock(mutex_);
      err_ << progress_line().substr(1) << '\n';
    }
  }
  return std::nullopt;
}

std::optional<value::FileError> Session::checkpoint() {
  const std::lock_guard lock(mutex_);
  try {
    value::save_networks(plan_.path, snapshot_);
  } catch (const value::FileError& error) {
    return error;
  }
  return std::nullopt;
}

std::string Session::progress_line() const {
  std::uint64_t done = 0;
  std::string means;
  for (const std::size_t index : work_.training) {
    done += snapshot_[index].games;
    means += printf_string(" %s %.1f", snapshot_[index].alphabet.letters().c_str(), means_[index]);
  }
  const double seconds = std::chrono::duration<double>(Clock::now() - start_).count();
  const auto played = static_cast<double>(done - games_at_start_);
  const double rate = played / std::max(seconds, 1e-9);
  const double left = rate > 0 ? (static_cast<double>(games_to_play_) - played) / rate : 0;
  return printf_string("\r%llu games, %.0f games/s, %.0f s left; recent means:",
                       static_cast<unsigned long long>(done), rate, left) +
         means;
}

int train(const Plan& plan, std::ostream& err, std::atomic<bool>& stop, std::string_view tool) {
  std::vector<value::Network> loaded;
  try {
    if (plan.resume) loaded = value::load_networks(plan.path);
  } catch (const value::FileError& error) {
    err << tool << ": " << error.what() << '\n';
    return to_int(error.status());
  }
  Work work = work_of(plan, std::move(loaded));
  std::ofstream log;
  if (plan.log) {
    log.open(*plan.log, std::ios::app);
    if (!log) {
      err << tool << ": cannot open '" << *plan.log << "'\n";
      return to_int(ExitCode::kCannotCreate);
    }
  }
  Session session(plan, std::move(work), err, std::move(log), stop, tool);
  return session.run();
}

}  // namespace arbiter::bot::training
