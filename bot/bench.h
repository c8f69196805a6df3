#pragma once

#include <cstdint>
#include <optional>
#include <ostream>
#include <string>
#include <vector>

#include "bot/search/learned_strategy.h"
#include "bot/search/search.h"
#include "bot/search/value_search.h"
#include "bot/value/network.h"

namespace arbiter::bot {

/// What `solitaire-bot bench` plays: `games` boards of each alphabet (board k of an alphabet
/// drawn by random_world from seed k), each game with a fresh strategy and GameBudget: a
/// LearnedStrategy when `networks` is set (a --search other than the beams), else the beams'
/// SearchStrategy.
struct BenchSettings {
  /// The budget when the command line gives none: a fixed number of worlds a move, so that the
  /// total of nodes is a fingerprint of the search's behaviour.
  static constexpr int kDefaultWorldsPerMove = 2;

  /// Each game's budget (a fresh GameBudget a game).
  BudgetSettings budget;
  SearchSettings search;
  /// When set, the games are played by LearnedStrategy with these networks and settings.
  const std::vector<value::Network>* networks = nullptr;
  LearnedSettings learned;
  ValueSearchSettings value_search;
  std::vector<std::string> alphabets = {"s", "1", "12", "tld", "1234", "1234tlds"};
  int games = 4;
  /// Also write each game's score, board by board, under its alphabet's line: what a paired
  /// comparison of two searches on the same boards needs.
  bool scores = false;
};

/// One alphabet's figures.
struct BenchRow {
  std::string alphabet;
  std::vector<int> scores;
  std::uint64_t nodes = 0;
  double seconds = 0;
};

/// Plays the bench's games in-process (no judge process, no protocol text) and writes one
/// line per alphabet as it finishes, then the totals: nodes (the beams' lines extended, or a
/// LearnedStrategy's work: afterstates valued and lines; at a fixed budget, the behaviour's
/// fingerprint) and nodes per second. Precondition: valid alphabets.
std::vector<BenchRow> run_bench(const BenchSettings& settings, std::ostream& out);

}  // namespace arbiter::bot
