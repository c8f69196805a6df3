#include "interactor/sandbox/cgroup.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

namespace arbiter::interactor {
namespace {

// A hybrid machine (this project's development machine): the controllers on v1 hierarchies,
// an empty cgroup2 at /sys/fs/cgroup/unified, the judge's memory cgroup a container's own.
constexpr const char* kHybridCgroup =
    "9:name=systemd:/\n"
    "8:pids:/\n"
    "4:memory:/process_api/137d\n"
    "2:cpuacct:/\n"
    "1:cpu:/\n"
    "0::/\n";
constexpr const char* kHybridMounts =
    "31 23 0:28 / /sys/fs/cgroup rw,relatime - tmpfs tmpfs rw,mode=755\n"
    "32 31 0:29 / /sys/fs/cgroup/cpu rw,relatime - cgroup cgroup rw,cpu\n"
    "35 31 0:32 / /sys/fs/cgroup/memory rw,relatime - cgroup cgroup rw,memory\n"
    "39 31 0:36 / /sys/fs/cgroup/pids rw,relatime - cgroup cgroup rw,pids\n"
    "41 31 0:38 / /sys/fs/cgroup/unified rw,relatime - cgroup2 cgroup2 rw\n"
    "22 1 8:1 / / rw,relatime shared:1 - ext4 /dev/sda1 rw\n";

TEST(CgroupSites, HybridMachineOffersV2ThenV1WithPids) {
  const std::vector<CgroupSite> sites = cgroup_sites(kHybridCgroup, kHybridMounts);
  const std::vector<CgroupSite> expected = {
      {MemoryGuard::kCgroupV2, "/sys/fs/cgroup/unified", ""},
      {MemoryGuard::kCgroupV1, "/sys/fs/cgroup/memory/process_api/137d", "/sys/fs/cgroup/pids"}};
  EXPECT_EQ(sites, expected);
}

TEST(CgroupSites, UnifiedSystemdMachine) {
  const std::vector<CgroupSite> sites =
      cgroup_sites("0::/user.slice/user-1000.slice/user@1000.service/app.slice/judge.scope\n",
                   "25 21 0:22 / /sys/fs/cgroup rw,nosuid,nodev,noexec,relatime shared:9 - "
                   "cgroup2 cgroup2 rw,nsdelegate,memory_recursiveprot\n");
  const std::vector<CgroupSite> expected = {
      {MemoryGuard::kCgroupV2,
       "/sys/fs/cgroup/user.slice/user-1000.slice/user@1000.service/app.slice/judge.scope", ""}};
  EXPECT_EQ(sites, expected);
}

// A container without a cgroup namespace: its mounts show the hierarchy from its own cgroup,
// which /proc/self/cgroup names in full.
TEST(CgroupSites, PathsAreTakenRelativeToTheMountsRoot) {
  const std::vector<CgroupSite> sites =
      cgroup_sites("12:pids:/docker/abc\n6:memory:/docker/abc/judge\n",
                   "400 390 0:40 /docker/abc /sys/fs/cgroup/memory ro,nosuid - cgroup cgroup "
                   "rw,memory\n"
                   "401 390 0:41 /docker/abc /sys/fs/cgroup/pids ro,nosuid - cgroup cgroup "
                   "rw,pids\n");
  const std::vector<CgroupSite> expected = {
      {MemoryGuard::kCgroupV1, "/sys/fs/cgroup/memory/judge", "/sys/fs/cgroup/pids"}};
  EXPECT_EQ(sites, expected);
}

TEST(CgroupSites, ACgroupOutsideTheMountsRootOffersNothing) {
  EXPECT_TRUE(cgroup_sites("6:memory:/elsewhere\n",
                           "400 390 0:40 /docker/abc /sys/fs/cgroup/memory rw - cgroup cgroup "
                           "rw,memory\n")
                  .empty());
  // /docker/abcd is not inside /docker/abc.
  EXPECT_TRUE(cgroup_sites("6:memory:/docker/abcd\n",
                           "400 390 0:40 /docker/abc /sys/fs/cgroup/memory rw - cgroup cgroup "
                           "rw,memory\n")
                  .empty());
}

TEST(CgroupSites, ControllersMountedTogetherAndEscapedMountPoints) {
  const std::vector<CgroupSite> sites =
      cgroup_sites("3:memory,pids:/judge\n",
                   "50 20 0:45 / /mnt/cgroup\\040tree rw - cgroup none rw,memory,pids\n");
  const std::vector<CgroupSite> expected = {
      {MemoryGuard::kCgroupV1, "/mnt/cgroup tree/judge", "/mnt/cgroup tree/judge"}};
  EXPECT_EQ(sites, expected);
}

TEST(CgroupSites, NoneWithoutAMemoryHierarchyOrACgroup2Mount) {
  EXPECT_TRUE(cgroup_sites("", "").empty());
  // The v2 line without a cgroup2 mount, a memory line without its mount.
  EXPECT_TRUE(cgroup_sites("0::/\n4:memory:/\n", "22 1 8:1 / / rw - ext4 /dev/sda1 rw\n").empty());
  // pids alone holds nothing: memory is what a site needs.
  const std::vector<CgroupSite> pids_only =
      cgroup_sites("8:pids:/\n", "39 31 0:36 / /sys/fs/cgroup/pids rw - cgroup cgroup rw,pids\n");
  EXPECT_TRUE(pids_only.empty());
}

TEST(CgroupSites, V1WithoutPidsHierarchy) {
  const std::vector<CgroupSite> sites = cgroup_sites(
      "4:memory:/a/b/\n", "35 31 0:32 / /sys/fs/cgroup/memory/ rw - cgroup cgroup rw,memory\n");
  const std::vector<CgroupSite> expected = {
      {MemoryGuard::kCgroupV1, "/sys/fs/cgroup/memory/a/b", ""}};
  EXPECT_EQ(sites, expected);
}

TEST(CgroupFiles, ListsAll) {
  EXPECT_TRUE(lists_all("cpuset cpu io memory hugetlb pids rdma misc\n", {"memory", "pids"}));
  EXPECT_FALSE(lists_all("cpuset cpu io memory\n", {"memory", "pids"}));
  EXPECT_FALSE(lists_all("", {"memory"}));
  EXPECT_FALSE(lists_all("memoryx pids", {"memory", "pids"}));
  EXPECT_TRUE(lists_all("", {}));
}

TEST(CgroupFiles, KeyedValue) {
  const std::string events = "low 0\nhigh 0\nmax 12\noom 1\noom_kill 3\noom_group_kill 1\n";
  EXPECT_EQ(keyed_value(events, "oom_kill"), 3);
  EXPECT_EQ(keyed_value(events, "max"), 12);
  EXPECT_EQ(keyed_value("oom_kill_disable 0\nunder_oom 0\noom_kill 0\n", "oom_kill"), 0);
  EXPECT_EQ(keyed_value("oom_kill_disable 0\nunder_oom 0\n", "oom_kill"), std::nullopt);
  EXPECT_EQ(keyed_value("oom_kill x\n", "oom_kill"), std::nullopt);
  EXPECT_EQ(keyed_value("oom_kill 2x\n", "oom_kill"), std::nullopt);
}

TEST(CgroupFiles, TheJudgeOfACgroup) {
  EXPECT_EQ(judge_of_cgroup("arbiter-4242-7"), 4242);
  EXPECT_EQ(judge_of_cgroup("arbiter-4242-judge"), 4242);
  EXPECT_EQ(judge_of_cgroup(game_cgroup_name(17, 123)), 17);
  for (const char* other :
       {"arbiter-", "arbiter-4242", "arbiter-4242-", "arbiter--7", "arbiter-x-7", "arbiter-0-7",
        "arbiter-42-7x", "arbiter-42-other", "user.slice", "arbiter-99999999999999999999-1"}) {
    EXPECT_EQ(judge_of_cgroup(other), std::nullopt) << other;
  }
}

TEST(CgroupFiles, NamesAndGuards) {
  EXPECT_EQ(game_cgroup_name(4242, 7), "arbiter-4242-7");
  EXPECT_EQ(memory_guard_name(MemoryGuard::kWatch), "watch");
  EXPECT_EQ(memory_guard_name(MemoryGuard::kCgroupV1), "cgroup v1");
  EXPECT_EQ(memory_guard_name(MemoryGuard::kCgroupV2), "cgroup v2");
}

}  // namespace
}  // namespace arbiter::interactor
