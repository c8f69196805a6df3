// What the player knows of the alphabet (SeenTypes) and the worlds sampled from it: a World
// keeps every visible top where the board's taken counts put it, draws the hidden layers from
// the seen types only and uniformly, is reproducible from its seed, and its reach follows what
// the player knows, not the sample's lucky pieces.
#include "bot/search/world.h"

#include <gtest/gtest.h>

#include <array>
#include <vector>

#include "bot/knowledge.h"
#include "common/random.h"
#include "tests/bot/fixtures.h"

namespace arbiter::bot {
namespace {

using fixtures::seen_of;
using solitaire::cell_at;
using solitaire::cell_bit;
using solitaire::CellSet;
using solitaire::kCells;
using solitaire::kLayers;
using solitaire::Piece;
using solitaire::targets;

TEST(SeenTypes, StartsEmpty) {
  const SeenTypes seen;
  EXPECT_EQ(seen.count(), 0);
  EXPECT_EQ(seen.mask(), 0);
  for (int kind = 0; kind < solitaire::kPieceKinds; ++kind) {
    EXPECT_FALSE(seen.contains(solitaire::piece_at(kind))) << kind;
  }
}

TEST(SeenTypes, MaskAndNthFollowPieceOrderNotTheOrderSeen) {
  SeenTypes seen;
  seen.add(Piece::kDam);
  seen.add(Piece::kTwo);
  seen.add(Piece::kOne);
  seen.add(Piece::kTwo);  // Seen twice, counted once.
  EXPECT_EQ(seen.count(), 3);
  EXPECT_EQ(seen.mask(), 0b0100'0011);
  EXPECT_EQ(seen.nth(0), Piece::kOne);
  EXPECT_EQ(seen.nth(1), Piece::kTwo);
  EXPECT_EQ(seen.nth(2), Piece::kDam);
  EXPECT_TRUE(seen.contains(Piece::kDam));
  EXPECT_FALSE(seen.contains(Piece::kThree));
  EXPECT_FALSE(seen.contains(Piece::kTorn));
  EXPECT_EQ(seen, seen_of("d21"));
  EXPECT_NE(seen, seen_of("d2"));
}

TEST(SeenTypes, NthOfOneTypeAndOfAll) {
  const SeenTypes knight = seen_of("s");
  EXPECT_EQ(knight.count(), 1);
  EXPECT_EQ(knight.mask(), 0x80);
  EXPECT_EQ(knight.nth(0), Piece::kSpringare);

  const SeenTypes all = seen_of("sdlt4321");
  EXPECT_EQ(all.count(), 8);
  EXPECT_EQ(all.mask(), 0xFF);
  for (int index = 0; index < 8; ++index) EXPECT_EQ(all.nth(index), solitaire::piece_at(index));
}

// A board with every kind of cell: a fresh one, one with a piece gone, one with two gone and a
// blank one. Its tops are of types the tests never put in the seen set, so what a world took
// from the board and what it drew can be told apart.
constexpr int kFresh = cell_at(0, 0);
constexpr int kOneGone = cell_at(2, 3);
constexpr int kTwoGone = cell_at(5, 5);
constexpr int kBlank = cell_at(3, 1);

solitaire::Board mixed_board() {
  solitaire::Board board = fixtures::board_of(Piece::kFour, {{kFresh, Piece::kTorn}});
  board.remove_top(kOneGone, Piece::kTwo);
  board.remove_top(kTwoGone, Piece::kFour);
  board.remove_top(kTwoGone, Piece::kDam);
  board.remove_top(kBlank, Piece::kFour);
  board.remove_top(kBlank, Piece::kFour);
  board.remove_top(kBlank, std::nullopt);
  return board;
}

TEST(WorldSample, KeepsEveryVisibleTopAndDrawsBelowItFromTheSeenTypes) {
  const solitaire::Board board = mixed_board();
  const SeenTypes seen = seen_of("3s");
  Random random(11);
  for (int sample = 0; sample < 50; ++sample) {
    const World world = World::sample(board, seen, random);
    // The taken count says which layer is on top: bronze, silver, gold.
    ASSERT_EQ(world.piece(kFresh, 0), Piece::kTorn);
    ASSERT_EQ(world.piece(kOneGone, 1), Piece::kTwo);
    ASSERT_EQ(world.piece(kTwoGone, 2), Piece::kDam);
    for (int cell = 0; cell < kCells; ++cell) {
      if (board.blank(cell)) continue;
      ASSERT_EQ(world.piece(cell, board.removed(cell)), board.top_piece(cell)) << cell;
      for (int layer = board.removed(cell) + 1; layer < kLayers; ++layer) {
        const Piece hidden = world.piece(cell, layer);
        ASSERT_TRUE(seen.contains(hidden))
            << cell << " " << layer << " " << ::testing::PrintToString(hidden);
      }
    }
  }
}

// The pieces a search may read: the top of each cell and everything below it.
std::vector<Piece> readable(const World& world, const solitaire::Board& board) {
  std::vector<Piece> pieces;
  for (int cell = 0; cell < kCells; ++cell) {
    for (int layer = board.removed(cell); layer < kLayers; ++layer) {
      pieces.push_back(world.piece(cell, layer));
    }
  }
  return pieces;
}

std::vector<CellSet> reaches(const World& world) {
  std::vector<CellSet> sets;
  for (int cell = 0; cell < kCells; ++cell) {
    for (int taken = 0; taken <= kLayers; ++taken) sets.push_back(world.reach(cell, taken));
  }
  return sets;
}

TEST(WorldSample, SameSeedSameWorldOtherSeedOtherWorld) {
  const solitaire::Board board = mixed_board();
  const SeenTypes seen = seen_of("123tlds");
  Random first(7);
  Random second(7);
  Random other(8);
  const World a = World::sample(board, seen, first);
  const World b = World::sample(board, seen, second);
  const World c = World::sample(board, seen, other);
  EXPECT_EQ(readable(a, board), readable(b, board));
  EXPECT_EQ(reaches(a), reaches(b));
  // 69 hidden pieces of 7 types: two seeds drawing the same ones would mean the seed is unused.
  EXPECT_NE(readable(a, board), readable(c, board));
}

TEST(WorldSample, HiddenLayersAreUniformOverTheSeenTypes) {
  const solitaire::Board board = fixtures::board_of(Piece::kTorn, {});
  const SeenTypes seen = seen_of("12ds");
  constexpr int kSamples = 500;
  // counts[layer][kind]: 36 cells * 500 samples = 18000 draws a layer, 4500 expected per type
  // (standard deviation 58).
  std::array<std::array<int, solitaire::kPieceKinds>, kLayers> counts{};
  Random random(2024);
  for (int sample = 0; sample < kSamples; ++sample) {
    const World world = World::sample(board, seen, random);
    for (int cell = 0; cell < kCells; ++cell) {
      ASSERT_EQ(world.piece(cell, 0), Piece::kTorn);
      for (int layer = 1; layer < kLayers; ++layer) {
        ++counts[static_cast<std::size_t>(layer)]
                [static_cast<std::size_t>(solitaire::index_of(world.piece(cell, layer)))];
      }
    }
  }
  for (int layer = 1; layer < kLayers; ++layer) {
    for (int kind = 0; kind < solitaire::kPieceKinds; ++kind) {
      const int count = counts[static_cast<std::size_t>(layer)][static_cast<std::size_t>(kind)];
      if (seen.contains(solitaire::piece_at(kind))) {
        EXPECT_NEAR(count, kCells * kSamples / 4.0, 300) << "layer " << layer << " kind " << kind;
      } else {
        EXPECT_EQ(count, 0) << "layer " << layer << " kind " << kind;
      }
    }
  }
}

TEST(WorldSample, ReachIsTheTopsTargetsAndEverySeenTypesBelowIt) {
  const solitaire::Board board = mixed_board();
  const SeenTypes seen = seen_of("3s");
  auto any_seen = [](int cell) {
    return targets(cell, Piece::kThree) | targets(cell, Piece::kSpringare);
  };
  Random random(5);
  for (int sample = 0; sample < 20; ++sample) {
    const World world = World::sample(board, seen, random);
    EXPECT_EQ(world.reach(kFresh, 0), targets(kFresh, Piece::kTorn) | any_seen(kFresh));
    EXPECT_EQ(world.reach(kFresh, 1), any_seen(kFresh));
    EXPECT_EQ(world.reach(kFresh, 2), any_seen(kFresh));
    EXPECT_EQ(world.reach(kFresh, 3), 0u);
    EXPECT_EQ(world.reach(kOneGone, 1), targets(kOneGone, Piece::kTwo) | any_seen(kOneGone));
    EXPECT_EQ(world.reach(kOneGone, 2), any_seen(kOneGone));
    EXPECT_EQ(world.reach(kOneGone, 3), 0u);
    // Nothing is hidden under a gold piece: only its own targets.
    EXPECT_EQ(world.reach(kTwoGone, 2), targets(kTwoGone, Piece::kDam));
    EXPECT_EQ(world.reach(kTwoGone, 3), 0u);
    for (int taken = 0; taken <= kLayers; ++taken) {
      EXPECT_EQ(world.reach(kBlank, taken), 0u) << taken;
    }
    // Every other cell: a fresh 4.
    const int cell = cell_at(4, 4);
    EXPECT_EQ(world.reach(cell, 0), targets(cell, Piece::kFour) | any_seen(cell));
  }
}

TEST(WorldSample, ReachOfACornerByHand) {
  // 1 1 with a 1 on top after one piece taken, springare the only seen type: the 1 reaches
  // 1 2, 2 1 and 2 2 (cells 1, 6, 7), the knight below it 2 3 and 3 2 (cells 8, 13).
  const int corner = cell_at(0, 0);
  solitaire::Board board = fixtures::board_of(Piece::kSpringare, {});
  board.remove_top(corner, Piece::kOne);
  Random random(1);
  const World world = World::sample(board, seen_of("s"), random);
  const CellSet one = cell_bit(1) | cell_bit(6) | cell_bit(7);
  const CellSet knight = cell_bit(8) | cell_bit(13);
  EXPECT_EQ(world.reach(corner, 1), one | knight);
  EXPECT_EQ(world.reach(corner, 2), knight);
  EXPECT_EQ(world.reach(corner, 3), 0u);
}

TEST(WorldSample, ReachDoesNotTrustALuckySample) {
  // Find a sample whose two hidden pieces under 1 1 are both 1s: its reach below the top must
  // still include the knight's targets, since the player cannot know they are not knights.
  const solitaire::Board board = fixtures::board_of(Piece::kDam, {});
  const int corner = cell_at(0, 0);
  Random random(3);
  bool found = false;
  for (int sample = 0; sample < 100 && !found; ++sample) {
    const World world = World::sample(board, seen_of("1s"), random);
    if (world.piece(corner, 1) != Piece::kOne || world.piece(corner, 2) != Piece::kOne) continue;
    found = true;
    const CellSet knight = targets(corner, Piece::kSpringare);
    EXPECT_EQ(world.reach(corner, 1) & knight, knight);
    EXPECT_EQ(world.reach(corner, 2) & knight, knight);
  }
  EXPECT_TRUE(found);
}

TEST(WorldFollow, TakesTheRevealsAndKeepsTheDrawsStillHidden) {
  std::array<Piece, kCells> bronze{};
  bronze.fill(Piece::kOne);
  bronze[0] = Piece::kTwo;
  solitaire::Board board = solitaire::Board::from_bronze(bronze);
  SeenTypes seen;
  for (const Piece piece : {Piece::kOne, Piece::kTwo, Piece::kThree, Piece::kFour}) {
    seen.add(piece);
  }
  Random random(11);
  World world = World::sample(board, seen, random);
  const World before = world;

  // The judge reveals a dam on cell 0 (never drawn: the world had only numbers there), and
  // cell 5 loses its bronze and silver pieces.
  board.remove_top(0, Piece::kDam);
  board.remove_top(5, world.piece(5, 1) == Piece::kOne ? Piece::kTwo : Piece::kOne);
  const Piece silver_of_5 = *board.top(5);
  board.remove_top(5, Piece::kFour);
  seen.add(Piece::kDam);
  world.follow(board, seen);

  EXPECT_EQ(world.piece(0, 1), Piece::kDam);
  EXPECT_EQ(world.piece(0, 2), before.piece(0, 2));  // Still hidden: the draw stays.
  EXPECT_EQ(world.piece(5, 2), Piece::kFour);
  EXPECT_NE(before.piece(5, 1), silver_of_5);  // The reveal contradicted the draw...
  for (int cell = 1; cell < kCells; ++cell) {
    if (cell == 5) continue;
    for (int layer = 0; layer < kLayers; ++layer) {
      EXPECT_EQ(world.piece(cell, layer), before.piece(cell, layer)) << cell << ' ' << layer;
    }
  }
  // ...and reach now follows the new knowledge: the dam's targets, and below it any seen type.
  CellSet any_type = 0;
  for (int kind = 0; kind < seen.count(); ++kind) any_type |= targets(0, seen.nth(kind));
  EXPECT_EQ(world.reach(0, 1), targets(0, Piece::kDam) | any_type);
  EXPECT_EQ(world.reach(5, 2), targets(5, Piece::kFour));
  EXPECT_EQ(world.reach(5, 3), CellSet{0});
}

TEST(ShareOutFirstReveals, EveryMoveUncoversEachSeenTypeOnceInAsManyWorlds) {
  // A mid-game position: the last move took a 1 at (3, 3), so the legal moves are its eight
  // neighbours; one of them is down to its gold, which uncovers nothing.
  std::array<Piece, kCells> bronze{};
  bronze.fill(Piece::kOne);
  solitaire::Board board = solitaire::Board::from_bronze(bronze);
  const int gold_cell = cell_at(2, 2);
  board.remove_top(gold_cell, Piece::kTwo);
  board.remove_top(gold_cell, Piece::kThree);
  solitaire::Position position = solitaire::Position::start(board);
  position.play(cell_at(3, 3), Piece::kFour);
  const SeenTypes seen = seen_of("1234");
  std::array<int, kCells> offsets{};
  for (int cell = 0; cell < kCells; ++cell) offsets[static_cast<std::size_t>(cell)] = cell * 5;

  Random random(3);
  const World original = World::sample(position.board(), seen, random);
  for (int round = 0; round < 2; ++round) {
    std::array<std::array<int, solitaire::kPieceKinds>, kCells> uncovered{};
    for (int index = round * 4; index < round * 4 + 4; ++index) {
      World world = original;
      share_out_first_reveals(world, position, seen, index, offsets);
      for (int cell = 0; cell < kCells; ++cell) {
        const int layer = position.board().removed(cell) + 1;
        const bool legal = solitaire::has_cell(position.legal_moves(), cell);
        for (int below = 0; below < kLayers; ++below) {
          // Only the piece each legal move uncovers changes.
          if (legal && below == layer) continue;
          EXPECT_EQ(world.piece(cell, below), original.piece(cell, below)) << cell << ' ' << below;
        }
        if (legal && layer < kLayers) {
          ++uncovered[static_cast<std::size_t>(cell)]
                     [static_cast<std::size_t>(solitaire::index_of(world.piece(cell, layer)))];
        }
      }
    }
    for (CellSet moves = position.legal_moves(); moves != 0;) {
      const int cell = solitaire::pop_cell(moves);
      std::array<int, solitaire::kPieceKinds> expected{};
      if (cell != gold_cell) expected = {1, 1, 1, 1, 0, 0, 0, 0};
      EXPECT_EQ(uncovered[static_cast<std::size_t>(cell)], expected) << "cell " << cell;
    }
  }
}

}  // namespace
}  // namespace arbiter::bot
