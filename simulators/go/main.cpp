// go-score: scores Go games given in the judge format or as SGF game records.
#include <cstdint>
#include <iostream>
#include <limits>
#include <sstream>
#include <stdexcept>
#include <string>

#include "common/cli.h"
#include "simulators/go/diagram.h"
#include "simulators/go/input_format.h"
#include "simulators/go/judge_format.h"
#include "simulators/go/record_score.h"
#include "simulators/go/scoring.h"

namespace {

using namespace arbiter;
using namespace arbiter::go;

const cli::ToolInfo kTool{
    "go-score", "[FILE...]",
    "Scores Go games. Judge-format input (n m, then m lines P(x,y), cases until 0 0) is scored\n"
    "under the judge problem's rules: one 'B W' line per case, each side's surrounded empty\n"
    "points plus its captures. SGF game records (main line only) are counted as Go players\n"
    "count them: by area or territory as the record's RU says, with its komi (KM), handicap\n"
    "and dead stones, one line per game: the result as SGF writes it (B+3.5, W+0.5, 0), both\n"
    "totals, and whether the record's RE agrees. Reads standard input when no FILE is given\n"
    "or FILE is -. With several files, each line starts with the file's name.",
    "  go-score < cases.in > cases.out       judge format, one 'B W' line per case\n"
    "  go-score --show cases.in              also draw each final position on stderr\n"
    "  go-score games/*.sgf                  one 'FILE: RESULT B W' line per SGF game\n"
    "  go-score --rules territory --komi 6.5 game.sgf\n"
    "  go-score --dead dd,D4 --show game.sgf  these chains dead, drawn with # and @\n"
    "  go-score --format json game.sgf       every part of the count, one JSON line a game\n"};

void add_options(boost::program_options::options_description& options) {
  namespace po = boost::program_options;
  options.add_options()                                                      //
      ("sgf", "read SGF game records (automatic for files ending in .sgf)")  //
      ("show",
       "draw each final position, with owners, dead stones and the count, on standard "
       "error")  //
      ("rules", po::value<std::string>()->value_name("RULES"),
       "poj (the judge's: territory + captures, nothing removed, no komi), area (stones + "
       "territory) or territory (territory + prisoners); default: poj for judge input, the "
       "record's RU for SGF (area when RU is missing or unknown)")  //
      ("komi", po::value<std::string>()->value_name("K"),
       "komi added to White's total, in half points at most (6.5, 7, 0); default: the "
       "record's KM, or 0")  //
      ("dead", po::value<std::string>()->value_name("DEAD"),
       "which stones are dead: auto (estimated by playouts), none, record (the record's "
       "TB/TW markup, or auto without it: the default), or a comma-separated list of points "
       "whose chains are dead (dd as in SGF, or D16)")  //
      ("playouts", po::value<int>()->value_name("N")->default_value(1000),
       "random playouts of --dead auto, 1 to 1000000")  //
      ("seed", po::value<std::uint64_t>()->value_name("S")->default_value(1),
       "seed of the playouts: the same seed gives the same dead stones")  //
      ("format", po::value<std::string>()->value_name("FORMAT")->default_value("text"),
       "text, or json: one JSON object a game with every part of the count");
}

ScoringOptions scoring_options(const boost::program_options::variables_map& options) {
  ScoringOptions scoring;
  if (options.count("rules") > 0) {
    const std::string name = options["rules"].as<std::string>();
    scoring.rules = rules_from_name(name);
    if (!scoring.rules) {
      throw cli::UsageError("--rules " + name + ": expected poj, area or territory");
    }
  }
  if (options.count("komi") > 0) {
    const std::string text = options["komi"].as<std::string>();
    scoring.komi_halves = parse_komi_halves(text);
    if (!scoring.komi_halves) {
      throw cli::UsageError("--komi " + text + ": expected a number of half points, such as 6.5");
    }
  }
  if (options.count("dead") > 0) {
    const std::string text = options["dead"].as<std::string>();
    if (text == "auto") {
      scoring.dead = DeadStones::kAuto;
    } else if (text == "none") {
      scoring.dead = DeadStones::kNone;
    } else if (text == "record") {
      scoring.dead = DeadStones::kRecord;
    } else {
      scoring.dead = DeadStones::kListed;
      std::istringstream list(text);
      for (std::string point; std::getline(list, point, ',');) {
        if (point.empty()) throw cli::UsageError("--dead " + text + ": an empty point in the list");
        scoring.dead_points.push_back(point);
      }
      if (scoring.dead_points.empty()) throw cli::UsageError("--dead: no point given");
    }
  }
  scoring.playouts = options["playouts"].as<int>();
  if (scoring.playouts < 1 || scoring.playouts > 1'000'000) {
    throw cli::UsageError("--playouts " + std::to_string(scoring.playouts) +
                          ": expected 1 to 1000000");
  }
  scoring.seed = options["seed"].as<std::uint64_t>();
  return scoring;
}

// JSON strings: quotes, backslashes and control characters escaped, other bytes as they are.
std::string json_string(std::string_view text) {
  std::string quoted = "\"";
  for (const char c : text) {
    if (c == '"' || c == '\\') {
      quoted += '\\';
      quoted += c;
    } else if (static_cast<unsigned char>(c) < 0x20) {
      constexpr std::string_view kHex = "0123456789abcdef";
      quoted += "\\u00";
      quoted += kHex[static_cast<unsigned char>(c) >> 4];
      quoted += kHex[static_cast<unsigned char>(c) & 0xf];
    } else {
      quoted += c;
    }
  }
  return quoted + '"';
}

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
