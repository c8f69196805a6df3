// Games without a judge: random_world deals every layer from the alphabet, reproducibly, and
// play_offline shows a strategy exactly what the protocol would (the opening board, then one
// reveal a move, and the types seen so far, nothing of the hidden layers) and refuses an
// illegal move.
#include "bot/offline.h"

#include <gtest/gtest.h>

#include <array>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "bot/search/greedy.h"
#include "common/random.h"
#include "tests/bot/fixtures.h"

namespace arbiter::bot {
namespace {

using fixtures::seen_of;
using solitaire::cell_at;
using solitaire::kCells;
using solitaire::kLayers;
using solitaire::Piece;
using solitaire::Position;

std::vector<Piece> layers_of(const World& world) {
  std::vector<Piece> pieces;
  for (int cell = 0; cell < kCells; ++cell) {
    for (int layer = 0; layer < kLayers; ++layer) pieces.push_back(world.piece(cell, layer));
  }
  return pieces;
}

TEST(RandomWorld, DrawsEveryLayerFromTheAlphabet) {
  const auto alphabet = solitaire::Alphabet::parse("2tl");
  // counts[layer][kind] over 30 deals: 1080 draws a layer, 360 expected per type.
  std::array<std::array<int, solitaire::kPieceKinds>, kLayers> counts{};
  Random random(6);
  for (int deal = 0; deal < 30; ++deal) {
    const World world = random_world(alphabet->pieces(), random);
    for (int cell = 0; cell < kCells; ++cell) {
      for (int layer = 0; layer < kLayers; ++layer) {
        ++counts[static_cast<std::size_t>(layer)]
                [static_cast<std::size_t>(solitaire::index_of(world.piece(cell, layer)))];
      }
    }
  }
  for (int layer = 0; layer < kLayers; ++layer) {
    for (int kind = 0; kind < solitaire::kPieceKinds; ++kind) {
      const int count = counts[static_cast<std::size_t>(layer)][static_cast<std::size_t>(kind)];
      if (alphabet->contains(solitaire::piece_at(kind))) {
        EXPECT_NEAR(count, 360, 80) << "layer " << layer << " kind " << kind;
      } else {
        EXPECT_EQ(count, 0) << "layer " << layer << " kind " << kind;
      }
    }
  }
}

TEST(RandomWorld, SameSeedSameDeal) {
  const auto alphabet = solitaire::Alphabet::parse("1234tlds");
  Random first(3);
  Random second(3);
  Random other(4);
  const World a = random_world(alphabet->pieces(), first);
  EXPECT_EQ(layers_of(a), layers_of(random_world(alphabet->pieces(), second)));
  EXPECT_NE(layers_of(a), layers_of(random_world(alphabet->pieces(), other)));
}

TEST(RandomWorld, OneTypeAlphabet) {
  const auto alphabet = solitaire::Alphabet::parse("l");
  Random random(1);
  for (const Piece piece : layers_of(random_world(alphabet->pieces(), random))) {
    EXPECT_EQ(piece, Piece::kLopare);
  }
}

// A board of 1s with only dams hidden below them.
World ones_over_dams() {
  Random random(1);
  return World::sample(fixtures::board_of(Piece::kOne, {}), seen_of("d"), random);
}

TEST(PlayOffline, ShowsOnlyWhatTheProtocolShows) {
  const World deal = ones_over_dams();
  // 1 1, then 1 2 (a step from the 1), then the dam revealed at 1 1, then 1 6 (a rook's
  // move to the edge of the row); then stop.
  fixtures::Script script({cell_at(0, 0), cell_at(0, 1), cell_at(0, 0), cell_at(0, 5)});
  fixtures::Recorder recorder(script);
  const Position end = play_offline(deal, recorder);

  const std::vector<fixtures::Shown>& shown = recorder.shown();
  ASSERT_EQ(shown.size(), 5u);  // Before each move, and once more to stop.
  solitaire::Board board = fixtures::board_of(Piece::kOne, {});
  EXPECT_EQ(shown[0].position, Position::start(board));
  // The dams are not seen before one is revealed.
  EXPECT_EQ(shown[0].seen, seen_of("1"));
  const std::array moves = {cell_at(0, 0), cell_at(0, 1), cell_at(0, 0), cell_at(0, 5)};
  for (std::size_t move = 0; move < 4; ++move) {
    board.remove_top(moves[move], Piece::kDam);
    EXPECT_EQ(shown[move + 1].position.board(), board) << "after move " << move + 1;
    EXPECT_EQ(shown[move + 1].position.last_cell(), moves[move]);
    EXPECT_EQ(shown[move + 1].seen, seen_of("1d")) << "after move " << move + 1;
  }
  EXPECT_EQ(end, shown.back().position);
  // 1 1 d 1: 4 moves and a run of two 1s.
  EXPECT_EQ(end.score().total(), 8);
}

TEST(PlayOffline, RevealsExactlyTheDealsPiecesMoveByMove) {
  for (const std::string_view letters : {"1", "12", "tld", "1234tlds"}) {
    Random random(21);
    const World deal = random_world(solitaire::Alphabet::parse(letters)->pieces(), random);
    GreedyStrategy greedy;
    fixtures::Recorder recorder(greedy);
    const Position end = play_offline(deal, recorder);
    const std::vector<fixtures::Shown>& shown = recorder.shown();
    ASSERT_EQ(shown.size(), recorder.moves().size() + 1) << letters;

    std::array<Piece, kCells> bronze{};
    SeenTypes seen;
    for (int cell = 0; cell < kCells; ++cell) {
      bronze[static_cast<std::size_t>(cell)] = deal.piece(cell, 0);
      seen.add(deal.piece(cell, 0));
    }
    Position expected = Position::start(solitaire::Board::from_bronze(bronze));
    EXPECT_EQ(shown[0].position, expected) << letters;
    EXPECT_EQ(shown[0].seen, seen) << letters;
    for (std::size_t move = 0; move < recorder.moves().size(); ++move) {
      const int cell = recorder.moves()[move];
      fixtures::play_on(expected, cell, deal);
      if (!expected.board().blank(cell)) seen.add(*expected.board().top(cell));
      ASSERT_EQ(shown[move + 1].position, expected) << letters << " move " << move + 1;
      ASSERT_EQ(shown[move + 1].seen, seen) << letters << " move " << move + 1;
    }
    EXPECT_EQ(end, expected) << letters;
  }
}

TEST(PlayOffline, StoppingAtOnceReturnsTheStart) {
  const World deal = ones_over_dams();
  fixtures::Script stop({});
  const Position end = play_offline(deal, stop);
  EXPECT_EQ(end, Position::start(fixtures::board_of(Piece::kOne, {})));
}

void expect_refused(const World& deal, std::vector<int> cells, const std::string& message) {
  fixtures::Script broken(std::move(cells));
  try {
    play_offline(deal, broken);
    ADD_FAILURE() << "no error, expected: " << message;
  } catch (const std::logic_error& error) {
    EXPECT_EQ(error.what(), message);
  }
}

TEST(PlayOffline, RefusesAnIllegalMove) {
  Random random(1);
  const World ones = World::sample(fixtures::board_of(Piece::kOne, {}), seen_of("1"), random);
  // Off the board.
  expect_refused(ones, {-1}, "the strategy chose an illegal move: -1");
  expect_refused(ones, {kCells}, "the strategy chose an illegal move: 36");
  // The same cell twice.
  expect_refused(ones, {0, 0}, "the strategy chose an illegal move: 0");
  // Out of a 1's reach: 1 1 to 3 3.
  expect_refused(ones, {0, cell_at(2, 2)}, "the strategy chose an illegal move: 14");
  // 1 1 after its three pieces are gone (1 1 and 1 2 are a step apart).
  expect_refused(ones, {0, 1, 0, 1, 0, 1, 0}, "the strategy chose an illegal move: 0");
}

}  // namespace
}  // namespace arbiter::bot
