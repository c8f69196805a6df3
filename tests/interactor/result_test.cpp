#include "interactor/core/result.h"

#include <gtest/gtest.h>

#include <sstream>

namespace arbiter::interactor {
namespace {

GameResult official() {
  GameResult result;
  result.game = "g5-1";
  result.alphabet = "1234";
  result.seed = 9;
  result.points = 8;
  result.best = 153;
  result.verdict = Verdict::kOk;
  result.message = "stopped with 0 0 after 60 moves";
  result.moves = 60;
  result.breakdown = {60, 20, 40, 33};
  result.score = 153;
  result.wall_ms = 41;
  result.cpu_ms = 37;
  result.memory_kb = 5120;
  return result;
}

TEST(Result, JsonFieldsInOrder) {
  EXPECT_EQ(to_json(official()),
            "{\"game\":\"g5-1\",\"alphabet\":\"1234\",\"seed\":9,\"points\":8,\"best\":153,"
            "\"verdict\":\"OK\",\"score\":153,\"moves\":60,\"base\":60,\"runs\":20,\"sets\":40,"
            "\"alternation\":33,\"wall_ms\":41,\"cpu_ms\":37,\"memory_kb\":5120,\"grade\":8.000,"
            "\"message\":\"stopped with 0 0 "
            "after 60 moves\"}");
}

TEST(Result, NoSeedNoPointsForABoardFile) {
  // Moved in, not assigned from literals: GCC 12 warns falsely (-Wrestrict) on those.
  std::string game = "mine";
  std::string alphabet = "1";
  std::string message = "move 1: 7 1 is off the board (rows and columns are 1 to 6)";
  GameResult result;
  result.game = std::move(game);
  result.alphabet = std::move(alphabet);
  result.verdict = Verdict::kWrongAnswer;
  result.message = std::move(message);
  EXPECT_EQ(to_json(result),
            "{\"game\":\"mine\",\"alphabet\":\"1\",\"verdict\":\"WRONG_ANSWER\",\"score\":0,"
            "\"moves\":0,\"base\":0,\"runs\":0,\"sets\":0,\"alternation\":0,\"wall_ms\":0,"
            "\"cpu_ms\":0,\"memory_kb\":0,\"message\":\"move 1: 7 1 is off the board (rows and "
            "columns are 1 to 6)\"}");
}

TEST(Result, ReadsBackWhatItWrites) {
  const GameResult written = official();
  std::string line = to_json(written);
  line.push_back('\n');
  std::istringstream stream(line);
  Reader reader(stream, "r");
  const GameResult read = read_result(reader);
  EXPECT_EQ(read.game, written.game);
  EXPECT_EQ(read.alphabet, written.alphabet);
  EXPECT_EQ(read.seed, written.seed);
  EXPECT_EQ(read.cpu_ms, 37);
  EXPECT_EQ(read.memory_kb, 5120);
  EXPECT_EQ(read.points, 8);
  EXPECT_EQ(read.best, 153);
  EXPECT_EQ(read.verdict, Verdict::kOk);
  EXPECT_EQ(read.score, 153);
  EXPECT_EQ(read.moves, 60);
  EXPECT_EQ(read.breakdown, written.breakdown);
  EXPECT_EQ(read.wall_ms, 41);
  EXPECT_EQ(read.message, written.message);
}

TEST(Result, TheMemoryGuardIsWrittenWhenKnownAndChecked) {
  GameResult guarded = official();
  guarded.memory_guard = "cgroup v1";
  std::string line = to_json(guarded);
  EXPECT_NE(line.find(R"("memory_kb":5120,"memory_guard":"cgroup v1","grade")"), std::string::npos)
      << line;
  std::istringstream stream(line + "\n");
  Reader reader(stream, "r");
  EXPECT_EQ(read_result(reader).memory_guard, "cgroup v1");
  EXPECT_EQ(to_json(official()).find("memory_guard"), std::string::npos);
  const std::size_t at = line.find("cgroup v1");
  line.replace(at, 9, "cgroup v3");
  std::istringstream bad(line + "\n");
  Reader bad_reader(bad, "r");
  try {
    read_result(bad_reader);
    FAIL() << "accepted an unknown memory guard";
  } catch (const ParseError& error) {
    EXPECT_EQ(
        std::string(error.what()),
        "r:1:" + std::to_string(at) +
            R"(: field "memory_guard" must be "watch", "cgroup v1" or "cgroup v2", found "cgroup v3")");
  }
}

TEST(Result, UnknownVerdictIsReportedAtItsValue) {
  std::istringstream stream(
      "{\"game\":\"a\",\"alphabet\":\"1\",\"verdict\":\"FINE\",\"score\":0,\"moves\":0,"
      "\"base\":0,\"runs\":0,\"sets\":0,\"alternation\":0,\"wall_ms\":0,\"message\":\"\"}\n");
  Reader reader(stream, "r");
  try {
    read_result(reader);
    FAIL() << "accepted an unknown verdict";
  } catch (const ParseError& error) {
    EXPECT_EQ(std::string(error.what()), "r:1:38: unknown verdict \"FINE\"");
  }
}

std::string error_of(const std::string& line) {
  std::istringstream stream(line + "\n");
  Reader reader(stream, "r");
  try {
    read_result(reader);
  } catch (const ParseError& error) {
    return error.what();
  }
  return "no error";
}

TEST(Result, InconsistentLinesAreReportedAtTheWrongValue) {
  const std::string head = R"({"game":"a","alphabet":"1","verdict":)";
  // An OK game: score = base + runs + sets + alternation, base = moves.
  EXPECT_EQ(error_of(head + "\"OK\",\"score\":25,\"moves\":9,\"base\":9,\"runs\":0,\"sets\":16,"
                            "\"alternation\":0,\"wall_ms\":1,\"message\":\"\"}"),
            "no error");
  EXPECT_EQ(error_of(head + "\"OK\",\"score\":26,\"moves\":9,\"base\":9,\"runs\":0,\"sets\":16,"
                            "\"alternation\":0,\"wall_ms\":1,\"message\":\"\"}"),
            "r:1:51: score 26 is not base + runs + sets + alternation = 25");
  EXPECT_EQ(error_of(head + "\"OK\",\"score\":25,\"moves\":8,\"base\":9,\"runs\":0,\"sets\":16,"
                            "\"alternation\":0,\"wall_ms\":1,\"message\":\"\"}"),
            "r:1:71: base 9 of an OK game is not its number of moves, 8");
  // Any other verdict scores 0, parts included.
  EXPECT_EQ(error_of(head + "\"TIME_LIMIT\",\"score\":3,\"moves\":1,\"base\":1,\"runs\":2,"
                            "\"sets\":0,\"alternation\":0,\"wall_ms\":1,\"message\":\"\"}"),
            "r:1:59: a TIME_LIMIT game scores 0, but its score is 3");
  EXPECT_EQ(error_of(head + "\"RUNTIME_ERROR\",\"score\":0,\"moves\":1,\"base\":0,\"runs\":2,"
                            "\"sets\":0,\"alternation\":0,\"wall_ms\":1,\"message\":\"\"}"),
            "r:1:90: a RUNTIME_ERROR game scores 0, but its runs is 2");
}

TEST(Result, APairedGameSaysWhichBotAndDeal) {
  GameResult result = official();
  result.points = 0;
  result.best = 0;
  result.bot = PairedBot::kBaseline;
  result.deal = 12;
  const std::string line = to_json(result);
  EXPECT_EQ(line.substr(0, 83),
            "{\"game\":\"g5-1\",\"alphabet\":\"1234\",\"seed\":9,\"bot\":\"baseline\",\"deal\":12,"
            "\"verdict\":\"OK\"");
  std::istringstream stream(line + "\n");
  Reader reader(stream, "r");
  const GameResult back = read_result(reader);
  EXPECT_EQ(back.bot, PairedBot::kBaseline);
  EXPECT_EQ(back.deal, 12u);
  EXPECT_EQ(paired_bot_name(PairedBot::kCandidate), "candidate");
}

TEST(Result, PairingFieldsAreChecked) {
  const auto error_of = [](const std::string& pairing) {
    std::istringstream stream(
        R"({"game":"a","alphabet":"1",)" + pairing +
        "\"verdict\":\"OK\",\"score\":0,\"moves\":0,\"base\":0,\"runs\":0,\"sets\":0,"
        "\"alternation\":0,\"wall_ms\":0,\"message\":\"\"}\n");
    Reader reader(stream, "r");
    try {
      read_result(reader);
    } catch (const ParseError& error) {
      return std::string(error.what());
    }
    return std::string("no error");
  };
  EXPECT_EQ(error_of("\"bot\":\"candidate\",\"deal\":1,"), "no error");
  EXPECT_EQ(error_of("\"bot\":\"new\",\"deal\":1,"),
            "r:1:34: field \"bot\" must be \"candidate\" or \"baseline\", found \"new\"");
  EXPECT_EQ(error_of("\"bot\":\"baseline\","), "r:1:1: missing field \"deal\"");
  EXPECT_EQ(error_of("\"deal\":3,"), "r:1:1: missing field \"bot\"");
  EXPECT_EQ(error_of("\"bot\":\"baseline\",\"deal\":0,"),
            "r:1:52: field \"deal\" must be an integer in [1, 9223372036854775807]");
}

TEST(Result, GradeIsUncappedProportion) {
  GameResult result = official();
  result.score = 306;
  EXPECT_DOUBLE_EQ(result.grade(), 16.0);
  result.best = 0;
  EXPECT_DOUBLE_EQ(result.grade(), 0.0);
}

}  // namespace
}  // namespace arbiter::interactor
