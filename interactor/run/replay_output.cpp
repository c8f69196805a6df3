#include "interactor/run/replay_output.h"

#include <cerrno>
#include <filesystem>
#include <system_error>
#include <utility>

#include "interactor/run/output_file.h"

namespace arbiter::interactor {

namespace fs = std::filesystem;

ReplayWriter::ReplayWriter(std::ostream& err, std::string_view tool,
                           std::optional<std::string> file, std::optional<std::string> directory)
    : err_(err), tool_(tool), directory_(std::move(directory)) {
  if (file) {
    file_path_ = *file;
    file_.open(file_path_, std::ios::binary | std::ios::trunc);
    if (!file_) {
      const int open_error = errno;  // Read before anything else can overwrite it.
      err_ << tool_ << ": cannot create '" << file_path_
           << "': " << std::generic_category().message(open_error) << '\n';
      failed_ = true;
    }
  }
  if (directory_) {
    if (const std::error_code error = create_output_directory(*directory_)) {
      err_ << tool_ << ": cannot create replay directory '" << *directory_
           << "': " << error.message() << '\n';
      failed_ = true;
    }
  }
  enabled_ = file_.is_open() || directory_.has_value();
}

GameResult ReplayWriter::play(const LoadedGame& game, const RunOptions& options,
                              std::uint64_t index) {
  if (!enabled()) return play_game(game, options);
  Replay replay;
  replay.deal = game.deal;
  replay.result = play_game(game, options, &replay.cells);
  GameResult result = replay.result;
  const std::lock_guard lock(mutex_);
  played_.emplace(index, std::move(replay));
  return result;
}

bool ReplayWriter::write_file(const std::string& path, const std::string& text,
                              std::ofstream* open) {
  std::ofstream created;
  std::ofstream& out = open != nullptr ? *open : created;
  if (open == nullptr) created.open(path, std::ios::binary | std::ios::trunc);
  errno = 0;
  if (out) out << text << std::flush;
  if (out) return true;
  const int error = errno;
  err_ << tool_ << ": cannot write '" << path << "'"
       << (error != 0 ? ": " + std::generic_category().message(error) : std::string()) << '\n';
  return false;
}

bool ReplayWriter::write(std::uint64_t index) {
  if (!enabled()) return true;
  Replay replay;
  {
    const std::lock_guard lock(mutex_);
    const auto found = played_.find(index);
    if (found == played_.end()) return true;
    replay = std::move(found->second);
    played_.erase(found);
  }
  const std::string page = replay_page(replay);
  if (file_.is_open() && !write_file(file_path_, page, &file_)) return false;
  if (directory_) {
    const std::string path = (fs::path(*directory_) / page_file_name(replay.result.game)).string();
    if (!write_file(path, page, nullptr)) return false;
    written_.push_back(std::move(replay));
  }
  return true;
}

bool ReplayWriter::finish(const ScoreTally& tally) {
  if (!directory_) return true;
  const std::string path = (fs::path(*directory_) / "index.html").string();
  return write_file(path, index_page(written_, tally), nullptr);
}

GameResult play_listed_game(const GameSpec& spec, const RunOptions& options, std::uint64_t index,
                            ReplayWriter& replays) {
  try {
    return replays.play(load_game(spec), options, index);
  } catch (const std::exception& error) {
    GameResult result;
    result.game = spec.source == GameSpec::Source::kSeed
                      ? spec.alphabet + "/" + std::to_string(spec.seed)
                      : fs::path(spec.path).stem().string();
    result.message = error.what();
    return result;
  }
}

}  // namespace arbiter::interactor
