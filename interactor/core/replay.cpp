#include "interactor/core/replay.h"

#include <stdexcept>

#include "common/solitaire/position.h"
#include "interactor/core/histogram.h"
#include "interactor/core/json.h"
#include "interactor/core/viewer_assets.h"

namespace arbiter::interactor {

namespace {

using solitaire::kCells;
using solitaire::kLayers;

// Forbids every request: the page is its own data, script and style, and nothing else may load.
constexpr std::string_view kHead =
    "<!DOCTYPE html>\n<html lang=\"en\" id=\"replay-root\">\n<head>\n<meta charset=\"utf-8\">\n"
    "<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; "
    "script-src 'unsafe-inline'; style-src 'unsafe-inline'; img-src data:\">\n"
    "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
    // Counts what the policy blocked (none is expected): the browser test reads it.
    "<script>document.documentElement.dataset.blocked = \"0\";\n"
    "document.addEventListener(\"securitypolicyviolation\", () => {\n"
    "  const root = document.documentElement.dataset;\n"
    "  root.blocked = String(Number(root.blocked) + 1);\n});</script>\n";

std::string token_of(const std::optional<solitaire::Piece>& piece) {
  return std::string(piece ? solitaire::wire_token(*piece) : solitaire::kBlankToken);
}

void append_string(std::string& out, std::string_view key, std::string_view value) {
  append_json_string(out, key);
  out.push_back(':');
  append_json_string(out, value);
}

// The head of a page and its inline style, up to and including <body>.
std::string page_start(std::string_view title, std::string_view body_class) {
  std::string html(kHead);
  html.append("<title>").append(xml_escape(title)).append("</title>\n<style>\n");
  html.append(viewer::kStyle).append("</style>\n</head>\n<body class=\"");
  html.append(body_class).append("\">\n");
  return html;
}

void append_data(std::string& html, std::string_view id, std::string_view json) {
  html.append(R"(<script type="application/json" id=")").append(id).append(R"(">)");
  html.append(script_safe_json(json)).append("</script>\n");
}

void append_script(std::string& html, std::string_view page_script) {
  html.append("<script>\n").append(viewer::kRulesScript).append(page_script);
  html.append("</script>\n</body>\n</html>\n");
}

// The verdict, score and moves: "OK, score 101, 57 moves" (without the verdict's message).
std::string one_line(const GameResult& result) {
  std::string line(verdict_name(result.verdict));
  line.append(", score ").append(std::to_string(result.score));
  line.append(", ").append(std::to_string(result.moves)).append(" moves");
  return line;
}

}  // namespace

std::vector<ReplayMove> replay_moves(const Replay& replay) {
  solitaire::Position position = solitaire::Position::start(replay.deal.visible_start());
  std::vector<ReplayMove> moves;
  moves.reserve(replay.cells.size());
  for (const int cell : replay.cells) {
    if (cell < 0 || cell >= kCells || position.check(cell)) {
      throw std::invalid_argument("move " + std::to_string(moves.size() + 1) + " (cell " +
                                  std::to_string(cell) + ") is not legal on the game's deal");
    }
    const auto revealed = solitaire::revealed_by(replay.deal, position.board(), cell);
    const solitaire::Piece took = position.play(cell, revealed);
    moves.push_back({cell, took, revealed});
  }
  return moves;
}

std::optional<int> verdict_move(const GameResult& result) {
  if (result.verdict == Verdict::kOk) return std::nullopt;
  return result.moves + 1;
}

std::string replay_json(const Replay& replay) {
  std::string json = "{\"result\":";
  json.append(to_json(replay.result)).append(",\"layers\":[");
  for (int layer = 0; layer < kLayers; ++layer) {
    json.append(layer > 0 ? ",[" : "[");
    for (int cell = 0; cell < kCells; ++cell) {
      if (cell > 0) json.push_back(',');
      const auto& stack = replay.deal.stacks[static_cast<std::size_t>(cell)];
      append_json_string(json, solitaire::wire_token(stack[static_cast<std::size_t>(layer)]));
    }
    json.push_back(']');
  }
  json.append("],\"played\":[");
  bool first = true;
  for (const ReplayMove& move : replay_moves(replay)) {
    json.append(first ? "{" : ",{");
    first = false;
    json.append("\"row\":").append(std::to_string(solitaire::row_of(move.cell) + 1));
    json.append(",\"col\":").append(std::to_string(solitaire::col_of(move.cell) + 1)).append(",");
    append_string(json, "took", solitaire::wire_token(move.took));
    json.push_back(',');
    append_string(json, "revealed", token_of(move.revealed));
    json.push_back('}');
  }
  json.append("],\"verdict_move\":");
  const std::optional<int> at = verdict_move(replay.result);
  json.append(at ? std::to_string(*at) : "null").append("}");
  return json;
}

std::string script_safe_json(std::string_view json) {
  std::string safe;
  safe.reserve(json.size());
  for (const char c : json) {
    if (c == '<') {
      safe.append("\\u003c");
    } else {
      safe.push_back(c);
    }
  }
  return safe;
}

std::optional<std::string> embedded_json(std::string_view page, std::string_view id) {
  std::string open = R"(<script type="application/json" id=")";
  open.append(id).append(R"(">)");
  const std::size_t start = page.find(open);
  if (start == std::string_view::npos) return std::nullopt;
  const std::size_t begin = start + open.size();
  const std::size_t end = page.find("</script>", begin);
  if (end == std::string_view::npos) return std::nullopt;
  return std::string(page.substr(begin, end - begin));
}

std::string replay_page(const Replay& replay) {
  const GameResult& result = replay.result;
  std::string html =
      page_start(result.game + ": " + one_line(result) + " - solitaire chess replay", "replay");
  // A summary that reads without the script; the script builds the viewer under it.
  html.append("<header><h1>").append(xml_escape(result.game)).append("</h1>\n");
  html.append("<p id=\"summary\">").append(xml_escape(one_line(result)));
  html.append(" &mdash; ").append(xml_escape(result.message)).append("</p></header>\n");
  html.append("<noscript><p>The replay needs JavaScript.</p></noscript>\n");
  html.append("<main id=\"viewer\"></main>\n");
  append_data(html, "game-data", replay_json(replay));
  append_script(html, viewer::kReplayScript);
  return html;
}

std::string page_file_name(std::string_view game) {
  std::string name;
  for (const char c : game) {
    const bool plain = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
                       c == '.' || c == '_' || c == '-';
    name.push_back(plain ? c : '-');
  }
  return name.append(".html");
}

std::string index_page(const std::vector<Replay>& games, const ScoreTally& tally) {
  std::string html =
      page_start("solitaire chess benchmark: " + std::to_string(games.size()) + " games", "index");
  html.append("<header><h1>").append(std::to_string(games.size())).append(" games</h1>\n");
  html.append("<p id=\"check\">The script checks every game's score here.</p></header>\n");
  html.append("<div class=\"index-layout\">\n<div id=\"histogram\">\n");
  html.append(histogram_svg(tally, SvgScaling::kScalable)).append("</div>\n");
  // The rows are written here, so the table reads without the script; the script sorts them.
  html.append(
      "<table id=\"games\">\n<thead><tr><th data-key=\"game\">game</th>"
      "<th data-key=\"alphabet\">alphabet</th><th data-key=\"seed\" class=\"number\">seed</th>"
      "<th data-key=\"verdict\">verdict</th><th data-key=\"score\" class=\"number\">score</th>"
      "<th data-key=\"moves\" class=\"number\">moves</th><th data-key=\"viewer\" "
      "class=\"number\">viewer's score</th></tr></thead>\n<tbody>\n");
  std::string data = "[";
  for (std::size_t i = 0; i < games.size(); ++i) {
    const GameResult& result = games[i].result;
    const std::string page = page_file_name(result.game);
    html.append("<tr data-index=\"").append(std::to_string(i)).append("\"><td><a href=\"");
    html.append(xml_escape(page)).append("\">").append(xml_escape(result.game));
    html.append("</a></td><td>").append(xml_escape(result.alphabet));
    html.append("</td><td class=\"number\">");
    if (result.seed) html.append(std::to_string(*result.seed));
    html.append("</td><td class=\"verdict ").append(verdict_name(result.verdict)).append("\">");
    html.append(verdict_name(result.verdict)).append("</td><td class=\"number\">");
    html.append(std::to_string(result.score)).append("</td><td class=\"number\">");
    html.append(std::to_string(result.moves))
        .append("</td><td class=\"number viewer\"></td></tr>\n");
    if (i > 0) data.push_back(',');
    data.append(replay_json(games[i]));
  }
  html.append("</tbody>\n</table>\n</div>\n");
  append_data(html, "games-data", data.append("]"));
  append_script(html, viewer::kIndexScript);
  return html;
}

}  // namespace arbiter::interactor
