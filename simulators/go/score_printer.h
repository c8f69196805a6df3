#pragma once

#include <string>
#include <string_view>

#include "common/cli.h"
#include "common/result_format.h"
#include "simulators/go/input_format.h"
#include "simulators/go/record_score.h"
#include "simulators/go/scoring.h"

/// How go-score prints what it scored. Part of the tool, not of the Go library: it writes to the
/// invocation's streams as the command line asks.
namespace arbiter::go {

/// How go-score's messages name record `number` of `source`: "FILE game N" for SGF, "FILE
/// case N" for the judge's format.
std::string record_name(std::string_view source, InputFormat format, int number);

/// score_game, its complaints about the options made usage errors (cli::UsageError).
ScoredGame score_or_complain(const Game& game, const RecordInfo& info, InputFormat format,
                             const ScoringOptions& scoring, const LifeJudge& judge);

/// Prints each scored record as --format asks on standard output, after a note on the error
/// stream when its rule set is one go-score does not know; with --show, its diagram on the
/// error stream.
class ScorePrinter {
 public:
  /// `invocation` must outlive the printer.
  explicit ScorePrinter(cli::Invocation& invocation);

  void print(std::string_view source, InputFormat format, int number, const Game& game,
             const RecordInfo& info, const ScoredGame& scored);

 private:
  cli::Invocation& invocation_;
  cli::ResultFormat format_;
  bool show_;
};

}  // namespace arbiter::go
