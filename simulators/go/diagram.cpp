#include "simulators/go/diagram.h"

#include <iomanip>
#include <sstream>
#include <stdexcept>
#include <vector>

#include "simulators/go/judge_coordinates.h"

namespace arbiter::go {

namespace {

// Stones are upper case, the empty points a colour owns lower case.
char stone_symbol(Color color) { return color == Color::kBlack ? 'X' : 'O'; }
char owner_symbol(Color color) { return color == Color::kBlack ? 'x' : 'o'; }

char symbol(const Board& board, const Territory& territory, Point p) {
  if (const Color stone = board.at(p); stone != Color::kEmpty) return stone_symbol(stone);
  if (const Color owner = territory.owner(p); owner != Color::kEmpty) return owner_symbol(owner);
  return '.';
}

std::string column_label(int size, int col, Coordinates coordinates) {
  if (coordinates == Coordinates::kCentred) {
    return std::to_string(centred_from_point(size, Point{col, 0}).x);
  }
  // GTP skips I, which reads like J.
  const char letter = static_cast<char>('A' + col + (col >= 8 ? 1 : 0));
  return std::string(1, letter);
}

std::string row_label(int size, int row, Coordinates coordinates) {
  if (coordinates == Coordinates::kCentred) {
    return std::to_string(centred_from_point(size, Point{0, row}).y);
  }
  return std::to_string(size - row);
}

void write_side(std::ostream& out, const Game& game, const Territory& territory, Color color) {
  const int points = territory.points(color);
  const int captures = game.captures(color);
  out << color_name(color) << " (" << stone_symbol(color) << "): " << points << " territory ("
      << owner_symbol(color) << ") + " << captures << " captured = " << points + captures << '\n';
}

// The frame of a drawing: column labels, then each row's label and its points' symbols.
template <typename SymbolAt>
void draw_board(std::ostream& out, int size, Coordinates coordinates, SymbolAt symbol_at) {
  const int cell_width = coordinates == Coordinates::kCentred ? 3 : 2;
  const int label_width = 4;
  out << std::setw(label_width) << "";
  for (int col = 0; col < size; ++col) {
    out << std::setw(cell_width) << column_label(size, col, coordinates);
  }
  out << '\n';
  for (int row = 0; row < size; ++row) {
    out << std::setw(label_width) << row_label(size, row, coordinates);
    for (int col = 0; col < size; ++col) out << std::setw(cell_width) << symbol_at(Point{col, row});
    out << '\n';
  }
}

void write_counted_side(std::ostream& out, const RecordScore& score, Color color) {
  const SideCount& side = color == Color::kBlack ? score.black : score.white;
  out << color_name(color) << " (" << stone_symbol(color) << "): ";
  if (score.counting.rules == Rules::kArea) {
    out << side.stones << " stones + " << side.territory << " territory (" << owner_symbol(color)
        << ")";
  } else {
    out << side.territory << " territory (" << owner_symbol(color) << ") + " << side.captures
        << " captured + " << side.dead << " dead";
  }
  if (color == Color::kWhite) {
    if (score.counting.rules == Rules::kArea && score.counting.compensation != 0) {
      out << " + " << score.counting.compensation << " handicap compensation";
    }
    if (score.counting.komi_halves != 0) {
      out << " + " << format_halves(score.counting.komi_halves) << " komi";
    }
  }
  out << " = " << format_halves(side.total_halves) << '\n';
}

}  // namespace

std::string draw_counted_position(const Game& game, const RecordScore& score,
                                  Coordinates coordinates, const std::optional<Doubt>& doubt) {
  const Board& board = game.board();
  const int size = board.size();
  std::ostringstream out;
  draw_board(out, size, coordinates, [&](Point p) {
    const std::size_t i = flag_index(size, p);
    if (doubt && doubt->points[i]) return '?';
    const Color stone = board.at(p);
    if (stone != Color::kEmpty) {
      if (!score.dead[i]) return stone_symbol(stone);
      return stone == Color::kBlack ? '#' : '@';
    }
    const Color owner = score.owner[i];
    return owner == Color::kEmpty ? '.' : owner_symbol(owner);
  });
  write_counted_side(out, score, Color::kBlack);
  write_counted_side(out, score, Color::kWhite);
  out << "Result (" << rules_name(score.counting.rules) << " counting): " << score.result() << '\n';
  if (doubt && doubt->count > 0) {
    out << "In doubt (?): " << doubt->count << (doubt->count == 1 ? " point" : " points")
        << " the playouts split, "
        << (doubt->could_change_winner ? "enough to change the winner"
                                       : "not enough to change the winner")
        << '\n';
  }
  return out.str();
}

std::string draw_position(const Game& game, const Territory& territory, Coordinates coordinates) {
  const Board& board = game.board();
  std::ostringstream out;
  draw_board(out, board.size(), coordinates, [&](Point p) { return symbol(board, territory, p); });
  write_side(out, game, territory, Color::kBlack);
  write_side(out, game, territory, Color::kWhite);
  return out.str();
}

std::string draw_scored_game(const Game& game, const ScoredGame& scored, InputFormat format) {
  const Coordinates coordinates =
      format == InputFormat::kSgf ? Coordinates::kGtp : Coordinates::kCentred;
  return scored.count ? draw_counted_position(game, *scored.count, coordinates, scored.doubt)
                      : draw_position(game, Territory(game.board()), coordinates);
}

Board parse_diagram(std::string_view picture) {
  std::vector<std::string> rows;
  std::string row;
  const auto end_row = [&] {
    if (!row.empty()) rows.push_back(row);
    row.clear();
  };
  for (const char c : picture) {
    if (c == '\n') {
      end_row();
    } else if (c == 'X' || c == 'O' || c == '.') {
      row.push_back(c);
    } else if (c != ' ') {
      throw std::invalid_argument(std::string("parse_diagram: unknown character '") + c + "'");
    }
  }
  end_row();
  const int size = static_cast<int>(rows.size());
  if (size < 1 || size > kMaxSize) throw std::invalid_argument("parse_diagram: bad board size");
  Board board(size);
  for (int r = 0; r < size; ++r) {
    if (static_cast<int>(rows[r].size()) != size) {
      throw std::invalid_argument("parse_diagram: row " + std::to_string(r + 1) + " has " +
                                  std::to_string(rows[r].size()) + " points, not " +
                                  std::to_string(size));
    }
    for (int c = 0; c < size; ++c) {
      const char stone = rows[r][static_cast<std::size_t>(c)];
      if (stone != '.') board.set({c, r}, stone == 'X' ? Color::kBlack : Color::kWhite);
    }
  }
  return board;
}

}  // namespace arbiter::go
