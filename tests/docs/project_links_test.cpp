#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <string>
#include <vector>

#include "tests/docs/markdown_links.h"

namespace arbiter::docs {
namespace {

// The project's own pages: README.md, CONTRIBUTING.md, every page of docs/ and the READMEs of
// the test data (ARBITER_SOURCE_DIR is set by tests/CMakeLists.txt).
std::vector<std::filesystem::path> project_pages(const std::filesystem::path& root) {
  std::vector<std::filesystem::path> pages = {"README.md", "CONTRIBUTING.md"};
  for (const char* folder : {"docs", "tests/data"}) {
    for (const auto& entry : std::filesystem::recursive_directory_iterator(root / folder)) {
      if (entry.is_regular_file() && entry.path().extension() == ".md") {
        pages.push_back(entry.path().lexically_relative(root));
      }
    }
  }
  std::sort(pages.begin() + 2, pages.end());
  return pages;
}

// A page split or a heading renamed must take every link to it along: README's, CONTRIBUTING's
// and the pages' links to each other, with their #anchors as GitHub makes them.
TEST(ProjectDocs, EveryRelativeLinkAndAnchorResolves) {
  const std::filesystem::path root = ARBITER_SOURCE_DIR;
  const std::vector<std::filesystem::path> pages = project_pages(root);
  ASSERT_GT(pages.size(), 8U) << "the pages of " << root << " were not found";
  std::string report;
  for (const std::string& broken : broken_links(root, pages)) report += broken + "\n";
  EXPECT_EQ(report, "");
}

}  // namespace
}  // namespace arbiter::docs
