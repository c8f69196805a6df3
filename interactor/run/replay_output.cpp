#include "interactor/run/replay_output.h"

#include <cerrno>
#include <filesystem>
#include <fstream>
#include <system_error>
#include <utility>

namespace arbiter::interactor {

namespace fs = std::filesystem;

ReplayWriter::ReplayWriter(const Console& in, const std::optional<std::string>& file,
                           std::optional<std::string> directory)
    : err_(in.err),
      tool_(in.tool),
      file_(in, file),
      directory_(std::move(directory)),
      failed_(file_.failed()) {
  if (directory_) {
    if (const std::error_code error = create_output_directory(*directory_)) {
      err_ << tool_ << ": cannot create replay directory '" << *directory_
           << "': " << error.message() << '\n';
      failed_ = true;
    }
  }
  enabled_ = file_.stream() != nullptr || directory_.has_value();
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
                              std::ostream* open) {
  std::ofstream created;
  std::ostream& out = open != nullptr ? *open : created;
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
  if (std::ostream* file = file_.stream();
      file != nullptr && !write_file(file_.path(), page, file)) {
    return false;
  }
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
