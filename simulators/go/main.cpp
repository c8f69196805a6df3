// go-score: scores Go games given in the judge format or as SGF game records.
#include <cstdint>
#include <iostream>
#include <limits>
#include <sstream>
#include <stdexcept>
#include <string>

#include "common/cli.h"
#include "common/json_text.h"
#include "simulators/go/command_line.h"
#include "simulators/go/diagram.h"
#include "simulators/go/input_format.h"
#include "simulators/go/judge_format.h"
#include "simulators/go/record_score.h"
#include "simulators/go/scoring.h"

namespace {

using namespace arbiter;
using namespace arbiter::go;

void write_json_side(std::ostream& out, const SideCount& side) {
  out << "{\"stones\":" << side.stones << ",\"territory\":" << side.territory
      << ",\"captures\":" << side.captures << ",\"dead_removed\":" << side.dead
      << ",\"prisoners\":" << side.prisoners() << ",\"total\":" << format_halves(side.total_halves)
      << '}';
}

void write_json(std::ostream& out, std::string_view source, int number, const Game& game,
                const RecordInfo& info, const ScoredGame& scored) {
  out << "{\"source\":" << json_string(source) << ",\"game\":" << number
      << ",\"size\":" << game.board().size() << ",\"rules\":\"" << rules_name(scored.rules) << '"';
  if (!scored.count) {
    out << ",\"black\":{\"territory\":" << scored.poj.black - game.captures(Color::kBlack)
        << ",\"captures\":" << game.captures(Color::kBlack) << ",\"total\":" << scored.poj.black
        << "},\"white\":{\"territory\":" << scored.poj.white - game.captures(Color::kWhite)
        << ",\"captures\":" << game.captures(Color::kWhite) << ",\"total\":" << scored.poj.white
        << "}}\n";
    return;
  }
  const RecordScore& count = *scored.count;
  const int size = game.board().size();
  out << ",\"komi\":" << format_halves(count.counting.komi_halves)
      << ",\"handicap\":" << count.counting.handicap
      << ",\"handicap_compensation\":" << count.counting.compensation << ",\"black\":";
  write_json_side(out, count.black);
  out << ",\"white\":";
  write_json_side(out, count.white);
  out << ",\"dead_stones_from\":\"" << scored.dead_source << "\",\"dead_stones\":[";
  const char* separator = "";
  for (int row = 0; row < size; ++row) {
    for (int col = 0; col < size; ++col) {
      if (!count.dead[static_cast<std::size_t>(row * size + col)]) continue;
      out << separator << '"' << sgf_point({col, row}) << '"';
      separator = ",";
    }
  }
  out << "],\"result\":\"" << count.result() << '"';
  if (info.result) {
    out << ",\"record_result\":" << json_string(*info.result)
        << ",\"record_verdict\":" << json_string(compare_with_record(count, *info.result));
  }
  out << "}\n";
}

int score_inputs(cli::Invocation& invocation) {
  const bool sgf_requested = invocation.options.count("sgf") > 0;
  const bool show = invocation.options.count("show") > 0;
  const std::string output_format = invocation.options["format"].as<std::string>();
  if (output_format != "text" && output_format != "json") {
    throw cli::UsageError("--format " + output_format + ": expected text or json");
  }
  const bool json = output_format == "json";
  const ScoringOptions scoring = scoring_options(invocation.options);
  const bool name_lines = invocation.inputs.size() > 1;
  return cli::read_inputs(invocation, [&](Reader& reader) {
    const InputFormat format = detect_format(reader.source(), sgf_requested);
    int number = 0;
    for_each_record(reader, format, [&](const Game& game, const RecordInfo& info) {
      ++number;
      ScoredGame scored;
      try {
        scored = score_game(game, info, format, scoring);
      } catch (const std::invalid_argument& error) {
        throw cli::UsageError(error.what());
      }
      const auto game_name = [&] {
        return std::string(reader.source()) + (format == InputFormat::kSgf ? " game " : " case ") +
               std::to_string(number);
      };
      if (scored.unknown_rule_set) {
        invocation.out.flush();
        invocation.err << game_name() << ": RU[" << *scored.unknown_rule_set
                       << "] is not a rule set go-score knows; counting by area\n";
      }
      if (json) {
        write_json(invocation.out, reader.source(), number, game, info, scored);
      } else {
        if (name_lines) invocation.out << reader.source() << ": ";
        if (scored.count) {
          const RecordScore& count = *scored.count;
          invocation.out << count.result() << ' ' << format_halves(count.black.total_halves) << ' '
                         << format_halves(count.white.total_halves);
          if (info.result) {
            invocation.out << " RE[" << *info.result << "] "
                           << compare_with_record(count, *info.result);
          }
          invocation.out << '\n';
        } else {
          write_judge_score(invocation.out, scored.poj);
        }
      }
      if (show) {
        invocation.out.flush();
        const int size = game.board().size();
        const Coordinates coordinates =
            format == InputFormat::kSgf ? Coordinates::kGtp : Coordinates::kCentred;
        invocation.err << game_name() << ", " << size << 'x' << size << ":\n"
                       << (scored.count
                               ? draw_counted_position(game, *scored.count, coordinates)
                               : draw_position(game, Territory(game.board()), coordinates));
      }
      if (!reader.has_buffered_input()) invocation.out.flush();  // Answer an interactive user now.
    });
  });
}

}  // namespace

int main(int argc, char** argv) { return cli::run(argc, argv, kTool, add_options, score_inputs); }
