// The GTP conversation of --dead gnugo, with a scripted engine in place of GNU Go: what is sent,
// how replies are read, and every way an engine's answer is refused.
#include "simulators/go/gtp.h"

#include <gtest/gtest.h>

#include <map>
#include <string>
#include <utility>
#include <vector>

#include "simulators/go/diagram.h"
#include "simulators/go/record_score.h"
#include "simulators/go/sgf.h"

namespace arbiter::go {
namespace {

using Replies = std::map<std::string, std::string>;

// An engine that answers "= " to every command but those given a reply, and logs them.
class ScriptedEngine : public GtpEngine {
 public:
  explicit ScriptedEngine(Replies replies) : replies_(std::move(replies)) {}
  std::string name() const override { return "Scripted"; }
  std::string exchange(const std::string& command) override {
    commands_.push_back(command);
    const auto reply = replies_.find(command);
    return reply == replies_.end() ? "= \n" : reply->second;
  }
  const std::vector<std::string>& commands() const { return commands_; }

 private:
  Replies replies_;
  std::vector<std::string> commands_;
};

// The message of the GtpError `action` throws, or "" when it throws none.
template <typename Action>
std::string gtp_error_of(Action action) {
  try {
    action();
  } catch (const GtpError& error) {
    return error.what();
  }
  return "";
}

TEST(GtpAnswer, TakesTheTextAfterTheEqualsSign) {
  EXPECT_EQ(gtp_answer("E", "final_status_list dead", "= D4 C3\nQ16\n"), "D4 C3\nQ16");
  EXPECT_EQ(gtp_answer("E", "clear_board", "= \n"), "");
  EXPECT_EQ(gtp_answer("E", "boardsize 9", "=12 \n"), "");  // With a command id.
}

TEST(GtpAnswer, ARefusalOrAnythingElseIsAnErrorSayingWhatCame) {
  EXPECT_EQ(gtp_error_of([] { gtp_answer("GNU Go", "boardsize 25", "? unacceptable size\n"); }),
            "GNU Go refused 'boardsize 25': '? unacceptable size'");
  EXPECT_EQ(gtp_error_of([] { gtp_answer("GNU Go", "clear_board", "hello\nthere\n"); }),
            "GNU Go answered 'clear_board' with 'hello / there'");
  EXPECT_EQ(gtp_error_of([] { gtp_answer("GNU Go", "clear_board", ""); }),
            "GNU Go answered 'clear_board' with nothing");
}

TEST(GtpPoint, NamesPointsAsGtpDoes) {
  EXPECT_EQ(gtp_point({0, 0}, 19), "A19");
  EXPECT_EQ(gtp_point({3, 15}, 19), "D4");
  EXPECT_EQ(gtp_point({8, 8}, 9), "J1");  // No I.
  EXPECT_EQ(gtp_point({24, 0}, 25), "Z25");
  EXPECT_EQ(parse_point(gtp_point({7, 2}, 13), 13), (Point{7, 2}));
}

TEST(JudgeLifeByGtp, SetsUpThePositionThenAsksForDeadStonesSekiAndTerritory) {
  const Board board = parse_diagram(R"(
    . X O .
    X X O .
    . X O O
    . X O .
  )");
  ScriptedEngine engine({{"final_status_list dead", "= B4 C2\n\n"},
                         {"final_status_list seki", "= C4\nC3 \n"},
                         {"final_status_list black_territory", "= A4 A2\n"},
                         {"final_status_list white_territory", "= D4 D1\n"}});
  const LifeEstimate judged = judge_life_by_gtp(engine, board);
  EXPECT_EQ(
      engine.commands(),
      (std::vector<std::string>{
          "boardsize 4", "clear_board", "play black B4", "play white C4", "play black A3",
          "play black B3", "play white C3", "play black B2", "play white C2", "play white D2",
          "play black B1", "play white C1", "final_status_list dead", "final_status_list seki",
          "final_status_list black_territory", "final_status_list white_territory"}));
  PointFlags dead(16, false);
  dead[flag_index(4, {1, 0})] = dead[flag_index(4, {2, 2})] = true;
  EXPECT_EQ(judged.dead, dead);
  PointFlags seki(16, false);
  seki[flag_index(4, {2, 0})] = seki[flag_index(4, {2, 1})] = true;
  EXPECT_EQ(judged.seki, seki);
  std::vector<Color> owner(16, Color::kEmpty);  // A3 and D3 are GNU Go's dame.
  owner[flag_index(4, {0, 0})] = owner[flag_index(4, {0, 2})] = Color::kBlack;
  owner[flag_index(4, {3, 0})] = owner[flag_index(4, {3, 3})] = Color::kWhite;
  EXPECT_EQ(judged.owner, owner);
}

TEST(JudgeLifeByGtp, PassesForTheOtherSideWhenTheLastStoneSetUpWasTheSideToMove) {
  // GTP engines take the side after the last play to move; the last stone set up here is
  // White's (B2), so Black is to move unless told otherwise by a pass.
  const Board board = parse_diagram(R"(
    X .
    . O
  )");
  const std::vector<std::string> set_up{"boardsize 2", "clear_board", "play black A2",
                                        "play white B1"};
  const std::vector<std::string> asked{"final_status_list dead", "final_status_list seki",
                                       "final_status_list black_territory",
                                       "final_status_list white_territory"};
  const auto commands_for = [&](std::optional<Color> to_move) {
    ScriptedEngine engine({});
    judge_life_by_gtp(engine, board, to_move);
    return engine.commands();
  };
  std::vector<std::string> expected = set_up;
  expected.insert(expected.end(), asked.begin(), asked.end());
  EXPECT_EQ(commands_for(std::nullopt), expected);
  EXPECT_EQ(commands_for(Color::kBlack), expected);
  expected = set_up;
  expected.emplace_back("play black pass");
  expected.insert(expected.end(), asked.begin(), asked.end());
  EXPECT_EQ(commands_for(Color::kWhite), expected);
  // On an empty board Black is to move: White to move takes Black's pass.
  ScriptedEngine empty({});
  judge_life_by_gtp(empty, Board(2), Color::kWhite);
  EXPECT_EQ(empty.commands()[2], "play black pass");
}

TEST(ScoreWithGnuGo, TellsTheJudgeWhoseTurnTheRecordLeaves) {
  const auto to_move_of = [](const std::string& text) {
    std::istringstream sgf(text);
    Reader reader(sgf, "turn.sgf");
    const auto record = read_sgf_record(reader);
    ScoringOptions options;
    options.dead = DeadStones::kGnuGo;
    std::optional<Color> told;
    const LifeJudge judge = [&](const Board& board, std::optional<Color> to_move) {
      told = to_move;
      return LifeEstimate{PointFlags(flag_count(board.size()), false),
                          PointFlags(flag_count(board.size()), false),
                          {},
                          {},
                          {}};
    };
    score_game(record->game, record->info, InputFormat::kSgf, options, judge);
    return told;
  };
  EXPECT_EQ(to_move_of("(;SZ[5];B[aa];W[bb])"), Color::kBlack);
  EXPECT_EQ(to_move_of("(;SZ[5];B[aa];W[bb];B[])"), Color::kWhite);  // After Black's pass.
  EXPECT_EQ(to_move_of("(;SZ[5];B[aa];W[bb];PL[W])"), Color::kWhite);
  EXPECT_EQ(to_move_of("(;SZ[5];B[aa];PL[white])"), Color::kWhite);
  EXPECT_EQ(to_move_of("(;SZ[5]AB[aa]AW[bb])"), std::nullopt);
}

TEST(JudgeLifeByGtp, RefusesAPointOffTheBoardOrWithoutAStone) {
  const Board board = parse_diagram(R"(
    X .
    . O
  )");
  ScriptedEngine off_board(Replies{{"final_status_list dead", "= C1\n"}});
  EXPECT_EQ(gtp_error_of([&] { judge_life_by_gtp(off_board, board); }),
            "Scripted answered 'final_status_list dead' with C1, which is not a point of the 2x2 "
            "board");
  ScriptedEngine empty_point(Replies{{"final_status_list seki", "= B2\n"}});
  EXPECT_EQ(gtp_error_of([&] { judge_life_by_gtp(empty_point, board); }),
            "Scripted answered 'final_status_list seki' with B2, where the position has no stone");
  ScriptedEngine sgf_name(Replies{{"final_status_list dead", "= aa\n"}});
  EXPECT_NE(gtp_error_of([&] { judge_life_by_gtp(sgf_name, board); }), "");
  ScriptedEngine territory_off_board(Replies{{"final_status_list white_territory", "= A3\n"}});
  EXPECT_EQ(gtp_error_of([&] { judge_life_by_gtp(territory_off_board, board); }),
            "Scripted answered 'final_status_list white_territory' with A3, which is not a point "
            "of the 2x2 board");
}

TEST(JudgeLifeByGtp, AnEngineRefusingThePositionStopsIt) {
  const Board board = parse_diagram(R"(
    X O
    . .
  )");
  ScriptedEngine engine(Replies{{"play white B2", "? illegal move\n"}});
  EXPECT_EQ(gtp_error_of([&] { judge_life_by_gtp(engine, board); }),
            "Scripted refused 'play white B2': '? illegal move'");
  EXPECT_EQ(engine.commands().back(), "play white B2");
}

TEST(ScoreWithGnuGo, CountsWithTheJudgesDeadStones) {
  std::istringstream sgf("(;SZ[5]RU[Chinese]KM[0.5];B[cb];W[ca];B[cc];W[aa];B[cd];W[da];B[ce])");
  Reader reader(sgf, "judged.sgf");
  const auto record = read_sgf_record(reader);
  ASSERT_TRUE(record);
  ScoringOptions options;
  options.dead = DeadStones::kGnuGo;
  int asked = 0;
  const LifeJudge judge = [&](const Board& board, std::optional<Color> /*to_move*/) {
    ++asked;
    LifeEstimate judged{PointFlags(flag_count(board.size()), false),
                        PointFlags(flag_count(board.size()), false),
                        {},
                        {},
                        {}};
    for (const Point p : {Point{2, 0}, Point{0, 0}, Point{3, 0}}) {
      judged.dead[flag_index(board.size(), p)] = true;
    }
    return judged;
  };
  const ScoredGame scored =
      score_game(record->game, record->info, InputFormat::kSgf, options, judge);
  EXPECT_EQ(asked, 1);
  EXPECT_EQ(scored.dead_source, DeadStones::kGnuGo);
  ASSERT_TRUE(scored.count);
  EXPECT_EQ(scored.count->black.dead, 3);
  EXPECT_EQ(scored.count->result(), "B+24.5");  // All 25 points Black's, komi 0.5.
  EXPECT_THROW(score_game(record->game, record->info, InputFormat::kSgf, options),
               std::invalid_argument);  // kGnuGo without a judge.
}

TEST(ScoreWithGnuGo, CountsAnOpenAreaAsTheJudgeOwnsIt) {
  // Black's wall on the left, White's on the right, two columns open between them: the judge
  // gives three of their points to Black and one to White and leaves the rest to nobody (its
  // dame), where without owners the whole area would be nobody's.
  std::istringstream sgf(
      "(;SZ[4]RU[Chinese]KM[0.5];B[aa];W[da];B[ab];W[db];B[ac];W[dc];B[ad];W[dd])");
  Reader reader(sgf, "open.sgf");
  const auto record = read_sgf_record(reader);
  ASSERT_TRUE(record);
  ScoringOptions options;
  options.dead = DeadStones::kGnuGo;
  const auto nobody_dead = [](const Board& board, std::optional<Color> /*to_move*/ = {}) {
    return LifeEstimate{PointFlags(flag_count(board.size()), false),
                        PointFlags(flag_count(board.size()), false),
                        {},
                        {},
                        {}};
  };
  const LifeJudge judge = [&](const Board& board, std::optional<Color> /*to_move*/) {
    LifeEstimate judged = nobody_dead(board);
    judged.owner.assign(flag_count(board.size()), Color::kEmpty);
    for (const Point p : {Point{1, 0}, Point{1, 1}, Point{2, 0}}) {
      judged.owner[flag_index(board.size(), p)] = Color::kBlack;
    }
    judged.owner[flag_index(board.size(), {2, 3})] = Color::kWhite;
    return judged;
  };
  const ScoredGame scored =
      score_game(record->game, record->info, InputFormat::kSgf, options, judge);
  ASSERT_TRUE(scored.count);
  EXPECT_EQ(scored.count->black.territory, 3);
  EXPECT_EQ(scored.count->white.territory, 1);
  EXPECT_EQ(scored.count->result(), "B+1.5");  // 4 + 3 against 4 + 1 + komi 0.5.
  const ScoredGame without_owners =
      score_game(record->game, record->info, InputFormat::kSgf, options, nobody_dead);
  EXPECT_EQ(without_owners.count->result(), "W+0.5");
}

}  // namespace
}  // namespace arbiter::go
