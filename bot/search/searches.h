#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string_view>

/// The searches a player can play: one table, which `--search`, its help and its checks, and
/// LearnedStrategy all read.
namespace arbiter::bot {

/// A search, as `--search` names it (kSearches says what plays each).
enum class SearchKind : std::uint8_t {
  kValue,
  kValueBeams,
  kHybrid,
  kStaged,
  kEdges,
  kBeams,
  kAuto
};

/// One row of the table: the search's name on the command line, what plays it, which of the
/// options that only some searches read it reads, and its help.
struct SearchInfo {
  SearchKind kind;
  std::string_view name;
  std::string_view played_by;
  bool reads_plies;          ///< --plies: its expectimax's plies a move.
  bool reads_horizon;        ///< --horizon: where its beams' lines stop.
  bool reads_staged_pieces;  ///< --staged-pieces: when it hands over.
  bool reads_worlds;         ///< --worlds: a fixed number of worlds a move, for the beams.
  bool reads_edge_pieces;    ///< --edge-pieces: when its expectimax takes over.
  std::string_view help;
};

inline constexpr std::array<SearchInfo, 7> kSearches = {{
    {SearchKind::kValue, "value", "ValueSearchStrategy (search/value_search.h)", true, false, false,
     false, false, "expectimax over the uncovered pieces with the learned value"},
    {SearchKind::kValueBeams, "value-beams",
     "SearchStrategy with a network (search/search.h, its beams search/value_beam.h)", false, true,
     false, true, false, "sampled worlds played out by beams ranked by score + learned value"},
    {SearchKind::kHybrid, "hybrid",
     "SearchStrategy with a network and SearchSettings::even_first_reveals", false, true, false,
     true, false, "the same, the pieces each move uncovers shared out evenly among the worlds"},
    {SearchKind::kStaged, "staged",
     "LearnedStrategy (search/learned_strategy.h): the value search, then the hybrid", true, true,
     true, true, false, "value, then hybrid once few pieces are left"},
    {SearchKind::kEdges, "edges",
     "LearnedStrategy: EdgeSearchStrategy (search/edge_search.h) where the seen types are among "
     "t, l and d, the beams before it takes over and elsewhere",
     false, false, false, true, true,
     "expectimax over the edge cells with a transposition table where only t, l and d are seen, "
     "the beams elsewhere"},
    {SearchKind::kBeams, "beams",
     "SearchStrategy without a network (its beams search/beam.h, search/evaluation.h)", false,
     false, false, true, false, "the same beams ranked by a hand-made evaluation"},
    {SearchKind::kAuto, "auto",
     "LearnedStrategy: on each alphabet strongest_search's, the beams where it names none", true,
     false, false, true, false, "on each alphabet the one measured strongest"},
}};

/// The search a game plays when none is named.
inline constexpr SearchKind kDefaultSearch = SearchKind::kAuto;

/// The row of `kind`.
constexpr const SearchInfo& info_of(SearchKind kind) {
  for (const SearchInfo& info : kSearches) {
    if (info.kind == kind) return info;
  }
  return kSearches.back();  // Unreachable: every kind has a row.
}

/// The search named `name`, if any.
constexpr std::optional<SearchKind> search_named(std::string_view name) {
  for (const SearchInfo& info : kSearches) {
    if (info.name == name) return info.kind;
  }
  return std::nullopt;
}

}  // namespace arbiter::bot
