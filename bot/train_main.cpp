// solitaire-train: learns the bot's afterstate values by self-play.
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <csignal>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <mutex>
#include <optional>
#include <string>
#include <thread>
#include <vector>

#include "bot/training.h"
#include "bot/value_file.h"
#include "common/cli.h"
#include "common/text.h"

namespace {

using namespace arbiter;
using namespace arbiter::bot;
namespace po = boost::program_options;
using Clock = std::chrono::steady_clock;

const cli::ToolInfo kTool{
    "solitaire-train", "",
    "Learns the value of a solitaire-chess position for the bot by self-play: one network a\n"
    "alphabet, trained by temporal-difference learning (see docs/solitaire.md). Writes the\n"
    "networks to --output every --checkpoint-s seconds and at the end; on Ctrl-C (SIGINT or\n"
    "SIGTERM) it stops after the game under way, writes them and exits 130. With --resume it\n"
    "continues the networks in --output up to --games: the result is the same as one\n"
    "uninterrupted run. Progress goes to standard error.",
    "  solitaire-train --alphabets 12 --games 200000 -o 12.values\n"
    "  solitaire-train --alphabets 12,tld --games 12=500000,tld=800000 --threads 2 -o a.values\n"
    "  solitaire-train --resume -o bot/solitaire-bot.values\n",
    false};

// The one place a signal handler may write; read by the training loops between games.
std::atomic<bool> g_stop{false};  // NOLINT(cppcoreguidelines-avoid-non-const-global-variables)

extern "C" void request_stop(int /*signal*/) { g_stop.store(true); }

void add_options(po::options_description& options) {
  options.add_options()  //
      ("alphabets",
       po::value<std::string>()->default_value("s,1,12,tld,1234,1234tlds")->value_name("A,B"),
       "one network for each of these alphabets")  //
      ("games", po::value<std::string>()->default_value("1000000")->value_name("N|A=N,..."),
       "self-play games each network learns from in all: one count for every alphabet, or a "
       "count for each (12=1000000,tld=500000)")  //
      ("seed", po::value<std::uint64_t>()->default_value(1)->value_name("N"),
       "seed of the self-play deals")  //
      ("rate",
       po::value<float>()->default_value(value::TrainingSettings{}.first_rate)->value_name("R"),
       "learning step per feature at the start")  //
      ("final-rate",
       po::value<float>()->default_value(value::TrainingSettings{}.last_rate)->value_name("R"),
       "learning step per feature at the last game (it falls linearly)")  //
      ("threads", po::value<int>()->default_value(1)->value_name("N"),
       "networks trained at once (1 to 8); the weights do not depend on it")  //
      ("output,o", po::value<std::string>()->value_name("FILE"),
       "the file of networks to write (required)")             //
      ("resume", "continue the networks already in --output")  //
      ("checkpoint-s", po::value<int>()->default_value(60)->value_name("S"),
       "seconds between checkpoints")  //
      ("log", po::value<std::string>()->value_name("FILE"),
       "append `alphabet games mean` every 10000 games of each network (the mean of those "
       "games): the learning curve, for scripts/plot-training");
}

std::uint64_t parse_count(const std::string& text) {
  std::size_t end = 0;
  std::uint64_t count = 0;
  try {
    count = std::stoull(text, &end);
  } catch (const std::exception&) {
    end = 0;
  }
  if (end == 0 || end != text.size() || text[0] == '-') {
    throw cli::UsageError("--games: '" + text + "' is not a count of games");
  }
  return count;
}

// --games: one count for every alphabet, or ALPHABET=COUNT for each of `alphabets`.
std::vector<std::uint64_t> parse_games(const std::string& text,
                                       const std::vector<solitaire::Alphabet>& alphabets) {
  if (text.find('=') == std::string::npos) {
    return std::vector<std::uint64_t>(alphabets.size(), parse_count(text));
  }
  std::vector<std::optional<std::uint64_t>> games(alphabets.size());
  std::size_t start = 0;
  while (start <= text.size()) {
    std::size_t end = text.find(',', start);
    if (end == std::string::npos) end = text.size();
    const std::string item = text.substr(start, end - start);
    const std::size_t equals = item.find('=');
    if (equals == std::string::npos) {
      throw cli::UsageError("--games: '" + item + "' is not ALPHABET=COUNT");
    }
    const auto alphabet = solitaire::Alphabet::parse(item.substr(0, equals));
    std::size_t index = 0;
    while (alphabet && index < alphabets.size() && !(alphabets[index] == *alphabet)) ++index;
    if (!alphabet || index == alphabets.size()) {
      throw cli::UsageError("--games: '" + item.substr(0, equals) + "' is not one of --alphabets");
    }
    games[index] = parse_count(item.substr(equals + 1));
    start = end + 1;
  }
  std::vector<std::uint64_t> counts;
  for (std::size_t index = 0; index < alphabets.size(); ++index) {
    if (!games[index]) {
      throw cli::UsageError("--games gives no count for " + alphabets[index].letters());
    }
    counts.push_back(*games[index]);
  }
  return counts;
}

std::vector<solitaire::Alphabet> parse_alphabets(const std::string& text) {
  std::vector<solitaire::Alphabet> alphabets;
  std::size_t start = 0;
  while (start <= text.size()) {
    std::size_t end = text.find(',', start);
    if (end == std::string::npos) end = text.size();
    const std::string letters = text.substr(start, end - start);
    solitaire::AlphabetError error;
    const auto alphabet = solitaire::Alphabet::parse(letters, &error);
    if (!alphabet) throw cli::UsageError("--alphabets: '" + letters + "': " + error.message);
    for (const auto& other : alphabets) {
      if (other == *alphabet) throw cli::UsageError("--alphabets: '" + letters + "' twice");
    }
    alphabets.push_back(*alphabet);
    start = end + 1;
  }
  return alphabets;
}

int train_networks(cli::Invocation& invocation) {
  const po::variables_map& options = invocation.options;
  if (invocation.inputs != std::vector<std::string>{"-"}) {
    throw cli::UsageError("it takes no arguments, not '" + invocation.inputs[0] + "'");
  }
  if (options.count("output") == 0) throw cli::UsageError("--output FILE is required");
  const std::string path = options["output"].as<std::string>();
  value::TrainingSettings settings;
  settings.seed = options["seed"].as<std::uint64_t>();
  settings.first_rate = options["rate"].as<float>();
  settings.last_rate = options["final-rate"].as<float>();
  if (!(settings.first_rate > 0 && settings.last_rate > 0)) {
    throw cli::UsageError("--rate and --final-rate must be positive");
  }
  const int threads = options["threads"].as<int>();
  if (threads < 1 || threads > solitaire::kPieceKinds) {
    throw cli::UsageError("--threads must be between 1 and 8");
  }
  const int checkpoint_s = options["checkpoint-s"].as<int>();
  if (checkpoint_s < 1) throw cli::UsageError("--checkpoint-s must be at least 1");
  const std::vector<solitaire::Alphabet> alphabets =
      parse_alphabets(options["alphabets"].as<std::string>());
  const std::vector<std::uint64_t> games =
      parse_games(options["games"].as<std::string>(), alphabets);

  std::vector<value::Network> networks;
  if (options.count("resume") != 0) {
    try {
      networks = value::load_networks(path);
    } catch (const value::FileError& error) {
      invocation.err << kTool.name << ": " << error.what() << '\n';
      return to_int(error.status());
    }
  }
  std::vector<std::size_t> training;  // Indices into `networks` of the ones to train.
  std::vector<std::uint64_t> games_of(alphabets.size() + networks.size());  // By index.
  for (std::size_t which = 0; which < alphabets.size(); ++which) {
    const solitaire::Alphabet& alphabet = alphabets[which];
    std::size_t index = 0;
    while (index < networks.size() && !(networks[index].alphabet == alphabet)) ++index;
    if (index == networks.size()) {
      networks.push_back(value::fresh_network(alphabet, settings.seed));
    } else if (networks[index].seed != settings.seed) {
      throw cli::UsageError("--seed " + std::to_string(settings.seed) + " differs from the seed " +
                            std::to_string(networks[index].seed) + " of " + alphabet.letters() +
                            " in '" + path + "'");
    }
    training.push_back(index);
    games_of[index] = games[which];
  }
  // The longest trainings first, so that threads finish together.
  std::stable_sort(training.begin(), training.end(),
                   [&](std::size_t a, std::size_t b) { return games_of[a] > games_of[b]; });

  std::ofstream log;
  if (options.count("log") != 0) {
    const std::string log_path = options["log"].as<std::string>();
    log.open(log_path, std::ios::app);
    if (!log) {
      invocation.err << kTool.name << ": cannot open '" << log_path << "'\n";
      return to_int(ExitCode::kCannotCreate);
    }
  }
  std::signal(SIGINT, request_stop);
  std::signal(SIGTERM, request_stop);
  std::mutex mutex;  // Guards `snapshot`, `means`, `log` and the checkpoint's writes.
  std::vector<value::Network> snapshot = networks;
  std::vector<double> means(networks.size(), 0);
  const Clock::time_point start = Clock::now();
  std::uint64_t games_at_start = 0;
  std::uint64_t games_to_play = 0;
  for (const std::size_t index : training) {
    games_at_start += networks[index].games;
    games_to_play += std::max(games_of[index], networks[index].games) - networks[index].games;
  }
  const auto write_checkpoint = [&] { value::save_networks(path, snapshot); };
  const auto progress_line = [&] {
    std::uint64_t done = 0;
    std::string line;
    for (const std::size_t index : training) {
      done += snapshot[index].games;
      line += printf_string(" %s %.1f", snapshot[index].alphabet.letters().c_str(), means[index]);
    }
    const double seconds = std::chrono::duration<double>(Clock::now() - start).count();
    const double played = static_cast<double>(done - games_at_start);
    const double rate = played / std::max(seconds, 1e-9);
    const double left = rate > 0 ? (static_cast<double>(games_to_play) - played) / rate : 0;
    return printf_string("\r%llu games, %.0f games/s, %.0f s left; recent means:",
                         static_cast<unsigned long long>(done), rate, left) +
           line;
  };

  std::atomic<std::size_t> next{0};
  auto worker = [&] {
    for (std::size_t task = next++; task < training.size(); task = next++) {
      const std::size_t index = training[task];
      value::Network network = networks[index];
      value::TrainingSettings own = settings;
      own.games = games_of[index];
      value::train(network, own, g_stop,
                   [&](const value::Network& now, const value::TrainingReport& report) {
                     const std::lock_guard lock(mutex);
                     snapshot[index] = now;
                     means[index] = report.recent_mean;
                     if (log.is_open()) {
                       log << now.alphabet.letters() << ' ' << report.games << ' '
                           << printf_string("%.2f", report.recent_mean) << '\n'
                           << std::flush;
                     }
                   });
      const std::lock_guard lock(mutex);
      snapshot[index] = std::move(network);
    }
  };
  std::vector<std::thread> pool;
  for (int thread = 1; thread < threads; ++thread) pool.emplace_back(worker);
  std::thread main_worker(worker);

  // The calling thread reports and writes checkpoints until the workers are done.
  Clock::time_point last_checkpoint = Clock::now();
  const bool terminal = isatty(2) != 0;
  for (;;) {
    bool done = false;
    {
      const std::lock_guard lock(mutex);
      done = next.load() >= training.size() + static_cast<std::size_t>(threads);
      if (terminal) invocation.err << progress_line() << std::flush;
      if (Clock::now() - last_checkpoint >= std::chrono::seconds(checkpoint_s)) {
        write_checkpoint();
        last_checkpoint = Clock::now();
        if (!terminal) invocation.err << progress_line().substr(1) << '\n';
      }
    }
    if (done) break;
    std::this_thread::sleep_for(std::chrono::milliseconds(500));
  }
  main_worker.join();
  for (std::thread& thread : pool) thread.join();
  write_checkpoint();
  invocation.err << progress_line().substr(terminal ? 0 : 1) << '\n';
  if (g_stop.load()) {
    invocation.err << kTool.name << ": stopped; wrote '" << path << "' (resume with --resume)\n";
    return 130;
  }
  invocation.err << kTool.name << ": wrote '" << path << "'\n";
  return 0;
}

}  // namespace

int main(int argc, char** argv) { return cli::run(argc, argv, kTool, add_options, train_networks); }
