// The learned value: its features, one TD step, the file of networks, the trainer's
// determinism, what a short training is worth, and that a search with any weights plays legally.

#include <gtest/gtest.h>

#include <algorithm>
#include <bit>
#include <chrono>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <optional>
#include <ostream>
#include <set>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

#include "bot/offline.h"
#include "bot/search/learned_strategy.h"
#include "bot/search/value_search.h"
#include "bot/training/td_learning.h"
#include "bot/training/training.h"
#include "bot/value/features.h"
#include "bot/value/features_detail.h"
#include "bot/value/file.h"
#include "bot/value/network.h"
#include "common/random.h"
#include "common/solitaire/board.h"
#include "common/solitaire/position.h"
#include "tests/bot/value_fixtures.h"

namespace arbiter::bot::value {
namespace {

using solitaire::kCells;
using solitaire::Piece;
using solitaire::Position;

using fixtures::alphabet;

// A varied opening board: every type, in no symmetric pattern.
std::array<Piece, kCells> mixed_bronze() {
  std::array<Piece, kCells> bronze{};
  for (int cell = 0; cell < kCells; ++cell) {
    bronze[static_cast<std::size_t>(cell)] = solitaire::piece_at((cell * 5 + cell / 7) % 8);
  }
  return bronze;
}

// Plays `cells` from the start on `bronze`, revealing `reveal` under every piece taken, and
// returns the afterstate of the last move (whose reveal the features never read).
Position played(const std::array<Piece, kCells>& bronze, const std::vector<int>& cells,
                Piece reveal) {
  Position position = Position::start(solitaire::Board::from_bronze(bronze));
  for (std::size_t i = 0; i + 1 < cells.size(); ++i) {
    EXPECT_FALSE(position.check(cells[i])) << "move " << i;
    const bool gold = position.board().removed(cells[i]) == solitaire::kLayers - 1;
    position.play(cells[i], gold ? std::nullopt : std::optional<Piece>(reveal));
  }
  EXPECT_FALSE(position.check(cells.back()));
  return afterstate(position, cells.back());
}

std::multiset<std::uint32_t> features_of(const Position& after) {
  ActiveFeatures features;
  encode(after, kBaseFeatureSet, features);
  return {features.index.begin(), features.index.begin() + features.count};
}

// A legal line on the mixed board, found by taking the lowest legal cell each time.
std::vector<int> lowest_cell_line(const std::array<Piece, kCells>& bronze, int moves) {
  Position position = Position::start(solitaire::Board::from_bronze(bronze));
  std::vector<int> cells;
  for (int move = 0; move < moves && position.legal_moves() != 0; ++move) {
    const int cell = std::countr_zero(position.legal_moves());
    cells.push_back(cell);
    const bool gold = position.board().removed(cell) == solitaire::kLayers - 1;
    position.play(cell, gold ? std::nullopt : std::optional<Piece>(Piece::kDam));
  }
  return cells;
}

TEST(ValueFeatures, TheEightSymmetriesAreDistinctPermutationsOfTheCells) {
  std::set<std::vector<int>> images;
  for (int symmetry = 0; symmetry < 8; ++symmetry) {
    std::vector<int> image(kCells);
    for (int cell = 0; cell < kCells; ++cell) {
      image[static_cast<std::size_t>(cell)] = detail::transform(cell, symmetry);
    }
    EXPECT_EQ(std::set<int>(image.begin(), image.end()).size(), 36U) << "symmetry " << symmetry;
    images.insert(image);
  }
  EXPECT_EQ(images.size(), 8U);
  EXPECT_EQ(detail::transform(solitaire::cell_at(0, 1), 0), solitaire::cell_at(0, 1));
}

TEST(ValueFeatures, EveryRuleIsSymmetricSoTheFeaturesOfAnImageAreTheSame) {
  const auto bronze = mixed_bronze();
  const std::vector<int> line = lowest_cell_line(bronze, 12);
  ASSERT_EQ(line.size(), 12U);
  const auto original = features_of(played(bronze, line, Piece::kDam));
  for (int symmetry = 1; symmetry < 8; ++symmetry) {
    std::array<Piece, kCells> image_bronze{};
    std::vector<int> image_line;
    for (int cell = 0; cell < kCells; ++cell) {
      image_bronze[static_cast<std::size_t>(detail::transform(cell, symmetry))] =
          bronze[static_cast<std::size_t>(cell)];
    }
    image_line.reserve(line.size());
    for (const int cell : line) image_line.push_back(detail::transform(cell, symmetry));
    EXPECT_EQ(features_of(played(image_bronze, image_line, Piece::kDam)), original)
        << "symmetry " << symmetry;
  }
}

TEST(ValueFeatures, TheUncoveredPieceDoesNotChangeTheFeatures) {
  const auto bronze = mixed_bronze();
  Position position = Position::start(solitaire::Board::from_bronze(bronze));
  const int first = 14;
  Position a = position;
  a.play(first, Piece::kOne);
  Position b = position;
  b.play(first, Piece::kSpringare);
  EXPECT_EQ(features_of(a), features_of(b));
  EXPECT_EQ(features_of(a), features_of(afterstate(position, first)));
}

TEST(ValueFeatures, IndicesAreInTheTableAndDifferentPositionsDiffer) {
  const auto bronze = mixed_bronze();
  const std::vector<int> line = lowest_cell_line(bronze, 30);
  std::set<std::multiset<std::uint32_t>> seen;
  for (std::size_t moves = 1; moves <= line.size(); ++moves) {
    const std::vector<int> prefix(line.begin(), line.begin() + static_cast<long>(moves));
    const auto features = features_of(played(bronze, prefix, Piece::kDam));
    for (const std::uint32_t index : features) EXPECT_LT(index, table_size(kBaseFeatureSet));
    seen.insert(features);
  }
  EXPECT_EQ(seen.size(), line.size());
}

TEST(ValueFeatures, AnAfterstateIsFinalExactlyWhenNoMoveFollowsWhateverIsUncovered) {
  Network positive = Network::zero(alphabet("1s"));
  Random weights(11);
  for (float& weight : positive.weights) weight = static_cast<float>(weights.between(1, 100));
  int finals = 0;
  for (std::uint64_t game = 1; game <= 20; ++game) {
    Random random(game);
    const World deal = random_world(alphabet("1s").pieces(), random);
    Position position = Position::start(deal.visible_start());
    while (position.legal_moves() != 0) {
      for (solitaire::CellSet moves = position.legal_moves(); moves != 0;) {
        const int cell = solitaire::pop_cell(moves);
        bool none_follows = true;
        for (const Piece piece : {Piece::kOne, Piece::kSpringare}) {
          Position after = position;
          const bool gold = after.board().removed(cell) == solitaire::kLayers - 1;
          after.play(cell, gold ? std::nullopt : std::optional<Piece>(piece));
          none_follows = none_follows && after.legal_moves() == 0;
        }
        EXPECT_EQ(is_final(afterstate(position, cell)), none_follows);
        // Every weight is positive: only a final afterstate can be worth 0.
        if (none_follows) ++finals;
        EXPECT_EQ(positive.value(afterstate(position, cell)) == 0.0F, none_follows);
      }
      const int cell = std::countr_zero(position.legal_moves());
      position.play(cell, deal.revealed_by(position.board(), cell));
    }
  }
  EXPECT_GE(finals, 20);  // At least every game's last move.
}

TEST(TdLearning, OneStepMovesEachActiveWeightByTheRateTimesTheError) {
  Network network = Network::zero(alphabet("12"));
  ActiveFeatures features;
  features.count = 3;
  features.index = {7, 11, 7};  // A repeated index moves twice.
  network.weights[11] = 1.0F;   // V = w7 + w11 + w7 = 1.
  // Target: 5 points now plus a next afterstate worth 2 = 7; error 6; step 0.5 × 6 = 3.
  td_update(network, features, 5.0F + 2.0F, 0.5F);
  EXPECT_FLOAT_EQ(network.weights[7], 6.0F);
  EXPECT_FLOAT_EQ(network.weights[11], 4.0F);
  EXPECT_FLOAT_EQ(network.value(features), 16.0F);
}

TEST(TdLearning, TheBackwardPassMovesEachAfterstateTowardsItsLambdaReturn) {
  // A game of three moves: 1 point into afterstate A (feature 0), 2 points into B (feature 1),
  // 4 points into a final afterstate. B is worth 10 before the pass, A 0; step 0.5.
  std::vector<PlayedMove> game(3);
  game[0].points = 1;
  game[0].features.count = 1;
  game[0].features.index[0] = 0;
  game[1].points = 2;
  game[1].features.count = 1;
  game[1].features.index[0] = 1;
  game[2].points = 4;  // Its afterstate is final: count 0.
  const auto weights_after = [&](float lambda) {
    Network network = Network::zero(alphabet("12"));
    network.weights[1] = 10;
    learn_backwards(network, game, 0.5F, lambda);
    return std::pair{network.weights[0], network.weights[1]};
  };
  // B first: its λ-return is the last move's 4 points whatever λ (a final afterstate is worth
  // 0 and returns 0); error −6, so B moves by 0.5 × −6 to 7. Then A: 2 points plus
  // (1 − λ) × B's new value 7 plus λ × B's λ-return 4.
  for (const float lambda : {0.0F, 0.5F, 1.0F}) {
    const float a_return = 2 + (1 - lambda) * 7 + lambda * 4;
    EXPECT_FLOAT_EQ(weights_after(lambda).second, 7.0F) << lambda;
    EXPECT_FLOAT_EQ(weights_after(lambda).first, 0.5F * a_return) << lambda;
  }
  EXPECT_FLOAT_EQ(weights_after(0).first, 4.5F);  // TD(0): 2 + 7.
  EXPECT_FLOAT_EQ(weights_after(1).first, 3.0F);  // Monte Carlo: 2 + 4 points still earned.
  EXPECT_FLOAT_EQ(weights_after(0.5F).first, 3.75F);
}

TEST(TdLearning, AGameToLearnFromIsTheOnePlyPlayersWithEveryMovesPointsAndAfterstate) {
  const Network noise = fixtures::noise_network("12", 3.0F, 5);
  Random random(21);
  const World deal = random_world(alphabet("12").pieces(), random);
  std::vector<PlayedMove> game(3);  // Whatever it held is replaced.
  const int score = play_for_learning(noise, deal, game);

  fixtures::OnePly one_ply(noise);
  EXPECT_EQ(play_offline(deal, one_ply).score().total(), score);
  // Replayed move by move: each move's points, and its afterstate's features (none only for
  // the last, final one).
  Position position = Position::start(deal.visible_start());
  ASSERT_FALSE(game.empty());
  float points = 0;
  for (std::size_t move = 0; move < game.size(); ++move) {
    const std::optional<int> cell = fixtures::one_ply_move(noise, position);
    ASSERT_TRUE(cell.has_value()) << move;
    const Position after = afterstate(position, *cell);
    EXPECT_FLOAT_EQ(game[move].points,
                    static_cast<float>(after.score().total() - position.score().total()));
    EXPECT_EQ(game[move].features.count > 0, move + 1 < game.size()) << move;
    if (game[move].features.count > 0) {
      ActiveFeatures expected;
      encode(after, noise.feature_set, expected);
      ASSERT_EQ(game[move].features.count, expected.count) << move;
      EXPECT_EQ(game[move].features.moves, expected.moves) << move;
      EXPECT_TRUE(std::equal(expected.index.begin(), expected.index.begin() + expected.count,
                             game[move].features.index.begin()))
          << move;
    }
    points += game[move].points;
    position.play(*cell, deal.revealed_by(position.board(), *cell));
  }
  EXPECT_EQ(position.legal_moves(), 0U);
  EXPECT_FLOAT_EQ(points, static_cast<float>(score));
}

TEST(TdLearning, TrainingIsDeterministicAndResumesExactly) {
  TrainingSettings settings;
  settings.games = 40;
  settings.seed = 9;

  const Network once = fixtures::trained(fresh_network(alphabet("12"), settings.seed), settings);
  const Network again = fixtures::trained(fresh_network(alphabet("12"), settings.seed), settings);
  EXPECT_EQ(once.weights, again.weights);
  EXPECT_EQ(once.games, 40U);

  const Network continued =
      fixtures::stopped_and_resumed(fresh_network(alphabet("12"), settings.seed), settings, 20);
  EXPECT_EQ(continued.games, 40U);
  EXPECT_EQ(continued.weights, once.weights);
  EXPECT_EQ(continued.random_state, once.random_state);

  const Network other = fixtures::trained(fresh_network(alphabet("12"), 10), settings);
  EXPECT_NE(other.weights, once.weights);
}

TEST(TdLearning, EachRuleTrainsDeterministicallyResumesExactlyAndDiffersFromTheOthers) {
  TrainingSettings settings;
  settings.games = 40;
  settings.seed = 9;
  settings.lambda = 0.5F;
  const Network once = fixtures::trained(fresh_network(alphabet("12"), settings.seed), settings);
  const Network again = fixtures::trained(fresh_network(alphabet("12"), settings.seed), settings);
  EXPECT_EQ(once.weights, again.weights);
  const Network continued =
      fixtures::stopped_and_resumed(fresh_network(alphabet("12"), settings.seed), settings, 20);
  EXPECT_EQ(continued.weights, once.weights);
  EXPECT_EQ(continued.random_state, once.random_state);

  TrainingSettings online = settings;
  online.lambda.reset();
  TrainingSettings expected = online;
  expected.expected_targets = true;
  const Network expected_once =
      fixtures::trained(fresh_network(alphabet("12"), settings.seed), expected);
  EXPECT_EQ(fixtures::trained(fresh_network(alphabet("12"), settings.seed), expected).weights,
            expected_once.weights);
  EXPECT_EQ(
      fixtures::stopped_and_resumed(fresh_network(alphabet("12"), settings.seed), expected, 20)
          .weights,
      expected_once.weights);
  EXPECT_NE(fixtures::trained(fresh_network(alphabet("12"), settings.seed), online).weights,
            expected_once.weights);
  TrainingSettings other_lambda = settings;
  other_lambda.lambda = 0.0F;
  EXPECT_NE(fixtures::trained(fresh_network(alphabet("12"), settings.seed), online).weights,
            once.weights);
  EXPECT_NE(fixtures::trained(fresh_network(alphabet("12"), settings.seed), other_lambda).weights,
            once.weights);
}

TEST(TdLearning, ABatchOfGamesIsPlayedByTheSameWeightsAndResumesExactly) {
  TrainingSettings settings;
  settings.games = 40;
  settings.seed = 9;
  settings.lambda = 0.5F;
  const Network one_by_one =
      fixtures::trained(fresh_network(alphabet("12"), settings.seed), settings);
  settings.batch = 8;
  const Network batched = fixtures::trained(fresh_network(alphabet("12"), settings.seed), settings);
  EXPECT_EQ(batched.games, 40U);
  EXPECT_NE(batched.weights, one_by_one.weights);
  // The same deals in the same order: the random stream ends where it does one by one.
  EXPECT_EQ(batched.random_state, one_by_one.random_state);
  // Stopped at the report after 24 games and resumed: batches end at reports (here every 12
  // games: batches of 8, 4, 8, 4, 8, 4, 4), so a resumed run's batches are those of one run.
  settings.report_every = 12;
  const Network reported =
      fixtures::trained(fresh_network(alphabet("12"), settings.seed), settings);
  const Network continued =
      fixtures::stopped_and_resumed(fresh_network(alphabet("12"), settings.seed), settings, 24);
  EXPECT_EQ(continued.weights, reported.weights);
  EXPECT_NE(reported.weights, batched.weights);  // Other batches: 8, 8, 8, 8, 8.

  // Hand-made: a batch of 2 is its two games played by the first weights, then learned from.
  settings.batch = 2;
  settings.games = 2;
  settings.report_every = 10;
  settings.first_rate = settings.last_rate = 0.001F;
  Network start = fresh_network(alphabet("12"), settings.seed);
  start.weights = fixtures::noise_network("12", 1.0F, 4).weights;
  Random random(start.random_state);
  const World first = random_world(start.alphabet.pieces(), random);
  const World second = random_world(start.alphabet.pieces(), random);
  std::vector<PlayedMove> first_game;
  std::vector<PlayedMove> second_game;
  play_for_learning(start, first, first_game);
  play_for_learning(start, second, second_game);
  Network expected = start;
  learn_backwards(expected, first_game, 0.001F, 0.5F);
  learn_backwards(expected, second_game, 0.001F, 0.5F);
  EXPECT_EQ(fixtures::trained(start, settings).weights, expected.weights);
}

// A short training by each learning rule: after every move towards the next move played or
// the expected target, or backwards from each game (TD(λ)).
struct LearningRule {
  const char* name;
  std::optional<float> lambda;
  bool expected_targets;
  double margin;  // The least lead over a random player it must show.
};
void PrintTo(const LearningRule& rule, std::ostream* out) { *out << rule.name; }
class ShortTraining : public ::testing::TestWithParam<LearningRule> {};

TEST_P(ShortTraining, PlaysFarBetterThanChance) {
  const solitaire::Alphabet twelve = alphabet("12");
  TrainingSettings settings;
  settings.games = 1500;
  settings.seed = 3;
  settings.lambda = GetParam().lambda;
  settings.expected_targets = GetParam().expected_targets;
  const Network network = fixtures::trained(fresh_network(twelve, settings.seed), settings);

  double learned = 0;
  double chance = 0;
  constexpr int kGames = 100;
  for (int game = 0; game < kGames; ++game) {
    Random deals(static_cast<std::uint64_t>(1000 + game));
    const World deal = random_world(twelve.pieces(), deals);
    fixtures::OnePly one_ply(network);
    learned += play_offline(deal, one_ply).score().total();
    // A random player on the same deal.
    Position position = Position::start(deal.visible_start());
    Random choices(static_cast<std::uint64_t>(game));
    while (const solitaire::CellSet legal = position.legal_moves()) {
      solitaire::CellSet moves = legal;
      const auto skip = choices.below(static_cast<std::uint64_t>(std::popcount(legal)));
      for (std::uint64_t i = 0; i < skip; ++i) moves &= moves - 1;
      const int cell = std::countr_zero(moves);
      position.play(cell, deal.revealed_by(position.board(), cell));
    }
    chance += position.score().total();
  }
  learned /= kGames;
  chance /= kGames;
  // Measured against 178 for chance: 270 after every move, 247 with expected targets (slower
  // at first: 267 on bench boards after 3 000 games), 282 backwards with λ 0.5 (the greedy
  // scores about 265 on this alphabet).
  EXPECT_GT(learned, chance + GetParam().margin) << "learned " << learned << ", chance " << chance;
}

INSTANTIATE_TEST_SUITE_P(TdLearning, ShortTraining,
                         ::testing::Values(LearningRule{"AfterEveryMove", std::nullopt, false, 80},
                                           LearningRule{"ExpectedTargets", std::nullopt, true, 60},
                                           LearningRule{"Backwards", 0.5F, false, 80}),
                         [](const ::testing::TestParamInfo<LearningRule>& param_info) {
                           return std::string(param_info.param.name);
                         });

std::string file_of(const std::vector<Network>& networks) {
  std::stringstream out;
  write_networks(out, networks);
  return out.str();
}

std::string read_error(const std::string& bytes) {
  std::stringstream in(bytes);
  try {
    read_networks(in);
  } catch (const FileError& error) {
    EXPECT_EQ(error.status(), ExitCode::kDataError);
    return error.what();
  }
  return "(read)";
}

std::optional<FileProblem> read_problem(const std::string& bytes) {
  std::stringstream in(bytes);
  try {
    read_networks(in);
  } catch (const FileError& error) {
    return error.problem();
  }
  return std::nullopt;
}

std::vector<Network> two_networks() {
  Network first = Network::zero(alphabet("12"));
  first.games = 123;
  first.seed = 4;
  first.random_state = 0xDEADBEEFCAFEULL;
  first.weights[5] = 1.5F;
  first.weights.back() = -2.25F;
  Network second = Network::zero(alphabet("1234tlds"));
  second.weights[0] = 3.0F;
  return {first, second};
}

TEST(ValueFile, RoundTripsEveryField) {
  const auto networks = two_networks();
  std::stringstream in(file_of(networks));
  const std::vector<Network> read = read_networks(in);
  ASSERT_EQ(read.size(), 2U);
  for (std::size_t i = 0; i < 2; ++i) {
    EXPECT_EQ(read[i].alphabet.letters(), networks[i].alphabet.letters());
    EXPECT_EQ(read[i].feature_set, kBaseFeatureSet);
    EXPECT_EQ(read[i].games, networks[i].games);
    EXPECT_EQ(read[i].seed, networks[i].seed);
    EXPECT_EQ(read[i].random_state, networks[i].random_state);
    EXPECT_EQ(read[i].weights, networks[i].weights);
  }
}

TEST(ValueFile, IsLittleEndianWithTheDocumentedHeader) {
  const std::string bytes = file_of({Network::zero(alphabet("12"))});
  EXPECT_EQ(bytes.substr(0, 8), "ARBVALUE");
  EXPECT_EQ(bytes.substr(8, 4), std::string("\x01\0\0\0", 4));            // Version 1.
  EXPECT_EQ(bytes.substr(12, 4), std::string("\x01\0\0\0", 4));           // One network.
  EXPECT_EQ(static_cast<unsigned char>(bytes[20]), 0x03U);                // Alphabet 1, 2.
  EXPECT_EQ(bytes.size(), 8 + 4 + 4 + (4 + 1 + 8 + 8 + 8 + 4 + 4) + 8U);  // No run stored.
  // With stages, version 2: the stages after the random state.
  const std::string staged = file_of({Network::zero(alphabet("12"), {30, 60})});
  EXPECT_EQ(staged.substr(8, 4), std::string("\x02\0\0\0", 4));
  EXPECT_EQ(staged.substr(45, 3), "\x03\x1E\x3C");       // Three stages, from moves 30 and 60.
  EXPECT_EQ(staged.substr(48, 4), bytes.substr(45, 4));  // The weights of a table, as in version 1.
  EXPECT_EQ(staged.size(), bytes.size() + 3);

  Network two = Network::zero(alphabet("12"));
  two.weights[5] = 1.0F;  // 0x3F800000.
  two.weights[6] = -2.0F;
  two.weights.back() = 0.5F;
  const std::string runs = file_of({two}).substr(16 + 4 + 1 + 8 + 8 + 8 + 4);
  const std::uint32_t zeros_to_the_last = table_size(kBaseFeatureSet) - 8;
  const std::string expected_runs =
      std::string("\x02\0\0\0", 4) +              // Two runs:
      std::string("\x05\0\0\0\x02\0\0\0", 8) +    // 5 zeros, 2 weights,
      std::string("\0\0\x80\x3F\0\0\0\xC0", 8) +  // 1.0 and -2.0;
      // the zeros up to the last weight,
      std::string{static_cast<char>(zeros_to_the_last & 0xFF),
                  static_cast<char>(zeros_to_the_last >> 8 & 0xFF),
                  static_cast<char>(zeros_to_the_last >> 16 & 0xFF), '\0'} +
      std::string("\x01\0\0\0\0\0\0\x3F", 8);  // and 0.5.
  EXPECT_EQ(runs.substr(0, runs.size() - 8), expected_runs);
}

TEST(ValueFile, RejectsWhatIsNotAWholeFileOfValues) {
  const std::string good = file_of(two_networks());
  EXPECT_EQ(read_error(""), "not a file of learned values (it does not start with ARBVALUE)");
  EXPECT_EQ(read_error("PK\3\4 a zip file"),
            "not a file of learned values (it does not start with ARBVALUE)");
  EXPECT_EQ(read_error(good.substr(0, 14)), "truncated: the file ends inside the header");
  EXPECT_EQ(read_error(good.substr(0, good.size() - 10)),
            "truncated: the file ends inside the weights of network 2");
  EXPECT_EQ(read_error(good.substr(0, good.size() - 3)),
            "truncated: the file ends inside the checksum");

  std::string flipped = good;
  flipped[good.size() / 3] = static_cast<char>(flipped[good.size() / 3] ^ 0x10);
  EXPECT_EQ(read_error(flipped), "corrupt: the checksum does not match the contents");
  std::string bad_count = good;
  bad_count[12] = 9;  // A damaged header reads as corruption, not as 9 networks.
  EXPECT_EQ(read_error(bad_count), "corrupt: the checksum does not match the contents");

  EXPECT_EQ(read_error(good + "x"), "corrupt: the checksum does not match the contents");

  // The kind of each, which decides how a damaged field is reported.
  EXPECT_EQ(read_problem(good), std::nullopt);
  EXPECT_EQ(read_problem(""), FileProblem::kInvalid);
  EXPECT_EQ(read_problem(good.substr(0, 14)), FileProblem::kTruncated);
  EXPECT_EQ(read_problem(good.substr(0, good.size() - 10)), FileProblem::kTruncated);
  EXPECT_EQ(read_problem(good.substr(0, good.size() - 3)), FileProblem::kTruncated);
  EXPECT_EQ(read_problem(flipped), FileProblem::kCorrupt);
  EXPECT_EQ(read_problem(bad_count), FileProblem::kCorrupt);
}

TEST(ValueFile, EachProblemHasItsExitStatus) {
  EXPECT_EQ(FileError(FileProblem::kCannotOpen, "").status(), ExitCode::kNoInput);
  EXPECT_EQ(FileError(FileProblem::kTruncated, "").status(), ExitCode::kDataError);
  EXPECT_EQ(FileError(FileProblem::kCorrupt, "").status(), ExitCode::kDataError);
  EXPECT_EQ(FileError(FileProblem::kInvalid, "").status(), ExitCode::kDataError);
  EXPECT_EQ(FileError(FileProblem::kCannotWrite, "").status(), ExitCode::kCannotCreate);
}

// A file whose checksum is right but whose contents are not what this build reads.
std::string resealed(std::string bytes) {
  bytes.resize(bytes.size() - 8);
  std::uint64_t hash = 0xCBF29CE484222325ULL;
  std::size_t i = 0;
  for (; i + 8 <= bytes.size(); i += 8) {
    std::uint64_t word = 0;
    for (std::size_t byte = 0; byte < 8; ++byte) {
      word |= std::uint64_t{static_cast<unsigned char>(bytes[i + byte])} << (8 * byte);
    }
    hash = (hash ^ word) * 0x100000001B3ULL;
  }
  for (; i < bytes.size(); ++i) {
    hash = (hash ^ static_cast<unsigned char>(bytes[i])) * 0x100000001B3ULL;
  }
  for (int shift = 0; shift < 64; shift += 8) bytes += static_cast<char>(hash >> shift & 0xFF);
  return bytes;
}

TEST(ValueFile, RejectsAnotherVersionFeatureSetOrARepeatedAlphabet) {
  const std::string good = file_of(two_networks());
  std::string version = good;
  version[8] = 3;
  EXPECT_EQ(read_error(resealed(version)),
            "format version 3, but this build reads versions 1 to 2");
  version[8] = 0;
  EXPECT_EQ(read_error(resealed(version)),
            "format version 0, but this build reads versions 1 to 2");
  std::string features = good;
  features[16] = 99;
  EXPECT_EQ(read_error(resealed(features)),
            "network 1 uses feature set 99, but this build has feature sets 2 and 3");
  Network first = Network::zero(alphabet("12"));
  Network again = Network::zero(alphabet("21"));
  EXPECT_EQ(read_error(file_of({first, again})), "network 2 repeats alphabet 12");
  std::string none = good;
  none[12] = 0;
  EXPECT_EQ(read_error(resealed(none.substr(0, 16) + none.substr(none.size() - 8))),
            "it says it holds 0 networks (1 to 8 allowed)");
  std::string no_alphabet = good;
  no_alphabet[20] = 0;
  EXPECT_EQ(read_error(resealed(no_alphabet)), "network 1 has no alphabet");
  EXPECT_EQ(read_error(resealed(good + "tail")), "4 bytes after the end of the last network");
  EXPECT_EQ(read_problem(resealed(version)), FileProblem::kInvalid);
  EXPECT_EQ(read_problem(resealed(good + "tail")), FileProblem::kInvalid);
  // The first network's first run starts 5 weights in; say it starts past the end.
  std::string past = good;
  const std::size_t first_run = 16 + 4 + 1 + 8 + 8 + 8 + 4 + 4;
  past[first_run + 2] = 0x7F;
  EXPECT_EQ(read_error(resealed(past)), "network 1: its runs of weights go past its " +
                                            std::to_string(table_size(kBaseFeatureSet)) +
                                            " weights");
  // A network of set 3 must have the weights of set 3.
  std::string tuples = file_of({with_tuples(Network::zero(alphabet("12")))});
  const std::size_t weights_field = 16 + 4 + 1 + 8 + 8 + 8;
  for (std::size_t byte = 0; byte < 4; ++byte) {
    tuples[weights_field + byte] =
        static_cast<char>(table_size(kBaseFeatureSet) >> (8 * byte) & 0xFF);
  }
  EXPECT_EQ(read_error(resealed(tuples)), "network 1 has " +
                                              std::to_string(table_size(kBaseFeatureSet)) +
                                              " weights, but its feature set has " +
                                              std::to_string(table_size(kTupleFeatureSet)));
}

TEST(ValueFile, RejectsBadStages) {
  const std::string good = file_of({Network::zero(alphabet("12"), {30, 60})});
  const std::size_t stages = 16 + 4 + 1 + 8 + 8 + 8;
  std::string none = good;
  none[stages] = 0;
  EXPECT_EQ(read_error(resealed(none)), "network 1 has 0 stages (1 to 4 allowed)");
  std::string five = good;
  five[stages] = 5;
  EXPECT_EQ(read_error(resealed(five)), "network 1 has 5 stages (1 to 4 allowed)");
  std::string backwards = good;
  backwards[stages + 1] = 70;
  EXPECT_EQ(read_error(resealed(backwards)),
            "network 1's stages begin at moves 70, 60 (increasing, 1 to 107)");
  std::string past_the_end = good;
  past_the_end[stages + 2] = static_cast<char>(108);
  EXPECT_EQ(read_error(resealed(past_the_end)),
            "network 1's stages begin at moves 30, 108 (increasing, 1 to 107)");
  EXPECT_EQ(read_problem(resealed(backwards)), FileProblem::kInvalid);
  // A file cut inside the stages.
  EXPECT_EQ(read_error(good.substr(0, stages + 2)), "truncated: the file ends inside network 1");
}

// Networks of one stage are written as version 1, as before the stages (the shipped file is
// one); a network with stages makes the file version 2, where a network of one stage says so.
TEST(ValueFile, WritesVersionOneUnlessANetworkHasStages) {
  std::vector<Network> networks = two_networks();
  const std::string old = file_of(networks);
  EXPECT_EQ(old[8], 1);
  std::stringstream old_in(old);
  for (const Network& network : read_networks(old_in)) EXPECT_EQ(network.stages(), 1);

  networks[0] = with_stages(networks[0], {40});
  const std::string staged = file_of(networks);
  EXPECT_EQ(staged[8], 2);
  // The second network's stages: after the first's stages, weights count, runs and their
  // floats (two runs of one weight, twice), then its own header.
  const std::size_t second_stages =
      16 + 4 + 1 + 8 + 8 + 8 + 2 + 4 + 4 + 4 * (4 + 4 + 4) + 4 + 1 + 8 + 8 + 8;
  EXPECT_EQ(staged[second_stages], 1);
  std::stringstream staged_in(staged);
  const std::vector<Network> read = read_networks(staged_in);
  ASSERT_EQ(read.size(), 2U);
  EXPECT_EQ(read[0].stage_starts, std::vector<int>{40});
  EXPECT_EQ(read[0].weights, networks[0].weights);
  EXPECT_EQ(read[1].stages(), 1);
  EXPECT_EQ(read[1].weights, networks[1].weights);
}

TEST(ValueFile, LoadingNamesTheFileAndTellsAMissingOneFromABadOne) {
  try {
    load_networks("/nonexistent/values");
    FAIL() << "loaded";
  } catch (const FileError& error) {
    EXPECT_EQ(error.status(), ExitCode::kNoInput);
    EXPECT_EQ(std::string(error.what()),
              "/nonexistent/values: cannot open: No such file or directory");
  }
  const std::string path = ::testing::TempDir() + "value_file_test.values";
  save_networks(path, two_networks());
  EXPECT_EQ(load_networks(path).size(), 2U);
  {
    std::ofstream file(path, std::ios::binary | std::ios::trunc);
    file << "ARBVALUE";
  }
  try {
    load_networks(path);
    FAIL() << "loaded";
  } catch (const FileError& error) {
    EXPECT_EQ(error.status(), ExitCode::kDataError);
    EXPECT_EQ(error.problem(), FileProblem::kTruncated);
    EXPECT_EQ(std::string(error.what()), path + ": truncated: the file ends inside the header");
  }
  std::filesystem::remove(path);
}

// A save whose final rename fails (the path is a directory) leaves no partial file behind,
// nor does one whose partial file cannot even be created.
TEST(ValueFile, AFailedSaveLeavesNoPartialFile) {
  const std::filesystem::path directory =
      std::filesystem::path(::testing::TempDir()) / "value_file_test.directory";
  std::filesystem::create_directories(directory);
  const std::string partial = directory.string() + ".partial";
  try {
    save_networks(directory.string(), two_networks());
    FAIL() << "saved over a directory";
  } catch (const FileError& error) {
    EXPECT_EQ(error.problem(), FileProblem::kCannotWrite);
    EXPECT_EQ(error.status(), ExitCode::kCannotCreate);
    EXPECT_EQ(std::string(error.what()).rfind(directory.string() + ": cannot write: ", 0), 0U)
        << error.what();
  }
  EXPECT_FALSE(std::filesystem::exists(partial));
  EXPECT_TRUE(std::filesystem::is_directory(directory));
  std::filesystem::remove(directory);

  const std::string nowhere = directory.string() + "/missing/x.values";
  try {
    save_networks(nowhere, two_networks());
    FAIL() << "saved into a missing directory";
  } catch (const FileError& error) {
    EXPECT_EQ(error.problem(), FileProblem::kCannotWrite);
    EXPECT_EQ(std::string(error.what()),
              nowhere + ".partial: cannot create: No such file or directory");
  }
  EXPECT_FALSE(std::filesystem::exists(nowhere + ".partial"));
}

// Plays `games` deals of `letters` with the value search where a network has the types seen,
// else the beams, and checks each game: legal (play_offline throws on an illegal move), played
// to its end (no legal move left), and played at the end by the value search exactly when a
// network has the whole alphabet.
void expect_games_to_their_end(const std::vector<Network>& networks, const char* letters, int games,
                               const ValueSearchSettings& settings,
                               const BudgetSettings& budget = {}) {
  const bool has_network = std::any_of(networks.begin(), networks.end(), [&](const Network& n) {
    return n.alphabet == alphabet(letters);
  });
  for (int game = 0; game < games; ++game) {
    Random random(static_cast<std::uint64_t>(game + 1));
    const World deal = random_world(alphabet(letters).pieces(), random);
    SearchSettings beams;
    beams.worlds_per_move = 1;
    beams.beam_width = 4;
    GameBudget game_budget(budget, GameBudget::Clock::now());
    LearnedStrategy strategy(networks, LearnedSettings{SearchKind::kValue}, settings, beams,
                             game_budget);
    const Position end = play_offline(deal, strategy);
    EXPECT_EQ(end.legal_moves(), 0U) << letters << ", game " << game;
    EXPECT_EQ(strategy.playing(), has_network ? std::optional(SearchKind::kValue) : std::nullopt)
        << letters << ", game " << game;
  }
}

TEST(ValueSearch, PlaysLegallyWithAnyWeightsAndAnyBudget) {
  Network zeros = Network::zero(alphabet("1234tlds"));
  Network noise = Network::zero(alphabet("1234tlds"));
  Random random(5);
  for (float& weight : noise.weights) {
    weight = static_cast<float>(random.between(-1000, 1000)) / 10.0F;
  }
  Network twelve = Network::zero(alphabet("12"));
  for (float& weight : twelve.weights) weight = static_cast<float>(random.between(-50, 50));
  for (const auto& networks : {std::vector<Network>{zeros}, std::vector<Network>{noise, twelve}}) {
    for (const char* letters : {"1234tlds", "12", "tld"}) {  // tld: no network, beams.
      for (const int plies : {1, 2}) {
        ValueSearchSettings fixed;
        fixed.plies = plies;
        expect_games_to_their_end(networks, letters, 2, fixed);
      }
      const BudgetSettings no_time{std::chrono::milliseconds(1), std::nullopt};
      expect_games_to_their_end(networks, letters, 2, ValueSearchSettings{}, no_time);
      BudgetSettings tiny_budget;
      tiny_budget.game_work = 10;
      expect_games_to_their_end(networks, letters, 1, ValueSearchSettings{}, tiny_budget);
    }
  }
}

TEST(ValueSearch, OnePlyIsTheValuesOwnChoice) {
  Network network = Network::zero(alphabet("12"));
  Random random(8);
  for (float& weight : network.weights) weight = static_cast<float>(random.between(-20, 20));
  Random deal_random(3);
  const World deal = random_world(alphabet("12").pieces(), deal_random);
  ValueSearchSettings one;
  one.plies = 1;
  GameBudget budget({}, GameBudget::Clock::now());
  ValueSearchStrategy search(network, one, budget);
  Position position = Position::start(deal.visible_start());
  SeenTypes seen;
  seen.add(Piece::kOne);
  seen.add(Piece::kTwo);
  int moves = 0;
  while (const auto cell = fixtures::one_ply_move(network, position)) {
    EXPECT_EQ(search.choose(View{position, seen}), cell) << "move " << moves;
    position.play(*cell, deal.revealed_by(position.board(), *cell));
    ++moves;
  }
  EXPECT_GT(moves, 30);
  EXPECT_GT(search.evaluations(), 0U);
}

}  // namespace
}  // namespace arbiter::bot::value
