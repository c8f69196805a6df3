#include "interactor/run/feedback_dir.h"

#include <filesystem>
#include <system_error>

namespace arbiter::interactor {

namespace fs = std::filesystem;

FeedbackDir::FeedbackDir(const Console& in, const std::string& directory, Missing missing)
    : in_(in) {
  if (!prepare(directory, missing)) {
    failed_ = true;
    return;
  }
  message_.emplace(in, (fs::path(directory) / "judgemessage.txt").string());
  if (!message_->failed()) score_.emplace(in, (fs::path(directory) / "score.txt").string());
  failed_ = message_->failed() || score_->failed();
}

bool FeedbackDir::prepare(const std::string& directory, Missing missing) {
  if (missing == Missing::kCreate) {
    const std::error_code error = create_output_directory(directory);
    if (!error) return true;
    in_.err << in_.tool << ": cannot create feedback directory '" << directory
            << "': " << error.message() << '\n';
    return false;
  }
  std::error_code error;
  if (fs::is_directory(directory, error)) return true;
  in_.err << in_.tool << ": feedback directory '" << directory << "' "
          << (fs::exists(directory, error) ? "is not a directory" : "does not exist") << '\n';
  return false;
}

bool FeedbackDir::write(Verdict verdict, std::string_view message, int score) {
  std::ostream& message_file = *message_->stream();
  std::ostream& score_file = *score_->stream();
  message_file << verdict_name(verdict) << ": " << message << '\n' << std::flush;
  score_file << score << '\n' << std::flush;
  if (message_file && score_file) return true;
  in_.err << in_.tool << ": error writing '" << (message_file ? score_ : message_)->path() << "'\n";
  return false;
}

}  // namespace arbiter::interactor
