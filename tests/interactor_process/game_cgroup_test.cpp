#include "interactor/sandbox/game_cgroup.h"

#include <fcntl.h>
#include <gtest/gtest.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <filesystem>
#include <fstream>
#include <optional>
#include <ostream>
#include <set>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

#include "interactor/process/bot_process.h"

namespace arbiter::interactor {
namespace {

namespace fs = std::filesystem;

enum class FileOperation { kWrite, kOpen, kMakeDirectory, kRemoveDirectory };

// As a fault's error: the write takes half the bytes and says so.
constexpr int kShortWrite = -1;

// One operation to fail: on the paths that contain `where`, `times` times (every time: -1).
struct CgroupFault {
  FileOperation operation;
  std::string where;
  int error;
  int times = -1;
};

// A cgroup file system's behaviour on a tree of plain directories: a new cgroup comes with its
// control files, a cgroup with a child or a process cannot be removed (EBUSY), a file cannot be
// created by writing, and writing a pid ("0": the writer's) to cgroup.procs moves it there from
// every other cgroup of the tree. Each operation can be made to fail (CgroupFault).
class FakeCgroupTree final : public CgroupFiles {
 public:
  explicit FakeCgroupTree(fs::path root) : root_(std::move(root)) {}

  void fail(CgroupFault fault) { faults_.push_back(std::move(fault)); }
  /// How many operations failed so far.
  int failed() const { return failed_; }

  std::optional<std::string> read(const std::string& path) override {
    std::ifstream file(path);
    if (!file) return std::nullopt;
    std::ostringstream text;
    text << file.rdbuf();
    return text.str();
  }

  long write(const std::string& path, std::string_view text) override {
    if (const std::optional<int> error = fault(FileOperation::kWrite, path)) {
      if (*error != kShortWrite) return -*error;
      std::ofstream(path) << text.substr(0, text.size() / 2);
      return static_cast<long>(text.size() / 2);
    }
    if (!fs::is_regular_file(path)) return -ENOENT;
    if (fs::path(path).filename() == "cgroup.procs") {
      const std::string pid = text == "0" ? std::to_string(::getpid()) : std::string(text);
      for (const fs::directory_entry& entry : fs::recursive_directory_iterator(root_)) {
        if (entry.path().filename() != "cgroup.procs") continue;
        const std::string listed = *read(entry.path().string());
        if (listed == pid + "\n") std::ofstream(entry.path()) << "";
      }
      std::ofstream(path) << pid << '\n';
    } else {
      std::ofstream(path) << text;
    }
    return static_cast<long>(text.size());
  }

  int open(const std::string& path, int flags) override {
    if (const std::optional<int> error = fault(FileOperation::kOpen, path)) {
      errno = *error;
      return -1;
    }
    return ::open(path.c_str(), flags);
  }

  int make_directory(const std::string& path) override {
    if (const std::optional<int> error = fault(FileOperation::kMakeDirectory, path)) return *error;
    std::error_code error;
    if (fs::exists(path)) return EEXIST;
    if (!fs::create_directory(path, error)) return error ? error.value() : EEXIST;
    for (const char* file :
         {"cgroup.procs", "cgroup.kill", "cgroup.subtree_control", "memory.max", "memory.swap.max",
          "memory.oom.group", "memory.events", "memory.peak", "memory.limit_in_bytes",
          "memory.memsw.limit_in_bytes", "memory.oom_control", "pids.max"}) {
      std::ofstream(fs::path(path) / file) << "";
    }
    std::ofstream(fs::path(path) / "cgroup.controllers") << "memory pids\n";
    return 0;
  }

  int remove_directory(const std::string& path) override {
    if (const std::optional<int> error = fault(FileOperation::kRemoveDirectory, path)) {
      return *error;
    }
    if (!fs::is_directory(path)) return ENOENT;
    for (const fs::directory_entry& entry : fs::directory_iterator(path)) {
      if (entry.is_directory()) return EBUSY;
    }
    if (!read(path + "/cgroup.procs").value_or("").empty()) return EBUSY;
    fs::remove_all(path);
    return 0;
  }

  bool exists(const std::string& path) override { return fs::exists(path); }

  std::vector<std::string> directories(const std::string& directory) override {
    std::vector<std::string> names;
    for (const fs::directory_entry& entry : fs::directory_iterator(directory)) {
      if (entry.is_directory()) names.push_back(entry.path().filename().string());
    }
    return names;
  }

 private:
  std::optional<int> fault(FileOperation operation, const std::string& path) {
    for (CgroupFault& fault : faults_) {
      if (fault.operation != operation || path.find(fault.where) == std::string::npos) continue;
      if (fault.times == 0) continue;
      if (fault.times > 0) --fault.times;
      ++failed_;
      return fault.error;
    }
    return std::nullopt;
  }

  fs::path root_;
  std::vector<CgroupFault> faults_;
  int failed_ = 0;
};

enum class CgroupLayout { kV2, kV2Alone, kV2NotEnabled, kV1 };

// What the judge's cgroup looks like: the cgroup tree under a temporary directory, and the
// /proc/self/cgroup and mountinfo texts that lead to it. The judge's cgroup is `judge`.
class CgroupTreeTest : public testing::Test {
 protected:
  void SetUp() override {
    // A parameterised test's name holds a '/', which would make the root a directory inside
    // one that TearDown leaves behind: the root is one directory of /tmp.
    std::string name = testing::UnitTest::GetInstance()->current_test_info()->name();
    std::ranges::replace(name, '/', '_');
    root_ = fs::temp_directory_path() /
            ("arbiter-cgroup-tree-" + std::to_string(::getpid()) + "-" + name);
    ASSERT_EQ(root_.parent_path(), fs::temp_directory_path()) << "TearDown would leave a parent";
    fs::remove_all(root_);
    fs::create_directories(root_);
  }
  void TearDown() override { fs::remove_all(root_); }

  // Lays `layout` out; the judge's cgroup holds another process too unless it is alone.
  void lay_out(CgroupLayout layout) {
    const auto write = [](const fs::path& path, const std::string& text) {
      std::ofstream(path) << text;
    };
    const std::string others = std::to_string(::getppid()) + "\n";
    if (layout == CgroupLayout::kV1) {
      for (const char* hierarchy : {"memory", "pids"}) {
        fs::create_directories(root_ / hierarchy / "judge");
        write(root_ / hierarchy / "judge" / "cgroup.procs", others);
      }
      proc_cgroup_ = "8:pids:/judge\n4:memory:/judge\n";
      mountinfo_ = "35 31 0:32 / " + (root_ / "memory").string() +
                   " rw - cgroup cgroup rw,memory\n39 31 0:36 / " + (root_ / "pids").string() +
                   " rw - cgroup cgroup rw,pids\n";
      site_ = {MemoryGuard::kCgroupV1, (root_ / "memory" / "judge").string(),
               (root_ / "pids" / "judge").string()};
      return;
    }
    const fs::path judge = root_ / "judge";
    fs::create_directories(judge);
    write(judge / "cgroup.controllers", "cpu io memory pids\n");
    write(judge / "cgroup.subtree_control",
          layout == CgroupLayout::kV2 ? "memory pids\n" : std::string());
    write(judge / "cgroup.procs",
          layout == CgroupLayout::kV2Alone ? std::to_string(::getpid()) + "\n" : others);
    proc_cgroup_ = "0::/judge\n";
    mountinfo_ = "30 25 0:26 / " + root_.string() + " rw - cgroup2 cgroup2 rw\n";
    site_ = {MemoryGuard::kCgroupV2, judge.string(), ""};
  }

  // Every directory of the tree, and the judge's cgroup's processes: what must be as it was.
  std::set<std::string> snapshot() const {
    std::set<std::string> seen;
    for (const fs::directory_entry& entry : fs::recursive_directory_iterator(root_)) {
      if (entry.is_directory()) seen.insert(fs::relative(entry.path(), root_).string());
      if (entry.path().filename() == "cgroup.procs" &&
          entry.path().parent_path().filename() == "judge") {
        std::ifstream file(entry.path());
        std::string pid;
        file >> pid;
        seen.insert(entry.path().parent_path().string() + " holds " + pid);
      }
    }
    return seen;
  }

  const fs::path& root() const { return root_; }
  const std::string& proc_cgroup() const { return proc_cgroup_; }
  const std::string& mountinfo() const { return mountinfo_; }
  const CgroupSite& site() const { return site_; }

 private:
  fs::path root_;
  std::string proc_cgroup_;
  std::string mountinfo_;
  CgroupSite site_;
};

// A pid no process can have: above Linux's highest (PID_MAX_LIMIT, 2^22), so that no process
// started meanwhile takes it, as a reaped child's could.
constexpr long long kDeadJudge = (1LL << 22) + 1;

// What a run makes of the cgroups: a site, the watch (with the reason in the note), or exit 66
// (with the message); a game: OK, or JUDGE_ERROR (with the message).
enum class CgroupOutcome { kSite, kWatch, kExit66, kGameOk, kJudgeError };

struct CgroupFaultCase {
  std::string name;
  CgroupLayout layout;
  CgroupFault fault;
  CgroupOutcome outcome;
  const char* mentions;        // In the note or message, after the tree's root; "": nothing said.
  bool game = false;           // A game's cgroup (GameCgroup) rather than the search for a site.
  bool leaves_cgroup = false;  // A cgroup the judge may not remove stays (for a later judge).
};

void PrintTo(const CgroupFaultCase& fault_case, std::ostream* out) { *out << fault_case.name; }

class CgroupFaultTest : public CgroupTreeTest,
                        public testing::WithParamInterface<CgroupFaultCase> {};

TEST_P(CgroupFaultTest, GivesTheDocumentedOutcomeAndLeavesNothingBehind) {
  const CgroupFaultCase& tested = GetParam();
  lay_out(tested.layout);
  FakeCgroupTree tree(root());
  const std::set<std::string> before = snapshot();
  tree.fail(tested.fault);
  CgroupOutcome outcome = CgroupOutcome::kSite;
  std::string said;
  if (tested.game) {
    try {
      GameCgroup game(site(), Limits{}, 2, tree);
      game.remove();
      outcome = CgroupOutcome::kGameOk;
    } catch (const CgroupError& error) {
      outcome = CgroupOutcome::kJudgeError;
      said = error.what();
    }
  } else {
    try {
      const CgroupChoice choice = find_cgroup_site(proc_cgroup(), mountinfo(), tree);
      outcome = choice.site ? CgroupOutcome::kSite : CgroupOutcome::kWatch;
      said = choice.reason;
    } catch (const CgroupError& error) {
      outcome = CgroupOutcome::kExit66;
      said = error.what();
    }
  }
  EXPECT_GT(tree.failed(), 0) << "the fault never came into play";
  EXPECT_EQ(outcome, tested.outcome) << said;
  if (std::string_view(tested.mentions).empty()) {
    EXPECT_EQ(said, "");
  } else {
    EXPECT_NE(said.find(root().string() + tested.mentions), std::string::npos)
        << "'" << said << "' does not name " << root().string() << tested.mentions;
  }
  std::set<std::string> after = snapshot();
  if (tested.leaves_cgroup) {
    EXPECT_EQ(
        std::erase_if(after,
                      [](const std::string& path) { return path.starts_with("judge/arbiter-"); }),
        1U);
  }
  EXPECT_EQ(after, before);
}

// Every fault of `operation` on `where`, each failing every time, giving `outcome`.
std::vector<CgroupFaultCase> each_error(const char* name, CgroupLayout layout,
                                        FileOperation operation, const char* where,
                                        CgroupOutcome outcome, const char* mentions,
                                        bool game = false) {
  std::vector<CgroupFaultCase> cases;
  std::vector<std::pair<int, const char*>> errors = {
      {EACCES, "eacces"}, {EBUSY, "ebusy"}, {ENOENT, "enoent"}, {ENOSPC, "enospc"}};
  if (operation == FileOperation::kWrite) errors.emplace_back(kShortWrite, "short_write");
  cases.reserve(errors.size());
  for (const auto& [error, error_name] : errors) {
    cases.push_back({std::string(name) + "_" + error_name,
                     layout,
                     {operation, where, error},
                     outcome,
                     mentions,
                     game});
  }
  return cases;
}

std::vector<CgroupFaultCase> cgroup_fault_cases() {
  using enum CgroupLayout;
  using enum FileOperation;
  using enum CgroupOutcome;
  std::vector<std::vector<CgroupFaultCase>> groups = {
      // The search for a site: a cgroup that cannot be made is a reason for the watch...
      each_error("v2_game_directory", kV2, kMakeDirectory, "/judge/arbiter-", kWatch,
                 "/judge/arbiter-"),
      each_error("v2_subtree_control", kV2NotEnabled, kWrite, "cgroup.subtree_control", kWatch,
                 "/judge/cgroup.subtree_control"),
      each_error("v2_alone_leaf", kV2Alone, kMakeDirectory, "-judge", kWatch, "/judge/arbiter-"),
      each_error("v2_alone_leaf_procs", kV2Alone, kWrite, "-judge/cgroup.procs", kWatch,
                 "/judge/arbiter-"),
      each_error("v2_alone_subtree_control", kV2Alone, kWrite, "cgroup.subtree_control", kWatch,
                 "/judge/cgroup.subtree_control"),
      each_error("v1_memory_directory", kV1, kMakeDirectory, "/memory/judge/arbiter-", kWatch,
                 "/memory/judge/arbiter-"),
      each_error("v1_pids_directory", kV1, kMakeDirectory, "/pids/judge/arbiter-", kWatch,
                 "/pids/judge/arbiter-"),
      // ... one made but not limited is an error: exit 66, naming the file.
      each_error("v2_memory_max", kV2, kWrite, "memory.max", kExit66, "/judge/arbiter-"),
      each_error("v2_swap_max", kV2, kWrite, "memory.swap.max", kExit66, "/judge/arbiter-"),
      each_error("v2_oom_group", kV2, kWrite, "memory.oom.group", kExit66, "/judge/arbiter-"),
      each_error("v2_pids_max", kV2, kWrite, "pids.max", kExit66, "/judge/arbiter-"),
      each_error("v2_events", kV2, kOpen, "memory.events", kExit66, "/judge/arbiter-"),
      each_error("v2_procs", kV2, kOpen, "cgroup.procs", kExit66, "/judge/arbiter-"),
      each_error("v1_limit", kV1, kWrite, "memory.limit_in_bytes", kExit66,
                 "/memory/judge/arbiter-"),
      each_error("v1_memsw_limit", kV1, kWrite, "memsw.limit_in_bytes", kExit66,
                 "/memory/judge/arbiter-"),
      each_error("v1_pids_max", kV1, kWrite, "pids.max", kExit66, "/pids/judge/arbiter-"),
      each_error("v1_oom_control", kV1, kOpen, "memory.oom_control", kExit66,
                 "/memory/judge/arbiter-"),
      // A game's cgroup: a setting refused, or its end (cgroup.kill) refused, is a
      // JUDGE_ERROR naming the file; the cgroup is removed all the same.
      each_error("game_memory_max", kV2, kWrite, "memory.max", kJudgeError, "/judge/arbiter-",
                 true),
      each_error("game_kill", kV2, kWrite, "cgroup.kill", kJudgeError, "/judge/arbiter-", true),
      each_error("game_v1_pids_max", kV1, kWrite, "pids.max", kJudgeError, "/pids/judge/arbiter-",
                 true),
  };
  std::vector<CgroupFaultCase> cases;
  for (const auto& group : groups) cases.insert(cases.end(), group.begin(), group.end());
  // A removal refused: the cgroup cannot be helped (it stays), the run stops naming it; EBUSY
  // once (a killed process still leaving) is waited out.
  cases.push_back({"v2_trial_removal_refused",
                   kV2,
                   {kRemoveDirectory, "/judge/arbiter-", EACCES},
                   kExit66,
                   "/judge/arbiter-",
                   false,
                   true});
  cases.push_back({"v2_trial_removal_busy_once",
                   kV2,
                   {kRemoveDirectory, "/judge/arbiter-", EBUSY, 1},
                   kSite,
                   ""});
  cases.push_back({"game_removal_busy_once",
                   kV1,
                   {kRemoveDirectory, "/judge/arbiter-", EBUSY, 1},
                   kGameOk,
                   "",
                   true});
  return cases;
}

INSTANTIATE_TEST_SUITE_P(EachOperation, CgroupFaultTest, testing::ValuesIn(cgroup_fault_cases()),
                         [](const testing::TestParamInfo<CgroupFaultCase>& fault_case) {
                           return fault_case.param.name;
                         });

TEST_F(CgroupTreeTest, AJudgeAloneMovesIntoItsLeafAndEnablesTheControllers) {
  lay_out(CgroupLayout::kV2Alone);
  FakeCgroupTree tree(root());
  const CgroupChoice choice = find_cgroup_site(proc_cgroup(), mountinfo(), tree);
  ASSERT_TRUE(choice.site) << choice.reason;
  EXPECT_EQ(choice.site->version, MemoryGuard::kCgroupV2);
  const fs::path leaf = root() / "judge" / ("arbiter-" + std::to_string(::getpid()) + "-judge");
  EXPECT_EQ(*tree.read((leaf / "cgroup.procs").string()), std::to_string(::getpid()) + "\n");
  EXPECT_EQ(*tree.read((root() / "judge" / "cgroup.procs").string()), "");
  EXPECT_EQ(*tree.read((root() / "judge" / "cgroup.subtree_control").string()), "+memory +pids");
  EXPECT_EQ(tree.directories((root() / "judge").string()),
            std::vector<std::string>{leaf.filename().string()});
}

TEST_F(CgroupTreeTest, StaleCgroupsOfDeadJudgesAreRemoved) {
  lay_out(CgroupLayout::kV2);
  FakeCgroupTree tree(root());
  const std::string dead = std::to_string(kDeadJudge);
  const std::string alive = std::to_string(::getppid());
  const fs::path judge = root() / "judge";
  for (const std::string& name :
       {"arbiter-" + dead + "-3", "arbiter-" + dead + "-judge", "arbiter-" + dead + "-4",
        "arbiter-" + alive + "-1", std::string("arbiter-notes"), std::string("other")}) {
    ASSERT_EQ(tree.make_directory((judge / name).string()), 0);
  }
  // A stale cgroup with a process still in it stays.
  std::ofstream(judge / ("arbiter-" + dead + "-4") / "cgroup.procs") << alive << '\n';
  const CgroupChoice choice = find_cgroup_site(proc_cgroup(), mountinfo(), tree);
  ASSERT_TRUE(choice.site) << choice.reason;
  std::vector<std::string> left = tree.directories(judge.string());
  std::sort(left.begin(), left.end());
  std::vector<std::string> expected = {"arbiter-" + alive + "-1", "arbiter-" + dead + "-4",
                                       "arbiter-notes", "other"};
  std::sort(expected.begin(), expected.end());
  EXPECT_EQ(left, expected);
}

// The judge's side of a game's cgroup that cannot be limited: the bot does not start, and the
// message of the JUDGE_ERROR (play_game's, for a BotStartError) names the file. A plain
// directory stands for the cgroup file system: a cgroup is made there, but it has no
// memory.max to write.
TEST_F(CgroupTreeTest, AGameWhoseCgroupCannotBeLimitedIsAJudgeErrorNamingTheFile) {
  Containment containment;
  containment.limits = Limits{};
  containment.cgroup = CgroupSite{MemoryGuard::kCgroupV2, root().string(), ""};
  try {
    BotProcess bot({"/bin/true"}, true, containment);
    ADD_FAILURE() << "the bot started";
  } catch (const BotStartError& error) {
    const std::string message = error.what();
    EXPECT_TRUE(message.starts_with("memory guard: cannot write ")) << message;
    EXPECT_NE(message.find(root().string() + "/arbiter-"), std::string::npos) << message;
    EXPECT_TRUE(message.ends_with("/memory.max: No such file or directory")) << message;
  }
  EXPECT_TRUE(fs::is_empty(root()));
}

}  // namespace
}  // namespace arbiter::interactor
