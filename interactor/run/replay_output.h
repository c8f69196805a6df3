#pragma once

#include <cstdint>
#include <map>
#include <mutex>
#include <optional>
#include <ostream>
#include <string>
#include <vector>

#include "interactor/core/replay.h"
#include "interactor/core/statistics.h"
#include "interactor/process/game_runner.h"
#include "interactor/run/console.h"
#include "interactor/run/output_file.h"

namespace arbiter::interactor {

/// Where the replays of a run go: `--replay FILE` (the page of the one game) and/or
/// `--replay-dir DIR` (a page per game, named by page_file_name, and index.html). With
/// neither, every call does nothing. Files that cannot be written are reported on `err` with
/// their reason, and the caller exits 73.
class ReplayWriter {
 public:
  /// Opens FILE (truncating it) and creates DIR with its parents, before any game is played.
  ReplayWriter(const Console& in, const std::optional<std::string>& file,
               std::optional<std::string> directory);

  bool enabled() const { return enabled_; }
  /// FILE or DIR could not be created (already reported).
  bool failed() const { return failed_; }

  /// Plays game `index` as play_game does, keeping its replay for write(). Thread-safe.
  GameResult play(const LoadedGame& game, const RunOptions& options, std::uint64_t index);

  /// Writes the page of game `index` (played by play()); called once per game, in the order
  /// of the games, from one thread at a time. Returns false after reporting a page that could
  /// not be written. A game play() never saw (its deal could not be loaded) gets no page.
  bool write(std::uint64_t index);

  /// With DIR, writes index.html over the games written so far. False after reporting failure.
  bool finish(const ScoreTally& tally);

 private:
  bool write_file(const std::string& path, const std::string& text, std::ostream* open);

  std::ostream& err_;
  std::string tool_;
  OutputFile file_;
  std::optional<std::string> directory_;
  bool failed_ = false;
  bool enabled_ = false;  // Set once by the constructor: workers read it while pages are written.
  std::mutex mutex_;
  std::map<std::uint64_t, Replay> played_;  // Games played and not yet written.
  std::vector<Replay> written_;             // With DIR: every game written, for the index.
};

/// Plays game `index` of a run, the deal of `spec` loaded here, in the worker (so that a
/// benchmark holds no list of deals), through `replays`. A deal that cannot be loaded (its file
/// changed since the run checked it) gives a JUDGE_ERROR result with the reason.
GameResult play_listed_game(const GameSpec& spec, const RunOptions& options, std::uint64_t index,
                            ReplayWriter& replays);

}  // namespace arbiter::interactor
