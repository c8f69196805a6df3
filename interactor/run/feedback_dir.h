#pragma once

#include <string>
#include <string_view>

#include "common/verdict.h"
#include "interactor/run/console.h"
#include "interactor/run/output_file.h"

namespace arbiter::interactor {

/// A feedback directory, Kattis style, as one game's run (--feedback-dir) and the Kattis
/// validator (--kattis) write it: `judgemessage.txt` holds "VERDICT: message" and `score.txt`
/// the score, each on one line.
class FeedbackDir {
 public:
  /// What to do when the directory does not exist: make it with its parents (--feedback-dir),
  /// or refuse it (--kattis: the judging system makes it, so a missing one is its mistake).
  enum class Missing { kCreate, kRefuse };

  /// Opens (truncating) both files in `directory`, so that they exist before the game starts.
  /// failed() after saying why on `in.err`: "cannot create feedback directory 'DIR': reason"
  /// (kCreate), "feedback directory 'DIR' does not exist" or "... is not a directory"
  /// (kRefuse), or "cannot create 'FILE': reason" for the first file that cannot be created.
  FeedbackDir(const Console& in, const std::string& directory, Missing missing);

  bool failed() const { return failed_; }

  /// Writes both files, each flushed. Returns false after saying "error writing 'FILE'" on
  /// `in.err` for the first that could not be written. Precondition: !failed().
  bool write(Verdict verdict, std::string_view message, int score);

 private:
  // Checks or makes the directory; false after saying why.
  bool prepare(const std::string& directory, Missing missing);

  const Console& in_;
  std::optional<OutputFile> message_;
  std::optional<OutputFile> score_;
  bool failed_ = false;
};

}  // namespace arbiter::interactor
