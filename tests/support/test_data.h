#pragma once

#include <gtest/gtest.h>

#include <fstream>
#include <sstream>
#include <string>

/// Test helpers shared by every test executable: where the copied data files live, and how to
/// read one whole.
namespace arbiter::test_support {

/// The path of `name` in tests/data/<game>/ (ARBITER_TEST_DATA_DIR is set by tests/CMakeLists).
inline std::string data_path(const std::string& game, const std::string& name) {
  std::string path = ARBITER_TEST_DATA_DIR;
  path.append("/").append(game).append("/").append(name);
  return path;
}

/// The whole content of the file at `path`, byte for byte; fails the calling test (and returns
/// "") when it cannot be opened.
inline std::string read_file(const std::string& path) {
  std::ifstream file(path, std::ios::binary);
  EXPECT_TRUE(file.is_open()) << "cannot open " << path;
  std::ostringstream contents;
  contents << file.rdbuf();
  return contents.str();
}

}  // namespace arbiter::test_support
