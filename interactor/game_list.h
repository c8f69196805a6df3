#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "common/solitaire/deal.h"
#include "interactor/result.h"

/// Where games come from: single deals and benchmark lists, and the shards of a list.
namespace arbiter::interactor {

/// How to obtain one game's deal.
struct GameSpec {
  enum class Source {
    kBoardFile,  ///< `path` is a .board file (all three layers).
    kTestFile,   ///< `path` is an official .in file; its .ans beside it, if any, gives Y.
    kSeed,       ///< The project's own deal: `alphabet` and `seed` (solitaire::random_deal).
  };
  Source source = Source::kSeed;
  std::string path;
  std::string alphabet;  ///< kSeed only: the letters as given.
  std::uint64_t seed = 0;
};

/// A game ready to play: its deal and the result fields known before play.
struct LoadedGame {
  solitaire::Deal deal;
  GameResult header;  ///< game, alphabet, seed, points, best filled; the rest default.
};

/// Loads a game's deal. Files are read through Reader, so a defect throws ParseError
/// (`FILE:LINE:COLUMN`); a file that cannot be opened throws std::runtime_error. The name of
/// a file game is its file name without directory and extension; a board's alphabet is the
/// set of types on it (the only alphabet a board file shows). An official test's Y is read
/// from the .ans beside the .in (one positive integer) when that file exists.
/// Precondition for kSeed: `alphabet` is a valid alphabet.
LoadedGame load_game(const GameSpec& spec);

/// `FROM-TO` (or a single `N`) with 0 <= FROM <= TO < 2^63: the seeds of a benchmark.
struct SeedRange {
  std::uint64_t first = 0;
  std::uint64_t last = 0;
};
/// Parses a seed range; nothing when `text` is not one.
std::optional<SeedRange> parse_seed_range(std::string_view text);

/// The games of `alphabet` over `seeds`, in seed order.
std::vector<GameSpec> seed_games(const std::string& alphabet, const SeedRange& seeds);
/// The `*.board` files of `directory` / `*.in` files of `directory`, sorted by file name.
/// Throws std::runtime_error when the directory cannot be read.
std::vector<GameSpec> board_games(const std::string& directory);
std::vector<GameSpec> test_games(const std::string& directory);

/// Shard K of N (1 <= K <= N): the games whose 0-based index i in the full list has
/// i % N == K - 1, so N shards together play every game exactly once.
struct Shard {
  int index = 1;
  int count = 1;
};
/// Parses `K/N`; nothing when `text` is not one with 1 <= K <= N <= 1000000.
std::optional<Shard> parse_shard(std::string_view text);
/// The specs of `shard`, in their original order.
std::vector<GameSpec> select_shard(const std::vector<GameSpec>& games, const Shard& shard);

}  // namespace arbiter::interactor
