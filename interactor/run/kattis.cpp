#include "interactor/run/kattis.h"

#include <fcntl.h>
#include <unistd.h>

#include <array>
#include <cerrno>
#include <csignal>
#include <filesystem>
#include <fstream>
#include <optional>
#include <string_view>
#include <system_error>

#include "common/exit_codes.h"
#include "common/reader.h"
#include "interactor/core/outcome.h"
#include "interactor/core/referee.h"
#include "interactor/run/feedback_dir.h"

namespace arbiter::interactor {

namespace {

namespace fs = std::filesystem;

constexpr std::size_t kReadChunk = 4096;

std::string error_text(int error) { return std::generic_category().message(error); }

// Writes `text` whole; false once the other end is gone (EPIPE, with SIGPIPE ignored).
bool write_all(int fd, std::string_view text) {
  while (!text.empty()) {
    const ssize_t written = ::write(fd, text.data(), text.size());
    if (written < 0) {
      if (errno == EINTR) continue;
      return false;
    }
    text.remove_prefix(static_cast<std::size_t>(written));
  }
  return true;
}

// Appends what `fd` has to `buffer`, waiting for it; false at its end (or on an error, which
// ends the player's output just the same).
bool read_some(int fd, std::string& buffer) {
  std::array<char, kReadChunk> chunk{};
  for (;;) {
    const ssize_t got = ::read(fd, chunk.data(), chunk.size());
    if (got < 0 && errno == EINTR) continue;
    if (got <= 0) return false;
    buffer.append(chunk.data(), static_cast<std::size_t>(got));
    return true;
  }
}

// The official test of `path`, or nothing after saying why it cannot be opened.
std::optional<solitaire::TestSpec> read_test(const std::string& path, const Console& in) {
  std::ifstream file(path, std::ios::binary);
  const int open_error = errno;  // Read before anything else can overwrite it.
  std::error_code ignored;
  const bool is_directory = fs::is_directory(path, ignored);
  if (!file || is_directory) {
    in.err << in.tool << ": cannot open '" << path
           << "': " << error_text(is_directory ? EISDIR : open_error) << '\n';
    return std::nullopt;
  }
  Reader reader(file, path);
  reader.skip_byte_order_mark();
  return solitaire::read_test_file(reader);
}

// After an accepted game: the player's input is closed, so that a player still reading sees
// its end, and its output read to the end, so that what it writes after `0 0` (which the
// interactor ignores too) never meets a closed pipe and a SIGPIPE.
void release_player(int from_player, int to_player) {
  const int null = ::open("/dev/null", O_WRONLY | O_CLOEXEC);
  if (null >= 0) {
    // dup2 rather than close: the descriptor stays valid for whatever else writes to it.
    ::dup2(null, to_player);
    ::close(null);
  }
  std::string ignored;
  while (read_some(from_player, ignored)) ignored.clear();
}

}  // namespace

ValidatorResult validate(const solitaire::Deal& deal, int from_player, int to_player) {
  Referee referee(deal);
  write_all(to_player, referee.opening());
  std::string buffer;
  bool output_ended = false;
  while (referee.state() == GameState::kPlaying) {
    std::optional<std::string> line = take_line(buffer, kMaxLineBytes);
    if (!line) {
      if (read_some(from_player, buffer)) continue;
      if (buffer.empty()) {
        output_ended = true;
        break;
      }
      line = std::move(buffer);  // A last line without '\n' counts.
      buffer.clear();
    }
    const std::optional<std::string> reply = referee.judge_line(*line);
    if (!reply) break;
    write_all(to_player, *reply + "\n");
  }
  ValidatorResult result;
  result.moves = referee.position().moves();
  if (output_ended) {
    result.message =
        "the bot's output ended without 0 0 after " + std::to_string(result.moves) + " moves";
  } else if (referee.state() == GameState::kWrongAnswer) {
    result.message = referee.fault();
  } else {
    // The interactor's words for a game stopped with `0 0` by a bot that then exited cleanly.
    Observation seen;
    seen.protocol = GameState::kStopped;
    seen.moves = result.moves;
    seen.exit = {BotExit::Kind::kExited, 0};
    const Judgement judgement = judge(seen);
    result.verdict = judgement.verdict;
    result.message = judgement.message;
    result.score = referee.position().score().total();
  }
  return result;
}

int run_kattis(const KattisFiles& files, const Console& in) {
  const std::optional<solitaire::TestSpec> test = read_test(files.input, in);
  if (!test) return to_int(ExitCode::kNoInput);
  const solitaire::Deal deal = solitaire::cpython_deal(test->alphabet, test->seed);
  FeedbackDir feedback(in, files.feedback_dir, FeedbackDir::Missing::kRefuse);
  if (feedback.failed()) return to_int(ExitCode::kCannotCreate);

  // A player that is gone makes writes fail (EPIPE) instead of killing the validator.
  static_cast<void>(std::signal(SIGPIPE, SIG_IGN));
  const ValidatorResult result = validate(deal, STDIN_FILENO, STDOUT_FILENO);
  if (!feedback.write(result.verdict, result.message, result.score)) {
    return to_int(ExitCode::kIoError);
  }
  if (result.verdict != Verdict::kOk) return kKattisWrongAnswer;
  release_player(STDIN_FILENO, STDOUT_FILENO);
  return kKattisAccepted;
}

}  // namespace arbiter::interactor
