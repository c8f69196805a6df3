// The feedback directory that one game's run (--feedback-dir) and the Kattis validator write:
// its two files, and what each way of meeting the directory says.
#include "interactor/run/feedback_dir.h"

#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

namespace arbiter::interactor {
namespace {

namespace fs = std::filesystem;

// A scratch directory for the test, removed at its end, and a console whose streams it reads.
class FeedbackDirTest : public ::testing::Test {
 protected:
  void SetUp() override {
    const auto* test = ::testing::UnitTest::GetInstance()->current_test_info();
    root_ = fs::temp_directory_path() /
            ("feedback-dir-" + std::to_string(::getpid()) + "-" + test->name());
    fs::remove_all(root_);
    fs::create_directories(root_);
  }
  void TearDown() override { fs::remove_all(root_); }

  std::string path(const std::string& name) const { return (root_ / name).string(); }
  static std::string contents(const std::string& file) {
    std::ifstream in(file, std::ios::binary);
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
  }

  const Console& console() const { return console_; }
  std::string errors() const { return err_.str(); }

 private:
  fs::path root_;
  std::ostringstream out_;
  std::ostringstream err_;
  Console console_{"judge", out_, err_};
};

TEST_F(FeedbackDirTest, WritesTheVerdictWithItsMessageAndTheScore) {
  FeedbackDir feedback(console(), path("made/for/it"), FeedbackDir::Missing::kCreate);
  ASSERT_FALSE(feedback.failed()) << errors();
  EXPECT_EQ(contents(path("made/for/it/judgemessage.txt")), "");
  EXPECT_EQ(contents(path("made/for/it/score.txt")), "");
  EXPECT_TRUE(feedback.write(Verdict::kOk, "the bot stopped with 0 0 after 3 moves", 127));
  EXPECT_EQ(contents(path("made/for/it/judgemessage.txt")),
            "OK: the bot stopped with 0 0 after 3 moves\n");
  EXPECT_EQ(contents(path("made/for/it/score.txt")), "127\n");
  EXPECT_EQ(errors(), "");
}

TEST_F(FeedbackDirTest, TruncatesTheFilesOfAnEarlierGame) {
  std::ofstream(path("judgemessage.txt")) << "OK: a much longer message of an earlier game\n";
  std::ofstream(path("score.txt")) << "100000\n";
  FeedbackDir feedback(console(), path(""), FeedbackDir::Missing::kRefuse);
  ASSERT_FALSE(feedback.failed()) << errors();
  EXPECT_TRUE(feedback.write(Verdict::kWrongAnswer, "bad move", 0));
  EXPECT_EQ(contents(path("judgemessage.txt")), "WRONG_ANSWER: bad move\n");
  EXPECT_EQ(contents(path("score.txt")), "0\n");
}

TEST_F(FeedbackDirTest, KattisRefusesADirectoryThatDoesNotExist) {
  const FeedbackDir feedback(console(), path("missing"), FeedbackDir::Missing::kRefuse);
  EXPECT_TRUE(feedback.failed());
  EXPECT_EQ(errors(), "judge: feedback directory '" + path("missing") + "' does not exist\n");
  EXPECT_FALSE(fs::exists(path("missing")));
}

TEST_F(FeedbackDirTest, KattisRefusesAFile) {
  std::ofstream(path("file")) << "not a directory\n";
  const FeedbackDir feedback(console(), path("file"), FeedbackDir::Missing::kRefuse);
  EXPECT_TRUE(feedback.failed());
  EXPECT_EQ(errors(), "judge: feedback directory '" + path("file") + "' is not a directory\n");
}

TEST_F(FeedbackDirTest, AGameSaysWhyItCannotMakeTheDirectory) {
  std::ofstream(path("file")) << "not a directory\n";
  const FeedbackDir feedback(console(), path("file"), FeedbackDir::Missing::kCreate);
  EXPECT_TRUE(feedback.failed());
  EXPECT_EQ(errors(),
            "judge: cannot create feedback directory '" + path("file") + "': Not a directory\n");
}

TEST_F(FeedbackDirTest, NamesTheFileThatCannotBeCreated) {
  fs::create_directories(path("judgemessage.txt"));  // A directory where the file should be.
  const FeedbackDir feedback(console(), path(""), FeedbackDir::Missing::kRefuse);
  EXPECT_TRUE(feedback.failed());
  EXPECT_EQ(errors(), "judge: cannot create '" + path("judgemessage.txt") + "': Is a directory\n");
  EXPECT_FALSE(fs::exists(path("score.txt")));
}

}  // namespace
}  // namespace arbiter::interactor
