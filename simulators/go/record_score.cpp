#include "simulators/go/record_score.h"

#include <array>
#include <cctype>
#include <cstdlib>
#include <stdexcept>

namespace arbiter::go {

namespace {

std::size_t flag_index(int size, Point p) { return static_cast<std::size_t>(p.row * size + p.col); }

std::array<Point, 4> neighbours(Point p) {
  return {Point{p.col - 1, p.row}, Point{p.col + 1, p.row}, Point{p.col, p.row - 1},
          Point{p.col, p.row + 1}};
}

std::string winner_name(char letter) { return letter == 'B' ? "Black" : "White"; }

}  // namespace

std::string RecordScore::result() const {
  const int margin = margin_halves();
  if (margin == 0) return "0";
  return std::string(margin > 0 ? "B+" : "W+") + format_halves(std::abs(margin));
}

RecordScore count_position(const Game& game, const PointFlags& dead, const PointFlags& seki,
                           const CountingRules& counting) {
  const Board& board = game.board();
  const int size = board.size();
  RecordScore score;
  score.counting = counting;
  score.dead = dead;
  score.owner.assign(static_cast<std::size_t>(size * size), Color::kEmpty);
  score.black.captures = game.captures(Color::kBlack);
  score.white.captures = game.captures(Color::kWhite);
  // The position once the dead stones are off the board.
  std::vector<Color> stone(static_cast<std::size_t>(size * size), Color::kEmpty);
  for (int row = 0; row < size; ++row) {
    for (int col = 0; col < size; ++col) {
      const Point p{col, row};
      const Color color = board.at(p);
      if (color == Color::kEmpty) continue;
      SideCount& own = color == Color::kBlack ? score.black : score.white;
      SideCount& other = color == Color::kBlack ? score.white : score.black;
      if (dead[flag_index(size, p)]) {
        ++other.dead;
      } else {
        ++own.stones;
        stone[flag_index(size, p)] = color;
      }
    }
  }
  std::vector<bool> visited(stone.size(), false);
  std::vector<Point> region;
  for (int row = 0; row < size; ++row) {
    for (int col = 0; col < size; ++col) {
      const Point start{col, row};
      if (visited[flag_index(size, start)] || stone[flag_index(size, start)] != Color::kEmpty) {
        continue;
      }
      region.assign(1, start);
      visited[flag_index(size, start)] = true;
      bool touches_black = false;
      bool touches_white = false;
      bool touches_seki = false;
      for (std::size_t i = 0; i < region.size(); ++i) {
        for (const Point q : neighbours(region[i])) {
          if (!board.contains(q)) continue;
          const std::size_t k = flag_index(size, q);
          touches_black = touches_black || stone[k] == Color::kBlack;
          touches_white = touches_white || stone[k] == Color::kWhite;
          touches_seki = touches_seki || (stone[k] != Color::kEmpty && seki[k]);
          if (stone[k] == Color::kEmpty && !visited[k]) {
            visited[k] = true;
            region.push_back(q);
          }
        }
      }
      if (touches_black == touches_white) continue;
      if (touches_seki && counting.rules == Rules::kTerritory) continue;
      const Color owner = touches_black ? Color::kBlack : Color::kWhite;
      (owner == Color::kBlack ? score.black : score.white).territory +=
          static_cast<int>(region.size());
      for (const Point p : region) score.owner[flag_index(size, p)] = owner;
    }
  }
  for (SideCount* side : {&score.black, &score.white}) {
    const int points = counting.rules == Rules::kArea ? side->stones + side->territory
                                                      : side->territory + side->prisoners();
    side->total_halves = 2 * points;
  }
  score.white.total_halves += counting.komi_halves;
  if (counting.rules == Rules::kArea) score.white.total_halves += 2 * counting.compensation;
  return score;
}

PointFlags whole_chains(const Board& board, const std::vector<Point>& points) {
  const int size = board.size();
  PointFlags flags(static_cast<std::size_t>(size * size), false);
  std::vector<Point> chain;
  for (const Point start : points) {
    const Color color = board.at(start);
    if (color == Color::kEmpty || flags[flag_index(size, start)]) continue;
    chain.assign(1, start);
    flags[flag_index(size, start)] = true;
    for (std::size_t i = 0; i < chain.size(); ++i) {
      for (const Point q : neighbours(chain[i])) {
        if (board.contains(q) && board.at(q) == color && !flags[flag_index(size, q)]) {
          flags[flag_index(size, q)] = true;
          chain.push_back(q);
        }
      }
    }
  }
  return flags;
}

std::vector<Point> dead_from_markup(const Board& board, const std::vector<Point>& black_territory,
                                    const std::vector<Point>& white_territory) {
  std::vector<Point> dead;
  for (const Point p : black_territory) {
    if (board.at(p) == Color::kWhite) dead.push_back(p);
  }
  for (const Point p : white_territory) {
    if (board.at(p) == Color::kBlack) dead.push_back(p);
  }
  return dead;
}

std::optional<Point> parse_point(std::string_view text, int size) {
  if (text.size() == 2 && std::islower(static_cast<unsigned char>(text[0])) != 0 &&
      std::islower(static_cast<unsigned char>(text[1])) != 0) {
    const Point p{text[0] - 'a', text[1] - 'a'};
    if (p.col < size && p.row < size) return p;
    return std::nullopt;
  }
  if (text.size() < 2 || text.size() > 3) return std::nullopt;
  const char letter = static_cast<char>(std::toupper(static_cast<unsigned char>(text[0])));
  if (letter < 'A' || letter > 'Z' || letter == 'I') return std::nullopt;
  const int col = letter - 'A' - (letter > 'I' ? 1 : 0);
  int number = 0;
  for (const char c : text.substr(1)) {
    if (c < '0' || c > '9') return std::nullopt;
    number = number * 10 + (c - '0');
  }
  if (text[1] == '0' || col >= size || number < 1 || number > size) return std::nullopt;
  return Point{col, size - number};
}

std::string sgf_point(Point p) {
  return {static_cast<char>('a' + p.col), static_cast<char>('a' + p.row)};
}

std::string compare_with_record(const RecordScore& score, std::string_view recorded) {
  std::string text;
  for (const char c : recorded) {
    if (c != ' ') text.push_back(static_cast<char>(std::toupper(static_cast<unsigned char>(c))));
  }
  const int margin = score.margin_halves();
  const auto verdict = [](bool agrees) { return std::string(agrees ? "agrees" : "disagrees"); };
  if (text == "0" || text == "DRAW" || text == "JIGO") return verdict(margin == 0);
  if (text == "VOID") return "no result";
  if (text == "?") return "unknown";
  if (text.size() < 2 || (text[0] != 'B' && text[0] != 'W') || text[1] != '+') {
    return "unreadable";
  }
  const char winner = text[0];
  const std::string how = text.substr(2);
  if (how == "R" || how == "RESIGN") return winner_name(winner) + " won by resignation";
  if (how == "T" || how == "TIME") return winner_name(winner) + " won on time";
  if (how == "F" || how == "FORFEIT") return winner_name(winner) + " won by forfeit";
  const bool same_winner = winner == 'B' ? margin > 0 : margin < 0;
  if (how.empty()) return verdict(same_winner);
  const auto halves = parse_komi_halves(how);
  if (!halves || *halves <= 0) return "unreadable";
  return verdict(same_winner && std::abs(margin) == *halves);
}

ScoredGame score_game(const Game& game, const RecordInfo& info, InputFormat format,
                      const ScoringOptions& options) {
  ScoredGame scored;
  const RuleSet rule_set =
      info.rules ? rule_set_from_record(*info.rules) : RuleSet{Rules::kArea, {}, true};
  if (options.rules) {
    scored.rules = *options.rules;
  } else if (format == InputFormat::kJudge) {
    scored.rules = Rules::kPoj;
  } else {
    scored.rules = rule_set.rules;
    if (!rule_set.recognised) scored.unknown_rule_set = *info.rules;
  }
  scored.poj = score(game);
  if (scored.rules == Rules::kPoj) {
    if (options.komi_halves || options.dead != DeadStones::kRecord) {
      throw std::invalid_argument(
          "--komi and --dead need area or territory rules: add --rules area or --rules territory");
    }
    scored.dead_source = "none";
    return scored;
  }

  const Board& board = game.board();
  const int size = board.size();
  CountingRules counting;
  counting.rules = scored.rules;
  counting.komi_halves = options.komi_halves.value_or(info.komi_halves.value_or(0));
  counting.handicap = info.handicap.value_or(info.root_black_setup);
  if (counting.handicap < 2) counting.handicap = 0;
  counting.compensation = handicap_compensation(rule_set.compensation, counting.handicap);

  const PointFlags no_flags(static_cast<std::size_t>(size * size), false);
  PointFlags dead = no_flags;
  std::optional<LifeEstimate> estimate;
  DeadStones source = options.dead;
  if (source == DeadStones::kRecord) {
    source = info.has_territory_markup ? DeadStones::kRecord : DeadStones::kAuto;
  }
  switch (source) {
    case DeadStones::kRecord:
      dead =
          whole_chains(board, dead_from_markup(board, info.black_territory, info.white_territory));
      scored.dead_source = "record";
      break;
    case DeadStones::kAuto:
      estimate = estimate_life(board, options.playouts, options.seed);
      dead = estimate->dead;
      scored.dead_source = "estimated";
      break;
    case DeadStones::kNone:
      scored.dead_source = "none";
      break;
    case DeadStones::kListed: {
      std::vector<Point> points;
      for (const std::string& text : options.dead_points) {
        const auto point = parse_point(text, size);
        if (!point) {
          throw std::invalid_argument("--dead " + text + ": not a point of a " +
                                      std::to_string(size) + "x" + std::to_string(size) +
                                      " board (write dd or D16)");
        }
        if (board.at(*point) == Color::kEmpty) {
          throw std::invalid_argument("--dead " + text + ": no stone there at the end of the game");
        }
        points.push_back(*point);
      }
      dead = whole_chains(board, points);
      scored.dead_source = "listed";
      break;
    }
  }
  // Territory counting needs the chains in seki; unless the playouts already ran, they run
  // on the position without its dead stones, where only seki is left to find.
  PointFlags seki = no_flags;
  if (counting.rules == Rules::kTerritory) {
    if (estimate) {
      seki = estimate->seki;
    } else {
      Board alive = board;
      for (int row = 0; row < size; ++row) {
        for (int col = 0; col < size; ++col) {
          if (dead[flag_index(size, {col, row})]) alive.set({col, row}, Color::kEmpty);
        }
      }
      seki = estimate_life(alive, options.playouts, options.seed).seki;
    }
  }
  scored.count = count_position(game, dead, seki, counting);
  return scored;
}

}  // namespace arbiter::go
