// LearnedStrategy's choice of search: the staged search's switch from the expectimax to the
// hybrid and the budget it hands over (what is left, no more, no less, and nothing once the
// expectimax has spent it all); the switch between the beams without a network and a
// search with one as the types seen grow; strongest_search's table and auto's choice by the
// lines a game buys.
#include "bot/search/learned_strategy.h"

#include <gtest/gtest.h>

#include <chrono>
#include <cstdint>
#include <optional>
#include <vector>

#include "bot/offline.h"
#include "common/random.h"
#include "tests/bot/fixtures.h"
#include "tests/bot/search_recorder.h"
#include "tests/bot/value_fixtures.h"

namespace arbiter::bot {
namespace {

using solitaire::Position;

TEST(LearnedStrategy, TheStagedSearchHandsOverToTheHybridAtItsPiecesWithTheBudgetLeft) {
  const std::vector<value::Network> networks = {fixtures::noise_network("1234", 1, 7)};
  LearnedSettings learned;
  learned.search = SearchKind::kStaged;
  learned.hybrid_from_pieces = 80;
  SearchSettings beams;
  beams.value_beam_width = 2;
  for (std::uint64_t deal = 1; deal <= 3; ++deal) {
    const World world = fixtures::deal_of("1234", deal);
    GameBudget budget = GameBudget::of_work(40'000);
    LearnedStrategy strategy(networks, learned, ValueSearchSettings{}, beams, budget);
    SearchRecorder recorder(strategy, pieces_left);
    const Position end = play_offline(world, recorder);
    EXPECT_EQ(end.legal_moves(), 0u) << "deal " << deal;
    bool handed_over = false;
    for (const SearchRecorder::Move& move : recorder.moves()) {
      // A lone legal move is played by whichever search is on; the rest follow the pieces.
      const SearchKind expected = move.before > 80 ? SearchKind::kValue : SearchKind::kHybrid;
      EXPECT_EQ(move.search, expected) << "deal " << deal << ", " << move.before << " left";
      handed_over = handed_over || move.search == SearchKind::kHybrid;
    }
    EXPECT_TRUE(handed_over) << "deal " << deal;
    // One budget for the whole game, whichever search spent it: the hybrid gets what the
    // expectimax left, and a move may overrun by at most its last world.
    EXPECT_LE(strategy.work(), 40'000u + 10'000u) << "deal " << deal;
  }
}

// Passes each choice to a LearnedStrategy and notes the work done when the hybrid took over.
// Once the hybrid has done more than `most_hybrid_work`, it ends the game: a hybrid whose
// budget wrapped around would search each move's most worlds to the end of the game.
class HandOverWatch final : public Strategy {
 public:
  HandOverWatch(LearnedStrategy& learned, std::uint64_t most_hybrid_work)
      : learned_(learned), most_hybrid_work_(most_hybrid_work) {}
  std::optional<int> choose(const View& view) override {
    if (handed_over_at_ && learned_.work() - *handed_over_at_ > most_hybrid_work_) {
      return std::nullopt;
    }
    const std::uint64_t before = learned_.work();
    const std::optional<int> cell = learned_.choose(view);
    if (!handed_over_at_ && learned_.playing() == SearchKind::kHybrid) handed_over_at_ = before;
    return cell;
  }
  /// The work of the expectimax, all done before the hybrid's first move.
  std::optional<std::uint64_t> handed_over_at() const { return handed_over_at_; }

 private:
  LearnedStrategy& learned_;
  std::uint64_t most_hybrid_work_;
  std::optional<std::uint64_t> handed_over_at_;
};

// The staged search at a budget of `budget` nodes, its expectimax at two plies a move whatever
// the budget (so that it spends what the test needs), the hybrid from 80 pieces left.
struct StagedAtTwoPlies {
  explicit StagedAtTwoPlies(std::uint64_t budget) {
    learned.search = SearchKind::kStaged;
    learned.hybrid_from_pieces = 80;
    expectimax.plies = 2;
    game.game_work = budget;
    beams.value_beam_width = 2;
  }
  LearnedSettings learned;
  ValueSearchSettings expectimax;
  SearchSettings beams;
  BudgetSettings game;
};

TEST(LearnedStrategy, TheHybridSpendsWhatTheExpectimaxLeftOfTheBudgetNoMoreNoLess) {
  // The expectimax spends a fifth to a quarter of the budget on these deals, and the hybrid
  // all the rest but a few of its nodes: its games go on long after it took over. Given the
  // whole budget instead, it would spend a quarter to a third more than is left; given less,
  // less.
  const std::vector<value::Network> networks = {fixtures::noise_network("1234", 1, 7)};
  constexpr std::uint64_t kBudget = 10'000;
  const StagedAtTwoPlies staged(kBudget);
  for (const std::uint64_t deal : {1, 2, 4, 6}) {
    GameBudget budget(staged.game, GameBudget::Clock::now());
    LearnedStrategy strategy(networks, staged.learned, staged.expectimax, staged.beams, budget);
    HandOverWatch watch(strategy, kBudget);
    const Position end = play_offline(fixtures::deal_of("1234", deal), watch);
    EXPECT_EQ(end.legal_moves(), 0U) << "deal " << deal;
    ASSERT_TRUE(watch.handed_over_at()) << "deal " << deal;
    const std::uint64_t expectimax = *watch.handed_over_at();
    ASSERT_GT(expectimax, kBudget / 8) << "deal " << deal;
    ASSERT_LT(expectimax, kBudget / 2) << "deal " << deal;
    const auto left = static_cast<double>(kBudget - expectimax);
    const auto hybrid = static_cast<double>(strategy.work() - expectimax);
    EXPECT_LE(hybrid, left * 1.05) << "deal " << deal << ", the expectimax spent " << expectimax;
    EXPECT_GE(hybrid, left * 0.95) << "deal " << deal << ", the expectimax spent " << expectimax;
  }
}

TEST(LearnedStrategy, TheHybridGetsNothingOnceTheExpectimaxSpentTheWholeBudget) {
  // Two plies a move cost the expectimax more than the budget before the hand-over: the
  // hybrid's budget is 0, not what is left wrapped around, so it plays the greedy's moves.
  const std::vector<value::Network> networks = {fixtures::noise_network("1234", 1, 7)};
  constexpr std::uint64_t kBudget = 2'000;
  const StagedAtTwoPlies staged(kBudget);
  for (const std::uint64_t deal : {1, 3, 4, 6}) {
    GameBudget budget(staged.game, GameBudget::Clock::now());
    LearnedStrategy strategy(networks, staged.learned, staged.expectimax, staged.beams, budget);
    HandOverWatch watch(strategy, 0);
    const Position end = play_offline(fixtures::deal_of("1234", deal), watch);
    EXPECT_EQ(end.legal_moves(), 0U) << "deal " << deal << ": the hybrid searched";
    ASSERT_TRUE(watch.handed_over_at()) << "deal " << deal;
    EXPECT_GT(*watch.handed_over_at(), kBudget) << "deal " << deal;
    EXPECT_EQ(strategy.work(), *watch.handed_over_at()) << "deal " << deal;
  }
}

TEST(LearnedStrategy, WithoutANetworkForTheTypesSeenItPlaysTheBeams) {
  const std::vector<value::Network> networks = {fixtures::noise_network("12", 1, 7)};
  LearnedSettings learned;
  learned.search = SearchKind::kHybrid;
  SearchSettings beams;
  beams.worlds_per_move = 1;
  beams.beam_width = 2;
  GameBudget budget({}, GameBudget::Clock::now());
  LearnedStrategy strategy(networks, learned, ValueSearchSettings{}, beams, budget);
  SearchRecorder recorder(strategy, pieces_left);
  play_offline(fixtures::deal_of("1234", 1), recorder);
  ASSERT_FALSE(recorder.moves().empty());
  for (const SearchRecorder::Move& move : recorder.moves()) EXPECT_EQ(move.search, std::nullopt);
}

TEST(LearnedStrategy, StrongestSearchIsTheMeasuredTable) {
  const auto strongest = [](const char* letters, double lines) {
    return strongest_search(*solitaire::Alphabet::parse(letters), lines);
  };
  for (const double lines : {0.0, 1e6, 1.25e6, 1e7}) {
    SCOPED_TRACE(lines);
    EXPECT_EQ(strongest("12", lines), SearchKind::kValue);
    EXPECT_EQ(strongest("1234tlds", lines), SearchKind::kHybrid);
    for (const char* letters : {"s", "1", "tld", "13"}) {
      EXPECT_EQ(strongest(letters, lines), std::nullopt);
    }
  }
  // On 1234 the staged search is stronger while a game buys few lines, the hybrid beyond.
  EXPECT_EQ(strongest("1234", 0), SearchKind::kStaged);
  EXPECT_EQ(strongest("1234", 1.25e6 - 1), SearchKind::kStaged);
  EXPECT_EQ(strongest("1234", 1.25e6), SearchKind::kHybrid);
  EXPECT_EQ(strongest("1234", 4e6), SearchKind::kHybrid);

  for (const char* letters : {"12", "1234", "1234tlds"}) {
    EXPECT_TRUE(learned_search_plays(*solitaire::Alphabet::parse(letters))) << letters;
  }
  for (const char* letters : {"s", "1", "tld", "13"}) {
    EXPECT_FALSE(learned_search_plays(*solitaire::Alphabet::parse(letters))) << letters;
  }
  EXPECT_TRUE(choice_depends_on_speed(*solitaire::Alphabet::parse("1234")));
  EXPECT_FALSE(choice_depends_on_speed(*solitaire::Alphabet::parse("12")));
  EXPECT_FALSE(choice_depends_on_speed(*solitaire::Alphabet::parse("1234tlds")));
}

// The search auto plays first on a deal of 1234 under `budget`.
std::optional<SearchKind> auto_search_under(GameBudget& budget) {
  const std::vector<value::Network> networks = {fixtures::noise_network("1234", 1, 7)};
  SearchSettings beams;  // One world a move and one ply: a move costs little on any budget.
  beams.value_beam_width = 2;
  beams.worlds_per_move = 1;
  ValueSearchSettings expectimax;
  expectimax.plies = 1;
  LearnedStrategy strategy(networks, LearnedSettings{}, expectimax, beams, budget);
  const World deal = fixtures::deal_of("1234", 1);
  const Position start = Position::start(deal.visible_start());
  const SeenTypes seen = fixtures::seen_of("1234");
  EXPECT_TRUE(strategy.choose(View{start, seen}).has_value());
  return strategy.playing();
}

TEST(LearnedStrategy, AutoChoosesByTheLinesTheBudgetBuys) {
  // A budget of work buys its units: the staged search begins with the expectimax (the
  // opening has more pieces than its hand-over), the hybrid plays from the start.
  GameBudget few = GameBudget::of_work(1'000'000);
  EXPECT_EQ(auto_search_under(few), SearchKind::kValue);
  GameBudget many = GameBudget::of_work(3'000'000);
  EXPECT_EQ(auto_search_under(many), SearchKind::kHybrid);
  // On the clock, the fixed workload's rate decides: a millisecond buys far too few lines for
  // the hybrid, an hour far more than it needs.
  BudgetSettings millisecond;
  millisecond.game_time = std::chrono::milliseconds(1);
  GameBudget short_game(millisecond, GameStart::now());
  EXPECT_EQ(auto_search_under(short_game), SearchKind::kValue);
  BudgetSettings hour;
  hour.game_time = std::chrono::hours(1);
  GameBudget long_game(hour, GameStart::now());
  EXPECT_EQ(auto_search_under(long_game), SearchKind::kHybrid);
}

// Passes each choice to a LearnedStrategy and records the types seen and the search playing.
class Watch final : public Strategy {
 public:
  explicit Watch(LearnedStrategy& learned) : learned_(learned) {}
  struct Step {
    std::uint8_t seen = 0;
    std::optional<SearchKind> playing;
  };

  std::optional<int> choose(const View& view) override {
    const std::optional<int> cell = learned_.choose(view);
    if (cell) steps_.push_back({view.seen.mask(), learned_.playing()});
    return cell;
  }
  const std::vector<Step>& steps() const { return steps_; }

 private:
  LearnedStrategy& learned_;
  std::vector<Step> steps_;
};

TEST(LearnedStrategy, PlaysTheNetworkExactlyWhileItsAlphabetIsTheTypesSeen) {
  const std::vector<value::Network> networks = {
      value::Network::zero(*solitaire::Alphabet::parse("12"))};
  const std::uint8_t twelve = fixtures::seen_of("12").mask();
  ValueSearchSettings value_settings;
  value_settings.plies = 1;
  SearchSettings beams;
  beams.worlds_per_move = 1;
  beams.beam_width = 4;
  beams.value_beam_width = 4;
  // An opening board of 1s only, 2s and 3s hidden under them: the beams play the opening, the
  // network once a 2 has shown up, the beams again once a 3 has.
  const solitaire::Board ones = fixtures::board_of(solitaire::Piece::kOne, {});
  for (const SearchKind search :
       {SearchKind::kValue, SearchKind::kValueBeams, SearchKind::kHybrid}) {
    int without = 0;
    int with = 0;
    int back = 0;  // Moves without the network after moves with it.
    for (std::uint64_t seed = 1; seed <= 2; ++seed) {
      Random random(seed);
      const World deal = World::sample(ones, fixtures::seen_of("123"), random);
      GameBudget budget({}, GameBudget::Clock::now());
      LearnedStrategy learned(networks, LearnedSettings{search}, value_settings, beams, budget);
      Watch watch(learned);
      const solitaire::Position end = play_offline(deal, watch);
      EXPECT_EQ(end.legal_moves(), 0U);
      bool had_network = false;
      for (const Watch::Step& step : watch.steps()) {
        const bool fits = step.seen == twelve;
        EXPECT_EQ(step.playing, fits ? std::optional(search) : std::nullopt)
            << "seed " << seed << ", seen mask " << int{step.seen};
        ++(fits ? with : without);
        had_network = had_network || fits;
        if (!fits && had_network) ++back;
      }
    }
    EXPECT_GT(without, 0);
    EXPECT_GT(with, 0);
    EXPECT_GT(back, 0);
  }
}

}  // namespace
}  // namespace arbiter::bot
