#include "interactor/run/merge.h"

#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

#include "common/exit_codes.h"
#include "interactor/core/histogram.h"
#include "interactor/core/json.h"
#include "interactor/core/statistics.h"
#include "interactor/run/output_file.h"

namespace arbiter::interactor {

namespace {

// What merge() reads: the games of a benchmark in a tally, or those of a paired run kept to be
// paired at the end; each game's name (with its bot) and where it was first seen, to report
// one read twice.
struct MergedGames {
  ScoreTally tally;
  std::vector<ReadGame> paired;
  std::unordered_map<std::string, std::string> first_seen;  // Game (and bot) -> "FILE:LINE".

  // Reads the line at the reader: a game, or a summary or warning line, which is skipped (the merge
  // computes it again). Throws ParseError for a defective line, a game read twice, and paired
  // and unpaired games mixed.
  void read(Reader& reader) {
    const SourcePosition start = reader.position();
    const JsonObject object = read_json_object(reader);
    if (object.find("summary") != nullptr || object.find("warning") != nullptr) return;
    GameResult result = result_from_json(reader, object, start);
    const bool first = tally.games() == 0 && paired.empty();
    if (!first && result.bot.has_value() == paired.empty()) {
      reader.fail_at(start, result.bot ? "a game of a paired run (with \"bot\") among games without"
                                       : "a game without \"bot\" among the games of a paired run");
    }
    const std::string line = reader.source() + ":" + std::to_string(start.line);
    std::string key = result.game;
    if (result.bot) key.append(" of the ").append(paired_bot_name(*result.bot));
    const auto [seen, added] = first_seen.try_emplace(key, line);
    if (!added) {
      std::string message =
          result.bot ? std::string(paired_bot_name(*result.bot)) + " game " : std::string("game ");
      append_json_string(message, result.game);
      reader.fail_at(start,
                     message.append(" appears twice (first at ").append(seen->second).append(")"));
    }
    if (!result.bot) {
      tally.add(result);
      return;
    }
    paired.push_back({std::move(result), line + ":" + std::to_string(start.column)});
  }
};

// The paired part of merge(): the games paired and added in deal order, as the run added them.
int merge_pairs(std::vector<ReadGame> games, const std::optional<SprtSettings>& sprt,
                std::ostream* histogram, const Console& in) {
  std::string error;
  const auto pairs = pair_games(std::move(games), &error);
  if (!pairs) {
    in.out.flush();
    in.err << error << '\n';
    return to_int(ExitCode::kDataError);
  }
  PairedRecord record(sprt);
  for (const auto& [candidate, baseline] : *pairs) {
    if (record.add(candidate, baseline)) break;
  }
  in.readable() << format_paired_summary(record.tally(), record.sprt()) << std::flush;
  if (histogram != nullptr) *histogram << paired_histogram_svg(record.tally());
  return to_int(record.tally().status());
}

}  // namespace

int merge(const std::optional<std::string>& histogram_path, const std::optional<SprtSettings>& sprt,
          const InputReader& read_inputs, const Console& in) {
  OutputFile histogram(in, histogram_path);
  if (histogram.failed()) return to_int(ExitCode::kCannotCreate);
  MergedGames merged;
  const int status = read_inputs([&merged](Reader& reader) {
    for (reader.skip_whitespace(); !reader.at_eof(); reader.skip_whitespace()) merged.read(reader);
  });
  if (status != 0) return status;
  if (merged.tally.games() == 0 && merged.paired.empty()) {
    in.err << in.tool << ": no game results to merge\n";
    return to_int(ExitCode::kNoInput);
  }
  if (!merged.paired.empty()) {
    return merge_pairs(std::move(merged.paired), sprt, histogram.stream(), in);
  }
  if (sprt) {
    in.err << in.tool
           << ": --sprt needs the games of a paired run (--baseline): these have no \"bot\"\n";
    return to_int(ExitCode::kUsage);
  }
  const ScoreTally& tally = merged.tally;
  in.readable() << format_summary(tally.summaries(), tally.grade()) << std::flush;
  if (std::ostream* svg = histogram.stream()) *svg << histogram_svg(tally);
  return to_int(tally.status());
}

}  // namespace arbiter::interactor
