#include "interactor/sandbox/sandbox.h"

#include <gtest/gtest.h>
#include <unistd.h>

#include <algorithm>
#include <cstddef>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include "interactor/sandbox/limits.h"

namespace arbiter::interactor {
namespace {

namespace fs = std::filesystem;

// A scratch directory: a bot's folder with its program and weights, a data folder, a deal.
class SandboxPlanTest : public ::testing::Test {
 protected:
  void SetUp() override {
    root_ =
        fs::canonical(fs::temp_directory_path()) / ("sandbox-plan-" + std::to_string(::getpid()));
    fs::create_directories(root_ / "bot");
    fs::create_directories(root_ / "data" / "deep");
    std::ofstream(root_ / "bot" / "run") << "#!/bin/sh\n";
    std::ofstream(root_ / "data" / "weights.bin") << "w";
    std::ofstream(root_ / "deal.board") << "d";
  }
  void TearDown() override { fs::remove_all(root_); }

  const fs::path& root() const { return root_; }

 private:
  fs::path root_;
};

bool has(const std::vector<std::string>& paths, const fs::path& path) {
  return std::find(paths.begin(), paths.end(), path.string()) != paths.end();
}

TEST_F(SandboxPlanTest, BindsTheProgramsDirectoryAndThoseOfArgumentsThatExist) {
  const SandboxPlan plan =
      plan_sandbox((root() / "bot" / "run").string(),
                   {"bot/run", "--weights", "data/weights.bin", "no-such-file", "-v"},
                   root().string(), {}, {}, {});
  EXPECT_EQ(plan.read_only,
            (std::vector<std::string>{(root() / "bot").string(), (root() / "data").string()}));
  EXPECT_EQ(plan.working_directory, root().string());
}

// solitaire-bot installed in PREFIX/bin reads its values from PREFIX/share/arbiter.
TEST_F(SandboxPlanTest, BindsTheDataDirectoryOfAProgramInstalledAsArbitersTools) {
  fs::create_directories(root() / "prefix" / "bin");
  fs::create_directories(root() / "prefix" / "share" / "arbiter");
  fs::create_directories(root() / "prefix" / "share" / "other");
  std::ofstream(root() / "prefix" / "bin" / "bot") << "#!/bin/sh\n";
  const SandboxPlan installed = plan_sandbox((root() / "prefix" / "bin" / "bot").string(), {"bot"},
                                             root().string(), {}, {}, {});
  EXPECT_EQ(installed.read_only,
            (std::vector<std::string>{(root() / "prefix" / "bin").string(),
                                      (root() / "prefix" / "share" / "arbiter").string()}));
  // Elsewhere there is no such directory, and nothing more is bound.
  const SandboxPlan plain =
      plan_sandbox((root() / "bot" / "run").string(), {"bot/run"}, root().string(), {}, {}, {});
  EXPECT_EQ(plain.read_only, std::vector<std::string>{(root() / "bot").string()});
}

TEST_F(SandboxPlanTest, LeavesOutWhatTheSystemOrAnotherBindShows) {
  const SandboxPlan plan =
      plan_sandbox("/usr/bin/env", {"env", (root() / "data" / "deep").string()}, root().string(),
                   {(root() / "data").string(), "/etc/hostname", "/"}, {}, {});
  EXPECT_EQ(plan.read_only, std::vector<std::string>{(root() / "data").string()});
}

TEST_F(SandboxPlanTest, ResolvesHiddenAndWritablePaths) {
  const SandboxPlan plan = plan_sandbox((root() / "bot" / "run").string(), {"bot/run"},
                                        root().string(), {}, {(root() / "data").string()},
                                        {"deal.board", (root() / "missing.board").string()});
  EXPECT_TRUE(has(plan.read_write, root() / "data"));
  EXPECT_EQ(plan.hidden, std::vector<std::string>{(root() / "deal.board").string()});
}

// g5-2.in hides g5-2.ans and g5-2.board beside it, the same deal in other forms, and an
// output of the run hides what shares its name, but never the bot's own files.
TEST_F(SandboxPlanTest, HidesWhatSharesANameWithAFileOfTheRun) {
  fs::create_directories(root() / "tests");
  for (const char* name : {"g5-2.in", "g5-2.ans", "g5-2.board", "g5-2", "g5-20.board", "g5.board",
                           "run.html", "run.transcript"}) {
    std::ofstream(root() / "tests" / name) << "d";
  }
  std::ofstream(root() / "bot" / "run.py") << "p";
  const SandboxPlan plan = plan_sandbox(
      "/usr/bin/env", {"env", "bot/run.py"}, root().string(), {}, {},
      {"tests/g5-2.in", "tests/run.html", "bot/run.out", (root() / "missing.json").string()});
  const fs::path tests = root() / "tests";
  // bot/run.py, which the command names, stays; bot/run, which it does not, goes.
  EXPECT_EQ(plan.hidden, (std::vector<std::string>{
                             (root() / "bot" / "run").string(), (tests / "g5-2").string(),
                             (tests / "g5-2.ans").string(), (tests / "g5-2.board").string(),
                             (tests / "g5-2.in").string(), (tests / "run.html").string(),
                             (tests / "run.transcript").string()}));
}

// An earlier run's files anywhere in the folders the bot is shown: named after a deal of this
// run (results/g5-2.html), or written by the judge whatever their name (a replay renamed); the
// bot's own files, and what the command names, stay.
TEST_F(SandboxPlanTest, HidesAnEarlierRunsFilesInTheBoundFolders) {
  const fs::path bot = root() / "bot";
  fs::create_directories(bot / "results" / "old");
  std::ofstream(bot / "results" / "g5-2.html") << "<html>the deal</html>";
  std::ofstream(bot / "results" / "old" / "g5-2.transcript.txt") << "the deal";
  std::ofstream(bot / "results" / "renamed.html")
      << "<!DOCTYPE html>\n<html lang=\"en\" id=\"replay-root\">\n<head>";
  std::ofstream(bot / "results" / "bench.jsonl") << "{\"game\":\"1234/7\",\"alphabet\":\"1234\"}\n";
  std::ofstream(bot / "results" / "log") << "[12 ms] judge: 1 2 3 4 1 2\n";
  std::ofstream(bot / "results" / "g5-20.html") << "another deal's name";
  std::ofstream(bot / "notes.txt") << "the bot's own notes";
  // Not looked through: folders that tools fill and no run writes into.
  fs::create_directories(bot / "node_modules" / "a");
  std::ofstream(bot / "node_modules" / "a" / "g5-2.html") << "not looked at";
  std::ofstream(bot / "g5-2.cfg") << "named by the command";
  const SandboxPlan plan = plan_sandbox((bot / "run").string(), {"bot/run", "bot/g5-2.cfg"},
                                        root().string(), {}, {}, {}, {"g5-2", "g6-1"});
  EXPECT_EQ(plan.hidden,
            (std::vector<std::string>{(bot / "results" / "bench.jsonl").string(),
                                      (bot / "results" / "g5-2.html").string(),
                                      (bot / "results" / "log").string(),
                                      (bot / "results" / "old" / "g5-2.transcript.txt").string(),
                                      (bot / "results" / "renamed.html").string()}));
}

// Past its bound the walk gives up, and the bot does not start: the message names the folder
// and what to do. The refusal is kept for the run, as a walk's files are.
TEST_F(SandboxPlanTest, RefusesAFolderTooLargeToLookThrough) {
  const fs::path crowded = root() / "bot" / "crowd";
  fs::create_directories(crowded);
  for (int i = 0; i < 100; ++i) std::ofstream(crowded / std::to_string(i));
  EarlierRunWalks walks(100);
  const std::string expected = "cannot look through " + (root() / "bot").string() +
                               " for an earlier run's files: the folders shown to the bot hold "
                               "more than 100 entries (keep the bot in a folder of its own, or "
                               "show it less with --sandbox-bind)";
  for (int game = 0; game < 2; ++game) {
    try {
      plan_sandbox((root() / "bot" / "run").string(), {"bot/run"}, root().string(), {}, {}, {},
                   {"g1"}, &walks);
      ADD_FAILURE() << "planned all the same";
    } catch (const SandboxRefusal& refusal) {
      EXPECT_EQ(std::string(refusal.what()), expected);
    }
  }
  // 100 entries and the program: within a bound of 102.
  EarlierRunWalks wider(102);
  EXPECT_NO_THROW(plan_sandbox((root() / "bot" / "run").string(), {"bot/run"}, root().string(), {},
                               {}, {}, {"g1"}, &wider));
}

// Each file hidden costs the sandbox a mount at every start: past kMostEarlierRunFiles, the bot
// does not start, and the message says what to move.
TEST_F(SandboxPlanTest, RefusesTooManyFilesOfEarlierRuns) {
  const fs::path results = root() / "bot" / "results";
  fs::create_directories(results);
  for (std::size_t i = 0; i <= kMostEarlierRunFiles; ++i) {
    std::ofstream(results / ("g1." + std::to_string(i) + ".html"));
  }
  try {
    plan_sandbox((root() / "bot" / "run").string(), {"bot/run"}, root().string(), {}, {}, {},
                 {"g1"});
    ADD_FAILURE() << "planned all the same";
  } catch (const SandboxRefusal& refusal) {
    const std::string message = refusal.what();
    EXPECT_TRUE(message.starts_with("cannot hide the 1001 files of earlier runs in " +
                                    (root() / "bot").string() + " (" + results.string() + "/g1."))
        << message;
    EXPECT_TRUE(message.ends_with(", ...) from the bot: move them out of the folders it is shown"))
        << message;
  }
}

TEST(EarlierRunOutput, RecognisesWhatTheJudgeWrites) {
  EXPECT_TRUE(earlier_run_output(
      "<!DOCTYPE html>\n<html lang=\"en\" id=\"replay-root\">\n<head>\n<meta charset"));
  EXPECT_TRUE(earlier_run_output("{\"game\":\"12/1\",\"alphabet\":\"12\",\"seed\":1"));
  EXPECT_TRUE(earlier_run_output("[0 ms] judge: 1 1 1 1 1 1\n"));
  EXPECT_TRUE(earlier_run_output("[# ms] judge: 1 1 1 1 1 1\n"));
  EXPECT_FALSE(earlier_run_output(""));
  EXPECT_FALSE(earlier_run_output("<!DOCTYPE html>\n<html lang=\"en\">\n"));
  EXPECT_FALSE(earlier_run_output("{\"name\":\"a package.json\"}"));
  EXPECT_FALSE(earlier_run_output("[ms] judge: "));
  EXPECT_FALSE(earlier_run_output("[section]\nkey = value\n"));
  EXPECT_FALSE(
      earlier_run_output("\x7f"
                         "ELF\x02\x01\x01"));
}

TEST_F(SandboxPlanTest, DealNamesOfFilesAndDirectories) {
  fs::create_directories(root() / "tests");
  for (const char* name : {"g1.in", "g1.ans", "g5-2.in", "g5-2.board"}) {
    std::ofstream(root() / "tests" / name) << "d";
  }
  EXPECT_EQ(deal_names_of({(root() / "tests").string(), (root() / "deal.board").string(),
                           "elsewhere/g6-3.in"}),
            (std::vector<std::string>{"deal", "g1", "g5-2", "g6-3"}));
}

TEST(SandboxEnvironment, CleanWithTheProgramsDirectoryAndTheGivenVariables) {
  EXPECT_EQ(sandbox_environment("", {}),
            (std::vector<std::string>{"PATH=/usr/local/bin:/usr/bin:/bin", "LANG=C.UTF-8",
                                      "HOME=/tmp", "TMPDIR=/tmp", "ASAN_OPTIONS=detect_leaks=0",
                                      "LSAN_OPTIONS=detect_leaks=0"}));
  EXPECT_EQ(
      sandbox_environment("/opt/venv/bin", {"LANG=fr_FR.UTF-8", "TOKEN=x", "TOKEN=y",
                                            "ASAN_OPTIONS=halt_on_error=1"}),
      (std::vector<std::string>{"PATH=/opt/venv/bin:/usr/local/bin:/usr/bin:/bin", "HOME=/tmp",
                                "TMPDIR=/tmp", "LSAN_OPTIONS=detect_leaks=0", "LANG=fr_FR.UTF-8",
                                "TOKEN=y", "ASAN_OPTIONS=halt_on_error=1"}));
  // A system directory is on the PATH already.
  EXPECT_EQ(sandbox_environment("/usr/bin", {}).front(), "PATH=/usr/local/bin:/usr/bin:/bin");
}

// A virtual environment made from a Python of its own prefix, a conda environment, pyenv's
// shims, a Java runtime's home: each bound with the interpreter; a program that is none of
// these, nothing.
TEST_F(SandboxPlanTest, BindsTheEnvironmentAnInterpreterBelongsTo) {
  const fs::path python = root() / "python" / "3.12";
  fs::create_directories(python / "bin");
  fs::create_directories(python / "lib");
  std::ofstream(python / "bin" / "python3.12") << "#!/bin/sh\n";
  const fs::path venv = root() / "venv";
  fs::create_directories(venv / "bin");
  fs::create_symlink(python / "bin" / "python3.12", venv / "bin" / "python3");
  std::ofstream(venv / "pyvenv.cfg")
      << "home = " << (python / "bin").string() << "\ninclude-system-site-packages = false\n";
  EXPECT_EQ(interpreter_environment((venv / "bin" / "python3").string()),
            (std::vector<std::string>{venv.string(), python.string(), python.string()}));
  const SandboxPlan plan =
      plan_sandbox((venv / "bin" / "python3").string(), {"python3"}, root().string(), {}, {}, {});
  EXPECT_EQ(plan.read_only, (std::vector<std::string>{python.string(), venv.string()}));
  EXPECT_EQ(plan.program, (venv / "bin" / "python3").string());

  fs::create_directories(root() / "conda" / "conda-meta");
  fs::create_directories(root() / "conda" / "bin");
  EXPECT_EQ(interpreter_environment((root() / "conda" / "bin" / "node").string()),
            std::vector<std::string>{(root() / "conda").string()});
  fs::create_directories(root() / "pyenv" / "shims");
  fs::create_directories(root() / "pyenv" / "libexec");
  std::ofstream(root() / "pyenv" / "libexec" / "pyenv") << "";
  EXPECT_EQ(interpreter_environment((root() / "pyenv" / "shims" / "python3").string()),
            std::vector<std::string>{(root() / "pyenv").string()});
  // A Java runtime's home: bin/java with lib/modules, whatever bin/ is reached through.
  const fs::path jdk = root() / "jdks" / "17";
  fs::create_directories(jdk / "bin");
  fs::create_directories(jdk / "lib");
  std::ofstream(jdk / "bin" / "java") << "";
  std::ofstream(jdk / "lib" / "modules") << "";
  fs::create_directories(root() / "current");
  fs::create_symlink(jdk / "bin" / "java", root() / "current" / "java");
  EXPECT_EQ(interpreter_environment((root() / "current" / "java").string()),
            std::vector<std::string>{jdk.string()});
  fs::remove(jdk / "lib" / "modules");
  EXPECT_TRUE(interpreter_environment((jdk / "bin" / "java").string()).empty());
  EXPECT_TRUE(interpreter_environment((root() / "bot" / "run").string()).empty());
}

TEST(SandboxCommand, NamesEveryPartThenTheBotsCommand) {
  SandboxPlan plan;
  plan.read_only = {"/bots/mine"};
  plan.read_write = {"/scratch"};
  plan.hidden = {"/deals/a.board"};
  plan.working_directory = "/bots";
  plan.program = "/bots/mine/bot";
  plan.environment = {"PATH=/bin", "LANG=C"};
  Limits limits;
  limits.cpu_seconds = 3;
  limits.file_mb = 8;
  limits.processes = 16;
  EXPECT_EQ(sandbox_command("/bin/solitaire-sandbox", plan, limits, 7, {"./mine/bot", "--fast"}),
            (std::vector<std::string>{"/bin/solitaire-sandbox",
                                      "--status-fd",
                                      "7",
                                      "--ro",
                                      "/bots/mine",
                                      "--rw",
                                      "/scratch",
                                      "--hide",
                                      "/deals/a.board",
                                      "--env",
                                      "PATH=/bin",
                                      "--env",
                                      "LANG=C",
                                      "--cwd",
                                      "/bots",
                                      "--cpu",
                                      "3",
                                      "--file-mb",
                                      "8",
                                      "--processes",
                                      "16",
                                      "--program",
                                      "/bots/mine/bot",
                                      "--",
                                      "./mine/bot",
                                      "--fast"}));
}

TEST(CpuLimit, FromTheTimeLimits) {
  using std::chrono::milliseconds;
  EXPECT_EQ(cpu_limit_for(TimeMode::kWall, milliseconds(10'000), 2), 21);
  EXPECT_EQ(cpu_limit_for(TimeMode::kCpu, milliseconds(10'000), 2), 11);
  EXPECT_EQ(cpu_limit_for(TimeMode::kCpu, milliseconds(1'500), 8), 3);
  EXPECT_EQ(cpu_limit_for(TimeMode::kWall, milliseconds(1), 0), 2);
}

TEST(MeasureTree, SeesTheCallingProcess) {
  const TreeUsage self = measure_tree(::getpid(), 0);
  EXPECT_EQ(self.processes, 1);
  EXPECT_GT(self.rss_kb, 0);
  const TreeUsage skipped = measure_tree(::getpid(), 1);
  EXPECT_EQ(skipped.processes, 0);
  EXPECT_EQ(skipped.rss_kb, 0);
}

}  // namespace
}  // namespace arbiter::interactor
