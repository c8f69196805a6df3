// Positions: move checks and their reasons, playing moves with the revealed pieces, and
// perft: the number of legal move sequences of depth 1..4 from fixed deals, pinned, and
// cross-checked against a brute force that shares nothing with the library but the deal and
// the literal move rule.
#include "common/solitaire/position.h"

#include <gtest/gtest.h>

#include <array>
#include <cstdint>
#include <fstream>
#include <string>
#include <vector>

#include "common/random.h"
#include "common/reader.h"
#include "common/solitaire/deal.h"
#include "tests/solitaire/printers.h"

namespace arbiter::solitaire {
namespace {

Deal official_deal(const std::string& name) {
  const std::string path = std::string(ARBITER_TEST_DATA_DIR) + "/solitaire/" + name + ".board";
  std::ifstream file(path, std::ios::binary);
  EXPECT_TRUE(file.is_open()) << "cannot open " << path;
  Reader reader(file, path);
  return read_board_file(reader);
}

// A deal whose every piece is `piece`.
Deal uniform_deal(Piece piece) {
  Deal deal;
  for (auto& stack : deal.stacks) stack.fill(piece);
  return deal;
}

TEST(Position, StartsWithEveryCellLegal) {
  const Deal deal = official_deal("g6-1");
  const Position position = Position::start(deal.visible_start());
  EXPECT_EQ(position.moves(), 0);
  EXPECT_EQ(position.last_cell(), std::nullopt);
  EXPECT_EQ(position.last_removed(), std::nullopt);
  EXPECT_EQ(position.legal_moves(), kAllCells);
  for (int cell = 0; cell < kCells; ++cell) EXPECT_EQ(position.check(cell), std::nullopt);
  position.check_invariants();
}

TEST(Position, PlaysAMoveAndMovesOnFromTheRemovedType) {
  // g6-1: row 1 is "springare 3 lopare springare 3 3"; under the springare at 1 1 lies torn.
  const Deal deal = official_deal("g6-1");
  Position position = Position::start(deal.visible_start());
  const int corner = cell_at(0, 0);
  EXPECT_EQ(position.play(corner, revealed_by(deal, position.board(), corner)), Piece::kSpringare);
  EXPECT_EQ(position.board().top(corner), Piece::kTorn);
  EXPECT_EQ(position.last_cell(), corner);
  EXPECT_EQ(position.last_removed(), Piece::kSpringare);  // Not the torn now on top.
  EXPECT_EQ(position.legal_moves(), cell_bit(cell_at(1, 2)) | cell_bit(cell_at(2, 1)));
  EXPECT_EQ(position.check(corner), MoveError::kSameCell);
  EXPECT_EQ(position.check(cell_at(0, 5)), MoveError::kNotReachable);
  EXPECT_EQ(position.check(cell_at(2, 1)), std::nullopt);
  EXPECT_EQ(explain(position, cell_at(0, 5), MoveError::kNotReachable),
            "1 6 is not reachable by springare from 1 1");
  EXPECT_EQ(explain(position, corner, MoveError::kSameCell), "1 1 is the cell of the last move");
  EXPECT_EQ(position.score().total(), 1);
  position.check_invariants();
}

TEST(Position, BlankCellsAreRefusedFirst) {
  // All torn: from a corner, the other corners of its row and column are the targets.
  const Deal deal = uniform_deal(Piece::kTorn);
  Position position = Position::start(deal.visible_start());
  const int a = cell_at(0, 0);
  const int b = cell_at(0, 5);
  for (int i = 0; i < 5; ++i) {
    const int cell = i % 2 == 0 ? a : b;
    ASSERT_EQ(position.check(cell), std::nullopt) << i;
    position.play(cell, revealed_by(deal, position.board(), cell));
  }
  // a was taken three times: blank, though also reachable; b twice.
  EXPECT_TRUE(position.board().blank(a));
  EXPECT_EQ(position.board().removed(b), 2);
  EXPECT_EQ(position.check(a), MoveError::kBlank);
  position.play(b, revealed_by(deal, position.board(), b));
  // Now b is blank and the last cell: blank wins over same cell.
  EXPECT_EQ(position.check(b), MoveError::kBlank);
  EXPECT_EQ(explain(position, b, MoveError::kBlank), "1 6 is blank");
  EXPECT_EQ(position.legal_moves(), cell_bit(cell_at(5, 5)));
  EXPECT_EQ(position.moves(), 6);
  EXPECT_EQ(position.score().breakdown(), (ScoreBreakdown{6, 12, 0, 0}));
  position.check_invariants();
}

TEST(Position, DescribesEveryError) {
  EXPECT_EQ(describe(MoveError::kBlank), "the cell is blank");
  EXPECT_EQ(describe(MoveError::kSameCell), "the same cell as the last move");
  EXPECT_EQ(describe(MoveError::kNotReachable), "not reachable from the last move");
  EXPECT_EQ(wire_coordinates(cell_at(5, 0)), "6 1");
}

// The library's perft: legal sequences of exactly `depth` moves.
std::uint64_t perft(const Deal& deal, const Position& position, int depth) {
  if (depth == 0) return 1;
  std::uint64_t count = 0;
  for (CellSet moves = position.legal_moves(); moves != 0;) {
    const int cell = pop_cell(moves);
    Position next = position;
    next.play(cell, revealed_by(deal, next.board(), cell));
    count += perft(deal, next, depth - 1);
  }
  return count;
}

// The brute force: raw removal counts, every cell tried against the literal rule.
std::uint64_t brute_force(const Deal& deal, std::array<int, kCells>& taken, int last, Piece type,
                          int depth) {
  if (depth == 0) return 1;
  std::uint64_t count = 0;
  for (int cell = 0; cell < kCells; ++cell) {
    if (taken[static_cast<std::size_t>(cell)] == kLayers) continue;
    if (last >= 0 && !rule_allows(last, cell, type)) continue;
    const Piece removed =
        deal.stacks[static_cast<std::size_t>(cell)]
                   [static_cast<std::size_t>(taken[static_cast<std::size_t>(cell)])];
    ++taken[static_cast<std::size_t>(cell)];
    count += brute_force(deal, taken, cell, removed, depth - 1);
    --taken[static_cast<std::size_t>(cell)];
  }
  return count;
}

// Depths 5 and 6 are pinned too: a cell can be emptied by move 5 and refused at move 6, which
// shorter sequences never see. g1 and g2 check known numbers: 160 knight moves and 220 king
// moves on a 6x6 board.
struct PerftCase {
  std::string name;
  Deal deal;
  std::array<std::uint64_t, 6> counts;  // Depth 1..6.
};

std::vector<PerftCase> perft_cases() {
  return {
      {"g6-1 (1234tlds)", official_deal("g6-1"), {36, 134, 459, 1545, 5309, 18344}},
      {"g4-1 (tld)", official_deal("g4-1"), {36, 160, 479, 1371, 3761, 9901}},
      {"g1 (s)", official_deal("g1"), {36, 160, 824, 4064, 20352, 101280}},
      {"g2 (1)", official_deal("g2"), {36, 220, 1460, 9808, 66692, 455224}},
      {"g5-2 (1234)", official_deal("g5-2"), {36, 127, 451, 1555, 5219, 17409}},
  };
}

TEST(Perft, PinnedCountsOfLegalSequences) {
  for (const PerftCase& test : perft_cases()) {
    const Position start = Position::start(test.deal.visible_start());
    for (int depth = 1; depth <= 6; ++depth) {
      EXPECT_EQ(perft(test.deal, start, depth), test.counts[static_cast<std::size_t>(depth - 1)])
          << test.name << " depth " << depth;
    }
  }
}

TEST(Perft, AgreesWithABruteForce) {
  for (const PerftCase& test : perft_cases()) {
    const Position start = Position::start(test.deal.visible_start());
    std::array<int, kCells> taken{};
    for (int depth = 1; depth <= 6; ++depth) {
      EXPECT_EQ(perft(test.deal, start, depth),
                brute_force(test.deal, taken, -1, Piece::kOne, depth))
          << test.name << " depth " << depth;
    }
  }
}

// A walk of random legal moves keeps every invariant and the score in step with the batch
// score of the removed types.
TEST(Position, RandomGamesKeepInvariantsAndScore) {
  const Deal deal = official_deal("g6-3");
  Random random(12345);
  for (int game = 0; game < 50; ++game) {
    Position position = Position::start(deal.visible_start());
    std::vector<Piece> removed;
    for (CellSet moves = position.legal_moves(); moves != 0; moves = position.legal_moves()) {
      auto pick = random.below(static_cast<std::uint64_t>(cell_count(moves)));
      int cell = pop_cell(moves);
      while (pick-- > 0) cell = pop_cell(moves);
      ASSERT_EQ(position.check(cell), std::nullopt);
      removed.push_back(position.play(cell, revealed_by(deal, position.board(), cell)));
      position.check_invariants();
      ASSERT_EQ(position.score().breakdown(), score_sequence(removed));
    }
    EXPECT_EQ(position.moves(), static_cast<int>(removed.size()));
  }
}

}  // namespace
}  // namespace arbiter::solitaire
