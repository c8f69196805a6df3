#pragma once

#include <memory>
#include <optional>
#include <vector>

#include "bot/search/edge_search.h"
#include "bot/search/search.h"
#include "bot/search/searches.h"
#include "bot/search/value_search.h"
#include "bot/value/network.h"

namespace arbiter::bot {

/// The search that measured strongest on `alphabet` with the shipped networks (kValue,
/// kValueBeams, kHybrid or kStaged) or without one (kEdges) when a game's budget buys `lines`
/// lines of the hybrid, or nothing where the plain beams (no network) did (docs/solitaire-bot.md,
/// "Which search `auto` plays").
std::optional<SearchKind> strongest_search(const solitaire::Alphabet& alphabet, double lines);
/// Whether strongest_search names a search on `alphabet` for some budget (its network is
/// needed, unless the search is kEdges).
bool learned_search_plays(const solitaire::Alphabet& alphabet);
/// Whether strongest_search's choice on `alphabet` depends on the lines a game buys (so that a
/// game on the clock times the fixed workload of machine_rate.h to know).
bool choice_depends_on_speed(const solitaire::Alphabet& alphabet);

/// How LearnedStrategy chooses its search.
struct LearnedSettings {
  /// The search on an alphabet a network has (kValue, kValueBeams, kHybrid or kStaged), or
  /// kEdges where EdgeSearchStrategy plays; unset, strongest_search's.
  std::optional<SearchKind> search;
  /// How kEdges plays.
  EdgeSearchSettings edges{};
  /// kStaged plays the hybrid once at most this many pieces are left: early on, when the
  /// beams are long and only a few worlds fit in a move's time, the expectimax decides for
  /// a fraction of the cost, and the time it leaves goes to the hybrid's shorter beams later.
  int hybrid_from_pieces = 70;
};

/// The bot's player with learned values: on an alphabet that a network has exactly, the
/// search LearnedSettings names, with that network; the beam search without a network while
/// none has exactly the alphabet seen so far (a deal from an alphabet nobody trained for, or
/// the first moves of a game whose opening board lacks a type). kEdges needs no network, only
/// seen types that are all torn, lopare or dam (the beams without a network elsewhere, and
/// before it takes over). The seen types only grow, so a game switches to a network when the
/// last missing type shows up (and back, should a type no network knows appear). The searches
/// spend the game's one budget in turn: a search that takes over finds what those before it
/// left.
class LearnedStrategy final : public Strategy {
 public:
  /// `networks` and `budget` must outlive the strategy.
  LearnedStrategy(const std::vector<value::Network>& networks, const LearnedSettings& settings,
                  const ValueSearchSettings& value_settings, const SearchSettings& search_settings,
                  GameBudget& budget);

  std::optional<int> choose(const View& view) override;

  /// The search that chose the last move: nothing for the beams without a network, or before
  /// the first move.
  std::optional<SearchKind> playing() const { return playing_; }

  /// The work done: afterstates valued, positions of the edge search and beam nodes searched.
  std::uint64_t work() const { return work_done_ + current_work(); }

 private:
  // The search to play in `view`: nothing for the beams without a network.
  std::optional<SearchKind> search_in(const View& view);
  // The search to play in `position` with `network`.
  SearchKind search_for(const value::Network& network, const solitaire::Position& position);
  std::uint64_t current_work() const;
  // The lines of the hybrid the game's budget buys: its units under a budget of work; under a
  // clock, the game's time at the rate the fixed workload ran at with `network` (timed once a
  // game, when first needed).
  double lines_per_game(const value::Network& network);
  // Starts `search` with the network of the alphabet seen (nothing: the beams without one).
  void switch_to(std::optional<SearchKind> search);

  const std::vector<value::Network>& networks_;
  LearnedSettings settings_;
  ValueSearchSettings value_settings_;
  SearchSettings search_settings_;
  GameBudget* budget_;                       // The game's, which every search of it spends in turn.
  std::uint8_t alphabet_ = 0;                // The types seen; 0 before the first move.
  const value::Network* network_ = nullptr;  // The network of exactly those types, if any.
  // The strategy playing now (one of the three, or none before the first move), the search
  // it is and the network it plays with.
  std::unique_ptr<ValueSearchStrategy> expectimax_;
  std::unique_ptr<EdgeSearchStrategy> edges_;
  std::unique_ptr<SearchStrategy> beams_;
  std::optional<SearchKind> playing_;
  const value::Network* playing_network_ = nullptr;
  std::uint64_t work_done_ = 0;  // By the strategies before the one playing now.
  std::optional<double> lines_per_game_;
};

}  // namespace arbiter::bot
