// --format json: one object per frame on one line, every event with all its decisions.
#include "simulators/snooker/json_format.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <sstream>
#include <string>

#include "common/reader.h"
#include "simulators/snooker/judge_format.h"

namespace arbiter::snooker {
namespace {

// Two fouls by A, each followed by Play again; A's 15 reds and a pink; B clears to the pink;
// A's black levels the score at 28 : 28; B wins the lot and pots the black.
constexpr const char* kTieFrame =
    "1\nA B\nNone\nPlay again\nNone\nPlay again\n"
    "Red Red Red Red Red Red Red Red Red Red Red Red Red Red Red Red\nPink Pink\nYellow\n"
    "Yellow Yellow\nGreen Green\nBrown Brown\nBlue Blue\nPink Pink\nBlack\nBlack Black\nB\n"
    "Black Black\n";

std::string json_of(const std::string& input) {
  std::istringstream stream(input);
  Reader reader(stream, "frames.in");
  std::ostringstream out;
  for_each_frame(reader, {},
                 [&](const FrameRecord& frame) { write_json_frame(out, reader.source(), frame); });
  return out.str();
}

TEST(JsonFormat, OneLinePerFrame) {
  const std::string json = json_of(kTieFrame);
  EXPECT_EQ(std::count(json.begin(), json.end(), '\n'), 1);
  EXPECT_EQ(json.rfind(R"({"source":"frames.in","frame":1,"players":["A","B"],"events":[)", 0), 0u);
  EXPECT_TRUE(json.ends_with("],\"score\":[28,35],\"winner\":\"B\"}\n")) << json;
}

TEST(JsonFormat, FoulStroke) {
  EXPECT_NE(json_of(kTieFrame).find(
                "{\"line\":3,\"type\":\"stroke\",\"striker\":\"A\",\"ball_on\":\"Red\","
                "\"nominated\":false,\"hit\":null,\"potted\":[],\"foul\":true,"
                "\"fouls\":[\"hit-nothing\"],\"penalty\":4,\"points\":0,\"score\":[0,4],"
                "\"reds_left\":15,\"respot\":[],\"next\":{\"player\":\"B\",\"in_hand\":false},"
                "\"end\":\"continues\"}"),
            std::string::npos);
}

TEST(JsonFormat, PlayAgain) {
  EXPECT_NE(json_of(kTieFrame).find(
                "{\"line\":4,\"type\":\"play_again\",\"score\":[0,4],\"reds_left\":15,"
                "\"respot\":[],\"next\":{\"player\":\"A\",\"in_hand\":false},"
                "\"end\":\"continues\"}"),
            std::string::npos);
}

TEST(JsonFormat, NominatedColourRespotted) {
  EXPECT_NE(json_of(kTieFrame).find(
                "{\"line\":8,\"type\":\"stroke\",\"striker\":\"A\",\"ball_on\":\"Pink\","
                "\"nominated\":true,\"hit\":\"Pink\",\"potted\":[\"Pink\"],\"foul\":false,"
                "\"fouls\":[],\"penalty\":0,\"points\":6,\"score\":[21,8],\"reds_left\":0,"
                "\"respot\":[\"Pink\"],\"next\":null,\"end\":\"continues\"}"),
            std::string::npos);
}

TEST(JsonFormat, TieLotAndWin) {
  const std::string json = json_of(kTieFrame);
  EXPECT_NE(json.find("{\"line\":16,\"type\":\"stroke\",\"striker\":\"A\",\"ball_on\":\"Black\","
                      "\"nominated\":false,\"hit\":\"Black\",\"potted\":[\"Black\"],"
                      "\"foul\":false,\"fouls\":[],\"penalty\":0,\"points\":7,"
                      "\"score\":[28,28],\"reds_left\":0,\"respot\":[\"Black\"],\"next\":null,"
                      "\"end\":\"tie\"}"),
            std::string::npos);
  EXPECT_NE(json.find("{\"line\":17,\"type\":\"lot\",\"score\":[28,28],\"reds_left\":0,"
                      "\"respot\":[],\"next\":{\"player\":\"B\",\"in_hand\":true},"
                      "\"end\":\"continues\"}"),
            std::string::npos);
  EXPECT_NE(json.find("\"points\":7,\"score\":[28,35],\"reds_left\":0,\"respot\":[],"
                      "\"next\":null,\"end\":\"won\"}]"),
            std::string::npos);
}

TEST(JsonFormat, FoulNames) {
  EXPECT_EQ(foul_name(Foul::kHitNothing), "hit-nothing");
  EXPECT_EQ(foul_name(Foul::kWrongFirstHit), "wrong-first-hit");
  EXPECT_EQ(foul_name(Foul::kPottedNotOn), "potted-not-on");
  EXPECT_EQ(foul_name(Foul::kInOff), "in-off");
}

}  // namespace
}  // namespace arbiter::snooker
