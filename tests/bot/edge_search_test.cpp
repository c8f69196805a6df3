// The edge search worked by hand on small endgames of torn, lopare and dam (a move that only a
// look two moves ahead tells apart, the mean over the pieces a move uncovers), which alphabets
// it plays, its budget of positions, and LearnedStrategy playing it only where it can, after the
// beams until few pieces are left on the edge.

#include "bot/search/edge_search.h"

#include <gtest/gtest.h>

#include <cstdint>
#include <optional>
#include <vector>

#include "bot/offline.h"
#include "bot/search/learned_strategy.h"
#include "tests/bot/fixtures.h"
#include "tests/bot/search_recorder.h"

namespace arbiter::bot {
namespace {

using fixtures::Stack;
using solitaire::Piece;
using solitaire::Position;

// Cells by (row, column).
constexpr int kTopLeft = solitaire::cell_at(0, 0);
constexpr int kTopRight = solitaire::cell_at(0, 5);
constexpr int kBottomRight = solitaire::cell_at(5, 5);

// `stacks` on an otherwise blank board, after the gold dam of the top left corner was taken:
// from there a dam reaches the other three corners (along the top row, down the left column,
// and along the diagonal).
Position after_a_dam_in_the_corner(std::initializer_list<Stack> stacks) {
  std::vector<Stack> all(stacks);
  all.push_back({kTopLeft, Piece::kDam, 2});
  Position position = Position::start(fixtures::endgame(all));
  position.play(kTopLeft, std::nullopt);
  return position;
}

SeenTypes seen_tld() { return fixtures::seen_of("tld"); }

TEST(EdgeSearch, PlaysWhereEveryTypeSeenIsTornLopareOrDam) {
  for (const char* letters : {"tld", "t", "ld", "td"}) {
    EXPECT_TRUE(EdgeSearchStrategy::plays_on(fixtures::seen_of(letters))) << letters;
  }
  for (const char* letters : {"tlds", "1234tlds", "1", "s", "1t"}) {
    EXPECT_FALSE(EdgeSearchStrategy::plays_on(fixtures::seen_of(letters))) << letters;
  }
  EXPECT_FALSE(EdgeSearchStrategy::plays_on(SeenTypes{}));
}

// Two gold pieces in reach, a point each: the torn of the top right corner leads on to the
// lopare of the bottom right corner (two moves from here), the lopare leads nowhere (its
// diagonal back is blank; the torn is left behind: one move). Two plies search the whole game.
TEST(EdgeSearch, TwoPliesSeeWhichMoveLeadsOn) {
  const Position position = after_a_dam_in_the_corner(
      {Stack{kTopRight, Piece::kTorn, 2}, Stack{kBottomRight, Piece::kLopare, 2}});
  ASSERT_EQ(position.legal_moves(),
            solitaire::cell_bit(kTopRight) | solitaire::cell_bit(kBottomRight));
  GameBudget budget = GameBudget::of_work(1'000'000);
  EdgeSearchStrategy search(EdgeSearchSettings{}, budget);
  const SeenTypes seen = seen_tld();
  EXPECT_EQ(search.choose(View{position, seen}), kTopRight);
  EXPECT_EQ(search.last_plies(), 2);  // The whole tree: deeper would change nothing.
  EXPECT_FLOAT_EQ(search.last_value(), 2);
}

// The top right holds a silver dam over a hidden gold, the bottom right a gold dam; each is
// in reach of the other (down and up the last column) and of the corner's dam. Top right
// first: the run of dams goes on (1 + 4), then the bottom right (1 + 2), then back to the
// uncovered gold: 1 + 2 when it is a dam (the run again), 1 when a torn or a lopare, each a
// third: 5 + 3 + (3 + 1 + 1) / 3 = 29 / 3. Bottom right first: 5, then the silver (1 + 2),
// and its gold is out of reach of the top right: 8. The whole game, searched, values the
// uncovered piece by its mean.
TEST(EdgeSearch, TheUncoveredPieceIsValuedByItsMean) {
  const Position position = after_a_dam_in_the_corner(
      {Stack{kTopRight, Piece::kDam, 1}, Stack{kBottomRight, Piece::kDam, 2}});
  GameBudget budget = GameBudget::of_work(1'000'000);
  EdgeSearchStrategy search(EdgeSearchSettings{}, budget);
  const SeenTypes seen = seen_tld();
  EXPECT_EQ(search.choose(View{position, seen}), kTopRight);
  EXPECT_EQ(search.last_plies(), 3);
  EXPECT_FLOAT_EQ(search.last_value(), 29.0F / 3);
}

TEST(EdgeSearch, AGameBudgetOfPositionsHoldsAndDecidesTheMoves) {
  const World deal = fixtures::deal_of("tld", 3);
  std::vector<Position> games;
  for (int run = 0; run < 2; ++run) {
    GameBudget budget = GameBudget::of_work(200'000);
    EdgeSearchStrategy search(EdgeSearchSettings{}, budget);
    games.push_back(play_offline(deal, search));
    // A ply stops at four times the move's share of what is left: within the whole budget.
    // Once few pieces are left the whole tree costs little, so a game leaves much unspent,
    // but the opening's moves deepen until the next ply would not fit.
    EXPECT_LE(search.nodes(), 200'000U);
    EXPECT_GT(search.nodes(), 40'000U);
    EXPECT_GT(games.back().moves(), 10);
  }
  EXPECT_EQ(games[0], games[1]);
}

TEST(EdgeSearch, LearnedStrategyPlaysItOnlyWhereEveryTypeSeenIsTornLopareOrDam) {
  const std::vector<value::Network> networks;
  LearnedSettings learned;
  learned.search = SearchKind::kEdges;
  learned.edges.from_edge_pieces = 60;  // From the first move.
  SearchSettings beams;
  beams.worlds_per_move = 1;
  beams.beam_width = 2;
  for (const char* letters : {"tld", "1234"}) {
    GameBudget budget = GameBudget::of_work(100'000);
    LearnedStrategy strategy(networks, learned, ValueSearchSettings{}, beams, budget);
    const World deal = fixtures::deal_of(letters, 1);
    const Position start = Position::start(deal.visible_start());
    ASSERT_TRUE(strategy.choose(View{start, fixtures::seen_of(letters)}).has_value());
    const std::optional<SearchKind> expected =
        letters == std::string_view("tld") ? std::optional(SearchKind::kEdges) : std::nullopt;
    EXPECT_EQ(strategy.playing(), expected) << letters;
  }
}

TEST(EdgeSearch, TheBeamsPlayUntilTheExpectimaxTakesOverAtItsPiecesOnTheEdge) {
  const std::vector<value::Network> networks;
  LearnedSettings learned;
  learned.search = SearchKind::kEdges;
  ASSERT_EQ(learned.edges.from_edge_pieces, 48);
  SearchSettings beams;
  beams.worlds_per_move = 1;
  beams.beam_width = 2;
  GameBudget budget = GameBudget::of_work(200'000);
  LearnedStrategy strategy(networks, learned, ValueSearchSettings{}, beams, budget);
  SearchRecorder recorder(strategy, edge_pieces);
  play_offline(fixtures::deal_of("tld", 2), recorder);
  ASSERT_FALSE(recorder.moves().empty());
  ASSERT_LT(recorder.moves().back().before, 48);  // The game reached the hand-over.
  for (const SearchRecorder::Move& move : recorder.moves()) {
    const std::optional<SearchKind> expected =
        move.before <= 48 ? std::optional(SearchKind::kEdges) : std::nullopt;
    EXPECT_EQ(move.search, expected) << move.before;
  }
}

}  // namespace
}  // namespace arbiter::bot
