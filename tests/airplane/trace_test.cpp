// The hand-built dice game (tests/data/airplane/hand-built.dice): it forces pity launches,
// battles, a bounce and a stacked arrival, and every one of them is checked here as an event
// and as the line the trace writes for it.
#include <gtest/gtest.h>

#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "common/reader.h"
#include "simulators/airplane/judge_format.h"
#include "simulators/airplane/trace_writer.h"

namespace arbiter::airplane {
namespace {

// Keeps what the tests look at.
class Recorder : public Trace {
 public:
  std::vector<std::pair<int, LaunchCause>> launches;  // player, cause
  std::vector<BattleEvent> battles;
  std::vector<MoveEvent> moves;
  std::vector<std::pair<int, int>> homes;  // player, pieces
  void on_launch(int player, int /*piece*/, LaunchCause cause) override {
    launches.emplace_back(player, cause);
  }
  void on_battle(const BattleEvent& battle) override { battles.push_back(battle); }
  void on_move(const MoveEvent& move) override { moves.push_back(move); }
  void on_home(int player, int pieces, int /*points*/) override {
    homes.emplace_back(player, pieces);
  }
};

std::vector<std::uint8_t> hand_built_rolls() {
  const std::string path = std::string(ARBITER_TEST_DATA_DIR) + "/airplane/hand-built.dice";
  std::ifstream file(path, std::ios::binary);
  EXPECT_TRUE(file.is_open()) << "cannot open " << path;
  Reader reader(file, path);
  return read_rolls(reader);
}

TEST(HandBuiltGame, ForcesPityBattleBounceAndStackedArrival) {
  RecordedDice dice(hand_built_rolls());
  Recorder recorder;
  const Outcome outcome = play_game(dice, airplane::Setup{}, &recorder);
  ASSERT_EQ(outcome.ending, Ending::kWon);
  EXPECT_EQ(outcome.rolls, 89);
  EXPECT_EQ(dice.used(), dice.size());
  EXPECT_EQ(outcome.winner, 0);
  // Alice: 60 (first piece home, 12 others left) + 5 (shoots David) + 12 (run 3 3 3)
  // + 3 (run 3 3) + 180 (three pieces home) + 50 (win). Bob: 5 (shoots Carol) + 1 (run 5 5)
  // + 180 (run of seven 1s, scored at the end). Carol: 144 (seven 2s). David: 5 + 180.
  EXPECT_EQ(outcome.state.scores, (std::array<int, 4>{310, 186, 144, 185}));

  int pity = 0;
  for (const auto& [player, cause] : recorder.launches) pity += cause == LaunchCause::kPity ? 1 : 0;
  EXPECT_EQ(pity, 4);  // each player's tenth skip

  ASSERT_EQ(recorder.battles.size(), 3u);
  const BattleEvent& first = recorder.battles[0];
  EXPECT_EQ(first.attacker, 1);  // Bob, by combo onto grid 27, Carol's first grid
  EXPECT_EQ(first.defender, 2);
  EXPECT_EQ(first.grid, 27);
  EXPECT_EQ(first.defenders_lost, 1);
  EXPECT_EQ(first.attackers_lost, 0);

  int bounces = 0;
  for (const MoveEvent& move : recorder.moves) bounces += move.landing.bounced ? 1 : 0;
  EXPECT_EQ(bounces, 1);
  const MoveEvent& bounce = recorder.moves[recorder.moves.size() - 2];
  EXPECT_TRUE(bounce.landing.bounced);
  EXPECT_EQ(bounce.pieces, 3);
  EXPECT_EQ(bounce.from, kEntry + 2);
  EXPECT_EQ(bounce.landing.step, kEntry + 4);  // 2 + 6 = 8, back to 12 - 8 = 4

  ASSERT_EQ(recorder.homes.size(), 2u);
  EXPECT_EQ(recorder.homes[1], (std::pair<int, int>{0, 3}));  // the stack of three
}

TEST(HandBuiltGame, TheTraceReadsRollByRoll) {
  RecordedDice dice(hand_built_rolls());
  std::ostringstream text;
  TraceWriter writer(text);
  const Outcome outcome = play_game(dice, airplane::Setup{}, &writer);
  write_trace_summary(text, outcome);
  const std::string trace = text.str();
  for (const char* line : {
           "#1 Alice rolls 1\n    Alice has nothing to move (skip 1 of 10)\n",
           "#37 Alice rolls 5\n    Alice has nothing to move (skip 10 of 10)\n"
           "    Alice launches by pity piece 1 from the Hanger to Launch\n",
           "#46 Bob rolls 5\n    Bob moves piece 1: grid 18 -> grid 23, combo -> grid 27\n"
           "    battle on grid 27: Bob (1 piece) attacks Carol (1 piece); Carol loses 1, Bob loses "
           "0; Bob +5, Carol +0\n",
           "#50 Alice rolls 6 (bonus roll)\n",
           "    Alice moves piece 1: grid 8 -> grid 14, combo + shortcut -> grid 30\n",
           "    Alice moves piece 4: Launch -> grid 3, stacks with 1 piece there\n",
           "    Alice moves piece 2 with its stack (3 pieces): stretch 2 -> stretch 4 (bounced "
           "back "
           "from home)\n",
           "    Alice: 3 pieces home, +180\n    Alice has all four pieces home and wins, +50\n"
           "    Bob: run of 7 rolls of 1 ends, +180\n",
           "after 89 rolls: Alice 310, Bob 186, Carol 144, David 185\n",
       }) {
    EXPECT_NE(trace.find(line), std::string::npos) << "missing:\n" << line;
  }
}

}  // namespace
}  // namespace arbiter::airplane
