#include "simulators/go/record_score.h"

#include <algorithm>
#include <array>
#include <cstdlib>
#include <stdexcept>

#include "simulators/go/life.h"
#include "simulators/go/sgf.h"

namespace arbiter::go {

namespace {

std::array<Point, 4> neighbours(Point p) {
  return {Point{p.col - 1, p.row}, Point{p.col + 1, p.row}, Point{p.col, p.row - 1},
          Point{p.col, p.row + 1}};
}

SideCount& side_of(RecordScore& score, Color color) {
  return color == Color::kBlack ? score.black : score.white;
}

// Counts each side's living stones and the dead stones it takes off the board; returns the
// position once they are off, point by point.
std::vector<Color> remove_dead_stones(const Board& board, const PointFlags& dead,
                                      RecordScore& score) {
  const int size = board.size();
  std::vector<Color> stone(flag_count(size), Color::kEmpty);
  for (int row = 0; row < size; ++row) {
    for (int col = 0; col < size; ++col) {
      const Point p{col, row};
      const Color color = board.at(p);
      if (color == Color::kEmpty) continue;
      if (dead[flag_index(size, p)]) {
        ++side_of(score, opponent(color)).dead;
      } else {
        ++side_of(score, color).stones;
        stone[flag_index(size, p)] = color;
      }
    }
  }
  return stone;
}

// A maximal connected set of empty points, and which stones are next to it.
struct EmptyRegion {
  std::vector<Point> points;
  bool touches_black = false;
  bool touches_white = false;
  bool touches_seki = false;
};

// Floods the empty region of `stone` holding `start` into `region`, marking it in `visited`.
void flood_empty_region(const Board& board, const std::vector<Color>& stone, const PointFlags& seki,
                        Point start, std::vector<bool>& visited, EmptyRegion& region) {
  const int size = board.size();
  region.points.assign(1, start);
  region.touches_black = region.touches_white = region.touches_seki = false;
  visited[flag_index(size, start)] = true;
  for (std::size_t i = 0; i < region.points.size(); ++i) {
    for (const Point q : neighbours(region.points[i])) {
      if (!board.contains(q)) continue;
      const std::size_t k = flag_index(size, q);
      region.touches_black = region.touches_black || stone[k] == Color::kBlack;
      region.touches_white = region.touches_white || stone[k] == Color::kWhite;
      region.touches_seki = region.touches_seki || (stone[k] != Color::kEmpty && seki[k]);
      if (stone[k] == Color::kEmpty && !visited[k]) {
        visited[k] = true;
        region.points.push_back(q);
      }
    }
  }
}

// Whether the point `p` of the position `stone` (one colour a point) is next to stones of both
// colours: a dame, when it is empty.
bool next_to_both_colours(const std::vector<Color>& stone, int size, Point p) {
  bool black = false;
  bool white = false;
  for (const Point q : neighbours(p)) {
    if (q.col < 0 || q.col >= size || q.row < 0 || q.row >= size) continue;
    black = black || stone[flag_index(size, q)] == Color::kBlack;
    white = white || stone[flag_index(size, q)] == Color::kWhite;
  }
  return black && white;
}

// A region next to both colours: nobody's, or with the playouts' or GNU Go's owners (an open area
// the count cannot give whole), each point but the dame to the colour that owns it.
void count_contested_region(const EmptyRegion& region, const std::vector<Color>& stone,
                            const std::vector<Color>& estimated_owner, int size,
                            RecordScore& score) {
  if (estimated_owner.empty()) return;
  for (const Point p : region.points) {
    const Color owner = estimated_owner[flag_index(size, p)];
    if (owner == Color::kEmpty || next_to_both_colours(stone, size, p)) continue;  // Dame.
    ++side_of(score, owner).territory;
    score.owner[flag_index(size, p)] = owner;
  }
}

// Gives each empty region of `stone` that only one colour touches to that colour, unless
// territory counting finds it next to a chain in seki.
void count_territory(const Board& board, const std::vector<Color>& stone, const PointFlags& seki,
                     const std::vector<Color>& estimated_owner, RecordScore& score) {
  const int size = board.size();
  std::vector<bool> visited(stone.size(), false);
  EmptyRegion region;
  for (int row = 0; row < size; ++row) {
    for (int col = 0; col < size; ++col) {
      const Point start{col, row};
      const std::size_t i = flag_index(size, start);
      if (visited[i] || stone[i] != Color::kEmpty) continue;
      flood_empty_region(board, stone, seki, start, visited, region);
      if (region.touches_seki && score.counting.rules == Rules::kTerritory) continue;
      if (region.touches_black && region.touches_white) {
        count_contested_region(region, stone, estimated_owner, size, score);
        continue;
      }
      if (!region.touches_black && !region.touches_white) continue;
      const Color owner = region.touches_black ? Color::kBlack : Color::kWhite;
      side_of(score, owner).territory += static_cast<int>(region.points.size());
      for (const Point p : region.points) score.owner[flag_index(size, p)] = owner;
    }
  }
}

// Each side's total from its count, with komi and handicap compensation for White.
void add_up_totals(RecordScore& score) {
  const CountingRules& counting = score.counting;
  for (SideCount* side : {&score.black, &score.white}) {
    const int points = counting.rules == Rules::kArea ? side->stones + side->territory
                                                      : side->territory + side->prisoners();
    side->total_halves = 2 * points;
  }
  score.white.total_halves += counting.komi_halves;
  if (counting.rules == Rules::kArea) score.white.total_halves += 2 * counting.compensation;
}

}  // namespace

std::string RecordScore::result() const {
  const int margin = margin_halves();
  if (margin == 0) return "0";
  return std::string(margin > 0 ? "B+" : "W+") + format_halves(std::abs(margin));
}

RecordScore count_position(const Game& game, const PointFlags& dead, const PointFlags& seki,
                           const CountingRules& counting,
                           const std::vector<Color>& estimated_owner) {
  const Board& board = game.board();
  RecordScore score;
  score.counting = counting;
  score.dead = dead;
  score.owner.assign(flag_count(board.size()), Color::kEmpty);
  score.black.captures = game.captures(Color::kBlack);
  score.white.captures = game.captures(Color::kWhite);
  const std::vector<Color> stone = remove_dead_stones(board, dead, score);
  count_territory(board, stone, seki, estimated_owner, score);
  add_up_totals(score);
  return score;
}

PointFlags whole_chains(const Board& board, const std::vector<Point>& points) {
  const int size = board.size();
  PointFlags flags(flag_count(size), false);
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

namespace {

// Whether the empty point `p` (or a dead stone's) is a dame: next to living stones of both colours.
bool is_dame(const Board& board, const RecordScore& score, Point p) {
  const int size = board.size();
  bool black = false;
  bool white = false;
  for (const Point q : neighbours(p)) {
    if (!board.contains(q) || score.dead[flag_index(size, q)]) continue;
    black = black || board.at(q) == Color::kBlack;
    white = white || board.at(q) == Color::kWhite;
  }
  return black && white;
}

// Whom the point `p` counts for in `score`: its living stone's colour, a dead stone's captor, an
// empty point's owner; kEmpty for nobody.
Color counts_for(const Board& board, const RecordScore& score, Point p) {
  const std::size_t i = flag_index(board.size(), p);
  const Color stone = board.at(p);
  if (stone == Color::kEmpty) return score.owner[i];
  return score.dead[i] ? opponent(stone) : stone;
}

}  // namespace

Doubt assess_doubt(const Board& board, const PointFlags& split, const RecordScore& score) {
  const int size = board.size();
  const int margin = score.margin_halves();
  Color winner = Color::kEmpty;
  if (margin != 0) winner = margin > 0 ? Color::kBlack : Color::kWhite;
  // What the side behind could gain, in half points, if every point in doubt went its way: two
  // points for one that counts for the winner now, one for one that counts for nobody.
  int catch_up = 0;
  Doubt doubt{size, PointFlags(flag_count(size), false)};
  for (int row = 0; row < size; ++row) {
    for (int col = 0; col < size; ++col) {
      const Point p{col, row};
      const std::size_t i = flag_index(size, p);
      const bool open = board.at(p) == Color::kEmpty || score.dead[i];
      if (!split[i] || (open && is_dame(board, score, p))) continue;
      doubt.points[i] = true;
      ++doubt.count;
      const Color owner = counts_for(board, score, p);
      catch_up += owner == Color::kEmpty ? 2 : owner == winner ? 4 : 0;
    }
  }
  doubt.could_change_winner = doubt.count > 0 && catch_up >= std::abs(margin);
  return doubt;
}

namespace {

// Sets the rules `scored` is counted by: --rules, else poj for judge input, else the record's
// RU (area when it names none), noting a rule set go-score does not know.
void choose_rules(const RecordInfo& info, const RuleSet& rule_set, InputFormat format,
                  const ScoringOptions& options, ScoredGame& scored) {
  if (options.rules) {
    scored.rules = *options.rules;
  } else if (format == InputFormat::kJudge) {
    scored.rules = Rules::kPoj;
  } else {
    scored.rules = rule_set.rules;
    if (!rule_set.recognised) scored.unknown_rule_set = *info.rules;
  }
}

CountingRules counting_rules(Rules rules, const RecordInfo& info, const RuleSet& rule_set,
                             const ScoringOptions& options) {
  CountingRules counting;
  counting.rules = rules;
  counting.komi_halves = options.komi_halves.value_or(info.komi_halves.value_or(0));
  counting.handicap = info.handicap.value_or(info.root_black_setup);
  if (counting.handicap < 2) counting.handicap = 0;
  counting.compensation = handicap_compensation(rule_set.compensation, counting.handicap);
  return counting;
}

// The chains of the points --dead lists. Throws std::invalid_argument for a text that is not
// a point of the board, or a point without a stone.
PointFlags listed_dead_stones(const Board& board, const std::vector<std::string>& texts) {
  const int size = board.size();
  std::vector<Point> points;
  for (const std::string& text : texts) {
    const auto point = parse_point(text, size);
    if (!point) {
      throw std::invalid_argument("--dead " + text + ": not a point of a " + std::to_string(size) +
                                  "x" + std::to_string(size) + " board (write dd or D16)");
    }
    if (board.at(*point) == Color::kEmpty) {
      throw std::invalid_argument("--dead " + text + ": no stone there at the end of the game");
    }
    points.push_back(*point);
  }
  return whole_chains(board, points);
}

// The dead stones, where they come from, and GNU Go's judgement if it gave them (the playouts'
// estimate is count_with_estimate's).
struct DeadStoneVerdict {
  PointFlags dead;
  DeadStones source = DeadStones::kNone;
  std::optional<LifeEstimate> estimate;
};

DeadStoneVerdict find_dead_stones(const Board& board, const RecordInfo& info,
                                  const ScoringOptions& options, const LifeJudge& judge) {
  DeadStones source = options.dead;
  if (source == DeadStones::kRecord) {
    source = info.has_territory_markup ? DeadStones::kRecord : DeadStones::kAuto;
  }
  DeadStoneVerdict verdict;
  verdict.source = source;
  switch (source) {
    case DeadStones::kRecord:
      verdict.dead =
          whole_chains(board, dead_from_markup(board, info.black_territory, info.white_territory));
      break;
    case DeadStones::kAuto:
      break;  // count_with_estimate: the count decides how many playouts it takes.
    case DeadStones::kNone:
      verdict.dead.assign(flag_count(board.size()), false);
      break;
    case DeadStones::kListed:
      verdict.dead = listed_dead_stones(board, options.dead_points);
      break;
    case DeadStones::kGnuGo:
      if (!judge) throw std::invalid_argument("--dead gnugo: no engine to ask");
      verdict.estimate = judge(board, info.to_move);
      verdict.dead = verdict.estimate->dead;
      break;
  }
  return verdict;
}

// The chains in seki, which territory counting needs: GNU Go's if it judged, else those of
// playouts on the position without its dead stones, where only seki is left to find.
PointFlags seki_for_territory(const Board& board, const DeadStoneVerdict& verdict,
                              const ScoringOptions& options) {
  if (verdict.estimate) return verdict.estimate->seki;
  const int size = board.size();
  Board alive = board;
  for (int row = 0; row < size; ++row) {
    for (int col = 0; col < size; ++col) {
      if (verdict.dead[flag_index(size, {col, row})]) alive.set({col, row}, Color::kEmpty);
    }
  }
  return estimate_life(alive, options.playouts, options.seed).seki;
}

// The most playouts count_with_estimate takes on `board`: options.close_playouts on a 9x9 board,
// fewer in proportion to the points on a larger one (a playout there takes that much longer), and
// never fewer than options.playouts.
int most_playouts(const Board& board, const ScoringOptions& options) {
  constexpr long kSmallBoardPoints = 81;
  const long points = static_cast<long>(board.size()) * board.size();
  const long scaled = options.close_playouts * std::min(kSmallBoardPoints, points) / points;
  return std::max(options.playouts, static_cast<int>(scaled));
}

// Counts `game` with the playouts' estimate: options.playouts of them, and four times as many
// again and again (up to most_playouts) while the verdicts still close to one half
// (LifeEstimate::close) could change the winner. Those are the verdicts chance decides: with
// another seed they could go the other way, and only more playouts tell which way the policy
// leans.
void count_with_estimate(const Game& game, const CountingRules& counting,
                         const ScoringOptions& options, ScoredGame& scored) {
  const Board& board = game.board();
  LifeEstimator estimator(board, options.seed);
  const int most = most_playouts(board, options);
  for (int wanted = options.playouts;; wanted = std::min(most, 4 * wanted)) {
    estimator.play(wanted - estimator.playouts());
    const LifeEstimate estimate = estimator.estimate();
    const PointFlags seki = counting.rules == Rules::kTerritory
                                ? estimate.seki
                                : PointFlags(flag_count(board.size()), false);
    scored.count = count_position(game, estimate.dead, seki, counting, estimate.owner);
    scored.doubt = assess_doubt(board, estimate.split, *scored.count);
    scored.playouts = estimator.playouts();
    if (wanted >= most || !assess_doubt(board, estimate.close, *scored.count).could_change_winner) {
      return;
    }
  }
}

}  // namespace

ScoredGame score_game(const Game& game, const RecordInfo& info, InputFormat format,
                      const ScoringOptions& options, const LifeJudge& judge) {
  ScoredGame scored;
  const RuleSet rule_set =
      info.rules ? rule_set_from_record(*info.rules) : RuleSet{Rules::kArea, {}, true};
  choose_rules(info, rule_set, format, options, scored);
  scored.poj = score(game);
  if (scored.rules == Rules::kPoj) {
    if (options.komi_halves || options.dead != DeadStones::kRecord) {
      throw std::invalid_argument(
          "--komi and --dead need area or territory rules: add --rules area or --rules territory");
    }
    scored.dead_source = DeadStones::kNone;
    return scored;
  }
  const CountingRules counting = counting_rules(scored.rules, info, rule_set, options);
  const Board& board = game.board();
  const DeadStoneVerdict verdict = find_dead_stones(board, info, options, judge);
  scored.dead_source = verdict.source;
  if (verdict.source == DeadStones::kAuto) {
    count_with_estimate(game, counting, options, scored);
    return scored;
  }
  const PointFlags seki = counting.rules == Rules::kTerritory
                              ? seki_for_territory(board, verdict, options)
                              : PointFlags(flag_count(board.size()), false);
  scored.count = count_position(game, verdict.dead, seki, counting,
                                verdict.estimate ? verdict.estimate->owner : std::vector<Color>{});
  return scored;
}

}  // namespace arbiter::go
