#include "tests/docs/markdown_links.h"

#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <stdexcept>
#include <string>
#include <vector>

namespace arbiter::docs {
namespace {

using Strings = std::vector<std::string>;

// Anchors GitHub made for headings of these pages (checked on its rendering of them).
TEST(GithubAnchor, DropsPunctuationAndSymbolsAndLowersLetters) {
  EXPECT_EQ(github_anchor("Is my change better?"), "is-my-change-better");
  EXPECT_EQ(github_anchor("`scripts/bench-bot`"), "scriptsbench-bot");
  EXPECT_EQ(github_anchor("2026-11-21 — What a gamble costs: board 1234/7"),
            "2026-11-21--what-a-gamble-costs-board-12347");
  EXPECT_EQ(github_anchor("2026-11-28 — Issue 32's targets: where they stand"),
            "2026-11-28--issue-32s-targets-where-they-stand");
  EXPECT_EQ(github_anchor("The judge on the platforms users have: `scripts/test-vm`"),
            "the-judge-on-the-platforms-users-have-scriptstest-vm");
  EXPECT_EQ(github_anchor("Replays: watching a game in a browser"),
            "replays-watching-a-game-in-a-browser");
}

TEST(GithubAnchor, KeepsUnderscoresAndAccentedLettersButNotTimes) {
  EXPECT_EQ(github_anchor("`memory_guard` in JSON"), "memory_guard-in-json");
  EXPECT_EQ(github_anchor("Solitärschack, 6×6"), "solitärschack-66");
  EXPECT_EQ(github_anchor("ÉCOLE"), "école");
  EXPECT_EQ(github_anchor("See [the log](log.md)"), "see-the-log");
}

TEST(AnchorsOf, NumbersRepeatsAndSkipsCodeBlocks) {
  const std::string page =
      "# Title #\n"
      "text\n"
      "## Options\n"
      "```sh\n"
      "# On machine K of 4\n"
      "```\n"
      "  ~~~~\n"
      "## Not a heading inside a fence\n"
      "  ~~~~\n"
      "### Options\n"
      "####### seven hashes is text\n"
      "#no space is text\n"
      "## C# and F#\n";
  EXPECT_EQ(anchors_of(page), (Strings{"title", "options", "options-1", "c-and-f"}));
}

TEST(LinksOf, FindsLinksAndImagesWithTheirLinesButNotCode) {
  const std::string page =
      "See [a](a.md#one) and ![b](b.png).\n"
      "`[not](code.md)` and ``[nor](this.md) ` with a backtick``\n"
      "```\n"
      "[nor](fenced.md)\n"
      "```\n"
      "An unmatched ` backtick, then [c](c.md \"title\")\n"
      "\n"
      "a span `over\n"
      "two lines [x](x.md)` then [d](#d)\n";
  const std::vector<Link> links = links_of(page);
  ASSERT_EQ(links.size(), 4U);
  EXPECT_EQ(links[0].target, "a.md#one");
  EXPECT_EQ(links[0].line, 1);
  EXPECT_EQ(links[1].target, "b.png");
  EXPECT_EQ(links[2].target, "c.md");
  EXPECT_EQ(links[2].line, 6);
  EXPECT_EQ(links[3].target, "#d");
  EXPECT_EQ(links[3].line, 9);
}

// A scratch tree of pages that link to each other.
class BrokenLinks : public ::testing::Test {
 protected:
  void SetUp() override {
    std::string pattern =
        (std::filesystem::temp_directory_path() / "arbiter-links-XXXXXX").string();
    if (::mkdtemp(pattern.data()) == nullptr) throw std::runtime_error("mkdtemp failed");
    root_ = pattern;
    std::filesystem::create_directories(root_ / "docs" / "slurm");
    write("docs/rules.md", "# Rules\n## The board\ntext\n");
    write("docs/picture.png", "");
  }
  void TearDown() override { std::filesystem::remove_all(root_); }

  void write(const std::string& path, const std::string& text) const {
    std::ofstream(root_ / path) << text;
  }
  const std::filesystem::path& root() const { return root_; }

 private:
  std::filesystem::path root_;
};

TEST_F(BrokenLinks, NoneWhenEveryFileAndHeadingExists) {
  write("README.md",
        "[rules](docs/rules.md), [board](docs/rules.md#the-board), [top](#readme),\n"
        "[folder](docs/slurm/), ![p](docs/picture.png), [web](https://example.org/x.md#y)\n"
        "# README\n");
  write("docs/other.md", "[back](../README.md#readme) [rules](rules.md#rules)\n");
  EXPECT_EQ(broken_links(root(), {"README.md", "docs/other.md"}), Strings{});
}

TEST_F(BrokenLinks, NamesAMissingFileAndAMissingHeading) {
  write("README.md",
        "# README\n"
        "[gone](docs/solitaire-bot.md) and\n"
        "[renamed](docs/rules.md#the-pieces), [here](#nowhere), [fine](docs/rules.md#rules)\n");
  EXPECT_EQ(broken_links(root(), {"README.md"}),
            (Strings{"README.md:2: 'docs/solitaire-bot.md': no file or folder "
                     "docs/solitaire-bot.md",
                     "README.md:3: 'docs/rules.md#the-pieces': no heading of docs/rules.md has "
                     "the anchor 'the-pieces'",
                     "README.md:3: '#nowhere': no heading of README.md has the anchor 'nowhere'"}));
}

}  // namespace
}  // namespace arbiter::docs
