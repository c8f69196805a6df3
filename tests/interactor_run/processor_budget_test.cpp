#include "interactor/run/processor_budget.h"

#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <string>

namespace arbiter::interactor {
namespace {

namespace fs = std::filesystem;

// A directory laid out as /sys/fs/cgroup, removed at the end of the test.
class FakeCgroupRoot : public ::testing::Test {
 protected:
  void SetUp() override {
    const auto* test = ::testing::UnitTest::GetInstance()->current_test_info();
    root_ = fs::temp_directory_path() /
            ("processor-budget-" + std::to_string(::getpid()) + "-" + test->name());
    fs::remove_all(root_);
    fs::create_directories(root_);
  }
  void TearDown() override { fs::remove_all(root_); }

  void write(const std::string& path, const std::string& text) {
    const fs::path file = root_ / path;
    fs::create_directories(file.parent_path());
    std::ofstream(file) << text;
  }
  const fs::path& root() const { return root_; }

 private:
  fs::path root_;
};

TEST_F(FakeCgroupRoot, V2QuotaOfTheJudgesCgroup) {
  write("cgroup.controllers", "cpu memory pids\n");
  write("judge/run/cpu.max", "150000 100000\n");
  EXPECT_EQ(cgroup_cpu_quota(root(), "0::/judge/run\n"), 1.5);
}

TEST_F(FakeCgroupRoot, V2AncestorsQuotaBoundsItsChildren) {
  write("cgroup.controllers", "cpu\n");
  write("judge/cpu.max", "100000 100000\n");
  write("judge/run/cpu.max", "max 100000\n");
  EXPECT_EQ(cgroup_cpu_quota(root(), "0::/judge/run\n"), 1.0);
}

TEST_F(FakeCgroupRoot, V2WithoutQuotaHasNone) {
  write("cgroup.controllers", "cpu\n");
  write("judge/cpu.max", "max 100000\n");
  EXPECT_EQ(cgroup_cpu_quota(root(), "0::/judge\n"), std::nullopt);
}

TEST_F(FakeCgroupRoot, V2OfAHybridMachineUnderUnified) {
  write("unified/box/cpu.max", "50000 100000\n");
  EXPECT_EQ(cgroup_cpu_quota(root(), "1:cpu:/\n0::/box\n"), 0.5);
}

TEST_F(FakeCgroupRoot, V1QuotaUnderTheFolderOfItsControllers) {
  write("cpu,cpuacct/box/cpu.cfs_quota_us", "300000\n");
  write("cpu,cpuacct/box/cpu.cfs_period_us", "100000\n");
  write("cpu,cpuacct/cpu.cfs_quota_us", "-1\n");
  write("cpu,cpuacct/cpu.cfs_period_us", "100000\n");
  EXPECT_EQ(cgroup_cpu_quota(root(), "4:memory:/box\n3:cpu,cpuacct:/box\n0::/\n"), 3.0);
}

TEST_F(FakeCgroupRoot, V1UnlimitedAndCpuacctAloneHaveNone) {
  write("cpu/cpu.cfs_quota_us", "-1\n");
  write("cpu/cpu.cfs_period_us", "100000\n");
  write("cpuacct/cpu.cfs_quota_us", "100000\n");  // Not the cpu controller: never read.
  write("cpuacct/cpu.cfs_period_us", "100000\n");
  EXPECT_EQ(cgroup_cpu_quota(root(), "2:cpuacct:/\n1:cpu:/\n0::/\n"), std::nullopt);
}

TEST_F(FakeCgroupRoot, TheTighterOfV1AndV2) {
  write("cpu/cpu.cfs_quota_us", "200000\n");
  write("cpu/cpu.cfs_period_us", "100000\n");
  write("unified/cpu.max", "120000 100000\n");
  EXPECT_EQ(cgroup_cpu_quota(root(), "1:cpu:/\n0::/\n"), 1.2);
}

TEST_F(FakeCgroupRoot, MalformedOrMissingFilesSetNoQuota) {
  write("cgroup.controllers", "cpu\n");
  write("a/cpu.max", "lots 100000\n");
  write("a/b/cpu.max", "100000\n");
  EXPECT_EQ(cgroup_cpu_quota(root(), "0::/a/b\n"), std::nullopt);
  EXPECT_EQ(cgroup_cpu_quota(root(), "0::/not/there\n"), std::nullopt);
  EXPECT_EQ(cgroup_cpu_quota(root(), "garbage\n"), std::nullopt);
}

TEST(ProcessorBudget, TheTighterOfAffinityAndQuota) {
  EXPECT_EQ((ProcessorBudget{4, std::nullopt}.processors()), 4.0);
  EXPECT_EQ((ProcessorBudget{4, 1.5}.processors()), 1.5);
  EXPECT_EQ((ProcessorBudget{2, 8.0}.processors()), 2.0);
}

TEST(OversubscriptionWarning, NoneWhenTheGamesFit) {
  EXPECT_EQ(oversubscription_warning(2, {2, std::nullopt}, false), std::nullopt);
  EXPECT_EQ(oversubscription_warning(1, {4, 1.0}, true), std::nullopt);
}

TEST(OversubscriptionWarning, NamesTheAffinity) {
  EXPECT_EQ(oversubscription_warning(8, {2, std::nullopt}, false),
            "-j 8 plays 8 games at a time on 2 processors (the judge's CPU affinity): each bot "
            "gets about 0.25 of a processor, and a bot that plays against the clock plays "
            "weaker; -j 2 gives each its own");
}

TEST(OversubscriptionWarning, NamesTheQuotaOfAPairedRun) {
  EXPECT_EQ(oversubscription_warning(2, {4, 1.5}, true),
            "-j 2 plays 2 games at a time (of both bots) on 1.5 processors (the cgroup's CPU "
            "quota): each bot gets about 0.75 of a processor, and a bot that plays against the "
            "clock plays weaker; -j 1 gives each its own");
}

TEST(OversubscriptionWarning, BelowOneProcessorSuggestsNothing) {
  EXPECT_EQ(oversubscription_warning(1, {2, 0.5}, false),
            "-j 1 plays 1 game at a time on 0.5 processors (the cgroup's CPU quota): each bot "
            "gets about 0.5 of a processor, and a bot that plays against the clock plays weaker");
}

TEST(OversubscriptionJson, CarriesTheFiguresAndTheMessage) {
  EXPECT_EQ(oversubscription_json(3, {2, 1.25}, "too \"many\""),
            R"({"warning":"oversubscribed","jobs":3,"processors":1.25,"message":"too \"many\""})");
}

}  // namespace
}  // namespace arbiter::interactor
