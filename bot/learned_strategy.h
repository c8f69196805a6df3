#pragma once

#include <memory>
#include <optional>
#include <vector>

#include "bot/search.h"
#include "bot/value_network.h"
#include "bot/value_search.h"

namespace arbiter::bot {

/// Whether the value search measured stronger than the beam search on `alphabet`, with the
/// shipped networks (docs/solitaire.md, "The learned value").
bool value_search_is_stronger(const solitaire::Alphabet& alphabet);

/// The bot's default player: the value search (value_search.h) with the network of the
/// alphabet the player has seen so far, and the beam search (search.h) while no network has
/// exactly that alphabet (a deal from an alphabet nobody trained for, or the first moves of a
/// game whose opening board happens to lack a type). The seen types only grow, so a game
/// switches from beams to values when the last missing type shows up (and back, should a
/// type no network knows appear).
class LearnedStrategy final : public Strategy {
 public:
  /// `networks` must outlive the strategy.
  LearnedStrategy(const std::vector<value::Network>& networks,
                  const ValueSearchSettings& value_settings, const SearchSettings& search_settings,
                  SearchStrategy::Clock::time_point game_start);

  std::optional<int> choose(const View& view) override;

  /// The work done: afterstates valued plus beam nodes searched.
  std::uint64_t work() const { return work_done_ + current_work(); }

 private:
  std::uint64_t current_work() const;

  const std::vector<value::Network>& networks_;
  ValueSearchSettings value_settings_;
  SearchSettings search_settings_;
  SearchStrategy::Clock::time_point game_start_;
  std::uint8_t alphabet_ = 0;  // The seen types of the strategy below; 0 before any.
  // The strategy playing now: one of the two, or neither before the first move.
  std::unique_ptr<ValueSearchStrategy> values_;
  std::unique_ptr<SearchStrategy> beams_;
  std::uint64_t work_done_ = 0;  // By the strategies before the one playing now.
};

}  // namespace arbiter::bot
