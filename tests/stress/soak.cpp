// The soak test: solitaire-interactor plays GAMES games (a seed range) against the chaos bot
// with -j JOBS and short limits, and the driver checks, from the JSON line of each game, that
// the verdict, message, moves and score are the ones the bot's plan calls for (chaos.h) and
// that the game ended within its time limit; and, from /proc, that the judge's descriptors and
// memory are the same whenever it rests (early in the run, every 1000 games, at the end),
// that it never has more than two children per game in play (a bot, and the one helper a
// chaos bot may start, once the bot is gone), and that no process survives the run: neither a
// recorded one nor one in the namespaces of the bots' sandboxes (seen in play), and that the
// mount table is the one it was.
//
// Usage: stress_soak INTERACTOR CHAOS_BOT WORK_DIR [GAMES [JOBS]] [--memory]
// (default 2000 games, -j 2; --memory compares the judge's heap at rest, which only means
// something without sanitizers)
#include <sys/wait.h>

#include <algorithm>
#include <filesystem>
#include <iostream>
#include <map>
#include <optional>
#include <set>
#include <sstream>
#include <string_view>

#include "interactor/core/game_list.h"
#include "interactor/core/referee.h"
#include "interactor/core/result.h"
#include "tests/stress/chaos.h"
#include "tests/stress/harness.h"

namespace {

using namespace arbiter;
using namespace arbiter::stress;
using interactor::GameResult;
using std::chrono::milliseconds;

constexpr const char* kAlphabet = "1234tlds";
constexpr std::uint64_t kFirstSeed = 1;
// The driver stops reading after this many lines to look at the judge at rest early on, and
// again every kPauseEvery lines and after the last.
constexpr std::uint64_t kEarlyPause = 30;
constexpr std::uint64_t kPauseEvery = 1000;
// How late a game may end after its total limit: the judge's own wake-up on a loaded machine
// (130 ms late was seen under AddressSanitizer with other work on both cores).
constexpr long long kSlackMs = 300;
// How much the judge's heap and stacks may grow between the first rest and any later one.
constexpr long kAnonGrowthKb = 256;

// What a game must get.
struct Expected {
  Verdict verdict = Verdict::kOk;
  std::string message;
  bool message_is_prefix = false;  // Malformed lines: the reader's own words follow.
  int moves = 0;
  int score = 0;
};

// The judge's quoting of a bot's line, written out again: printable ASCII but `"` and `\` as
// is, other bytes as \xNN, the first 64 bytes only, then "..." if there were more.
std::string judge_quote(std::string_view line) {
  std::string text = "\"";
  for (std::size_t i = 0; i < std::min<std::size_t>(line.size(), 64); ++i) {
    const auto byte = static_cast<unsigned char>(line[i]);
    if (byte >= 0x20 && byte < 0x7f && byte != '"' && byte != '\\') {
      text.push_back(static_cast<char>(byte));
    } else {
      static constexpr std::string_view kHex = "0123456789abcdef";
      text.append("\\x").push_back(kHex[byte >> 4]);
      text.push_back(kHex[byte & 15]);
    }
  }
  return text.append(line.size() > 64 ? "\"..." : "\"");
}

Expected ok(const solitaire::Position& position) {
  return {Verdict::kOk, "stopped with 0 0 after " + std::to_string(position.moves()) + " moves",
          false, position.moves(), position.score().total()};
}

Expected failed(Verdict verdict, std::string message, int moves, bool prefix = false) {
  return {verdict, std::move(message), prefix, moves, 0};
}

// The wrong answers: the judge's words for the line the plan writes after the quick moves.
std::optional<Expected> wrong_answer(const Plan& plan, const solitaire::Position& position) {
  std::string what = "move " + std::to_string(position.moves() + 1) + ": ";
  bool prefix = false;  // A malformed line's message ends with the reader's own words.
  switch (plan.behaviour) {
    case Behaviour::kGarbage:
      what.append("malformed line " + judge_quote(garbage_line(plan)) + ": ");
      prefix = true;
      break;
    case Behaviour::kBinary:
      what.append("malformed line " + judge_quote(binary_line(plan)) + ": ");
      prefix = true;
      break;
    case Behaviour::kOffBoard:
      what.append(off_board_line(plan) + " is off the board (rows and columns are 1 to 6)");
      break;
    case Behaviour::kIllegal: {
      const int cell = illegal_cell(position);
      what.append(solitaire::explain(position, cell, *position.check(cell)));
      break;
    }
    case Behaviour::kHugeLine:
      what.append("line longer than 64 bytes: " + judge_quote(std::string(65, kHugeByte)));
      break;
    default:
      return std::nullopt;
  }
  return failed(Verdict::kWrongAnswer, what, position.moves(), prefix);
}

// Replays the bot's plan on the full deal: what the judge must conclude.
Expected expect(const interactor::LoadedGame& game, Behaviour& behaviour) {
  const Plan plan = plan_for(interactor::Referee(game.deal).opening());
  behaviour = plan.behaviour;
  solitaire::Position position = solitaire::Position::start(game.deal.visible_start());
  const auto play = [&](int cell) {
    position.play(cell, solitaire::revealed_by(game.deal, position.board(), cell));
  };
  for (int move = 0; move < plan.quick_moves && next_cell(position) >= 0; ++move) {
    play(next_cell(position));
  }
  if (const auto wrong = wrong_answer(plan, position)) return *wrong;
  // kMoveNoNewlineExit and kSlowTotal make one more move, or stop if there is none.
  const bool one_more =
      plan.behaviour == Behaviour::kMoveNoNewlineExit || plan.behaviour == Behaviour::kSlowTotal;
  if (one_more) {
    if (next_cell(position) < 0) return ok(position);
    play(next_cell(position));
  }
  const int moves = position.moves();
  const std::string after = " without 0 0 after " + std::to_string(moves) + " moves";
  const auto runtime = [&](const std::string& how) {
    return failed(Verdict::kRuntimeError, "the bot " + how + after, moves);
  };
  switch (plan.behaviour) {
    case Behaviour::kStopThenFail:
      return failed(Verdict::kRuntimeError, "the bot exited with status 2 after 0 0", moves);
    case Behaviour::kStopThenAbort:
      return failed(Verdict::kRuntimeError, "the bot was ended by SIGABRT after 0 0", moves);
    case Behaviour::kMoveNoNewlineExit:
    case Behaviour::kExit:
      return runtime("exited with status " +
                     std::to_string(plan.behaviour == Behaviour::kExit ? plan.status : 0));
    case Behaviour::kAbort:
      return runtime("was ended by SIGABRT");
    case Behaviour::kSegv:
      return runtime("was ended by SIGSEGV");
    case Behaviour::kCloseOutput:
      return runtime("exited with status 4");
    case Behaviour::kCloseOutputAndStay:
      return failed(Verdict::kRuntimeError, "the bot closed its output" + after, moves);
    case Behaviour::kExitLeavingHelper:
      return runtime("exited with status 3");
    case Behaviour::kStall:
    case Behaviour::kNeverFlush:
      return failed(Verdict::kTimeLimit,
                    "no move within the per-move limit of " + std::to_string(kMoveLimitMs) +
                        " ms (move " + std::to_string(moves + 1) + ")",
                    moves);
    case Behaviour::kSlowTotal:
      return failed(Verdict::kTimeLimit,
                    "the total time limit of " + std::to_string(kTotalLimitMs) +
                        " ms ran out after " + std::to_string(moves) + " moves",
                    moves);
    default:  // The ones that stop properly.
      return ok(position);
  }
}

// What the driver tallies while the games come in.
struct Tally {
  std::map<std::string, int> verdicts;
  std::map<std::string_view, int> behaviours;
  std::vector<std::string> failures;
  long long max_wall_ms = 0;
  long long max_unlimited_wall_ms = 0;  // Of the games that ran into no time limit.
  long long min_move_limit_ms = 1 << 30, max_move_limit_ms = 0;
  long long min_total_limit_ms = 1 << 30, max_total_limit_ms = 0;
  Usage most;                        // The largest figures seen while games were in play.
  std::set<std::string> namespaces;  // Of the bots' sandboxes, seen while games were in play.
  int recorded = 0;                  // Processes the bots recorded.
};

void check_game(std::uint64_t index, const std::string& line, Tally& tally) {
  std::istringstream stream(line + "\n");
  Reader reader(stream, "judge");
  const GameResult result = interactor::read_result(reader);
  const std::uint64_t seed = kFirstSeed + index;
  interactor::GameSpec spec;
  spec.alphabet = kAlphabet;
  spec.seed = seed;
  Behaviour behaviour{};
  const Expected expected = expect(interactor::load_game(spec), behaviour);
  ++tally.verdicts[std::string(verdict_name(result.verdict))];
  ++tally.behaviours[behaviour_name(behaviour)];
  std::string why;
  if (result.seed != seed) why = "the game of seed " + std::to_string(seed) + " was expected";
  if (result.verdict != expected.verdict)
    why += " verdict " + std::string(verdict_name(expected.verdict));
  const bool message_ok = expected.message_is_prefix ? result.message.starts_with(expected.message)
                                                     : result.message == expected.message;
  if (!message_ok) why += " message \"" + expected.message + "\"";
  if (result.moves != expected.moves) why += " moves " + std::to_string(expected.moves);
  if (result.score != expected.score) why += " score " + std::to_string(expected.score);
  if (result.wall_ms > kTotalLimitMs + kSlackMs) why += " an end within the time limit";
  const bool move_limit = result.message.starts_with("no move within");
  const bool total_limit = result.message.starts_with("the total time limit");
  if ((move_limit && result.wall_ms < kMoveLimitMs) ||
      (total_limit && result.wall_ms < kTotalLimitMs)) {
    why += " no time limit before it ran out";
  }
  tally.max_wall_ms = std::max(tally.max_wall_ms, result.wall_ms);
  if (result.verdict != Verdict::kTimeLimit) {
    tally.max_unlimited_wall_ms = std::max(tally.max_unlimited_wall_ms, result.wall_ms);
  }
  if (move_limit) {
    tally.min_move_limit_ms = std::min(tally.min_move_limit_ms, result.wall_ms);
    tally.max_move_limit_ms = std::max(tally.max_move_limit_ms, result.wall_ms);
  }
  if (total_limit) {
    tally.min_total_limit_ms = std::min(tally.min_total_limit_ms, result.wall_ms);
    tally.max_total_limit_ms = std::max(tally.max_total_limit_ms, result.wall_ms);
  }
  if (!why.empty()) {
    tally.failures.push_back("game " + std::to_string(index + 1) + " (" +
                             std::string(behaviour_name(behaviour)) + "): expected" + why +
                             "\n  got: " + line);
  }
}

void note_usage(pid_t judge, Tally& tally) {
  const Usage now = usage_of(judge);
  tally.most.fds = std::max(tally.most.fds, now.fds);
  tally.most.rss_kb = std::max(tally.most.rss_kb, now.rss_kb);
  tally.most.children = std::max(tally.most.children, now.children);
  tally.most.zombies = std::max(tally.most.zombies, now.zombies);
}

// The judge at rest after `games` games.
struct Rest {
  std::uint64_t games = 0;
  Usage usage;
};

// Reads and checks the games' lines as they come, and stops reading at the pauses until the
// judge rests (its output pipe full, or the run over; no game in play) to look at it.
std::vector<Rest> watch(JudgeProcess& judge, std::uint64_t games, Tally& tally) {
  std::vector<Rest> rests;
  std::string line;
  for (std::uint64_t index = 0; index < games; ++index) {
    if (!judge.read_line(line, milliseconds(60'000))) {
      tally.failures.push_back("the judge's output ended after " + std::to_string(index) +
                               " games");
      break;
    }
    check_game(index, line, tally);
    note_usage(judge.pid(), tally);
    note_sandbox_namespaces(judge.pid(), tally.namespaces);
    const std::uint64_t played = index + 1;
    if (played == kEarlyPause || played % kPauseEvery == 0 || played == games) {
      if (!wait_until_rest(judge, milliseconds(100), milliseconds(20'000))) {
        tally.failures.emplace_back("the judge never came to rest");
      }
      rests.push_back({played, usage_of(judge.pid())});
    }
  }
  return rests;
}

// What must hold once the judge has exited: the same descriptors and (with `memory`) about
// the same heap at every rest, no child at rest, no process left.
void check_end(const std::vector<Rest>& rests, bool memory, const std::string& work,
               const std::string& mounts_before, Tally& tally) {
  for (const Rest& rest : rests) {
    const std::string after = " after " + std::to_string(rest.games) + " games";
    if (rest.usage.fds != rests.front().usage.fds) {
      tally.failures.push_back("descriptors leaked" + after);
    }
    if (rest.usage.children != 0) tally.failures.push_back("children at rest" + after);
    if (memory && rest.usage.anon_kb > rests.front().usage.anon_kb + kAnonGrowthKb) {
      tally.failures.push_back("heap grew" + after);
    }
  }
  const std::vector<std::string> alive = survivors(work + "/processes", &tally.recorded);
  const std::vector<std::string> left = leftovers();
  for (const std::string& process : alive) tally.failures.push_back("survived: " + process);
  for (const std::string& process : left) tally.failures.push_back("left behind: " + process);
  // The bots ran in sandboxes (their namespaces were seen), and nothing of them is left: no
  // process in one of their namespaces, no mount holding one, no change to the mount table.
  if (tally.namespaces.empty()) tally.failures.emplace_back("no sandbox namespace was seen");
  for (const std::string& what : namespaces_left(tally.namespaces)) {
    tally.failures.push_back("namespace left: " + what);
  }
  if (mount_table() != mounts_before) tally.failures.emplace_back("the mount table changed");
  const std::string reports = sanitizer_reports(work);
  if (!reports.empty()) tally.failures.push_back("sanitizer reports:\n" + reports);
}

void report(const Tally& tally, const std::vector<Rest>& rests, bool memory) {
  std::cout << "verdicts:";
  for (const auto& [verdict, count] : tally.verdicts) std::cout << ' ' << verdict << ' ' << count;
  std::cout << "\nbehaviours:";
  for (const auto& [name, count] : tally.behaviours) std::cout << ' ' << name << ' ' << count;
  std::cout << "\ntime: longest game " << tally.max_wall_ms << " ms ("
            << tally.max_unlimited_wall_ms << " ms without a time limit); per-move limit games "
            << tally.min_move_limit_ms << "-" << tally.max_move_limit_ms
            << " ms; total limit games " << tally.min_total_limit_ms << "-"
            << tally.max_total_limit_ms << " ms\n";
  for (const Rest& rest : rests) {
    const Usage& usage = rest.usage;
    std::cout << "judge at rest after " << rest.games << " games: " << usage.fds << " descriptors, "
              << usage.children << " children, RSS " << grouped(usage.rss_kb)
              << " kB (heap and stacks " << grouped(usage.anon_kb) << " kB), peak "
              << grouped(usage.peak_kb) << " kB\n";
  }
  std::cout << "judge during the run, at most: " << tally.most.fds << " descriptors, "
            << tally.most.children << " children (" << tally.most.zombies << " zombies), RSS "
            << grouped(tally.most.rss_kb) << " kB\n"
            << (memory ? "" : "memory: not compared (a sanitizer's heap grows by design)\n")
            << "sandboxes: " << tally.namespaces.size()
            << " namespaces seen in play, none left after the run\n"
            << "processes: " << tally.recorded
            << " recorded by bots and helpers, none may be left\n";
  for (const std::string& failure : tally.failures) std::cout << "FAIL: " << failure << '\n';
  std::cout << (tally.failures.empty() ? "soak: passed\n" : "soak: FAILED\n");
}

}  // namespace

int main(int argc, char** argv) {
  const bool memory = argc > 1 && std::string_view(argv[argc - 1]) == "--memory";
  const int args = argc - (memory ? 1 : 0);
  if (args < 4 || args > 6) {
    std::cerr << "usage: stress_soak INTERACTOR CHAOS_BOT WORK_DIR [GAMES [JOBS]] [--memory]\n";
    return 64;
  }
  const std::string work = argv[3];
  const std::uint64_t games = args > 4 ? std::stoull(argv[4]) : 2000;
  const int jobs = args > 5 ? std::stoi(argv[5]) : 2;
  std::filesystem::remove_all(work);
  std::filesystem::create_directories(work);
  become_subreaper();
  send_sanitizer_reports_to(work);
  const std::string mounts_before = mount_table();
  const auto start = std::chrono::steady_clock::now();
  JudgeProcess judge({argv[1], "--alphabet", kAlphabet, "--seeds",
                      std::to_string(kFirstSeed) + "-" + std::to_string(kFirstSeed + games - 1),
                      "-j", std::to_string(jobs), "--json", "--quiet-bot", "--move-time-limit",
                      std::to_string(kMoveLimitMs), "--time-limit", std::to_string(kTotalLimitMs),
                      "--", argv[2], work + "/processes"},
                     4096);
  Tally tally;
  const std::vector<Rest> rests = watch(judge, games, tally);
  std::string rest;
  std::string errors;
  const int status = judge.finish(rest, errors);
  const double seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  if (!rest.empty()) tally.failures.push_back("more output than games: " + rest);
  if (!WIFEXITED(status) || WEXITSTATUS(status) != 1) {
    tally.failures.push_back("the judge's wait status is " + std::to_string(status) +
                             ", expected exit 1; standard error: " + errors);
  }
  check_end(rests, memory, work, mounts_before, tally);
  if (tally.most.children > 2 * jobs) tally.failures.emplace_back("too many children at once");
  if (games >= 2000 && tally.behaviours.size() != static_cast<std::size_t>(kBehaviourCount)) {
    tally.failures.emplace_back("some behaviours never came up");
  }
  std::cout << "soak: " << games << " games, -j " << jobs << ", alphabet " << kAlphabet
            << ", limits " << kMoveLimitMs << " ms a move and " << kTotalLimitMs
            << " ms a game, in " << seconds << " s\n";
  report(tally, rests, memory);
  return tally.failures.empty() ? 0 : 1;
}
