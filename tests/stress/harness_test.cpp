#include "tests/stress/harness.h"

#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <string>

// Which sanitizer reports the stress drivers count as failures.
namespace arbiter::stress {
namespace {

constexpr const char* kTracerLine = "==31167==Unable to get registers from thread 31166.\n";

TEST(KilledDuringLeakCheck, IsOnlyTheTracersComplaint) {
  EXPECT_TRUE(killed_during_leak_check(kTracerLine));
  EXPECT_TRUE(killed_during_leak_check(std::string(kTracerLine) + "\n" + kTracerLine));
}

TEST(KilledDuringLeakCheck, AnythingElseIsAReport) {
  EXPECT_FALSE(killed_during_leak_check(""));
  EXPECT_FALSE(killed_during_leak_check(std::string(kTracerLine) +
                                        "==31166==ERROR: LeakSanitizer: detected memory leaks\n"));
  EXPECT_FALSE(killed_during_leak_check("==31166==ERROR: AddressSanitizer: heap-use-after-free\n"));
  EXPECT_FALSE(killed_during_leak_check("Unable to get registers from thread 31166.\n"));
}

TEST(SanitizerReports, LeaveOutTheTracersComplaintOnly) {
  const std::filesystem::path directory = std::filesystem::temp_directory_path() /
                                          ("arbiter-harness-test-" + std::to_string(::getpid()));
  std::filesystem::remove_all(directory);
  std::filesystem::create_directories(directory);
  std::ofstream(directory / "sanitizer.101") << kTracerLine;
  EXPECT_EQ(sanitizer_reports(directory.string()), "");
  const std::string leak = "==102==ERROR: LeakSanitizer: detected memory leaks\n";
  std::ofstream(directory / "sanitizer.102") << leak;
  EXPECT_EQ(sanitizer_reports(directory.string()),
            "== " + (directory / "sanitizer.102").string() + "\n" + leak);
  std::filesystem::remove_all(directory);
}

}  // namespace
}  // namespace arbiter::stress
