// Randomised consistency: thousands of generated legal frames (tests/snooker/frame_generator.h),
// refereed stroke by stroke with the invariants checked after every event, then written as
// judge input with random layout and read back through the judge-format reader, which must
// reach the same decisions.
#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <map>
#include <sstream>
#include <string>
#include <vector>

#include "common/reader.h"
#include "simulators/snooker/judge_format.h"
#include "tests/snooker/frame_generator.h"

namespace arbiter::snooker {
namespace {

constexpr int kFrames = 3000;
// No real frame comes near this; a generated one that does has stopped making progress.
constexpr int kMaxEvents = 2000;

// How often each situation came up over all frames, so that the test fails if the generator
// stops exercising a rule.
struct Coverage {
  std::map<Foul, int> fouls;
  int play_again = 0;
  int ties = 0;
  int in_hand_turns = 0;
  std::array<int, 2> wins{};
};

// How far Frame::points_on_table (8 per red, plus the colours on the table) falls over one
// event, checked against what the event did: every red that goes down, legally or in a foul,
// takes 8 off; a colour potted legally in the second phase takes its value off, unless it is
// the last black respotted for a tie; respotted colours, misses, Play again and lots take
// nothing off.
void check_points_on_table(const Frame& before, const Frame& after, const Event& event,
                           const Decisions& decisions) {
  const int fall = before.points_on_table() - after.points_on_table();
  const Stroke* stroke = std::get_if<Stroke>(&event);
  if (!stroke) {
    EXPECT_EQ(fall, 0) << "a Play again or a lot changed the table";
    return;
  }
  const int reds_potted =
      static_cast<int>(std::count(stroke->potted.begin(), stroke->potted.end(), Ball::kRed));
  if (decisions.foul()) {
    EXPECT_EQ(fall, 8 * reds_potted) << "a foul takes off only the reds it pots";
  } else if (before.colour_on()) {
    EXPECT_EQ(fall, 0) << "the colour after a red is respotted";
  } else if (before.reds() > 0) {
    EXPECT_EQ(decisions.points, reds_potted);
    EXPECT_EQ(fall, 8 * decisions.points) << "a legal pot of n reds takes 8n off";
  } else {
    EXPECT_EQ(fall, decisions.end == FrameEnd::kTie ? 0 : decisions.points)
        << "a legal second-phase pot takes off exactly what it scores";
  }
}

// Checks what must hold between `before` and `after` for one event and its decisions.
void check_event(const Frame& before, const Frame& after, const Event& event,
                 const Decisions& decisions, Coverage& coverage) {
  ASSERT_NO_THROW(after.check_invariants());
  for (int player = 0; player < 2; ++player) {
    const auto p = static_cast<std::size_t>(player);
    EXPECT_GE(after.score()[p], before.score()[p]) << "a score fell";
  }
  EXPECT_LE(after.reds(), before.reds()) << "reds rose";
  EXPECT_LE(after.points_on_table(), before.points_on_table()) << "points on the table rose";
  EXPECT_EQ(decisions.score, after.score());
  EXPECT_EQ(decisions.reds_left, after.reds());
  const int gained =
      (after.score()[0] - before.score()[0]) + (after.score()[1] - before.score()[1]);
  EXPECT_EQ(gained, decisions.points + decisions.penalty) << "points appeared from nowhere";
  check_points_on_table(before, after, event, decisions);
  if (!std::holds_alternative<Stroke>(event)) {
    EXPECT_EQ(gained, 0);
    EXPECT_TRUE(decisions.next_turn.has_value());
    if (std::holds_alternative<PlayAgain>(event)) ++coverage.play_again;
    return;
  }
  if (decisions.foul()) {
    EXPECT_GE(decisions.penalty, 4);
    EXPECT_LE(decisions.penalty, 7);
    EXPECT_EQ(decisions.points, 0);
    for (const Foul foul : decisions.fouls) ++coverage.fouls[foul];
  } else {
    EXPECT_EQ(decisions.penalty, 0);
    // A legal stroke scores at most what was on the table.
    EXPECT_LE(decisions.points, before.points_on_table());
  }
  if (decisions.end == FrameEnd::kTie) ++coverage.ties;
  if (decisions.end == FrameEnd::kWon) ++coverage.wins[decisions.winner];
  if (decisions.end == FrameEnd::kContinues && !decisions.next_turn) {
    EXPECT_FALSE(decisions.foul()) << "the striker continues only after a legal pot";
    EXPECT_GT(decisions.points, 0);
    EXPECT_EQ(after.turn().player, before.turn().player);
  }
  if (decisions.next_turn && decisions.next_turn->in_hand) ++coverage.in_hand_turns;
}

// Generates one frame, checking every event; returns it as a record.
FrameRecord generate_frame(testing::FrameGenerator& generator, int number, Coverage& coverage) {
  FrameRecord record;
  record.number = number;
  record.players = {"Alice", "Bob"};
  Frame frame;
  while (!frame.over() && static_cast<int>(record.events.size()) < kMaxEvents) {
    const Event event = generator.next(frame);
    const auto defect = frame.defect(event);
    EXPECT_FALSE(defect.has_value()) << "generated an impossible event: " << defect->message;
    if (defect) break;
    const Frame before = frame;
    const Decisions decisions = frame.apply(event);
    check_event(before, frame, event, decisions, coverage);
    record.events.push_back({event, decisions, 0});
  }
  EXPECT_TRUE(frame.over()) << "frame " << number << " did not end in " << kMaxEvents << " events";
  return record;
}

TEST(SnookerConsistency, GeneratedFramesKeepEveryInvariantAndReadBackIdentically) {
  testing::FrameGenerator generator(20240611);
  Coverage coverage;
  std::vector<FrameRecord> generated;
  for (int number = 1; number <= kFrames; ++number) {
    // The judge format holds at most 200 frames an input, so number them per batch of 200.
    const int in_batch = (number - 1) % kMaxFrames + 1;
    generated.push_back(generate_frame(generator, in_batch, coverage));
    if (::testing::Test::HasFailure()) return;
  }
  // Write the frames as judge inputs of 200 frames, with the layout the format tolerates.
  std::vector<FrameRecord> read_back;
  for (std::size_t batch = 0; batch * kMaxFrames < generated.size(); ++batch) {
    std::ostringstream text;
    text << kMaxFrames << (generator.chance(50) ? "\r\n" : "\n");
    for (std::size_t i = batch * kMaxFrames; i < (batch + 1) * kMaxFrames; ++i) {
      const FrameRecord& frame = generated[i];
      text << (generator.chance(70) ? "\n" : "") << frame.players[0] << ' ' << frame.players[1]
           << '\n';
      for (const EventRecord& event : frame.events) {
        text << generator.line(event.event, frame.players) << (generator.chance(5) ? "\n\n" : "\n");
      }
    }
    std::istringstream stream(text.str());
    Reader reader(stream, "generated.in");
    ASSERT_NO_THROW(
        for_each_frame(reader, {}, [&](const FrameRecord& frame) { read_back.push_back(frame); }));
  }
  ASSERT_EQ(read_back.size(), generated.size());
  for (std::size_t i = 0; i < generated.size(); ++i) {
    ASSERT_EQ(read_back[i].events.size(), generated[i].events.size()) << "frame " << i;
    for (std::size_t e = 0; e < generated[i].events.size(); ++e) {
      ASSERT_EQ(read_back[i].events[e].event, generated[i].events[e].event);
      ASSERT_EQ(read_back[i].events[e].decisions, generated[i].events[e].decisions);
    }
  }
  // The generator must keep reaching every rule: a vacuous run proves nothing.
  for (const Foul foul :
       {Foul::kHitNothing, Foul::kWrongFirstHit, Foul::kPottedNotOn, Foul::kInOff}) {
    EXPECT_GE(coverage.fouls[foul], 3000) << "foul " << static_cast<int>(foul);
  }
  EXPECT_GE(coverage.play_again, 3000);
  EXPECT_GE(coverage.ties, 50);
  EXPECT_GE(coverage.in_hand_turns, 3000);
  EXPECT_GE(coverage.wins[0], 1000);
  EXPECT_GE(coverage.wins[1], 1000);
}

}  // namespace
}  // namespace arbiter::snooker
