#pragma once

#include <memory>
#include <optional>
#include <vector>

#include "bot/search.h"
#include "bot/value_network.h"
#include "bot/value_search.h"

namespace arbiter::bot {

/// How a player uses the learned value of the alphabet it has seen.
enum class LearnedSearch {
  kExpectimax,  ///< ValueSearchStrategy: a few plies over every piece a move may uncover.
  kValueBeams,  ///< SearchStrategy on sampled worlds, its beams ranked by score + value.
  kHybrid,      ///< The same, each move's first reveal shared out evenly among the worlds.
};

/// The search that measured strongest on `alphabet` with the shipped networks, or nothing
/// where the plain beams (no network) did (docs/solitaire.md, "The learned value").
std::optional<LearnedSearch> strongest_search(const solitaire::Alphabet& alphabet);

/// The bot's player with learned values: on an alphabet that a network has exactly, the
/// search `search` names (or, unset, strongest_search's), with that network; the beam search
/// without a network while none has exactly the alphabet seen so far (a deal from an alphabet
/// nobody trained for, or the first moves of a game whose opening board lacks a type). The
/// seen types only grow, so a game switches to a network when the last missing type shows up
/// (and back, should a type no network knows appear).
class LearnedStrategy final : public Strategy {
 public:
  /// `networks` must outlive the strategy.
  LearnedStrategy(const std::vector<value::Network>& networks, std::optional<LearnedSearch> search,
                  const ValueSearchSettings& value_settings, const SearchSettings& search_settings,
                  SearchStrategy::Clock::time_point game_start);

  std::optional<int> choose(const View& view) override;

  /// The search playing now with a network, or nothing while the beams play without one (and
  /// before the first move).
  std::optional<LearnedSearch> playing() const { return playing_; }

  /// The work done: afterstates valued plus beam nodes searched.
  std::uint64_t work() const { return work_done_ + current_work(); }

 private:
  std::uint64_t current_work() const;
  // Starts the strategy that plays with `network` (nothing: the beams without a network).
  void switch_to(const value::Network* network);

  const std::vector<value::Network>& networks_;
  std::optional<LearnedSearch> search_;
  ValueSearchSettings value_settings_;
  SearchSettings search_settings_;
  SearchStrategy::Clock::time_point game_start_;
  std::uint8_t alphabet_ = 0;  // The seen types of the strategy below; 0 before any.
  // The strategy playing now: one of the two, or neither before the first move.
  std::unique_ptr<ValueSearchStrategy> expectimax_;
  std::unique_ptr<SearchStrategy> beams_;
  std::optional<LearnedSearch> playing_;  // The search with a network; unset: none.
  std::uint64_t work_done_ = 0;           // By the strategies before the one playing now.
};

}  // namespace arbiter::bot
