// The official score, one table of sequences: the spec's example, every bonus kind, runs and
// sets overlapping, the greedy scan missing an ordered set, alternation chains and what breaks
// them; and the incremental ScoreState against the batch score_sequence on every prefix of
// random games.
#include "common/solitaire/score.h"

#include <gtest/gtest.h>

#include <ostream>
#include <string>
#include <string_view>
#include <type_traits>
#include <vector>

#include "common/random.h"
#include "tests/solitaire/printers.h"

namespace arbiter::solitaire {
namespace {

// A sequence of removed types written with alphabet letters: "1234tlds".
std::vector<Piece> h(std::string_view letters) {
  std::vector<Piece> pieces;
  for (const char letter : letters) {
    const auto piece = piece_from_letter(letter);
    if (!piece) ADD_FAILURE() << "bad letter " << letter;
    if (piece) pieces.push_back(*piece);
  }
  return pieces;
}

ScoreBreakdown incremental(const std::vector<Piece>& pieces) {
  ScoreState state;
  for (const Piece piece : pieces) state.push(piece);
  EXPECT_EQ(state.moves(), static_cast<int>(pieces.size()));
  EXPECT_EQ(state.total(), state.breakdown().total());
  return state.breakdown();
}

// A removed sequence and its score (base, runs, sets, alternation), which both the batch
// score_sequence and the incremental ScoreState must give.
struct Scored {
  std::string_view letters;
  ScoreBreakdown expected;
};

void PrintTo(const Scored& scored, std::ostream* out) { *out << '"' << scored.letters << '"'; }

// Built when called, not at static initialisation.
std::vector<Scored> scored_sequences() {
  return {
      // The spec's example.
      // 4 1 2 3 4 dam torn springare lopare: 4123 is a set; the ordered 1234 overlaps it and is
      // missed; the step at "4 dam torn springare" is not a set, so no alternation.
      {"41234dtsl", {9, 0, 16, 0}},
      // Empty and short sequences.
      {"", {0, 0, 0, 0}},
      {"1", {1, 0, 0, 0}},
      {"123", {3, 0, 0, 0}},
      // Runs.
      {"11", {2, 4, 0, 0}},
      {"111", {3, 6, 0, 0}},
      {"tttt", {4, 8, 0, 0}},
      {"1t1", {3, 0, 0, 0}},
      // Two maximal runs of the same type, apart, score separately.
      {"11s11", {5, 8, 0, 0}},
      {"ssdddl", {6, 4 + 6, 0, 0}},
      // Every kind of set.
      {"1234", {4, 0, 12, 0}},
      {"4321", {4, 0, 12, 0}},
      {"2143", {4, 0, 8, 0}},
      {"1243", {4, 0, 8, 0}},
      {"tlds", {4, 0, 8, 0}},
      {"sdlt", {4, 0, 8, 0}},
      // Near misses: a repeated type, a mixed window.
      {"1223", {4, 2 * 2, 0, 0}},
      {"123t", {4, 0, 0, 0}},
      {"tld1", {4, 0, 0, 0}},
      // Runs and sets overlap.
      // The run 11 and the set 1234 share a 1: both count.
      {"11234", {5, 4, 12, 0}},
      // The run 44 joins two ordered sets; same kind, so no alternation.
      {"12344321", {8, 4, 24, 0}},
      // The run tt, then the set tlds starting inside it.
      {"ttlds", {5, 4, 8, 0}},
      // The greedy scan misses an ordered set overlapping an earlier one.
      // 4123 is taken first, so the ordered 1234 inside 41234 never scores 12.
      {"41234", {5, 0, 8, 0}},
      // After the set the scan restarts after it: the ordered 1234 at index 1 overlaps and is lost
      // even though 4 more types follow it.
      {"412341", {6, 0, 8, 0}},
      // The scan steps past a non-set window one type at a time and finds the set behind it.
      {"t11234", {6, 4, 12, 0}},
      // Alternation chains of two, three and four sets.
      {"1234tlds", {8, 0, 20, 16}},
      {"1234tlds2143", {12, 0, 28, 24}},
      {"1234tlds2143dslt", {16, 0, 36, 32}},
      {"tlds4321", {8, 0, 20, 16}},
      // Alternation broken by one step without a set.
      // One type between the sets: the scan steps once without a set, the chain resets.
      {"12341tlds", {9, 0, 20, 0}},
      // After a break a new chain starts from 1: two adjacent sets later earn 16 again.
      {"12341tlds1234", {13, 0, 32, 16}},
      // Alternation restarts on a set of the same kind.
      // number, number (chain 1 again), piece (chain 2): one bonus of 16.
      {"12344321tlds", {12, 4, 32, 16}},
      // number, piece (16), piece (chain 1), number (chain 2, 16 again).
      {"1234tldssdlt1234", {16, 4, 40, 32}},
  };
}

class ScoreOf : public ::testing::TestWithParam<Scored> {};

TEST_P(ScoreOf, BatchAndIncremental) {
  const Scored& scored = GetParam();
  EXPECT_EQ(score_sequence(h(scored.letters)), scored.expected);
  EXPECT_EQ(incremental(h(scored.letters)), scored.expected) << "incremental";
}

INSTANTIATE_TEST_SUITE_P(Sequences, ScoreOf, ::testing::ValuesIn(scored_sequences()),
                         [](const ::testing::TestParamInfo<Scored>& tested) {
                           const std::string_view letters = tested.param.letters;
                           return letters.empty() ? std::string("empty")
                                                  : "h" + std::string(letters);
                         });

TEST(Score, SpecExampleTotal) {
  // The spec's example scores 25 in all (its parts are in the table).
  EXPECT_EQ(score_sequence(h("41234dtsl")).total(), 25);
}

TEST(Score, AWholeGameOfOneType) {
  // 108 + 2 * 108, the best score of the official tests g1 and g2.
  EXPECT_EQ(score_sequence(std::vector<Piece>(108, Piece::kSpringare)).total(), 324);
}

TEST(Score, StateIsSmallAndTriviallyCopyable) {
  static_assert(std::is_trivially_copyable_v<ScoreState>);
  EXPECT_LE(sizeof(ScoreState), 16U);
  ScoreState state;
  EXPECT_EQ(state.breakdown(), ScoreBreakdown{});
  state.push(Piece::kOne);
  ScoreState copy = state;
  copy.push(Piece::kOne);
  EXPECT_EQ(state.total(), 1);
  EXPECT_EQ(copy.total(), 2 + 4);
  EXPECT_EQ(copy.run_length(), 2);
}

TEST(Score, StateTracksThePendingScanWindow) {
  ScoreState state;
  for (const Piece piece : h("123")) state.push(piece);
  EXPECT_EQ(state.pending(), 3);
  state.push(Piece::kFour);  // Completes the set: the scan pointer jumps past it.
  EXPECT_EQ(state.pending(), 0);
  EXPECT_EQ(state.chain(), 1);
  for (const Piece piece : h("tld1")) state.push(piece);  // Window tld1 is not a set.
  EXPECT_EQ(state.pending(), 3);
  EXPECT_EQ(state.chain(), 0);
}

// Random sequences over alphabets small and large (small ones make runs and sets frequent):
// the state after every push equals the batch score of that prefix.
TEST(Score, StateEqualsBatchOnEveryPrefixOfRandomSequences) {
  const std::vector<std::vector<Piece>> alphabets = {h("1234tlds"), h("1234"), h("tlds"),
                                                     h("12"),       h("14tl"), h("1")};
  Random random(20240521);
  int checked = 0;
  for (int game = 0; game < 600; ++game) {
    const std::vector<Piece>& alphabet =
        alphabets[static_cast<std::size_t>(game) % alphabets.size()];
    std::vector<Piece> sequence;
    ScoreState state;
    const auto length = static_cast<int>(random.below(109));
    for (int i = 0; i < length; ++i) {
      sequence.push_back(alphabet[random.below(alphabet.size())]);
      state.push(sequence.back());
      ASSERT_EQ(state.breakdown(), score_sequence(sequence)) << "game " << game << " move " << i;
      ++checked;
    }
  }
  EXPECT_GT(checked, 20000);
}

}  // namespace
}  // namespace arbiter::solitaire
