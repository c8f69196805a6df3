// Fuzzes solitaire-interactor --merge: JSON result lines read one after the other as the merge
// step does (blank lines between them), tallied, summarised and drawn as the SVG histogram; the
// games of a paired run ("bot") paired, tested sequentially, summarised and drawn.
//
// Property: the input is merged to its end or stops at a well-formed ParseError
// (fuzz_support.h); a result read writes back (to_json) to a line that reads to the same line
// again; the summary and the histogram are built without a sanitizer report (signed overflow
// in the sums is one).
#include <cstdint>
#include <sstream>
#include <string>
#include <vector>

#include "fuzz/fuzz_support.h"
#include "interactor/core/histogram.h"
#include "interactor/core/paired.h"
#include "interactor/core/result.h"
#include "interactor/core/statistics.h"

namespace {

using namespace arbiter;

// A result read from a line must survive its own JSON line: read it back and write it again.
void check_round_trip(const interactor::GameResult& result) {
  const std::string line = interactor::to_json(result);
  std::istringstream stream(line);
  Reader reader(stream, "written.jsonl");
  const interactor::GameResult again = interactor::read_result(reader);  // ParseError: a crash.
  fuzz::require(interactor::to_json(again) == line, "a result line does not read back", line);
}

// The paired games as the merge takes them: paired (or refused with a message), added in deal
// order under a sequential test, summarised and drawn.
void check_pairs(std::vector<interactor::ReadGame> games) {
  std::string error;
  const auto pairs = interactor::pair_games(std::move(games), &error);
  if (!pairs) {
    fuzz::require(!error.empty(), "pairs refused without a message");
    return;
  }
  interactor::SprtSettings settings;
  settings.d1 = 5;
  interactor::PairedRecord record(settings);
  for (const auto& [candidate, baseline] : *pairs) {
    if (record.add(candidate, baseline)) break;
  }
  if (record.tally().pairs() == 0) return;
  const std::string summary = interactor::format_paired_summary(record.tally(), record.sprt());
  fuzz::require(!summary.empty() && summary.back() == '\n',
                "a paired summary without its line break");
  (void)interactor::paired_summary_json(record.tally(), record.sprt());
  (void)interactor::paired_histogram_svg(record.tally());
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string input = fuzz::as_text(data, size);
  std::istringstream stream(input);
  Reader reader(stream, std::string(fuzz::kSource));
  interactor::ScoreTally tally;
  std::vector<interactor::ReadGame> paired;
  try {
    for (reader.skip_whitespace(); !reader.at_eof(); reader.skip_whitespace()) {
      const interactor::GameResult result = interactor::read_result(reader);
      check_round_trip(result);
      if (result.bot) {
        paired.push_back({result, "fuzz"});
      } else {
        tally.add(result);
      }
    }
  } catch (const ParseError& error) {
    fuzz::check_parse_error(error, input);
  }
  if (tally.games() > 0) {
    const std::string summary = interactor::format_summary(tally.summaries(), tally.grade());
    fuzz::require(!summary.empty() && summary.back() == '\n', "a summary without its line break");
  }
  (void)interactor::histogram_svg(tally);
  check_pairs(std::move(paired));
  return 0;
}
