#include "simulators/go/command_line.h"

#include <sstream>
#include <string>

#include "simulators/go/rules.h"

namespace arbiter::go {

namespace po = boost::program_options;

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
    "  go-score --format json game.sgf       every part of the count, one JSON line a game\n"
    "  go-score --dead gnugo game.sgf        GNU Go says which stones are dead\n"};

void add_options(po::options_description& options) {
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
       "which stones are dead: auto (estimated by playouts), gnugo (GNU Go's judgement, over "
       "GTP), none, record (the record's TB/TW markup, or auto without it: the default), or a "
       "comma-separated list of points whose chains are dead (dd as in SGF, or D16)")  //
      ("gnugo", po::value<std::string>()->value_name("PATH"),
       "the GNU Go program --dead gnugo runs; default: gnugo in PATH, else /usr/games/gnugo "
       "(Debian package gnugo)")  //
      ("gnugo-level", po::value<int>()->value_name("N"),
       "GNU Go's strength for --dead gnugo, 1 to 10 (its --level); default: its own, 10. A "
       "result GNU Go counted at one level is reproduced best at that level")  //
      ("playouts", po::value<int>()->value_name("N")->default_value(1000),
       "random playouts of --dead auto, 1 to 1000000")  //
      ("close-playouts", po::value<int>()->value_name("N")->default_value(8000),
       "the most playouts of --dead auto where verdicts close to one half could change the "
       "winner: four times as many again until they could not, up to N on a 9x9 board and "
       "fewer in proportion to the points on a larger one, never fewer than --playouts")  //
      ("seed", po::value<std::uint64_t>()->value_name("S")->default_value(1),
       "seed of the playouts: the same seed gives the same dead stones")  //
      ("format", po::value<std::string>()->value_name("FORMAT")->default_value("text"),
       "text, or json: one JSON object a game with every part of the count");
}

namespace {

// --dead's value into `scoring`: a source of dead stones, or the list of their points.
void set_dead_stones(const std::string& text, ScoringOptions& scoring) {
  if (text == "auto") {
    scoring.dead = DeadStones::kAuto;
  } else if (text == "none") {
    scoring.dead = DeadStones::kNone;
  } else if (text == "record") {
    scoring.dead = DeadStones::kRecord;
  } else if (text == "gnugo") {
    scoring.dead = DeadStones::kGnuGo;
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

}  // namespace

ScoringOptions scoring_options(const po::variables_map& options) {
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
  if (options.count("dead") > 0) set_dead_stones(options["dead"].as<std::string>(), scoring);
  scoring.playouts = options["playouts"].as<int>();
  if (scoring.playouts < 1 || scoring.playouts > 1'000'000) {
    throw cli::UsageError("--playouts " + std::to_string(scoring.playouts) +
                          ": expected 1 to 1000000");
  }
  scoring.close_playouts = options["close-playouts"].as<int>();
  if (scoring.close_playouts < 1 || scoring.close_playouts > 1'000'000) {
    throw cli::UsageError("--close-playouts " + std::to_string(scoring.close_playouts) +
                          ": expected 1 to 1000000");
  }
  scoring.seed = options["seed"].as<std::uint64_t>();
  if (options.count("gnugo") > 0) {
    if (scoring.dead != DeadStones::kGnuGo) throw cli::UsageError("--gnugo needs --dead gnugo");
    scoring.gnugo_program = options["gnugo"].as<std::string>();
  }
  if (options.count("gnugo-level") > 0) {
    if (scoring.dead != DeadStones::kGnuGo) {
      throw cli::UsageError("--gnugo-level needs --dead gnugo");
    }
    const int level = options["gnugo-level"].as<int>();
    if (level < 1 || level > kStrongestGnuGoLevel) {
      throw cli::UsageError("--gnugo-level " + std::to_string(level) + ": expected 1 to " +
                            std::to_string(kStrongestGnuGoLevel));
    }
    scoring.gnugo_level = level;
  }
  return scoring;
}

}  // namespace arbiter::go
