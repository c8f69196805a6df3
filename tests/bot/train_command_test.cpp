// solitaire-train end to end, through its command line: a short training, its checkpoints, a
// resumed run equal to one that was never stopped, exit 130 on SIGINT and 73 when the
// networks cannot be written. Each run trains at most a few hundred games (a few tenths of a
// second).

#include <fcntl.h>
#include <gtest/gtest.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <csignal>
#include <cstdint>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <sstream>
#include <string>
#include <system_error>
#include <thread>
#include <vector>

#include "bot/training/training.h"
#include "bot/value/file.h"
#include "bot/value/network.h"

namespace arbiter::bot {
namespace {

namespace fs = std::filesystem;

// A scratch folder of its own for a test (and a process: two builds may run at once), removed
// at its end.
class Scratch {
 public:
  explicit Scratch(const std::string& name)
      : folder_(fs::path(::testing::TempDir()) /
                ("train_command_test." + name + "." + std::to_string(::getpid()))) {
    fs::remove_all(folder_);
    fs::create_directories(folder_);
  }
  Scratch(const Scratch&) = delete;
  Scratch& operator=(const Scratch&) = delete;
  ~Scratch() {
    std::error_code ignored;
    fs::remove_all(folder_, ignored);
  }
  const fs::path& folder() const { return folder_; }

 private:
  fs::path folder_;
};

std::string contents(const fs::path& path) {
  std::ifstream file(path, std::ios::binary);
  return {std::istreambuf_iterator<char>(file), std::istreambuf_iterator<char>()};
}

// solitaire-train started with `arguments`, its standard error into a file.
class Trainer {
 public:
  Trainer(const std::vector<std::string>& arguments, const fs::path& folder)
      : errors_(folder / "stderr") {
    std::vector<std::string> words = {ARBITER_SOLITAIRE_TRAIN};
    words.insert(words.end(), arguments.begin(), arguments.end());
    std::vector<char*> argv;
    argv.reserve(words.size() + 1);
    for (std::string& word : words) argv.push_back(word.data());
    argv.push_back(nullptr);
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_addopen(&actions, STDIN_FILENO, "/dev/null", O_RDONLY, 0);
    posix_spawn_file_actions_addopen(&actions, STDOUT_FILENO, "/dev/null", O_WRONLY, 0);
    posix_spawn_file_actions_addopen(&actions, STDERR_FILENO, errors_.c_str(),
                                     O_WRONLY | O_CREAT | O_TRUNC, 0644);
    const int failed = posix_spawn(&pid_, argv[0], &actions, nullptr, argv.data(), environ);
    posix_spawn_file_actions_destroy(&actions);
    EXPECT_EQ(failed, 0) << "cannot start " << argv[0];
  }
  Trainer(const Trainer&) = delete;
  Trainer& operator=(const Trainer&) = delete;
  ~Trainer() {
    if (pid_ > 0 && !exited_) {
      ::kill(pid_, SIGKILL);
      ::waitpid(pid_, nullptr, 0);
    }
  }

  // Waits until the trainer has its handler of SIGINT in place (its SigCgt in /proc), so that
  // a SIGINT stops it rather than kills it.
  void await_signal_handler() const {
    for (int tries = 0; tries < 1000; ++tries) {
      std::ifstream status("/proc/" + std::to_string(pid_) + "/status");
      for (std::string line; std::getline(status, line);) {
        if (line.rfind("SigCgt:", 0) != 0) continue;
        const std::uint64_t caught = std::stoull(line.substr(7), nullptr, 16);
        if ((caught >> (SIGINT - 1) & 1U) != 0) return;
      }
      std::this_thread::sleep_for(std::chrono::milliseconds(2));
    }
    ADD_FAILURE() << "the trainer never caught SIGINT";
  }
  void interrupt() const { ::kill(pid_, SIGINT); }

  // Waits for the end; returns the exit status (-1 when a signal ended it).
  int status() {
    int raw = 0;
    ::waitpid(pid_, &raw, 0);
    exited_ = true;
    return WIFEXITED(raw) ? WEXITSTATUS(raw) : -1;
  }
  // Its whole standard error. Call after status().
  std::string errors() const { return contents(errors_); }
  // The last line of standard error (after the last progress line). Call after status().
  std::string last_line() const {
    std::istringstream all(errors());
    std::string last;
    for (std::string line; std::getline(all, line);) last = line;
    return last;
  }

 private:
  fs::path errors_;
  pid_t pid_ = -1;
  bool exited_ = false;
};

// Runs the trainer to its end; returns its exit status and its last line in `last`.
int run(const std::vector<std::string>& arguments, const fs::path& folder, std::string& last) {
  Trainer trainer(arguments, folder);
  const int status = trainer.status();
  last = trainer.last_line();
  return status;
}

const value::Network& network_of(const std::vector<value::Network>& networks, const char* letters) {
  for (const value::Network& network : networks) {
    if (network.alphabet == *solitaire::Alphabet::parse(letters)) return network;
  }
  throw std::runtime_error(std::string("no network for ") + letters);
}

// Runs the trainer with `arguments`, expects the usage error's exit status (64) and returns
// its standard error.
std::string usage_error(const std::vector<std::string>& arguments, const fs::path& folder) {
  Trainer trainer(arguments, folder);
  EXPECT_EQ(trainer.status(), 64);
  return trainer.errors();
}

// The end of every usage error: its last line.
std::string hint() { return "\nTry 'solitaire-train --help' for more information.\n"; }

TEST(TrainCommand, TrainsAndResumesWithMoreAlphabetsAndGames) {
  const Scratch scratch("resume");
  const fs::path& folder = scratch.folder();
  const std::string values = (folder / "a.values").string();
  std::string last;
  ASSERT_EQ(run({"--alphabets", "12", "--games", "100", "-o", values}, folder, last), 0) << last;
  EXPECT_EQ(last, "solitaire-train: wrote '" + values + "'");
  const std::vector<value::Network> first = value::load_networks(values);
  ASSERT_EQ(first.size(), 1U);
  EXPECT_EQ(network_of(first, "12").games, 100U);
  EXPECT_NE(network_of(first, "12").weights, value::Network::zero(first[0].alphabet).weights);

  ASSERT_EQ(run({"--resume", "--alphabets", "12,tld", "--games", "12=150,tld=50", "-o", values},
                folder, last),
            0)
      << last;
  const std::vector<value::Network> resumed = value::load_networks(values);
  ASSERT_EQ(resumed.size(), 2U);
  EXPECT_EQ(network_of(resumed, "12").games, 150U);
  EXPECT_EQ(network_of(resumed, "tld").games, 50U);
  EXPECT_NE(network_of(resumed, "12").weights, network_of(first, "12").weights);

  // Another seed than the file's is refused: the games would not be the ones resumed.
  EXPECT_EQ(run({"--resume", "--alphabets", "12", "--games", "200", "--seed", "2", "-o", values},
                folder, last),
            64);
  EXPECT_EQ(last, "Try 'solitaire-train --help' for more information.");
}

// --stages: a staged training from scratch, resumed (its stages kept) as one run; a network of
// one stage promoted into stages and trained on. The step is constant, so that a run stopped
// at any count of games resumes as one run to a larger count.
TEST(TrainCommand, TrainsWithStagesAndPromotesANetworkResumedWithOthers) {
  const Scratch scratch("stages");
  const fs::path& folder = scratch.folder();
  const std::string whole = (folder / "whole.values").string();
  const std::string halves = (folder / "halves.values").string();
  const std::vector<std::string> constant_rate = {"--rate", "0.001", "--final-rate", "0.001"};
  const auto with_rate = [&constant_rate](std::vector<std::string> arguments) {
    arguments.insert(arguments.end(), constant_rate.begin(), constant_rate.end());
    return arguments;
  };
  std::string last;
  ASSERT_EQ(run(with_rate({"--alphabets", "12,tld", "--stages", "12=20/50", "--games", "200", "-o",
                           whole}),
                folder, last),
            0)
      << last;
  const std::vector<value::Network> trained = value::load_networks(whole);
  EXPECT_EQ(network_of(trained, "12").stage_starts, (std::vector<int>{20, 50}));
  EXPECT_EQ(network_of(trained, "12").games, 200U);
  EXPECT_EQ(network_of(trained, "tld").stages(), 1);

  ASSERT_EQ(run(with_rate({"--alphabets", "12,tld", "--stages", "12=20/50", "--games", "100", "-o",
                           halves}),
                folder, last),
            0)
      << last;
  ASSERT_EQ(run(with_rate({"--resume", "--alphabets", "12,tld", "--games", "200", "-o", halves}),
                folder, last),
            0)
      << last;
  EXPECT_EQ(contents(halves), contents(whole));

  // The one-stage tld network promoted into two stages, both copies of it, then trained on.
  const std::string promoted = (folder / "promoted.values").string();
  fs::copy_file(whole, promoted);
  ASSERT_EQ(
      run({"--resume", "--alphabets", "tld", "--stages", "40", "--games", "200", "-o", promoted},
          folder, last),
      0)
      << last;
  const value::Network& before = network_of(trained, "tld");
  const value::Network copied = network_of(value::load_networks(promoted), "tld");
  EXPECT_EQ(copied.stage_starts, std::vector<int>{40});
  EXPECT_EQ(copied.weights, value::with_stages(before, {40}).weights);
  EXPECT_EQ(network_of(value::load_networks(promoted), "12").weights,
            network_of(trained, "12").weights);
  ASSERT_EQ(run({"--resume", "--alphabets", "tld", "--games", "300", "-o", promoted}, folder, last),
            0)
      << last;
  const value::Network tuned = network_of(value::load_networks(promoted), "tld");
  EXPECT_EQ(tuned.stage_starts, std::vector<int>{40});
  EXPECT_EQ(tuned.games, 300U);
  EXPECT_NE(tuned.weights, copied.weights);
}

// --feature-set 3: a network of set 2 resumed with it gets the tuples' weights at 0 and learns
// them; a network cannot go back to set 2, and a set this build does not know is a usage error.
TEST(TrainCommand, ExtendsANetworkResumedWithFeatureSetThreeWithTheTuples) {
  const Scratch scratch("tuples");
  const fs::path& folder = scratch.folder();
  const std::string values = (folder / "a.values").string();
  std::string last;
  ASSERT_EQ(run({"--alphabets", "12,tld", "--games", "100", "-o", values}, folder, last), 0)
      << last;
  const std::vector<value::Network> plain = value::load_networks(values);
  ASSERT_EQ(
      run({"--resume", "--alphabets", "12", "--feature-set", "3", "--games", "100", "-o", values},
          folder, last),
      0)
      << last;
  const std::vector<value::Network> extended = value::load_networks(values);
  EXPECT_EQ(network_of(extended, "12").feature_set, value::kTupleFeatureSet);
  EXPECT_EQ(network_of(extended, "12").weights,
            value::with_tuples(network_of(plain, "12")).weights);
  EXPECT_EQ(network_of(extended, "tld").feature_set, value::kBaseFeatureSet);
  EXPECT_EQ(network_of(extended, "tld").weights, network_of(plain, "tld").weights);

  ASSERT_EQ(run({"--resume", "--alphabets", "12", "--games", "150", "-o", values}, folder, last), 0)
      << last;
  const value::Network tuned = network_of(value::load_networks(values), "12");
  EXPECT_EQ(tuned.feature_set, value::kTupleFeatureSet);
  const auto tuples = tuned.weights.begin() + value::table_size(value::kBaseFeatureSet);
  EXPECT_TRUE(std::any_of(tuples, tuned.weights.end(), [](float weight) { return weight != 0; }));

  EXPECT_EQ(usage_error({"--alphabets", "12", "--feature-set", "4", "-o", values}, folder),
            "solitaire-train: --feature-set: '4' is not a feature set (2, or 3 with the board "
            "tuples)" +
                hint());
  EXPECT_EQ(usage_error({"--alphabets", "12", "--feature-set", "12=", "-o", values}, folder),
            "solitaire-train: --feature-set: '' is not a feature set (2, or 3 with the board "
            "tuples)" +
                hint());
  EXPECT_EQ(
      usage_error({"--resume", "--alphabets", "12", "--feature-set", "2", "-o", values}, folder),
      "solitaire-train: --feature-set 2: 12 in '" + values +
          "' has feature set 3, and a network cannot lose features" + hint());
  EXPECT_EQ(network_of(value::load_networks(values), "12").weights, tuned.weights);
}

TEST(TrainCommand, StartsOnlyTheNetworksItCreatesAtTheInitialWeight) {
  const Scratch scratch("initial");
  const fs::path& folder = scratch.folder();
  const std::string values = (folder / "a.values").string();
  std::string last;
  ASSERT_EQ(run({"--alphabets", "12", "--games", "0", "--initial-weight", "2.5", "-o", values},
                folder, last),
            0)
      << last;
  const value::Network untrained = network_of(value::load_networks(values), "12");
  EXPECT_EQ(untrained.games, 0U);
  EXPECT_TRUE(std::all_of(untrained.weights.begin(), untrained.weights.end(),
                          [](float weight) { return weight == 2.5F; }));

  // Resumed with another weight: the network read back keeps its own, the new one starts at it.
  ASSERT_EQ(run({"--resume", "--alphabets", "12,tld", "--games", "12=40,tld=0", "--initial-weight",
                 "-1", "-o", values},
                folder, last),
            0)
      << last;
  const std::vector<value::Network> resumed = value::load_networks(values);
  const value::Network& twelve = network_of(resumed, "12");
  EXPECT_EQ(twelve.games, 40U);
  EXPECT_GT(std::count(twelve.weights.begin(), twelve.weights.end(), 2.5F), 0);
  EXPECT_EQ(std::count(twelve.weights.begin(), twelve.weights.end(), -1.0F), 0);
  const value::Network& tld = network_of(resumed, "tld");
  EXPECT_TRUE(std::all_of(tld.weights.begin(), tld.weights.end(),
                          [](float weight) { return weight == -1.0F; }));

  for (const char* bad : {"inf", "-inf", "nan"}) {
    EXPECT_EQ(usage_error({"--initial-weight", bad, "-o", values}, folder),
              "solitaire-train: --initial-weight must be a finite number" + hint())
        << bad;
  }
  EXPECT_EQ(network_of(value::load_networks(values), "12").weights, twelve.weights);
}

TEST(TrainCommand, LearnsBackwardsWithLambdaInBatchesAndResumesAsOneRun) {
  const Scratch scratch("lambda");
  const fs::path& folder = scratch.folder();
  const std::string once = (folder / "once.values").string();
  const std::string twice = (folder / "twice.values").string();
  const std::string online = (folder / "online.values").string();
  std::string last;
  // A constant step, so that a run to 60 games takes the same steps as the first 60 of one
  // to 120.
  const std::vector<std::string> common = {"--alphabets", "12",    "--lambda",     "0.5",
                                           "--rate",      "0.001", "--final-rate", "0.001"};
  const auto with = [&](std::vector<std::string> arguments) {
    arguments.insert(arguments.begin(), common.begin(), common.end());
    return arguments;
  };
  ASSERT_EQ(run(with({"--games", "120", "-o", once}), folder, last), 0) << last;
  ASSERT_EQ(run(with({"--games", "60", "-o", twice}), folder, last), 0) << last;
  ASSERT_EQ(run(with({"--resume", "--games", "120", "-o", twice}), folder, last), 0) << last;
  ASSERT_EQ(run({"--alphabets", "12", "--rate", "0.001", "--final-rate", "0.001", "--games", "120",
                 "-o", online},
                folder, last),
            0)
      << last;
  const value::Network backwards = network_of(value::load_networks(once), "12");
  EXPECT_EQ(backwards.games, 120U);
  EXPECT_EQ(network_of(value::load_networks(twice), "12").weights, backwards.weights);
  EXPECT_NE(network_of(value::load_networks(online), "12").weights, backwards.weights);

  // Batches: the same file on one thread or two; other batches, other weights.
  const std::string batched = (folder / "batched.values").string();
  const std::string threaded = (folder / "threaded.values").string();
  ASSERT_EQ(run(with({"--games", "120", "--batch", "4", "-o", batched}), folder, last), 0) << last;
  ASSERT_EQ(run(with({"--games", "120", "--batch", "4", "--game-threads", "2", "-o", threaded}),
                folder, last),
            0)
      << last;
  EXPECT_EQ(contents(threaded), contents(batched));
  EXPECT_NE(network_of(value::load_networks(batched), "12").weights, backwards.weights);

  EXPECT_EQ(usage_error({"--batch", "4", "-o", once}, folder),
            "solitaire-train: --batch needs --lambda: learning after every move plays one game "
            "at a time" +
                hint());
  EXPECT_EQ(usage_error(with({"--batch", "4", "--game-threads", "5", "-o", once}), folder),
            "solitaire-train: --game-threads must be from 1 to 4" + hint());
  EXPECT_EQ(
      usage_error(with({"--expected-targets", "-o", once}), folder),
      "solitaire-train: --expected-targets learns after every move: it takes no --lambda" + hint());
  EXPECT_EQ(usage_error(with({"--batch", "1001", "-o", once}), folder),
            "solitaire-train: --batch must be from 1 to 1000" + hint());
  for (const char* bad : {"1.5", "-0.1", "nan"}) {
    EXPECT_EQ(usage_error({"--lambda", bad, "-o", once}, folder),
              "solitaire-train: --lambda must be from 0 to 1" + hint())
        << bad;
  }
}

TEST(TrainCommand, StopsOnSigintWithACheckpointThatResumesAsOneRun) {
  const Scratch scratch("sigint");
  const fs::path& folder = scratch.folder();
  const std::string whole = (folder / "whole.values").string();
  const std::string stopped = (folder / "stopped.values").string();
  const std::vector<std::string> plan = {"--alphabets", "12", "--games", "100"};
  std::string last;
  std::vector<std::string> arguments = plan;
  arguments.insert(arguments.end(), {"-o", whole});
  ASSERT_EQ(run(arguments, folder, last), 0) << last;

  arguments = plan;
  arguments.insert(arguments.end(), {"-o", stopped});
  Trainer trainer(arguments, folder);
  trainer.await_signal_handler();
  trainer.interrupt();
  ASSERT_EQ(trainer.status(), 130) << trainer.last_line();
  EXPECT_EQ(trainer.last_line(),
            "solitaire-train: stopped; wrote '" + stopped + "' (resume with --resume)");
  const std::uint64_t games = value::load_networks(stopped).at(0).games;
  EXPECT_LT(games, 100U) << "the signal came too late to test a resumed run";

  arguments.emplace_back("--resume");
  ASSERT_EQ(run(arguments, folder, last), 0) << last;
  EXPECT_EQ(contents(stopped), contents(whole)) << "stopped after " << games << " games";
}

TEST(TrainCommand, WritesAWholeCheckpointEverySecondUntilStopped) {
  // A network of 1 that says it has learned from 9 990 games, its weights still 0: its first
  // report, at 10 000 games, comes ten games into the run, so that the first checkpoint, a
  // second in, holds a report. A constant rate, so that the steps do not depend on --games and
  // the run can be repeated up to the checkpoint's games.
  const Scratch scratch("checkpoint");
  const fs::path& folder = scratch.folder();
  const fs::path values = folder / "c.values";
  const fs::path repeated = folder / "repeated.values";
  const fs::path log = folder / "curve.log";
  constexpr std::uint64_t kGamesBefore = 9'990;
  value::Network network = value::fresh_network(*solitaire::Alphabet::parse("1"), 1);
  network.games = kGamesBefore;
  value::save_networks(values.string(), {network});
  value::save_networks(repeated.string(), {network});
  const std::vector<std::string> plan = {"--alphabets",  "1",     "--rate",  "0.001",
                                         "--final-rate", "0.001", "--resume"};
  std::vector<std::string> arguments = plan;
  arguments.insert(arguments.end(), {"--games", "100000000", "--checkpoint-s", "1", "--log",
                                     log.string(), "-o", values.string()});
  Trainer trainer(arguments, folder);
  // The first checkpoint, read once, as it was renamed into place.
  std::string checkpoint;
  value::Network held = network;
  for (int tries = 0; tries < 1000 && held.games == kGamesBefore; ++tries) {
    std::this_thread::sleep_for(std::chrono::milliseconds(10));
    checkpoint = contents(values);
    std::istringstream file(checkpoint);
    held = value::read_networks(file).at(0);
  }
  const std::uint64_t games = held.games;
  ASSERT_NE(games, kGamesBefore) << "no checkpoint within 10 s";
  // A checkpoint holds each network as of its last report (every 10 000 games), which has
  // learned from the games before it.
  EXPECT_EQ(games % 10'000, 0U);
  EXPECT_TRUE(std::any_of(held.weights.begin(), held.weights.end(),
                          [](float weight) { return weight != 0; }));
  trainer.interrupt();
  EXPECT_EQ(trainer.status(), 130) << trainer.last_line();
  // On a stop, the games played since the last report are written too.
  EXPECT_GT(value::load_networks(values.string()).at(0).games, games);
  EXPECT_FALSE(fs::exists(values.string() + ".partial"));

  // The report the checkpoint holds is in the log, its mean of the games before it not 0.
  std::ifstream curve(log);
  bool reported = false;
  for (std::string letters, at, mean; curve >> letters >> at >> mean;) {
    if (at != std::to_string(games)) continue;
    reported = true;
    EXPECT_EQ(letters, "1");
    EXPECT_GT(std::stod(mean), 0) << "the report at " << games << " games";
  }
  EXPECT_TRUE(reported) << "no report at " << games << " games in the log";
  // The checkpoint is whole: its weights, games and random stream are those of one run up to
  // its games, byte for byte.
  arguments = plan;
  arguments.insert(arguments.end(), {"--games", std::to_string(games), "-o", repeated.string()});
  std::string last;
  ASSERT_EQ(run(arguments, folder, last), 0) << last;
  EXPECT_TRUE(contents(repeated) == checkpoint) << "the checkpoint at " << games << " games";
}

TEST(TrainCommand, ExitsSeventyThreeWhenTheNetworksCannotBeWritten) {
  const Scratch scratch("unwritable");
  const fs::path& folder = scratch.folder();
  std::string last;
  const std::string missing = (folder / "missing" / "x.values").string();
  EXPECT_EQ(run({"--alphabets", "1", "--games", "20", "-o", missing}, folder, last), 73);
  EXPECT_EQ(last,
            "solitaire-train: " + missing + ".partial: cannot create: No such file or directory");

  // A directory in the way: the rename fails, and no partial file is left behind.
  const fs::path directory = folder / "d.values";
  fs::create_directories(directory);
  EXPECT_EQ(run({"--alphabets", "1", "--games", "20", "-o", directory.string()}, folder, last), 73);
  EXPECT_EQ(last.rfind("solitaire-train: " + directory.string() + ": cannot write: ", 0), 0U)
      << last;
  EXPECT_FALSE(fs::exists(directory.string() + ".partial"));
  EXPECT_TRUE(fs::is_directory(directory));
}

}  // namespace
}  // namespace arbiter::bot
