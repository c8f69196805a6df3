#include "interactor/paired_options.h"

#include <cstdint>
#include <string>

#include "common/cli.h"
#include "interactor/core/command_words.h"

namespace arbiter::interactor {

namespace po = boost::program_options;

namespace {

bool has(const po::variables_map& options, const char* name) { return options.count(name) > 0; }

}  // namespace

std::optional<SprtSettings> sprt_option(const po::variables_map& options) {
  const bool rates = !options["sprt-alpha"].defaulted() || !options["sprt-beta"].defaulted();
  if (!has(options, "sprt")) {
    if (rates) throw cli::UsageError("--sprt-alpha and --sprt-beta go with --sprt");
    if (!options["sprt-min-pairs"].defaulted()) {
      throw cli::UsageError("--sprt-min-pairs goes with --sprt");
    }
    return std::nullopt;
  }
  const std::string text = options["sprt"].as<std::string>();
  std::optional<SprtSettings> settings = parse_sprt_hypotheses(text);
  if (!settings) {
    throw cli::UsageError("--sprt " + text +
                          ": expected D0,D1, two mean differences in points (e.g. 0,5)");
  }
  if (settings->d0 == settings->d1) {
    throw cli::UsageError("--sprt " + text +
                          ": D0 and D1 must differ, or there is nothing to test");
  }
  for (const char* name : {"sprt-alpha", "sprt-beta"}) {
    const double rate = options[name].as<double>();
    if (!(rate > 0 && rate < 0.5)) {
      throw cli::UsageError("--" + std::string(name) + " must be above 0 and below 0.5");
    }
  }
  settings->alpha = options["sprt-alpha"].as<double>();
  settings->beta = options["sprt-beta"].as<double>();
  constexpr long long kMostMinPairs = 1'000'000;
  settings->min_pairs = static_cast<std::uint64_t>(
      cli::option_in_range(options, "sprt-min-pairs", 2LL, kMostMinPairs));
  return settings;
}

void paired_run_options(const po::variables_map& options, Config& config) {
  config.sprt = sprt_option(options);
  if (!has(options, "baseline")) {
    if (config.sprt) throw cli::UsageError("--sprt needs --baseline: it tests paired differences");
    return;
  }
  if (!config.benchmark) {
    throw cli::UsageError("--baseline needs a benchmark (--seeds, --boards, --tests)");
  }
  WordsError error;
  const auto words = split_words(options["baseline"].as<std::string>(), &error);
  if (!words) throw cli::UsageError("--baseline: " + error.message);
  if (words->empty()) {
    throw cli::UsageError(
        "--baseline is empty: give the baseline bot's command, e.g. --baseline "
        "'build/bin/solitaire-bot --greedy'");
  }
  config.baseline = *words;
  if (config.sprt && has(options, "shard")) {
    throw cli::UsageError(
        "--sprt stops a run as soon as it decides, which shards cannot do together: run the "
        "shards without it and give --sprt to --merge");
  }
  if (has(options, "replay-dir")) throw cli::UsageError("--replay-dir goes without --baseline");
}

}  // namespace arbiter::interactor
