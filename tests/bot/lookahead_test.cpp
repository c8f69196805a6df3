#include "bot/search/lookahead.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <bit>
#include <optional>
#include <string_view>
#include <tuple>

#include "common/random.h"
#include "common/solitaire/piece.h"
#include "tests/bot/fixtures.h"

// The playout policy of short-range games, on positions worked out by hand, and its line
// against stepping it one move at a time.
namespace arbiter::bot {
namespace {

using solitaire::cell_at;
using solitaire::CellSet;
using solitaire::Piece;
using solitaire::Position;

TEST(GainWithoutSets, AgreesWithTheScoreOfRandomGames) {
  // 1, 2 and springare never make a set, so every move's points are its base and run points.
  const std::array<Piece, 3> types{Piece::kOne, Piece::kTwo, Piece::kSpringare};
  for (std::uint64_t seed = 1; seed <= 20; ++seed) {
    Random random(seed);
    solitaire::ScoreState score;
    Piece last = Piece::kOne;
    for (int move = 0; move < 108; ++move) {
      // Seeds 1..10 draw from two types, so that runs are long; 11..20 from all three.
      const Piece type = types[static_cast<std::size_t>(random.below(seed <= 10 ? 2 : 3))];
      const int before = score.total();
      const int expected = gain_without_sets(type, last, move == 0 ? 0 : score.run_length());
      score.push(type);
      ASSERT_EQ(score.total() - before, expected) << "seed " << seed << ", move " << move;
      last = type;
    }
  }
}

TEST(Lookahead, StartsARunRatherThanALonePiece) {
  // First moves all earn 1 and each leads on to one cell. The greedy takes the lowest: the 2 on
  // 1 1, after which only a lone 1 is left. Two moves ahead, a 1 beside a 1 earns 1 + 5.
  const Position start = Position::start(fixtures::endgame({
      {cell_at(0, 0), Piece::kTwo, 2},
      {cell_at(0, 2), Piece::kOne, 2},
      {cell_at(5, 4), Piece::kOne, 2},
      {cell_at(5, 5), Piece::kOne, 2},
  }));
  EXPECT_EQ(greedy_move(start), cell_at(0, 0));
  EXPECT_EQ(lookahead_move(start, 2), cell_at(5, 4));
  EXPECT_EQ(lookahead_move(start), cell_at(5, 4));
}

TEST(Lookahead, GoesOnRatherThanScoringADeadEnd) {
  // After a 1 on 3 3, the 1 on 3 4 would earn 5 and end the game. The 2 on 2 2 earns 1 and
  // leads on, to the springare on 4 2 and from there to 3 4: 3 points in all. A dead end
  // forfeits every move to come, so the policy goes on, however few points that earns.
  Position position = Position::start(fixtures::endgame({
      {cell_at(2, 2), Piece::kOne, 2},
      {cell_at(2, 3), Piece::kOne, 2},
      {cell_at(1, 1), Piece::kTwo, 2},
      {cell_at(3, 1), Piece::kSpringare, 2},
  }));
  position.play(cell_at(2, 2), std::nullopt);
  EXPECT_EQ(greedy_move(position), cell_at(2, 3));
  for (const int plies : {1, 2, 4}) {
    EXPECT_EQ(lookahead_move(position, plies), cell_at(1, 1)) << plies << " plies";
  }
}

TEST(Lookahead, NeverCountsOnACellItTook) {
  // Two 1s side by side on 1 1 and 1 2, with more pieces below, and three 1s in a row on 6 4,
  // 6 5, 6 6. Three moves ahead, the row earns 1 + 5 + 3 from either end; the pair 1 + 5 and
  // then nothing, since what its first cell reveals is not known. A policy that went back to
  // it would count the 1 it took twice, tie, and take the lower cell, 1 1.
  const Position start = Position::start(fixtures::endgame({
      {cell_at(0, 0), Piece::kOne, 0},
      {cell_at(0, 1), Piece::kOne, 0},
      {cell_at(5, 3), Piece::kOne, 2},
      {cell_at(5, 4), Piece::kOne, 2},
      {cell_at(5, 5), Piece::kOne, 2},
  }));
  EXPECT_EQ(lookahead_move(start, 3), cell_at(5, 3));
}

TEST(Lookahead, StopsOnlyWhenNoMoveIsLeft) {
  Position position = Position::start(fixtures::endgame({{cell_at(2, 2), Piece::kTwo, 2}}));
  ASSERT_EQ(lookahead_move(position), cell_at(2, 2));
  position.play(cell_at(2, 2), std::nullopt);
  EXPECT_EQ(lookahead_move(position), std::nullopt);
}

// The lookahead's choice worked out the slow way, every line weighed to its end: the most
// points `plies` moves over the visible tops can earn, never coming back to a cell taken.
int exhaustive_gain(const solitaire::Board& board, CellSet open, CellSet onward, Piece last,
                    int run, int plies) {
  if (plies <= 0) return 0;
  int best = 0;
  for (CellSet moves = onward; moves != 0;) {
    const int cell = solitaire::pop_cell(moves);
    const Piece type = board.top_piece(cell);
    const CellSet rest = open & ~solitaire::cell_bit(cell);
    best = std::max(best, gain_without_sets(type, last, run) +
                              exhaustive_gain(board, rest, solitaire::targets(cell, type) & rest,
                                              type, type == last ? run + 1 : 1, plies - 1));
  }
  return best;
}

std::optional<int> exhaustive_move(const Position& position, int plies) {
  const Piece last = position.last_removed().value_or(Piece::kOne);
  const int run = position.last_removed() ? position.score().run_length() : 0;
  std::optional<int> best;
  std::tuple<bool, int, int> best_key{};
  for (CellSet moves = position.legal_moves(); moves != 0;) {
    const int cell = solitaire::pop_cell(moves);
    const Piece type = position.board().top_piece(cell);
    const CellSet rest = position.board().non_blank() & ~solitaire::cell_bit(cell);
    const CellSet onward = solitaire::targets(cell, type) & rest;
    const int gain =
        gain_without_sets(type, last, run) + exhaustive_gain(position.board(), rest, onward, type,
                                                             type == last ? run + 1 : 1, plies - 1);
    const std::tuple<bool, int, int> key{onward != 0, gain, -std::popcount(onward)};
    if (!best || key > best_key) {
      best = cell;
      best_key = key;
    }
  }
  return best;
}

TEST(Lookahead, ChoosesAsAnExhaustiveSearch) {
  // The policy stops weighing a ply's moves once one earns the most any could; that must never
  // change its choice. Every position of games it plays itself, at every depth up to 6.
  for (const std::string_view letters : {"12", "1", "2s", "12s"}) {
    for (std::uint64_t seed = 1; seed <= 4; ++seed) {
      const World deal = fixtures::deal_of(letters, seed);
      SeenTypes seen;
      Position position = fixtures::start_of(deal, seen);
      while (position.legal_moves() != 0) {
        for (int plies = 1; plies <= 6; ++plies) {
          ASSERT_EQ(lookahead_move(position, plies), exhaustive_move(position, plies))
              << letters << " seed " << seed << ", move " << position.moves() << ", " << plies
              << " plies";
        }
        fixtures::play_on(position, *lookahead_move(position), deal);
      }
    }
  }
}

TEST(LookaheadPlayout, EqualsSteppingLookaheadMove) {
  for (const std::string_view letters : {"12", "s", "1", "2s", "12s"}) {
    for (std::uint64_t seed = 1; seed <= 5; ++seed) {
      const World deal = fixtures::deal_of(letters, seed);
      SeenTypes seen;
      Position position = fixtures::start_of(deal, seen);
      const Playout playout = lookahead_playout(position, deal);
      int moves = 0;
      while (const std::optional<int> cell = lookahead_move(position)) {
        ASSERT_FALSE(position.check(*cell));
        fixtures::play_on(position, *cell, deal);
        ++moves;
      }
      EXPECT_EQ(playout.score, position.score().total()) << letters << " seed " << seed;
      EXPECT_EQ(playout.moves, moves) << letters << " seed " << seed;
      EXPECT_GT(playout.weighed, static_cast<std::uint64_t>(moves));
    }
  }
}

}  // namespace
}  // namespace arbiter::bot
