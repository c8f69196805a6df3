// The determinised search as a player: whole games on random deals of every official alphabet
// with tiny budgets (only legal moves, and never a stop while a move is legal), reproducibility
// from the seed, the budgets (out of time or nodes it plays the greedy's game; a node budget is
// deterministic; a worlds budget overrides the others), the lone legal move, and choices that
// can be worked out by hand. Also the greedy playout the search uses as a floor.
#include "bot/search/search.h"

#include <gtest/gtest.h>

#include <chrono>
#include <ostream>
#include <string>
#include <string_view>
#include <vector>

#include "bot/offline.h"
#include "bot/search/greedy.h"
#include "bot/search/lookahead.h"
#include "bot/value/network.h"
#include "common/random.h"
#include "tests/bot/fixtures.h"
#include "tests/bot/value_fixtures.h"

namespace arbiter::bot {
namespace {

using fixtures::deal_of;
using fixtures::seen_of;
using fixtures::start_of;
using solitaire::cell_at;
using solitaire::kCells;
using solitaire::Piece;
using solitaire::Position;
using Clock = GameBudget::Clock;

SearchSettings tiny(int width, std::uint64_t seed = 1) {
  SearchSettings settings;
  settings.worlds_per_move = 1;
  settings.beam_width = width;
  settings.seed = seed;
  return settings;
}

// The greedy's line played one move at a time by hand.
int greedy_by_hand(Position position, const World& world) {
  while (const std::optional<int> cell = greedy_move(position)) {
    fixtures::play_on(position, *cell, world);
  }
  EXPECT_EQ(position.legal_moves(), 0u);
  return position.score().total();
}

TEST(GreedyPlayout, EqualsSteppingGreedyMove) {
  for (const std::string_view letters : {"s", "1", "12", "tld", "1234", "1234tlds"}) {
    for (std::uint64_t seed = 1; seed <= 5; ++seed) {
      const World world = deal_of(letters, seed);
      std::array<Piece, kCells> bronze{};
      for (int cell = 0; cell < kCells; ++cell) {
        bronze[static_cast<std::size_t>(cell)] = world.piece(cell, 0);
      }
      Position position = Position::start(solitaire::Board::from_bronze(bronze));
      EXPECT_EQ(greedy_playout(position, world).score, greedy_by_hand(position, world)) << letters;
      // And from the middle of a game: after a few moves of the greedy.
      for (int move = 0; move < 10; ++move) {
        const std::optional<int> cell = greedy_move(position);
        if (!cell) break;
        fixtures::play_on(position, *cell, world);
      }
      EXPECT_EQ(greedy_playout(position, world).score, greedy_by_hand(position, world)) << letters;
    }
  }
}

// Four single pieces that score 16 only in the order 1 2 3 4 from 1 1 (see beam_test).
solitaire::Board ordered_set_endgame() {
  return fixtures::endgame({{cell_at(0, 0), Piece::kOne, 2},
                            {cell_at(0, 1), Piece::kTwo, 2},
                            {cell_at(0, 3), Piece::kThree, 2},
                            {cell_at(3, 3), Piece::kFour, 2}});
}

TEST(GreedyPlayout, OrderedSetEndgameByHand) {
  // Every first move earns 1 point; of those that keep the game going, 1 1 and 1 2 have the
  // fewest onward moves (one each) and 1 1 is the lower cell: then 1 2 3 4 is forced.
  Random random(1);
  const solitaire::Board board = ordered_set_endgame();
  const World world = World::sample(board, seen_of("1234"), random);
  EXPECT_EQ(greedy_playout(Position::start(board), world).score, 16);
}

TEST(SearchStrategy, ChoosesTheFirstMoveOfTheBestLine) {
  const solitaire::Board board = ordered_set_endgame();
  const Position position = Position::start(board);
  const SeenTypes seen = seen_of("1234");
  for (const int width : {1, 2, 64}) {
    GameBudget budget({}, Clock::now());
    SearchStrategy search(tiny(width), budget);
    EXPECT_EQ(search.choose(View{position, seen}), cell_at(0, 0)) << "width " << width;
    EXPECT_GT(search.nodes(), 0u);
  }
}

TEST(SearchStrategy, PlaysALoneLegalMoveWithoutSearching) {
  // After a 4 taken at 1 3, its only target is 5 3.
  Position position = Position::start(fixtures::board_of(Piece::kFour, {}));
  position.play(cell_at(0, 2), Piece::kFour);
  ASSERT_EQ(position.legal_moves(), solitaire::cell_bit(cell_at(4, 2)));
  const SeenTypes seen = seen_of("4");
  GameBudget budget({}, Clock::now());
  SearchStrategy search(tiny(8), budget);
  EXPECT_EQ(search.choose(View{position, seen}), cell_at(4, 2));
  EXPECT_EQ(search.nodes(), 0u);
}

TEST(SearchStrategy, StopsOnlyWhenNoMoveIsLegal) {
  Position position = Position::start(fixtures::board_of(Piece::kFour, {}));
  position.play(cell_at(2, 2), Piece::kFour);
  ASSERT_EQ(position.legal_moves(), 0u);
  const SeenTypes seen = seen_of("4");
  GameBudget budget({}, Clock::now());
  SearchStrategy search(tiny(8), budget);
  EXPECT_EQ(search.choose(View{position, seen}), std::nullopt);
}

// Plays one game with `settings` within `budget` and checks it went legally to the end.
Position expect_full_game(const World& deal, const SearchSettings& settings,
                          const BudgetSettings& budget = {},
                          Clock::time_point game_start = Clock::now()) {
  GameBudget game_budget(budget, game_start);
  SearchStrategy search(settings, game_budget);
  Position end;
  EXPECT_NO_THROW(end = play_offline(deal, search));
  EXPECT_NO_THROW(end.check_invariants());
  EXPECT_GT(end.moves(), 0);
  // The search stops only when no move is left: every move earns at least a point.
  EXPECT_EQ(end.legal_moves(), 0u);
  return end;
}

struct GamesCase {
  std::string_view letters;
  int width = 1;
  int deals = 1;
};

void PrintTo(const GamesCase& test, std::ostream* out) {
  *out << test.letters << ", width " << test.width << ", " << test.deals << " deals";
}

class SearchGames : public ::testing::TestWithParam<GamesCase> {};

TEST_P(SearchGames, PlayLegallyUntilNoMoveIsLeft) {
  const GamesCase& test = GetParam();
  for (int deal = 1; deal <= test.deals; ++deal) {
    SCOPED_TRACE(::testing::Message() << test.letters << " deal " << deal);
    expect_full_game(deal_of(test.letters, static_cast<std::uint64_t>(deal)), tiny(test.width));
  }
}

std::vector<GamesCase> games_cases() {
  std::vector<GamesCase> cases;
  for (const std::string_view letters : {"s", "1", "12", "tld", "1234", "1234tlds"}) {
    cases.push_back({letters, 1, 20});
    cases.push_back({letters, 2, 6});
    cases.push_back({letters, 8, 2});
  }
  return cases;
}

INSTANTIATE_TEST_SUITE_P(OfficialAlphabets, SearchGames, ::testing::ValuesIn(games_cases()),
                         [](const ::testing::TestParamInfo<GamesCase>& param) {
                           std::string name = "a";
                           name.append(param.param.letters);
                           name.append("_width");
                           name.append(std::to_string(param.param.width));
                           return name;
                         });

TEST(SearchStrategy, KnightsClearTheBoard) {
  // Springare only: the search's worlds are exact, and the greedy floor alone clears the board
  // in one run of 108 knights: 108 + 2 * 108.
  const Position end = expect_full_game(deal_of("s", 1), tiny(8));
  EXPECT_EQ(end.moves(), 108);
  EXPECT_EQ(end.score().total(), 324);
}

std::vector<int> moves_of(const World& deal, const SearchSettings& settings,
                          const BudgetSettings& budget = {}) {
  GameBudget game_budget(budget, Clock::now());
  SearchStrategy search(settings, game_budget);
  fixtures::Recorder recorder(search);
  play_offline(deal, recorder);
  return recorder.moves();
}

TEST(SearchStrategy, SameSeedSameGame) {
  for (const std::string_view letters : {"12", "1234tlds"}) {
    for (std::uint64_t deal = 1; deal <= 2; ++deal) {
      const World world = deal_of(letters, deal);
      const std::vector<int> first = moves_of(world, tiny(2, 9));
      EXPECT_FALSE(first.empty());
      EXPECT_EQ(first, moves_of(world, tiny(2, 9))) << letters << " deal " << deal;
    }
  }
}

TEST(SearchStrategy, OtherSeedOtherSamples) {
  // Other worlds sampled: on some of these boards a different game.
  int different = 0;
  for (std::uint64_t deal = 1; deal <= 4; ++deal) {
    const World world = deal_of("1234tlds", deal);
    if (moves_of(world, tiny(2, 1)) != moves_of(world, tiny(2, 2))) ++different;
  }
  EXPECT_GT(different, 0);
}

// The greedy's game on `deal`.
std::vector<int> greedy_moves_of(const World& deal) {
  GreedyStrategy greedy;
  fixtures::Recorder recorder(greedy);
  play_offline(deal, recorder);
  return recorder.moves();
}

// No worlds budget and no time: the time mode's fallback, the greedy's move, every move.
constexpr BudgetSettings kOutOfTime{std::chrono::milliseconds(0), std::nullopt};

TEST(SearchStrategy, OutOfTimeStillPlaysLegallyToTheEnd) {
  ASSERT_FALSE(SearchSettings{}.worlds_per_move);
  for (const std::string_view letters : {"s", "1", "12", "tld", "1234", "1234tlds"}) {
    SCOPED_TRACE(letters);
    expect_full_game(deal_of(letters, 1), SearchSettings{}, kOutOfTime);
  }
  // A clock that ran out long ago, with the default time.
  expect_full_game(deal_of("1234", 1), SearchSettings{}, BudgetSettings{},
                   Clock::now() - std::chrono::hours(1));
}

TEST(SearchStrategy, OutOfBudgetPlaysTheGreedysGame) {
  BudgetSettings no_nodes;
  no_nodes.game_work = 0;
  for (const std::string_view letters : {"12", "tld", "1234tlds"}) {
    const World world = deal_of(letters, 4);
    const std::vector<int> greedy = greedy_moves_of(world);
    GameBudget long_ago({}, Clock::now() - std::chrono::hours(1));
    SearchStrategy late(SearchSettings{}, long_ago);
    fixtures::Recorder recorder(late);
    play_offline(world, recorder);
    EXPECT_EQ(recorder.moves(), greedy) << letters;
    EXPECT_EQ(late.nodes(), 0u) << letters;
    EXPECT_EQ(moves_of(world, SearchSettings{}, kOutOfTime), greedy) << letters;
    EXPECT_EQ(moves_of(world, SearchSettings{}, no_nodes), greedy) << letters;
  }
}

TEST(SearchStrategy, WorldsPerMoveOverridesTheTimeBudget) {
  // Two worlds a move, with or without time left: the same game and the same work.
  SearchSettings settings = tiny(2, 5);
  settings.worlds_per_move = 2;
  for (const std::string_view letters : {"12", "1234tlds"}) {
    const World world = deal_of(letters, 4);
    GameBudget timed({}, Clock::now());
    GameBudget no_time(kOutOfTime, Clock::now());
    SearchStrategy with_time(settings, timed);
    SearchStrategy without_time(settings, no_time);
    fixtures::Recorder with_moves(with_time);
    fixtures::Recorder without_moves(without_time);
    play_offline(world, with_moves);
    play_offline(world, without_moves);
    EXPECT_EQ(without_moves.moves(), with_moves.moves()) << letters;
    EXPECT_EQ(without_time.nodes(), with_time.nodes()) << letters;
  }
}

TEST(SearchStrategy, NodeBudgetIsDeterministic) {
  SearchSettings settings;
  settings.beam_width = 4;
  BudgetSettings nodes;
  nodes.game_work = 200'000;
  nodes.game_time = std::chrono::milliseconds(0);  // Must not matter.
  for (const std::string_view letters : {"12", "1234tlds"}) {
    const World world = deal_of(letters, 2);
    GameBudget first_budget(nodes, Clock::now());
    SearchStrategy first(settings, first_budget);
    fixtures::Recorder first_moves(first);
    play_offline(world, first_moves);
    GameBudget second_budget(nodes, Clock::now() - std::chrono::hours(1));
    SearchStrategy second(settings, second_budget);
    fixtures::Recorder second_moves(second);
    const Position end = play_offline(world, second_moves);
    EXPECT_EQ(first_moves.moves(), second_moves.moves()) << letters;
    EXPECT_EQ(first.nodes(), second.nodes()) << letters;
    // The budget holds, and is spent rather than ignored: the last moves share what is left.
    EXPECT_LE(first.nodes(), *nodes.game_work) << letters;
    EXPECT_GE(first.nodes(), *nodes.game_work * 9 / 10) << letters;
    EXPECT_EQ(end.legal_moves(), 0u) << letters;
  }
}

TEST(SearchStrategy, ShortRangeTypesValueMovesByLookaheadPlayouts) {
  // 1 and 2 only, 20 moves into the greedy's game: with one world a move, the move whose
  // lookahead playout on that world (the search's first sample) scores best; the beams choose
  // otherwise in some of these positions.
  int beams_differ = 0;
  for (std::uint64_t seed = 1; seed <= 6; ++seed) {
    const World deal = deal_of("12", seed);
    SeenTypes seen;
    Position start = start_of(deal, seen);
    for (int move = 0; move < 20; ++move) fixtures::play_on(start, *greedy_move(start), deal);
    seen = seen_of("12");
    ASSERT_NE(start.legal_moves(), 0u);
    Random random(seed);
    const World world = World::sample(start.board(), seen, random);
    int best = -1;
    int best_score = -1;
    for (solitaire::CellSet moves = start.legal_moves(); moves != 0;) {
      const int cell = solitaire::pop_cell(moves);
      Position next = start;
      fixtures::play_on(next, cell, world);
      const int score = lookahead_playout(next, world).score;
      if (score > best_score) {
        best = cell;
        best_score = score;
      }
    }
    SearchSettings settings = tiny(8, seed);
    GameBudget playouts_budget({}, Clock::now());
    SearchStrategy playouts(settings, playouts_budget);
    EXPECT_EQ(playouts.choose(View{start, seen}), best) << "seed " << seed;
    EXPECT_GT(playouts.nodes(), 0u);
    settings.playouts_when_short_range = false;
    GameBudget beams_budget({}, Clock::now());
    SearchStrategy beams(settings, beams_budget);
    if (beams.choose(View{start, seen}) != best) ++beams_differ;
  }
  EXPECT_GT(beams_differ, 0);
}

TEST(SearchStrategy, LongRangeTypesKeepTheBeams) {
  // A 3, 4, torn, lopare or dam seen: the same game as without playouts at all.
  for (const std::string_view letters : {"tld", "1234", "12s3"}) {
    SearchSettings settings = tiny(4, 3);
    const World world = deal_of(letters, 2);
    const std::vector<int> with_playouts = moves_of(world, settings);
    settings.playouts_when_short_range = false;
    EXPECT_EQ(with_playouts, moves_of(world, settings)) << letters;
  }
}

TEST(SearchStrategy, PlayoutsThatCostNothingStillStop) {
  // Two lone 1s far apart: every playout ends after its first move, so a world costs next
  // to nothing, and a huge node budget would never run out: the cap on worlds stops it.
  const Position start = Position::start(
      fixtures::endgame({{cell_at(0, 0), Piece::kOne, 2}, {cell_at(5, 5), Piece::kTwo, 2}}));
  GameBudget huge = GameBudget::of_work(1'000'000'000'000);
  SearchStrategy search(SearchSettings{}, huge);
  const std::optional<int> cell = search.choose(View{start, seen_of("12")});
  ASSERT_TRUE(cell);
  EXPECT_FALSE(start.check(*cell));
  EXPECT_LT(search.nodes(), 10'000u);
}

TEST(SearchStrategy, NodeBudgetFirstMoveWithDefaultWidth) {
  constexpr std::uint64_t kNodes = 500'000;
  GameBudget budget = GameBudget::of_work(kNodes);
  SeenTypes seen;
  const Position start = start_of(deal_of("1234tlds", 3), seen);
  SearchStrategy search(SearchSettings{}, budget);
  const std::optional<int> cell = search.choose(View{start, seen});
  ASSERT_TRUE(cell);
  EXPECT_FALSE(start.check(*cell));
  // The first move's share: before any search, the moves to go are the pieces on the board
  // (108), so 2/109 of the budget, and up to twice that when its best candidates are close.
  const std::uint64_t share = kNodes * 2 / 109;
  EXPECT_GT(search.nodes(), share / 2);
  EXPECT_LE(search.nodes(), 2 * share);
}

// A network whose every weight is noise of up to `scale` points: any ranking of lines at all.
TEST(SearchStrategy, ValueBeamsAndTheHybridPlayEveryGameToTheEndDeterministically) {
  SearchSettings settings;
  settings.value_beam_width = 4;
  BudgetSettings nodes;
  nodes.game_work = 20'000;
  nodes.game_time = std::chrono::milliseconds(0);  // Must not matter.
  for (const char* letters : {"12", "tld", "1234", "1234tlds"}) {
    const value::Network network = fixtures::noise_network(letters, 5, 1);
    for (const bool hybrid : {false, true}) {
      settings.even_first_reveals = hybrid;
      SCOPED_TRACE(::testing::Message() << letters << (hybrid ? " hybrid" : " value beams"));
      const World deal = deal_of(letters, 3);
      GameBudget first_budget(nodes, Clock::now());
      SearchStrategy first(settings, first_budget, &network);
      fixtures::Recorder first_moves(first);
      const Position end = play_offline(deal, first_moves);
      EXPECT_EQ(end.legal_moves(), 0u);
      EXPECT_NO_THROW(end.check_invariants());
      GameBudget second_budget(nodes, Clock::now() - std::chrono::hours(1));
      SearchStrategy second(settings, second_budget, &network);
      fixtures::Recorder second_moves(second);
      play_offline(deal, second_moves);
      EXPECT_EQ(first_moves.moves(), second_moves.moves());
      EXPECT_EQ(first.nodes(), second.nodes());
      EXPECT_GT(first.nodes(), 0u);
    }
  }
}

TEST(SearchStrategy, TheHybridSharesOutTheRevealsTheValueBeamsDraw) {
  // The same seed and budget: sharing out the first reveals changes the worlds, and with them
  // some game's moves.
  SearchSettings settings;
  settings.value_beam_width = 2;
  settings.worlds_per_move = 4;
  const value::Network network = fixtures::noise_network("1234", 5, 2);
  int different = 0;
  for (std::uint64_t seed = 1; seed <= 3; ++seed) {
    const World deal = deal_of("1234", seed);
    settings.even_first_reveals = false;
    const std::vector<int> drawn = [&] {
      GameBudget budget({}, Clock::now());
      SearchStrategy search(settings, budget, &network);
      fixtures::Recorder recorder(search);
      play_offline(deal, recorder);
      return recorder.moves();
    }();
    settings.even_first_reveals = true;
    GameBudget budget({}, Clock::now());
    SearchStrategy search(settings, budget, &network);
    fixtures::Recorder recorder(search);
    play_offline(deal, recorder);
    if (recorder.moves() != drawn) ++different;
  }
  EXPECT_GT(different, 0);
}

}  // namespace
}  // namespace arbiter::bot
