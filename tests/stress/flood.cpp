// The flood test: one game of solitaire-interactor against each mode of the flood bot, which
// writes up to 1 GiB as fast as the judge reads it (instead of its first move, or after
// `0 0`). The driver checks the verdict and message of each game exactly, and that the
// judge's peak resident memory (VmHWM, read while the judge waits after the game) exceeds
// that of a game against a quiet bot by less than kMaxGrowthKb: whatever the bot writes, the
// judge keeps at most a line's cap of it. It also reports how much each bot got to write.
//
// Usage: stress_flood INTERACTOR FLOOD_BOT BOARD WORK_DIR
#include <sys/wait.h>

#include <filesystem>
#include <fstream>
#include <iostream>
#include <sstream>

#include "interactor/core/result.h"
#include "tests/stress/harness.h"

namespace {

using namespace arbiter;
using namespace arbiter::stress;
using std::chrono::milliseconds;

constexpr long kMaxGrowthKb = 2048;

struct Mode {
  const char* name;
  Verdict verdict;
  std::string message;
  long long min_bytes;  // What the bot must have got into the pipe at least.
};

// The judge judges a too-long line as soon as its 65th byte arrives and kills the bot (which
// may not live to count its first write); after `0 0` it reads and discards for up to a second
// (kExitGrace) before it kills the bot: hundreds of MiB on an idle machine, but only a few MiB
// on one loaded by a parallel build. 1 MiB, sixteen times what a pipe holds, shows that it
// drains.
std::vector<Mode> modes() {
  const std::string too_long = "move 1: line longer than 64 bytes: \"";
  return {
      {"quiet", Verdict::kOk, "stopped with 0 0 after 0 moves", 0},
      {"line", Verdict::kWrongAnswer, too_long + std::string(64, '7') + "\"...", 0},
      {"lines", Verdict::kWrongAnswer, too_long + std::string(64, 'x') + "\"...", 0},
      {"stop-then-line", Verdict::kOk, "stopped with 0 0 after 0 moves", 1LL << 20},
      {"stop-then-lines", Verdict::kOk, "stopped with 0 0 after 0 moves", 1LL << 20},
  };
}

struct Outcome {
  std::string failure;  // Empty when the game went as it must.
  Usage usage;
  long long bytes = 0;
};

Outcome play(const Mode& mode, char** argv, const std::string& work) {
  const std::string count_path = work + "/" + mode.name + ".count";
  const std::string records = work + "/processes";
  // Without the sandbox: the bot records its pid and its count in WORK, which the driver reads;
  // what is tested is the judge's reading, not the bot's containment.
  JudgeProcess judge({argv[1], "--board", argv[3], "--json", "--quiet-bot", "--no-sandbox", "--",
                      argv[2], mode.name, records, count_path},
                     4096);
  Outcome outcome;
  std::string line;
  if (!judge.read_line(line, milliseconds(60'000))) {
    outcome.failure = "no JSON line";
  } else if (!wait_until_rest(judge, milliseconds(100), milliseconds(10'000))) {
    outcome.failure = "the judge did not come to rest";
  }
  outcome.usage = usage_of(judge.pid());
  std::string rest;
  std::string errors;
  const int status = judge.finish(rest, errors);
  if (!outcome.failure.empty()) return outcome;
  std::istringstream stream(line + "\n");
  Reader reader(stream, "judge");
  const interactor::GameResult result = interactor::read_result(reader);
  std::ifstream count(count_path);
  count >> outcome.bytes;
  const int expected_status = mode.verdict == Verdict::kOk ? 0 : 1;
  if (result.verdict != mode.verdict || result.message != mode.message) {
    outcome.failure = "expected " + std::string(verdict_name(mode.verdict)) + " \"" + mode.message +
                      "\", got " + line;
  } else if (!WIFEXITED(status) || WEXITSTATUS(status) != expected_status) {
    outcome.failure = "wait status " + std::to_string(status);
  } else if (outcome.bytes < mode.min_bytes) {
    outcome.failure = "the bot wrote only " + std::to_string(outcome.bytes) + " bytes";
  }
  return outcome;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc != 5) {
    std::cerr << "usage: stress_flood INTERACTOR FLOOD_BOT BOARD WORK_DIR\n";
    return 64;
  }
  const std::string work = argv[4];
  std::filesystem::remove_all(work);
  make_shared_directory(work);
  become_subreaper();
  send_sanitizer_reports_to(work);
  std::vector<std::string> failures;
  long baseline_kb = 0;
  for (const Mode& mode : modes()) {
    const Outcome outcome = play(mode, argv, work);
    if (baseline_kb == 0) baseline_kb = outcome.usage.peak_kb;
    std::cout << "flood " << mode.name << ": judge peak RSS " << grouped(outcome.usage.peak_kb)
              << " kB (" << grouped(outcome.usage.peak_kb - baseline_kb)
              << " kB over the quiet game), " << outcome.usage.fds << " descriptors";
    if (mode.min_bytes > 0) std::cout << "; the bot wrote " << grouped(outcome.bytes) << " bytes";
    std::cout << '\n';
    if (!outcome.failure.empty()) failures.push_back(mode.name + (": " + outcome.failure));
    if (outcome.usage.peak_kb > baseline_kb + kMaxGrowthKb) {
      failures.push_back(std::string(mode.name) + ": the judge's memory grew");
    }
  }
  for (const std::string& process : survivors(work + "/processes")) {
    failures.push_back("survived: " + process);
  }
  for (const std::string& process : leftovers()) failures.push_back("left behind: " + process);
  const std::string reports = sanitizer_reports(work);
  if (!reports.empty()) failures.push_back("sanitizer reports:\n" + reports);
  for (const std::string& failure : failures) std::cout << "FAIL: " << failure << '\n';
  std::cout << (failures.empty() ? "flood: passed\n" : "flood: FAILED\n");
  return failures.empty() ? 0 : 1;
}
