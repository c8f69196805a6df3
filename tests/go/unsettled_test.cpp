// The built-in estimate against GNU Go on games that stop unsettled (tests/data/go/unsettled/,
// made by scripts/gnugo-games --unsettled): open frameworks, weak groups, games cut in the
// middle; and on the held-out games of tests/data/go/two-passes-held-out/, -2/, -3/ and -4/. The
// figures of docs/go.md are pinned here, every record with the default playouts (1000, more where
// the count is close) and seed 1, so that a change to the estimate that loses agreement fails, and
// one that gains it updates them here and in the docs. In the suite RecordGnuGo, which the
// sanitizers' preset leaves out (the playouts take fifteen times as long there; go.RecordLife.*,
// go.PlayoutPolicy.*, go.Doubt*.*, go.CloseCount.* and go.ShutIn.* check their code);
// scripts/go-agreement prints the same figures.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <string>
#include <vector>

#include "simulators/go/record_score.h"
#include "simulators/go/sgf.h"

namespace arbiter::go {
namespace {

// The records of a kind ("level3-", "cut-") in a folder of tests/data/go/, in order.
std::vector<std::filesystem::path> records_of_kind(const std::string& folder_name,
                                                   const std::string& prefix) {
  const std::filesystem::path folder =
      std::filesystem::path(ARBITER_TEST_DATA_DIR) / "go" / folder_name;
  std::vector<std::filesystem::path> files;
  for (const auto& entry : std::filesystem::directory_iterator(folder)) {
    const std::string name = entry.path().filename().string();
    if (name.rfind(prefix, 0) == 0 && entry.path().extension() == ".sgf") {
      files.push_back(entry.path());
    }
  }
  std::sort(files.begin(), files.end());
  return files;
}

// How the estimate's results compare with GNU Go's (RE) over some records.
struct Agreement {
  int records = 0;
  int equal = 0;
  int other_winner = 0;             // The winner differs (a draw counts as a winner of its own).
  int other_winner_unreported = 0;  // ... and the estimate did not say it could change.
};

Agreement measure(const std::string& folder_name, const std::string& prefix) {
  Agreement agreement;
  for (const auto& path : records_of_kind(folder_name, prefix)) {
    std::ifstream file(path, std::ios::binary);
    Reader reader(file, path.filename().string());
    const auto record = read_sgf_record(reader);
    if (!record || !record->info.result) {
      throw std::runtime_error("no record with RE: " + path.string());
    }
    ScoringOptions automatic;  // The markup holds GNU Go's dead stones: estimate instead.
    automatic.dead = DeadStones::kAuto;
    const ScoredGame scored = score_game(record->game, record->info, InputFormat::kSgf, automatic);
    const std::string ours = scored.count->result();
    const std::string& gnugo = *record->info.result;
    ++agreement.records;
    agreement.equal += ours == gnugo ? 1 : 0;
    if (ours.front() == gnugo.front()) continue;
    ++agreement.other_winner;
    const bool reported = scored.doubt && scored.doubt->could_change_winner;
    agreement.other_winner_unreported += reported ? 0 : 1;
    if (!reported) {
      std::cout << path.filename() << ": " << ours << " against GNU Go's " << gnugo
                << ", not said to be in doubt\n";
    }
  }
  std::cout << folder_name << "/" << prefix << ": " << agreement.equal << " of "
            << agreement.records << " equal to GNU Go's count, " << agreement.other_winner
            << " with another winner\n";
  return agreement;
}

TEST(RecordGnuGo, GamesThatStopUnsettledAfterTwoPassesCountAsGnuGoCountsThem) {
  // GNU Go at level 3 passing early, with open frameworks and weak groups.
  const Agreement agreement = measure("unsettled", "level3-");
  ASSERT_EQ(agreement.records, 60);
  EXPECT_EQ(agreement.equal, 59);
  EXPECT_EQ(agreement.other_winner, 0);
  EXPECT_EQ(agreement.other_winner_unreported, 0);
}

TEST(RecordGnuGo, GamesCutInTheMiddleNameGnuGosWinnerOrSayTheyCouldNot) {
  // Games cut after 36 moves at 9x9 and 70 at 13x13: GNU Go's final_score there is the count
  // after it played the game out itself, which no estimate reproduces point for point.
  const Agreement agreement = measure("unsettled", "cut-");
  ASSERT_EQ(agreement.records, 60);
  // 16 while small chains inside the other side's area died at a lower share; 18 again since
  // groups shut in the other side's area do instead (life.h).
  EXPECT_EQ(agreement.equal, 18);
  // 8 before close counts took more playouts: cut-13-002.sgf (B+6.5 against GNU Go's W+2.5,
  // reported as in doubt) is one more; 1000 playouts named GNU Go's winner with seed 1 only.
  EXPECT_EQ(agreement.other_winner, 9);
  EXPECT_EQ(agreement.other_winner_unreported, 0);
}

// What the 120 games of a held-out folder of the target's kind (GNU Go at level 3 to two
// passes, 80 at 9x9 and 40 at 13x13, tests/data/go/<folder>/) give: results equal to GNU Go's
// on each size, and winners other than GNU Go's (each of them said to be in doubt).
struct HeldOutFigures {
  int equal_at_9 = 0;
  int equal_at_13 = 0;
  int other_winner = 0;
};

// Each held-out folder was made after the estimate was last changed and measured once as it
// came; pinned so that a change that loses agreement on them fails.
void expect_held_out(const std::string& folder, const HeldOutFigures& expected) {
  const Agreement small = measure(folder, "level3-9-");
  const Agreement large = measure(folder, "level3-13-");
  ASSERT_EQ(small.records, 80);
  ASSERT_EQ(large.records, 40);
  EXPECT_EQ(small.equal, expected.equal_at_9);
  EXPECT_EQ(large.equal, expected.equal_at_13);
  EXPECT_EQ(small.other_winner + large.other_winner, expected.other_winner);
  EXPECT_EQ(small.other_winner_unreported + large.other_winner_unreported, 0);
}

TEST(RecordGnuGo, HeldOutGamesAfterTwoPassesCountAsGnuGoCountsThem) {
  // Seeds 201 on. level3-9-201.sgf: W+4.5 against GNU Go's B+4.5, said to be in doubt.
  expect_held_out("two-passes-held-out", {.equal_at_9 = 78, .equal_at_13 = 40, .other_winner = 1});
}

TEST(RecordGnuGo, SecondHeldOutGamesAfterTwoPassesCountAsGnuGoCountsThem) {
  // Seeds 701 on, made while close counts got more playouts. level3-13-710.sgf is equal since
  // groups shut in the other side's area die at a lower share (B+2.5 against GNU Go's B+15.5
  // before, and W+6.5, said to be in doubt, before small chains inside it did).
  expect_held_out("two-passes-held-out-2",
                  {.equal_at_9 = 80, .equal_at_13 = 40, .other_winner = 0});
}

TEST(RecordGnuGo, ThirdHeldOutGamesAfterTwoPassesCountAsGnuGoCountsThem) {
  // Seeds 901 on, made while small chains inside the other side's area were given a lower
  // share to die at. level3-13-916.sgf is equal since groups shut in the other side's area are
  // (W+0.5 against GNU Go's B+19.5 before, said to be in doubt); that change was made after
  // these records had been seen, so they are no longer held out.
  expect_held_out("two-passes-held-out-3",
                  {.equal_at_9 = 79, .equal_at_13 = 39, .other_winner = 0});
}

TEST(RecordGnuGo, FourthHeldOutGamesAfterTwoPassesCountAsGnuGoCountsThem) {
  // Seeds 1101 on, made while groups shut in the other side's area were given a lower share to
  // die at. level3-13-1111.sgf: W+14.5 against GNU Go's W+7.5 (a Black pair in White's corner,
  // B2-B1, that GNU Go keeps and the estimate takes).
  expect_held_out("two-passes-held-out-4",
                  {.equal_at_9 = 80, .equal_at_13 = 39, .other_winner = 0});
}

}  // namespace
}  // namespace arbiter::go
