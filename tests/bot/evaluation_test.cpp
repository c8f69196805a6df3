// The evaluation of unfinished lines: set_progress on hand-made sequences (the window the scan
// waits on, its mixed kinds, repeats, and what a completed set leaves), and each term of
// evaluate isolated with weights that zero every other term.
#include "bot/search/evaluation.h"

#include <gtest/gtest.h>

#include <ostream>
#include <string>
#include <string_view>

#include "tests/bot/fixtures.h"

namespace arbiter::bot {

// Found by argument-dependent lookup, so outside the unnamed namespace.
void PrintTo(const SetProgress& progress, std::ostream* out) {
  *out << "{kind " << static_cast<int>(progress.kind) << ", types " << progress.types << "}";
}

namespace {

using fixtures::pushed;

struct ProgressCase {
  std::string_view letters;
  SetProgress expected;
};

void PrintTo(const ProgressCase& test, std::ostream* out) { *out << '"' << test.letters << '"'; }

class SetProgressOf : public ::testing::TestWithParam<ProgressCase> {};

TEST_P(SetProgressOf, Sequence) {
  const ProgressCase& test = GetParam();
  EXPECT_EQ(set_progress(pushed(test.letters)), test.expected) << '"' << test.letters << '"';
}

constexpr solitaire::SetKind kNone = solitaire::SetKind::kNone;
constexpr solitaire::SetKind kNumbers = solitaire::SetKind::kNumbers;
constexpr solitaire::SetKind kPieces = solitaire::SetKind::kPieces;

INSTANTIATE_TEST_SUITE_P(
    HandMade, SetProgressOf,
    ::testing::Values(
        // Nothing yet.
        ProgressCase{"", {kNone, 0}},
        // Distinct numbers, or distinct pieces, at the end of the window.
        ProgressCase{"1", {kNumbers, 1}}, ProgressCase{"12", {kNumbers, 2}},
        ProgressCase{"123", {kNumbers, 3}}, ProgressCase{"t", {kPieces, 1}},
        ProgressCase{"tl", {kPieces, 2}}, ProgressCase{"tld", {kPieces, 3}},
        // A repeat cuts the run of distinct types: only what follows it counts.
        ProgressCase{"112", {kNumbers, 2}}, ProgressCase{"121", {kNumbers, 2}},
        ProgressCase{"1233", {kNumbers, 1}}, ProgressCase{"1111", {kNumbers, 1}},
        ProgressCase{"dtd", {kPieces, 2}},
        // A window that mixes numbers and pieces: only the suffix of one kind.
        ProgressCase{"1tl", {kPieces, 2}}, ProgressCase{"t12", {kNumbers, 2}},
        ProgressCase{"12t", {kPieces, 1}}, ProgressCase{"tl1", {kNumbers, 1}},
        // A completed set leaves nothing pending.
        ProgressCase{"1234", {kNone, 0}}, ProgressCase{"2143", {kNone, 0}},
        ProgressCase{"tlds", {kNone, 0}}, ProgressCase{"ddtls", {kNone, 0}},
        // After a set only the types past it count, never the set's own.
        ProgressCase{"1234t", {kPieces, 1}}, ProgressCase{"1234tl", {kPieces, 2}},
        ProgressCase{"tlds1", {kNumbers, 1}}, ProgressCase{"12342", {kNumbers, 1}},
        ProgressCase{"123423", {kNumbers, 2}}, ProgressCase{"tldst", {kPieces, 1}},
        ProgressCase{"4321tlds12", {kNumbers, 2}}),
    [](const ::testing::TestParamInfo<ProgressCase>& param) {
      std::string name = "h";
      name.append(param.param.letters);
      return name;
    });

// Weights with every term off, for tests that switch on one at a time.
Weights none() {
  Weights weights;
  weights.points = 0;
  weights.lost_piece = 0;
  weights.set_progress = 0;
  weights.chain_progress = 0;
  return weights;
}

TEST(Evaluate, AllTermsOffIsZero) { EXPECT_EQ(evaluate(pushed("1234tl"), 3, none()), 0); }

TEST(Evaluate, PointsTermIsTheScoreSoFar) {
  Weights weights = none();
  weights.points = 3;
  // 1 1 2: 3 moves and a run of two (4).
  EXPECT_EQ(evaluate(pushed("112"), 2, weights), 3 * 7);
  // 4 3 2 1 t: 5 moves and an ordered set (12).
  EXPECT_EQ(evaluate(pushed("4321t"), 0, weights), 3 * 17);
  EXPECT_EQ(evaluate(pushed(""), 0, weights), 0);
}

TEST(Evaluate, LostPieceTermCountsAgainst) {
  Weights weights = none();
  weights.lost_piece = 7;
  EXPECT_EQ(evaluate(pushed("12"), 0, weights), 0);
  EXPECT_EQ(evaluate(pushed("12"), 5, weights), -35);
}

TEST(Evaluate, SetProgressTermPerTypeInPlace) {
  Weights weights = none();
  weights.set_progress = 3;
  weights.chain_progress = 100;  // No chain to extend in any of these: it must not show.
  EXPECT_EQ(evaluate(pushed("12"), 0, weights), 6);
  EXPECT_EQ(evaluate(pushed("tld"), 0, weights), 9);
  EXPECT_EQ(evaluate(pushed("1tl"), 0, weights), 6);
  EXPECT_EQ(evaluate(pushed("1234"), 0, weights), 0);
}

TEST(Evaluate, ChainTermOnlyForASetOfTheOtherKindRightAfterASet) {
  Weights weights = none();
  weights.chain_progress = 5;
  // After a number set, pieces would alternate: 2 and 1 and 3 types in place.
  EXPECT_EQ(evaluate(pushed("1234tl"), 0, weights), 10);
  EXPECT_EQ(evaluate(pushed("1234t"), 0, weights), 5);
  EXPECT_EQ(evaluate(pushed("1234tld"), 0, weights), 15);
  // After a piece set, and after two alternating sets: numbers extend the chain.
  EXPECT_EQ(evaluate(pushed("tlds12"), 0, weights), 10);
  EXPECT_EQ(evaluate(pushed("1234tlds12"), 0, weights), 10);
  // The same kind again restarts the chain instead.
  EXPECT_EQ(evaluate(pushed("12341"), 0, weights), 0);
  // A type before the pieces in the window: the window must slide, which breaks the chain.
  EXPECT_EQ(evaluate(pushed("12341tl"), 0, weights), 0);
  EXPECT_EQ(evaluate(pushed("12341t"), 0, weights), 0);
  // Already broken by a scan step that was not a set: chain 0.
  EXPECT_EQ(evaluate(pushed("12344tls"), 0, weights), 0);
  // No set yet at all.
  EXPECT_EQ(evaluate(pushed("tl"), 0, weights), 0);
}

// The types of `letters` as a mask: bit index_of(type) for each.
unsigned types_of(std::string_view letters) {
  unsigned types = 0;
  for (const solitaire::Piece piece : fixtures::pieces_of(letters)) {
    types |= 1U << solitaire::index_of(piece);
  }
  return types;
}

TEST(CompletableSets, AKindNeedsAllFourOfItsTypes) {
  const CompletableSets all = CompletableSets::of(types_of("1234tlds"));
  EXPECT_TRUE(all.numbers);
  EXPECT_TRUE(all.pieces);
  const CompletableSets numbers = CompletableSets::of(types_of("1234tld"));
  EXPECT_TRUE(numbers.numbers);
  EXPECT_FALSE(numbers.pieces);
  const CompletableSets pieces = CompletableSets::of(types_of("124tlds"));
  EXPECT_FALSE(pieces.numbers);
  EXPECT_TRUE(pieces.pieces);
  const CompletableSets none = CompletableSets::of(types_of("12"));
  EXPECT_FALSE(none.numbers);
  EXPECT_FALSE(none.pieces);
  EXPECT_FALSE(CompletableSets::of(0).numbers);
}

TEST(Evaluate, NoSetProgressTowardsAKindThatCannotBeCompleted) {
  Weights weights = none();
  weights.set_progress = 3;
  weights.chain_progress = 5;
  const CompletableSets only_numbers{true, false};
  const CompletableSets only_pieces{false, true};
  EXPECT_EQ(evaluate(pushed("12"), 0, weights, only_numbers), 6);
  EXPECT_EQ(evaluate(pushed("12"), 0, weights, only_pieces), 0);
  EXPECT_EQ(evaluate(pushed("tld"), 0, weights, only_pieces), 9);
  EXPECT_EQ(evaluate(pushed("tld"), 0, weights, only_numbers), 0);
  // Nor chain progress: pieces after a number set when no piece set can be made.
  EXPECT_EQ(evaluate(pushed("1234tl"), 0, weights, only_pieces), 6 + 10);
  EXPECT_EQ(evaluate(pushed("1234tl"), 0, weights, only_numbers), 0);
  // The other terms are untouched.
  weights.points = 1;
  EXPECT_EQ(evaluate(pushed("1234tl"), 0, weights, CompletableSets{false, false}), 18);
}

TEST(Evaluate, TermsAddUp) {
  Weights weights;
  weights.points = 2;
  weights.lost_piece = 5;
  weights.set_progress = 7;
  weights.chain_progress = 11;
  // 1 2 3 4 t l: 6 moves + 12 for the ordered set = 18 points; torn, lopare are two types of
  // a piece set that would extend the chain.
  EXPECT_EQ(evaluate(pushed("1234tl"), 4, weights), 2 * 18 - 5 * 4 + 7 * 2 + 11 * 2);
}

}  // namespace
}  // namespace arbiter::bot
