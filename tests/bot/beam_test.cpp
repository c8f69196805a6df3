// BeamSearch on endgames small enough to try every line: by hand on two boards, then against
// an exhaustive search on random endgames. A beam wide enough to hold every line must find the
// optimum whatever its heuristic; a narrow one may miss it but never claims more than a real
// line earns; its per-move values are real lines' scores, set only for legal first moves.
// ValueBeamSearch, which ranks lines by score + learned value, is held to the same.
#include "bot/search/beam.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <bit>
#include <vector>

#include "bot/search/value_beam.h"
#include "bot/search/world.h"
#include "common/random.h"
#include "tests/bot/fixtures.h"
#include "tests/bot/value_fixtures.h"

namespace arbiter::bot {
namespace {

using fixtures::endgame;
using fixtures::exhaustive;
using fixtures::Optimum;
using fixtures::seen_of;
using fixtures::Stack;
using solitaire::cell_at;
using solitaire::CellSet;
using solitaire::has_cell;
using solitaire::kCells;
using solitaire::Piece;
using solitaire::Position;

constexpr float kUnreached = LineValues::kUnreached;

float max_by_first(const LineValues& values) {
  return *std::max_element(values.best_by_first_move.begin(), values.best_by_first_move.end());
}

TEST(BeamSearch, OrderedNumberSetByHand) {
  // Four single pieces: 1 at 1 1, 2 at 1 2, 3 at 1 4, 4 at 4 4. Only 1 2 3 4 in that order
  // takes them all (4 moves + 12 for the ordered set); from the 2 the best is 2 3 then 1 or
  // 4 (3 moves), from the 3 it is 3 1 2 (3 moves), and the 4 reaches nothing (1 move).
  const int one = cell_at(0, 0);
  const int two = cell_at(0, 1);
  const int three = cell_at(0, 3);
  const int four = cell_at(3, 3);
  const solitaire::Board board = endgame({{one, Piece::kOne, 2},
                                          {two, Piece::kTwo, 2},
                                          {three, Piece::kThree, 2},
                                          {four, Piece::kFour, 2}});
  Random random(1);
  const World world = World::sample(board, seen_of("1234"), random);
  BeamSearch beam(64);
  const LineValues values = beam.run(Position::start(board), world);
  EXPECT_EQ(values.best_score, 16);
  EXPECT_EQ(values.best_moves, 4);
  std::array<float, kCells> expected{};
  expected.fill(kUnreached);
  expected[static_cast<std::size_t>(one)] = 16;
  expected[static_cast<std::size_t>(two)] = 3;
  expected[static_cast<std::size_t>(three)] = 3;
  expected[static_cast<std::size_t>(four)] = 1;
  EXPECT_EQ(values.best_by_first_move, expected);
  // Every line extended by one move, none twice: 4 first moves; then 1 from the 1, 1 from the
  // 2, 2 from the 3; then 1 2 -> 3, 2 3 -> 1 or 4, 3 1 -> 2; then 1 2 3 -> 4.
  EXPECT_EQ(values.nodes, 13u);
}

TEST(BeamSearch, TwoStacksOfOnesByHand) {
  // 1 1 and 1 2 hold three 1s each (a single seen type: the world is exact). Every line
  // alternates between them and takes all six: 6 moves and a run of six (12).
  const solitaire::Board board =
      endgame({{cell_at(0, 0), Piece::kOne, 0}, {cell_at(0, 1), Piece::kOne, 0}});
  Random random(1);
  const World world = World::sample(board, seen_of("1"), random);
  BeamSearch beam(8);
  const LineValues values = beam.run(Position::start(board), world);
  EXPECT_EQ(values.best_score, 18);
  EXPECT_EQ(values.best_moves, 6);
  std::array<float, kCells> expected{};
  expected.fill(kUnreached);
  expected[static_cast<std::size_t>(cell_at(0, 0))] = 18;
  expected[static_cast<std::size_t>(cell_at(0, 1))] = 18;
  EXPECT_EQ(values.best_by_first_move, expected);
  EXPECT_EQ(exhaustive(Position::start(board), world).best, 18);
}

TEST(BeamSearch, WideBeamValuesTransposedFirstMovesAlike) {
  // Four single 1s: X at 1 1, Y at 1 2, Z at 2 2, W at 3 3 (X, Y and Z are neighbours, and Z
  // and W). X Y Z W and Y X Z W both take all four in one run of 1s (4 + 8 = 12); from Z the
  // best is Z X Y or Z Y X (3 + 6 = 9); W Z X Y takes all four. After three moves, X Y Z and
  // Y X Z are the same future (same pieces taken, last cell Z, three 1s), so the beam keeps
  // one of them; a beam far wider than the 7 lines of any depth must still credit the best
  // line of each first move, as LineValues promises ("the best final score of a line
  // starting with it"). It credits only one of X and Y with 12: the search then values the
  // other at 9 in this world.
  const int x = cell_at(0, 0);
  const int y = cell_at(0, 1);
  const int z = cell_at(1, 1);
  const int w = cell_at(2, 2);
  const solitaire::Board board =
      endgame({{x, Piece::kOne, 2}, {y, Piece::kOne, 2}, {z, Piece::kOne, 2}, {w, Piece::kOne, 2}});
  Random random(1);
  const World world = World::sample(board, seen_of("1"), random);
  const Optimum optimum = exhaustive(Position::start(board), world);
  ASSERT_EQ(fixtures::widest_depth(optimum), 7);
  BeamSearch beam(64);
  const LineValues values = beam.run(Position::start(board), world);
  EXPECT_EQ(values.best_score, 12);
  std::array<int, kCells> expected{};
  expected.fill(-1);
  expected[static_cast<std::size_t>(x)] = 12;
  expected[static_cast<std::size_t>(y)] = 12;
  expected[static_cast<std::size_t>(z)] = 9;
  expected[static_cast<std::size_t>(w)] = 12;
  EXPECT_EQ(optimum.by_first, expected);
  for (int cell = 0; cell < kCells; ++cell) {
    // The exhaustive search's -1 is the beam's kUnreached: no line starts there.
    const int best = expected[static_cast<std::size_t>(cell)];
    EXPECT_EQ(values.best_by_first_move[static_cast<std::size_t>(cell)],
              best < 0 ? kUnreached : static_cast<float>(best));
  }
}

TEST(BeamSearch, MidGameStartCountsTheMovesAlreadyMade) {
  // After 1 1 was taken (revealing a 1), only 1 2 may follow; the line then alternates: five
  // more moves, all 1s: 6 moves, run of six.
  const solitaire::Board board =
      endgame({{cell_at(0, 0), Piece::kOne, 0}, {cell_at(0, 1), Piece::kOne, 0}});
  Random random(1);
  const World world = World::sample(board, seen_of("1"), random);
  Position start = Position::start(board);
  fixtures::play_on(start, cell_at(0, 0), world);
  BeamSearch beam(8);
  const LineValues values = beam.run(start, world);
  EXPECT_EQ(values.best_score, 18);
  EXPECT_EQ(values.best_moves, 6);
  std::array<float, kCells> expected{};
  expected.fill(kUnreached);
  expected[static_cast<std::size_t>(cell_at(0, 1))] = 18;
  EXPECT_EQ(values.best_by_first_move, expected);
}

void expect_nothing_reached(const Position& position) {
  Random random(1);
  const World world = World::sample(position.board(), seen_of("4"), random);
  BeamSearch beam(8);
  const LineValues values = beam.run(position, world);
  EXPECT_EQ(values.best_score, kUnreached);
  EXPECT_EQ(values.best_moves, 0);
  EXPECT_EQ(values.nodes, 0u);
  for (const float value : values.best_by_first_move) EXPECT_EQ(value, kUnreached);
}

TEST(BeamSearch, NoLegalMoveReachesNothing) {
  // A lone 4 taken in the middle reaches nothing.
  Position stuck = Position::start(fixtures::board_of(Piece::kFour, {}));
  stuck.play(cell_at(2, 2), Piece::kFour);
  ASSERT_EQ(stuck.legal_moves(), 0u);
  expect_nothing_reached(stuck);
  // A finished board.
  expect_nothing_reached(Position::start(solitaire::Board()));
}

// A random endgame: ten cells of the top left 3 x 4 corner with 1 to 3 pieces left, tops of any
// type, hidden pieces of a single type that moves a short way (so World::sample is the exact
// deal and lines are long), and in half of them a first move already made.
struct Endgame {
  Position start;
  World world;
};

Endgame random_endgame(Random& random) {
  std::vector<Stack> stacks;
  CellSet used = 0;
  while (stacks.size() < 10) {
    const int cell = cell_at(static_cast<int>(random.below(3)), static_cast<int>(random.below(4)));
    if (has_cell(used, cell)) continue;
    used |= solitaire::cell_bit(cell);
    const Piece top = solitaire::piece_at(static_cast<int>(random.below(solitaire::kPieceKinds)));
    stacks.push_back({cell, top, static_cast<int>(random.below(3))});
  }
  const solitaire::Board board = endgame(stacks);
  SeenTypes seen;
  const std::array hidden = {Piece::kOne, Piece::kTwo, Piece::kSpringare};
  seen.add(hidden[random.below(3)]);
  Endgame game{Position::start(board), World::sample(board, seen, random)};
  if (random.below(2) == 1) {
    CellSet moves = board.non_blank();
    fixtures::play_on(game.start, solitaire::pop_cell(moves), game.world);
  }
  return game;
}

std::vector<Endgame> random_endgames(int count, std::uint64_t seed) {
  Random random(seed);
  std::vector<Endgame> games;
  while (static_cast<int>(games.size()) < count) {
    Endgame game = random_endgame(random);
    // Only endgames where choosing matters.
    if (std::popcount(game.start.legal_moves()) >= 2) games.push_back(game);
  }
  return games;
}

// What holds for the values of any beam, wide or narrow, against the exhaustive optimum.
void expect_real_lines(const LineValues& values, const Position& start, const Optimum& optimum) {
  EXPECT_GT(values.nodes, 0u);
  EXPECT_NE(values.best_score, kUnreached);
  EXPECT_LE(values.best_score, optimum.best);
  EXPECT_EQ(max_by_first(values), values.best_score);
  EXPECT_GT(values.best_moves, start.moves());
  for (int cell = 0; cell < kCells; ++cell) {
    const float value = values.best_by_first_move[static_cast<std::size_t>(cell)];
    if (!has_cell(start.legal_moves(), cell)) {
      EXPECT_EQ(value, kUnreached) << "cell " << cell;
    } else {
      // A value is the score of a real line starting there, so no more than its best.
      EXPECT_LE(value, optimum.by_first[static_cast<std::size_t>(cell)]) << "cell " << cell;
    }
  }
}

// A beam that holds every line at every depth is exhaustive, up to lines with the same future.
void expect_optimum(const LineValues& values, const Position& start, const Optimum& optimum) {
  expect_real_lines(values, start, optimum);
  EXPECT_EQ(values.best_score, optimum.best);
  EXPECT_TRUE(optimum.best_lengths.test(static_cast<std::size_t>(values.best_moves)))
      << values.best_moves;
  for (int cell = 0; cell < kCells; ++cell) {
    const bool legal = has_cell(start.legal_moves(), cell);
    EXPECT_EQ(values.best_by_first_move[static_cast<std::size_t>(cell)] != kUnreached, legal)
        << "cell " << cell;
  }
}

TEST(BeamSearch, WideBeamFindsTheExhaustiveOptimum) {
  int longest = 0;
  for (const Endgame& game : random_endgames(40, 1)) {
    const Optimum optimum = exhaustive(game.start, game.world);
    ASSERT_LT(optimum.lines, 300'000u) << "the endgame is too big for this test";
    longest = std::max(longest, static_cast<int>(optimum.open_by_depth.size()));

    BeamSearch beam(fixtures::widest_depth(optimum));
    SCOPED_TRACE(game.start.board().to_string());
    expect_optimum(beam.run(game.start, game.world), game.start, optimum);
  }
  // The endgames are not trivial: some line can still go on after 15 moves.
  EXPECT_GE(longest, 15);
}

TEST(BeamSearch, WideBeamIsExactWhateverTheHeuristicWeights) {
  // Only the points term must be positive, so that of two lines with the same future the
  // higher-scoring one is kept; the other terms, however odd, cannot lose the optimum.
  Weights odd;
  odd.points = 1;
  odd.lost_piece = -30;
  odd.set_progress = 99;
  odd.chain_progress = -7;
  for (const Endgame& game : random_endgames(20, 2)) {
    const Optimum optimum = exhaustive(game.start, game.world);
    BeamSearch beam(fixtures::widest_depth(optimum), odd);
    SCOPED_TRACE(game.start.board().to_string());
    expect_optimum(beam.run(game.start, game.world), game.start, optimum);
  }
}

TEST(BeamSearch, NarrowBeamsClaimOnlyRealLines) {
  for (const Endgame& game : random_endgames(20, 3)) {
    const Optimum optimum = exhaustive(game.start, game.world);
    for (const int width : {1, 2, 3, 8}) {
      BeamSearch beam(width);
      SCOPED_TRACE(::testing::Message() << "width " << width);
      expect_real_lines(beam.run(game.start, game.world), game.start, optimum);
    }
  }
}

void expect_same(const LineValues& a, const LineValues& b) {
  EXPECT_EQ(a.best_score, b.best_score);
  EXPECT_EQ(a.best_moves, b.best_moves);
  EXPECT_EQ(a.nodes, b.nodes);
  EXPECT_EQ(a.best_by_first_move, b.best_by_first_move);
}

TEST(ValueBeamSearch, WideBeamFindsTheExhaustiveOptimumWithAZeroValue) {
  // With every value 0 the rank is the score, and of two lines with the same future the
  // higher-scoring one is kept: nothing is lost.
  const value::Network zero = fixtures::noise_network("1234tlds", 0, 1);
  for (const Endgame& game : random_endgames(20, 5)) {
    const Optimum optimum = exhaustive(game.start, game.world);
    ValueBeamSearch beam(fixtures::widest_depth(optimum), zero);
    SCOPED_TRACE(game.start.board().to_string());
    expect_optimum(beam.run(game.start, game.world), game.start, optimum);
  }
}

TEST(ValueBeamSearch, NarrowBeamsClaimOnlyRealLinesWhateverTheValue) {
  const value::Network noise = fixtures::noise_network("1234tlds", 50, 2);
  for (const Endgame& game : random_endgames(20, 6)) {
    const Optimum optimum = exhaustive(game.start, game.world);
    for (const int width : {1, 2, 3, 8}) {
      ValueBeamSearch beam(width, noise);
      SCOPED_TRACE(::testing::Message() << "width " << width);
      expect_real_lines(beam.run(game.start, game.world), game.start, optimum);
    }
  }
}

TEST(ValueBeamSearch, TheValueDecidesWhichLinesANarrowBeamKeeps) {
  // Two lines from the same first move, one beam line: the value, not the score, picks the
  // line that survives, so two networks that differ only in their values find different lines.
  const Endgame game = random_endgames(1, 7).front();
  const Optimum optimum = exhaustive(game.start, game.world);
  std::vector<LineValues> found;
  for (std::uint64_t seed = 1; seed <= 8; ++seed) {
    const value::Network network = fixtures::noise_network("1234tlds", 1000, seed);
    ValueBeamSearch beam(1, network);
    found.push_back(beam.run(game.start, game.world));
    expect_real_lines(found.back(), game.start, optimum);
  }
  EXPECT_TRUE(std::any_of(found.begin(), found.end(), [&](const LineValues& values) {
    return values.best_by_first_move != found.front().best_by_first_move;
  }));
}

TEST(ValueBeamSearch, AHorizonValuesEachLineAtItsScorePlusItsValue) {
  // At a horizon of one move and a zero value, each first move is worth the points it scores
  // (or, when it ends the game, its final score: the same).
  const value::Network zero = fixtures::noise_network("1234tlds", 0, 1);
  for (const Endgame& game : random_endgames(10, 8)) {
    ValueBeamSearch beam(4, zero, 1);
    const LineValues values = beam.run(game.start, game.world);
    for (CellSet moves = game.start.legal_moves(); moves != 0;) {
      const int cell = solitaire::pop_cell(moves);
      Position after = game.start;
      fixtures::play_on(after, cell, game.world);
      EXPECT_EQ(values.best_by_first_move[static_cast<std::size_t>(cell)],
                static_cast<float>(after.score().total()));
    }
    EXPECT_EQ(values.best_moves, game.start.moves() + 1);
  }
  // A horizon past the end of every line is no horizon.
  for (const Endgame& game : random_endgames(5, 9)) {
    ValueBeamSearch to_the_end(4, zero);
    ValueBeamSearch far(4, zero, solitaire::kMaxMoves);
    expect_same(to_the_end.run(game.start, game.world), far.run(game.start, game.world));
  }
}

// A beam run again and again gives what a fresh one gives, also in the other order: on
// endgames, and on whole games from the start (where the width does cut lines). `make_beam`
// makes a new beam.
template <typename MakeBeam>
void expect_reuse_changes_nothing(const MakeBeam& make_beam) {
  std::vector<Endgame> runs = random_endgames(6, 4);
  for (const Endgame& game : random_endgames(6, 10)) runs.push_back(game);
  Random random(4);
  const SeenTypes all = seen_of("1234tlds");
  for (int game = 0; game < 3; ++game) {
    std::array<Piece, kCells> bronze{};
    for (Piece& piece : bronze) piece = all.nth(static_cast<int>(random.below(8)));
    const solitaire::Board board = solitaire::Board::from_bronze(bronze);
    runs.push_back({Position::start(board), World::sample(board, all, random)});
  }
  auto reused = make_beam();
  std::vector<LineValues> first_pass;
  for (const Endgame& run : runs) {
    first_pass.push_back(reused.run(run.start, run.world));
    expect_same(first_pass.back(), make_beam().run(run.start, run.world));
  }
  for (std::size_t index = runs.size(); index-- > 0;) {
    expect_same(first_pass[index], reused.run(runs[index].start, runs[index].world));
  }
}

TEST(BeamSearch, ReusedSearchGivesWhatFreshOnesGive) {
  expect_reuse_changes_nothing([] { return BeamSearch(3); });
}

TEST(ValueBeamSearch, ReusedSearchGivesWhatFreshOnesGive) {
  // A noisy value, so that the beam's order of lines is its own.
  const value::Network noise = fixtures::noise_network("1234tlds", 20, 3);
  expect_reuse_changes_nothing([&noise] { return ValueBeamSearch(3, noise); });
}

}  // namespace
}  // namespace arbiter::bot
