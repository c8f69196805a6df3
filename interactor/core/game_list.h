#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "common/solitaire/deal.h"
#include "interactor/core/result.h"

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

/// Shard K of N (1 <= K <= N): the games whose 0-based index i in the full list has
/// i % N == K - 1, so N shards together play every game exactly once.
struct Shard {
  std::uint64_t index = 1;
  std::uint64_t count = 1;
};
/// Parses `K/N`; nothing when `text` is not one with 1 <= K <= N < 2^63.
std::optional<Shard> parse_shard(std::string_view text);

/// The games of a run, each computed from its index when it is asked for, so that a list of
/// 10^9 seeds takes no more memory than a list of one: a seed range is its alphabet and first
/// seed, a directory its sorted file names, a shard an offset and a stride into its list.
class GameList {
 public:
  /// The games of `alphabet` over `seeds`, in seed order. Precondition: a valid alphabet.
  static GameList seeds(std::string alphabet, const SeedRange& seeds);
  /// The files in `paths`, in that order, each a game of `source` (a file source).
  static GameList files(std::vector<std::string> paths, GameSpec::Source source);
  /// The `*.board` files / `*.in` files of `directory`, sorted by file name. Throws
  /// std::runtime_error when the directory cannot be read.
  static GameList board_files(const std::string& directory);
  static GameList test_files(const std::string& directory);

  std::uint64_t size() const { return size_; }
  bool empty() const { return size_ == 0; }
  /// Whether the games are read from files (which may be defective), not dealt from seeds.
  bool from_files() const { return source_ != GameSpec::Source::kSeed; }
  /// Game `index` of the list. Precondition: index < size().
  GameSpec at(std::uint64_t index) const;
  /// The 0-based position of game `index` in the whole list this one was cut from by shard()
  /// (`index` itself for a list never sharded), so that shards number their games alike.
  std::uint64_t position(std::uint64_t index) const { return offset_ + index * stride_; }
  /// The games of `shard`, in their order in this list.
  GameList shard(const Shard& shard) const;

 private:
  GameSpec::Source source_ = GameSpec::Source::kSeed;
  std::string alphabet_;
  std::uint64_t first_seed_ = 0;
  std::shared_ptr<const std::vector<std::string>> paths_;
  std::uint64_t offset_ = 0;  // Game i of this list is game offset_ + i * stride_ of the base.
  std::uint64_t stride_ = 1;
  std::uint64_t size_ = 0;
};

}  // namespace arbiter::interactor
