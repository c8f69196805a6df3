// --dead gnugo against the real GNU Go (Debian package gnugo, which scripts/setup installs):
// the records of tests/data/go/gnugo/ carry GNU Go's own dead stones and count, which go-score
// must reproduce by asking it. Skipped when GNU Go is not installed, except under CI (CI=true in
// the environment), where the tests fail then: CI must not pass without them.
#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "simulators/go/gtp_process.h"
#include "simulators/go/record_score.h"
#include "simulators/go/sgf.h"

namespace arbiter::go {
namespace {

// True when the environment says CI=true, as CI services and .ci/run set it.
bool gnugo_test_under_ci() {
  const char* ci = std::getenv("CI");  // NOLINT(concurrency-mt-unsafe): no thread sets it.
  return ci != nullptr && std::string_view(ci) == "true";
}

// The one record of a file of tests/data/go/gnugo/ (or of another folder of tests/data/go/).
SgfRecord gnugo_record(const std::string& name, const std::string& folder = "gnugo") {
  const std::filesystem::path path =
      std::filesystem::path(ARBITER_TEST_DATA_DIR) / "go" / folder / name;
  std::ifstream file(path, std::ios::binary);
  Reader reader(file, name);
  auto record = read_sgf_record(reader);
  if (!record) throw std::runtime_error("no record in " + path.string());
  return std::move(*record);
}

class GnuGo : public ::testing::Test {
 protected:
  void SetUp() override {
    if (!find_gnugo()) {
      const std::string why =
          "GNU Go is not installed (apt-get install gnugo, or scripts/setup): --dead gnugo is not "
          "checked";
      if (gnugo_test_under_ci()) FAIL() << why << ", and CI=true: CI must check it";
      GTEST_SKIP() << why;
    }
    engine_ = start_gnugo("");
  }

  GtpProcess& engine() { return *engine_; }

 private:
  std::unique_ptr<GtpProcess> engine_;
};

TEST_F(GnuGo, ItsDeadStonesAndCountAreTheRecords) {
  // A few records of the small sizes, each with dead stones, chosen among those GNU Go judges
  // in a tenth of a second or so (some take it 2 or 3 s; the whole collection, 35 s of CPU, is
  // too long for every test run).
  ScoringOptions options;
  options.dead = DeadStones::kGnuGo;
  const LifeJudge judge = [this](const Board& board, std::optional<Color> to_move) {
    return judge_life_by_gtp(engine(), board, to_move);
  };
  int with_dead_stones = 0;
  for (const char* name :
       {"gnugo-9-001.sgf", "gnugo-9-005.sgf", "gnugo-9-008.sgf", "gnugo-9-017.sgf",
        "gnugo-9-022.sgf", "gnugo-13-002.sgf", "gnugo-13-003.sgf", "gnugo-13-006.sgf"}) {
    const SgfRecord record = gnugo_record(name);
    const Board& board = record.game.board();
    const ScoredGame scored =
        score_game(record.game, record.info, InputFormat::kSgf, options, judge);
    ASSERT_TRUE(scored.count) << name;
    const PointFlags marked = whole_chains(
        board, dead_from_markup(board, record.info.black_territory, record.info.white_territory));
    EXPECT_EQ(scored.count->dead, marked) << name;
    EXPECT_EQ(scored.count->result(), record.info.result.value_or("")) << name;
    with_dead_stones += marked != PointFlags(marked.size(), false) ? 1 : 0;
  }
  EXPECT_EQ(with_dead_stones, 8);  // The records test dead stones, not only the counting.
}

TEST_F(GnuGo, AResultCountedAtALevelIsReproducedAtThatLevel) {
  // GNU Go counted this game at level 3 as it played it (W+4.5); at its default level 10 it
  // calls ten more Black stones dead (W+26.5), whichever side is to move.
  const SgfRecord record = gnugo_record("level3-9-268.sgf", "two-passes-held-out");
  ScoringOptions options;
  options.dead = DeadStones::kGnuGo;
  const auto result_at = [&](std::optional<int> level) {
    options.gnugo_level = level;
    std::unique_ptr<GtpProcess> engine;
    const LifeJudge judge = gnugo_life_judge(options, engine);
    const ScoredGame scored =
        score_game(record.game, record.info, InputFormat::kSgf, options, judge);
    return scored.count ? scored.count->result() : std::string("no count");
  };
  EXPECT_EQ(record.info.result, "W+4.5");
  EXPECT_EQ(result_at(3), "W+4.5");
  EXPECT_EQ(result_at(std::nullopt), "W+26.5");
}

TEST_F(GnuGo, ARefusalSaysWhatGnuGoSaid) {
  // GNU Go plays on boards up to 19x19.
  try {
    judge_life_by_gtp(engine(), Board(21));
    FAIL() << "GNU Go took a 21x21 board";
  } catch (const GtpError& error) {
    EXPECT_EQ(std::string(error.what()), "GNU Go refused 'boardsize 21': '? unacceptable size'");
  }
  // The engine stays usable after a refusal.
  EXPECT_EQ(ask(engine(), "boardsize 9"), "");
}

TEST(GnuGoProgram, AProgramThatCannotStartIsAnError) {
  try {
    start_gnugo("/nonexistent/gnugo");
    FAIL() << "started a program that does not exist";
  } catch (const GtpError& error) {
    EXPECT_EQ(std::string(error.what()),
              "cannot start GNU Go (/nonexistent/gnugo): No such file or directory");
  }
}

TEST(GnuGoProgram, AProgramThatSpeaksNoGtpIsAnError) {
  // `true` reads nothing and ends at once: no answer.
  const auto engine = start_gnugo("true");
  try {
    ask(*engine, "boardsize 9");
    FAIL() << "an answer from true";
  } catch (const GtpError& error) {
    const std::string message = error.what();
    EXPECT_TRUE(message == "GNU Go ended without answering 'boardsize 9'" ||
                message == "GNU Go ended before 'boardsize 9' (its input is closed)")
        << message;
  }
}

}  // namespace
}  // namespace arbiter::go
