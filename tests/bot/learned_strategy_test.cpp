// LearnedStrategy's switch between the beams without a network and a search with one, as the
// types seen grow: to the network once its alphabet is seen, back when a type it lacks appears.

#include "bot/learned_strategy.h"

#include <gtest/gtest.h>

#include <chrono>
#include <cstdint>
#include <optional>
#include <vector>

#include "bot/offline.h"
#include "tests/bot/fixtures.h"

namespace arbiter::bot {
namespace {

using solitaire::Piece;

// Passes each choice to a LearnedStrategy and records the types seen and the search playing.
class Watch final : public Strategy {
 public:
  explicit Watch(LearnedStrategy& learned) : learned_(learned) {}
  struct Step {
    std::uint8_t seen = 0;
    std::optional<LearnedSearch> playing;
  };

  std::optional<int> choose(const View& view) override {
    const std::optional<int> cell = learned_.choose(view);
    if (cell) steps_.push_back({view.seen.mask(), learned_.playing()});
    return cell;
  }
  const std::vector<Step>& steps() const { return steps_; }

 private:
  LearnedStrategy& learned_;
  std::vector<Step> steps_;
};

TEST(LearnedStrategy, PlaysTheNetworkExactlyWhileItsAlphabetIsTheTypesSeen) {
  const std::vector<value::Network> networks = {
      value::Network::zero(*solitaire::Alphabet::parse("12"))};
  const std::uint8_t twelve = fixtures::seen_of("12").mask();
  ValueSearchSettings value_settings;
  value_settings.plies = 1;
  SearchSettings beams;
  beams.worlds_per_move = 1;
  beams.beam_width = 4;
  beams.value_beam_width = 4;
  // An opening board of 1s only, 2s and 3s hidden under them: the beams play the opening, the
  // network once a 2 has shown up, the beams again once a 3 has.
  const solitaire::Board ones = fixtures::board_of(Piece::kOne, {});
  for (const LearnedSearch search :
       {LearnedSearch::kExpectimax, LearnedSearch::kValueBeams, LearnedSearch::kHybrid}) {
    int without = 0;
    int with = 0;
    int back = 0;  // Moves without the network after moves with it.
    for (std::uint64_t seed = 1; seed <= 2; ++seed) {
      Random random(seed);
      const World deal = World::sample(ones, fixtures::seen_of("123"), random);
      LearnedStrategy learned(networks, search, value_settings, beams,
                              std::chrono::steady_clock::now());
      Watch watch(learned);
      const solitaire::Position end = play_offline(deal, watch);
      EXPECT_EQ(end.legal_moves(), 0U);
      bool had_network = false;
      for (const Watch::Step& step : watch.steps()) {
        const bool fits = step.seen == twelve;
        EXPECT_EQ(step.playing, fits ? std::optional(search) : std::nullopt)
            << "seed " << seed << ", seen mask " << int{step.seen};
        ++(fits ? with : without);
        had_network = had_network || fits;
        if (!fits && had_network) ++back;
      }
    }
    EXPECT_GT(without, 0);
    EXPECT_GT(with, 0);
    EXPECT_GT(back, 0);
  }
}

}  // namespace
}  // namespace arbiter::bot
