#pragma once

#include <functional>
#include <istream>
#include <ostream>
#include <stdexcept>
#include <string>
#include <vector>

#include "bot/value/network.h"
#include "common/exit_codes.h"

/// The file of learned values: one or more networks, each for its own alphabet.
///
/// Layout, every number little-endian:
///   magic       8 bytes  "ARBVALUE"
///   version     u32      1, or kFormatVersion when a network has more than one stage
///   networks    u32      how many follow (1..8)
///   each network:
///     feature set  u32   the encoding its weights index: 2 or 3 (features.h)
///     alphabet     u8    its types, bit index_of(type) for each (never 0)
///     games        u64   self-play games trained
///     seed         u64   the training's seed
///     random       u64   the self-play stream's state after those games
///     stages       u8    how many tables of weights it has, 1..kMostStages (version 2 only;
///                        version 1 has one)
///     starts       u8    for each stage after the first, the moves at which it begins:
///                        increasing, each in 1..107 (version 2 only)
///     weights      u32   how many a table has: table_size() of its feature set
///     runs         u32   how many runs of stored weights follow, over the tables one after
///                        the other; every other weight is 0
///     each run:    zeros u32 (weights of 0 before it), length u32, then length f32
///                  (IEEE 754 binary32); the runs cover at most stages × weights
///   checksum    u64      FNV-1a (64 bit) of every byte before it, taken eight bytes (one
///                        little-endian u64) at a time, the last 0..7 bytes one at a time
/// No two networks have the same alphabet. Nothing may follow the checksum.
namespace arbiter::bot::value {

/// The newest version, which holds networks of several stages. A file whose every network has
/// one stage is written as version 1, the same without the stages, as before there were any:
/// the shipped values stay byte for byte what they were.
inline constexpr std::uint32_t kFormatVersion = 2;

/// What is wrong with a file of values, and so the exit status a tool ends with.
enum class FileProblem {
  kCannotOpen,   ///< It cannot be read at all (66).
  kTruncated,    ///< It ends before its contents do (65).
  kCorrupt,      ///< Its checksum does not match its contents (65).
  kInvalid,      ///< Not a file of values, or not one this build reads (65).
  kCannotWrite,  ///< It cannot be written (73).
};

/// Why a file of values cannot be used: its problem and a message saying what is wrong.
class FileError : public std::runtime_error {
 public:
  FileError(FileProblem problem, const std::string& message)
      : std::runtime_error(message), problem_(problem) {}
  FileProblem problem() const { return problem_; }
  /// The exit status for the problem: 66, 65 or 73 (see FileProblem).
  ExitCode status() const;

 private:
  FileProblem problem_;
};

/// Writes `networks` in the format above, in the oldest version that holds them.
void write_networks(std::ostream& out, const std::vector<Network>& networks);

/// Which networks of a file a reader wants (all when empty); the others are checked like
/// them but never held in memory.
using NetworkFilter = std::function<bool(const solitaire::Alphabet&)>;

/// Reads networks written by write_networks, those `wanted`. Throws FileError with a message
/// (no file name) saying what is wrong: truncated; corrupt (a checksum that does not match);
/// invalid (not a file of values, another version or feature set, a bad or repeated alphabet,
/// bad stages, bytes after the end).
std::vector<Network> read_networks(std::istream& in, const NetworkFilter& wanted = {});

/// Reads the file at `path`. Throws FileError whose message is "PATH: what is wrong".
std::vector<Network> load_networks(const std::string& path, const NetworkFilter& wanted = {});

/// Writes the file at `path` whole or not at all: to a temporary file beside it (`path`.partial),
/// renamed over it once complete. On failure, removes the temporary file, leaves `path` as it
/// was and throws FileError (kCannotWrite).
void save_networks(const std::string& path, const std::vector<Network>& networks);

}  // namespace arbiter::bot::value
