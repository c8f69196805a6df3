// The signal test: solitaire-interactor runs a benchmark (-j 2) or one game against the slow
// bot, whose first game stalls (with a helper in its process group and one that escaped it
// with setsid) while the others finish one by one; once a few have finished, the driver sends
// the judge a signal. It checks that the judge dies of that signal, that its JSON lines are
// complete, each an OK game, and include every game finished before the signal (those held
// behind the stalled game too), and that no bot or helper survives it. SIGKILL cannot be
// handled: that run checks only that the bots die with the judge (PR_SET_PDEATHSIG) and
// reports the helpers that outlive it, which the driver then kills.
//
// Usage: stress_signals INTERACTOR SLOW_BOT WORK_DIR
#include <sys/wait.h>

#include <array>
#include <csignal>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <set>
#include <sstream>
#include <thread>

#include "interactor/core/result.h"
#include "tests/stress/harness.h"

namespace {

using namespace arbiter;
using namespace arbiter::stress;
using std::chrono::milliseconds;

struct Run {
  const char* name;
  int signal;
  bool benchmark;
  bool json_file;  // --json -o FILE rather than standard output.
};

constexpr std::array<Run, 4> kRuns{{
    {"SIGTERM, -j 2, --json -o FILE", SIGTERM, true, true},
    {"SIGINT, -j 2, --json on standard output", SIGINT, true, false},
    {"SIGHUP, one game", SIGHUP, false, false},
    {"SIGKILL, -j 2, --json on standard output", SIGKILL, true, false},
}};
// Games finished before the signal is sent, in a benchmark.
constexpr int kFinishedGames = 6;

int count_lines(const std::string& path) {
  std::ifstream file(path);
  int lines = 0;
  for (std::string line; std::getline(file, line);) ++lines;
  return lines;
}

std::string read_file(const std::string& path) {
  std::ifstream file(path);
  return {std::istreambuf_iterator<char>(file), std::istreambuf_iterator<char>()};
}

// Waits until `path` has `lines` lines; false after 20 s.
bool wait_for_lines(const std::string& path, int lines) {
  for (int step = 0; step < 2000; ++step) {
    if (count_lines(path) >= lines) return true;
    std::this_thread::sleep_for(milliseconds(10));
  }
  return false;
}

// Checks the JSON lines: complete, each a distinct OK game. Returns how many there are.
int check_json(const std::string& text, std::vector<std::string>& failures) {
  if (!text.empty() && text.back() != '\n') failures.push_back("a partial last line: " + text);
  std::istringstream lines(text);
  std::set<std::string> games;
  int count = 0;
  for (std::string line; std::getline(lines, line); ++count) {
    std::istringstream stream(line + "\n");
    Reader reader(stream, "json");
    try {
      const interactor::GameResult result = interactor::read_result(reader);
      if (result.verdict != Verdict::kOk) failures.push_back("a game that is not OK: " + line);
      if (!games.insert(result.game).second) failures.push_back("a game twice: " + line);
    } catch (const ParseError& error) {
      failures.push_back(std::string("a defective line (") + error.what() + "): " + line);
    }
  }
  return count;
}

// After the judge's end: its bots and their helpers must be dead (gone, or zombies the dead
// judge could not reap, now the driver's). Returns how many helpers outlived the judge (which
// is a failure except after SIGKILL).
int check_processes(const Run& run, const std::string& work, std::vector<std::string>& failures) {
  if (run.signal == SIGKILL) {  // PDEATHSIG takes effect asynchronously.
    for (int step = 0; step < 200; ++step) {
      bool dying = false;
      for (const std::string& bot : survivors(work + "/processes")) {
        dying = dying || bot.find("(Z)") == std::string::npos;
      }
      if (!dying) break;
      std::this_thread::sleep_for(milliseconds(10));
    }
  }
  const std::vector<std::string> bots = survivors(work + "/processes");
  const std::vector<std::string> helpers = survivors(work + "/processes.helpers");
  for (const std::string& bot : bots) {
    if (bot.find("(Z)") == std::string::npos) failures.push_back("a bot survived: " + bot);
  }
  int outlived = 0;
  for (const std::string& helper : helpers) {
    if (helper.find("(Z)") != std::string::npos) continue;
    ++outlived;
    if (run.signal != SIGKILL) failures.push_back("a helper survived: " + helper);
  }
  for (const std::string& process : leftovers()) {
    if (process.find("zombie") == std::string::npos && run.signal != SIGKILL) {
      failures.push_back("left running: " + process);
    }
  }
  return outlived;
}

std::vector<std::string> play(const Run& run, const char* interactor, const char* bot,
                              const std::string& work) {
  make_shared_directory(work);
  const std::string done = work + "/done";
  const std::string json = work + "/results.jsonl";
  std::vector<std::string> command = {
      interactor,     "--alphabet",        "12",    "--json",       "--quiet-bot",
      "--no-sandbox", "--move-time-limit", "60000", "--time-limit", "120000"};
  const std::vector<std::string> games = {"--seeds", "1-1000", "-j", "2"};
  const std::vector<std::string> one_game = {"--seed", "1"};
  const auto& deal = run.benchmark ? games : one_game;
  command.insert(command.end(), deal.begin(), deal.end());
  if (run.json_file) command.insert(command.end(), {"-o", json});
  // Without the sandbox: the bots record their helpers' pids in WORK for the driver to check
  // (in the sandbox, the PID namespace's end kills them; stress.soak checks that).
  command.insert(command.end(), {"--", bot, work + "/processes", done, work + "/stall"});
  std::vector<std::string> failures;
  JudgeProcess judge(command, 1 << 16);
  const bool ready = wait_for_lines(work + "/processes.helpers", 2) &&
                     (!run.benchmark || wait_for_lines(done, kFinishedGames));
  const int finished = count_lines(done);
  judge.signal(run.signal);
  std::string out;
  std::string errors;
  const int status = judge.finish(out, errors);
  if (!ready) failures.emplace_back("the games did not get going");
  if (!WIFSIGNALED(status) || WTERMSIG(status) != run.signal) {
    failures.push_back("wait status " + std::to_string(status) + ", standard error: " + errors);
  }
  const int lines = check_json(run.json_file ? read_file(json) : out, failures);
  const int expected_at_least = run.benchmark && run.signal != SIGKILL ? finished - 1 : 0;
  if (lines < expected_at_least || lines > count_lines(done)) {
    failures.push_back(std::to_string(lines) + " JSON lines for " + std::to_string(finished) +
                       " games finished when the signal was sent");
  }
  const int outlived = check_processes(run, work, failures);
  std::cout << run.name << ": the judge died of " << sigdescr_np(WTERMSIG(status)) << "; " << lines
            << " JSON lines, complete and OK, for " << finished
            << " games finished before the signal; " << count_lines(work + "/processes")
            << " bots and 2 helpers recorded, "
            << (run.signal == SIGKILL ? std::to_string(outlived) + " helpers outlived the judge"
                                      : std::string("none left"))
            << '\n';
  return failures;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc != 4) {
    std::cerr << "usage: stress_signals INTERACTOR SLOW_BOT WORK_DIR\n";
    return 64;
  }
  const std::string work = argv[3];
  std::filesystem::remove_all(work);
  become_subreaper();
  make_shared_directory(work);
  send_sanitizer_reports_to(work);
  std::vector<std::string> failures;
  int index = 0;
  for (const Run& run : kRuns) {
    const std::string run_work = work + "/run" + std::to_string(++index);
    for (const std::string& failure : play(run, argv[1], argv[2], run_work)) {
      failures.push_back(std::string(run.name) + ": " + failure);
    }
  }
  const std::string reports = sanitizer_reports(work);
  if (!reports.empty()) failures.push_back("sanitizer reports:\n" + reports);
  for (const std::string& failure : failures) std::cout << "FAIL: " << failure << '\n';
  std::cout << (failures.empty() ? "signals: passed\n" : "signals: FAILED\n");
  return failures.empty() ? 0 : 1;
}
