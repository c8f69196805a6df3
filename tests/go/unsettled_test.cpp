// The built-in estimate against GNU Go on games that stop unsettled (tests/data/go/unsettled/,
// made by scripts/gnugo-games --unsettled): open frameworks, weak groups, games cut in the
// middle. In the suite RecordGnuGo, which the sanitizers' preset leaves out (the playouts take
// fifteen times as long there; go.RecordLife.* and go.Doubt*.* check their code).
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <map>
#include <string>
#include <vector>

#include "simulators/go/record_score.h"
#include "simulators/go/sgf.h"

namespace arbiter::go {
namespace {

// The records of a kind in tests/data/go/unsettled/ ("level3-9-", "cut-13-"), the first
// `count` by seed: a modest share of the collection, to keep the test short.
std::vector<std::filesystem::path> unsettled_records(const std::string& prefix, std::size_t count) {
  const std::filesystem::path folder =
      std::filesystem::path(ARBITER_TEST_DATA_DIR) / "go/unsettled";
  std::vector<std::filesystem::path> files;
  for (const auto& entry : std::filesystem::directory_iterator(folder)) {
    const std::string name = entry.path().filename().string();
    if (name.rfind(prefix, 0) == 0 && entry.path().extension() == ".sgf") {
      files.push_back(entry.path());
    }
  }
  std::sort(files.begin(), files.end());
  if (files.size() > count) files.resize(count);
  return files;
}

struct UnsettledOutcome {
  std::string result;  // Ours.
  std::string gnugo;   // RE: GNU Go's final_score.
  bool could_change = false;
};

UnsettledOutcome score_unsettled(const std::filesystem::path& path) {
  std::ifstream file(path, std::ios::binary);
  Reader reader(file, path.filename().string());
  const auto record = read_sgf_record(reader);
  if (!record || !record->info.result)
    throw std::runtime_error("no record with RE: " + path.string());
  ScoringOptions automatic;  // The markup holds GNU Go's dead stones: estimate instead.
  automatic.dead = DeadStones::kAuto;
  const ScoredGame scored = score_game(record->game, record->info, InputFormat::kSgf, automatic);
  return {scored.count->result(), *record->info.result,
          scored.doubt && scored.doubt->could_change_winner};
}

TEST(RecordGnuGo, GamesThatStopUnsettledAfterTwoPassesCountAsGnuGoCountsThem) {
  // GNU Go at level 3 passing early, with open frameworks and weak groups: every result equal.
  std::vector<std::filesystem::path> files = unsettled_records("level3-9-", 20);
  const auto larger = unsettled_records("level3-13-", 5);
  files.insert(files.end(), larger.begin(), larger.end());
  ASSERT_EQ(files.size(), 25U);
  for (const auto& path : files) {
    const UnsettledOutcome outcome = score_unsettled(path);
    EXPECT_EQ(outcome.result, outcome.gnugo) << path.filename();
  }
}

TEST(RecordGnuGo, GamesCutInTheMiddleNameGnuGosWinnerOrSayTheyCouldNot) {
  // Games cut after 36 moves at 9x9 and 70 at 13x13: GNU Go's final_score there is its own
  // estimate of open areas. A winner different from GNU Go's must be reported as one that
  // could change; margins are only counted.
  std::vector<std::filesystem::path> files = unsettled_records("cut-9-", 12);
  const auto larger = unsettled_records("cut-13-", 4);
  files.insert(files.end(), larger.begin(), larger.end());
  ASSERT_EQ(files.size(), 16U);
  int equal = 0;
  int other_winner = 0;
  for (const auto& path : files) {
    const UnsettledOutcome outcome = score_unsettled(path);
    equal += outcome.result == outcome.gnugo ? 1 : 0;
    if (outcome.result.front() == outcome.gnugo.front()) continue;
    ++other_winner;
    EXPECT_TRUE(outcome.could_change)
        << path.filename() << ": " << outcome.result << " against GNU Go's " << outcome.gnugo
        << ", and not said to be in doubt";
  }
  std::cout << equal << " of " << files.size() << " cut games equal to GNU Go's count, "
            << other_winner << " with another winner\n";
  EXPECT_LE(other_winner, 2);
}

}  // namespace
}  // namespace arbiter::go
