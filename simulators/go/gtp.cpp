#include "simulators/go/gtp.h"

#include <cctype>
#include <sstream>

#include "simulators/go/sgf.h"

namespace arbiter::go {

namespace {

// A side as GTP's play names it.
const char* gtp_color(Color color) { return color == Color::kBlack ? "black" : "white"; }

// The reply quoted on one line for a message: its line breaks as " / ", cut when long.
std::string quoted_reply(std::string_view reply) {
  while (!reply.empty() && (reply.back() == '\n' || reply.back() == '\r')) reply.remove_suffix(1);
  std::string text;
  for (const char c : reply) {
    if (c == '\n') {
      text += " / ";
    } else if (c != '\r') {
      text.push_back(c);
    }
  }
  constexpr std::size_t kLongest = 200;
  if (text.size() > kLongest) text = text.substr(0, kLongest) + "...";
  return "'" + text + "'";
}

// The points the engine lists for `status`, flagged point by point; each must hold a stone when
// `stones` says so (dead, seki; territory may be any point of the board).
PointFlags listed_points(GtpEngine& engine, const Board& board, const std::string& status,
                         bool stones) {
  const int size = board.size();
  PointFlags flags(flag_count(size), false);
  const std::string command = "final_status_list " + status;
  std::istringstream vertices(ask(engine, command));
  for (std::string vertex; vertices >> vertex;) {
    // GTP's names only ("D4"): parse_point also reads SGF's ("dd"), which no engine writes.
    const bool gtp_name = vertex.size() >= 2 &&
                          std::isalpha(static_cast<unsigned char>(vertex[0])) != 0 &&
                          std::isdigit(static_cast<unsigned char>(vertex[1])) != 0;
    const auto point = gtp_name ? parse_point(vertex, size) : std::nullopt;
    if (!point || (stones && board.at(*point) == Color::kEmpty)) {
      std::string message = engine.name() + " answered '";
      message.append(command).append("' with ").append(vertex);
      if (point) {
        message += ", where the position has no stone";
      } else {
        message += ", which is not a point of the " + std::to_string(size) + "x" +
                   std::to_string(size) + " board";
      }
      throw GtpError(message);
    }
    flags[flag_index(size, *point)] = true;
  }
  return flags;
}

}  // namespace

std::string gtp_answer(std::string_view engine, std::string_view command, std::string_view reply) {
  std::size_t at = 0;
  const bool success = !reply.empty() && reply[0] == '=';
  if (success || (!reply.empty() && reply[0] == '?')) {
    at = 1;
    while (at < reply.size() && std::isdigit(static_cast<unsigned char>(reply[at])) != 0) ++at;
  }
  if (!success) {
    const std::string said = reply.empty() ? "nothing" : quoted_reply(reply);
    throw GtpError(std::string(engine) + (at > 0 ? " refused '" : " answered '") +
                   std::string(command) + (at > 0 ? "': " : "' with ") + said);
  }
  std::string_view answer = reply.substr(at);
  while (!answer.empty() && std::isspace(static_cast<unsigned char>(answer.front())) != 0) {
    answer.remove_prefix(1);
  }
  while (!answer.empty() && std::isspace(static_cast<unsigned char>(answer.back())) != 0) {
    answer.remove_suffix(1);
  }
  return std::string(answer);
}

std::string ask(GtpEngine& engine, const std::string& command) {
  return gtp_answer(engine.name(), command, engine.exchange(command));
}

LifeEstimate judge_life_by_gtp(GtpEngine& engine, const Board& board,
                               std::optional<Color> to_move) {
  const int size = board.size();
  ask(engine, "boardsize " + std::to_string(size));
  ask(engine, "clear_board");
  Color engine_to_move = Color::kBlack;  // On an empty board.
  for (int row = 0; row < size; ++row) {
    for (int col = 0; col < size; ++col) {
      const Color color = board.at({col, row});
      if (color == Color::kEmpty) continue;
      ask(engine, std::string("play ") + gtp_color(color) + " " + gtp_point({col, row}, size));
      engine_to_move = opponent(color);
    }
  }
  if (to_move && *to_move != engine_to_move) {
    ask(engine, std::string("play ") + gtp_color(engine_to_move) + " pass");
  }
  LifeEstimate judgement;
  judgement.dead = listed_points(engine, board, "dead", true);
  judgement.seki = listed_points(engine, board, "seki", true);
  // The owners of the empty points, which open areas are counted by: GNU Go plays the game out
  // before it judges, and these say who held each empty point at the end of it.
  const PointFlags black = listed_points(engine, board, "black_territory", false);
  const PointFlags white = listed_points(engine, board, "white_territory", false);
  judgement.owner.assign(flag_count(size), Color::kEmpty);
  for (std::size_t i = 0; i < judgement.owner.size(); ++i) {
    if (black[i]) judgement.owner[i] = Color::kBlack;
    if (white[i]) judgement.owner[i] = Color::kWhite;
  }
  return judgement;
}

}  // namespace arbiter::go
