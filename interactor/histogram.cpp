#include "interactor/histogram.h"

#include <algorithm>
#include <cstdio>
#include <map>
#include <vector>

#include "interactor/statistics.h"

namespace arbiter::interactor {

namespace {

constexpr int kWidth = 720;
constexpr int kPanelHeight = 220;
constexpr int kMarginLeft = 50;
constexpr int kMarginTop = 30;
constexpr int kPlotHeight = 150;
constexpr int kMaxBins = 30;

std::string format(const char* pattern, auto... values) {
  char text[512];
  std::snprintf(text, sizeof text, pattern, values...);
  return text;
}

// One alphabet's chart, drawn with its top edge at `top`.
std::string panel(const ScoreSummary& summary, const std::vector<int>& scores, int top) {
  const int span = summary.max - summary.min + 1;
  const int bins = std::min(kMaxBins, span);
  const int bin_width = (span + bins - 1) / bins;  // Scores per bin, so every bin is whole.
  std::vector<int> counts(static_cast<std::size_t>(bins), 0);
  for (const int score : scores)
    ++counts[static_cast<std::size_t>((score - summary.min) / bin_width)];
  const int highest = *std::max_element(counts.begin(), counts.end());
  const int plot_width = kWidth - kMarginLeft - 20;
  const double bar_width = static_cast<double>(plot_width) / bins;
  const int base = top + kMarginTop + kPlotHeight;

  std::string svg = format(
      "<text x=\"%d\" y=\"%d\" font-size=\"14\">alphabet %s: %d games, mean %.2f, median %.1f"
      "</text>\n",
      kMarginLeft, top + 18, summary.alphabet.c_str(), summary.games, summary.mean, summary.median);
  for (int b = 0; b < bins; ++b) {
    const int count = counts[static_cast<std::size_t>(b)];
    const double height = static_cast<double>(kPlotHeight) * count / highest;
    const double x = kMarginLeft + b * bar_width;
    const int low = summary.min + b * bin_width;
    svg += format(
        "<rect x=\"%.1f\" y=\"%.1f\" width=\"%.1f\" height=\"%.1f\" fill=\"#4a7ab5\" "
        "stroke=\"white\"><title>%d-%d: %d</title></rect>\n",
        x, base - height, bar_width, height, low, low + bin_width - 1, count);
    if (count > 0) {
      svg +=
          format("<text x=\"%.1f\" y=\"%.1f\" font-size=\"10\" text-anchor=\"middle\">%d</text>\n",
                 x + bar_width / 2, base - height - 3, count);
    }
  }
  svg += format("<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" stroke=\"black\"/>\n", kMarginLeft,
                base, kMarginLeft + plot_width, base);
  svg += format("<text x=\"%d\" y=\"%d\" font-size=\"12\">%d</text>\n", kMarginLeft, base + 16,
                summary.min);
  svg += format("<text x=\"%d\" y=\"%d\" font-size=\"12\" text-anchor=\"end\">%d</text>\n",
                kMarginLeft + plot_width, base + 16, summary.min + bins * bin_width - 1);
  svg += format("<text x=\"%d\" y=\"%d\" font-size=\"12\" text-anchor=\"middle\">score</text>\n",
                kMarginLeft + plot_width / 2, base + 16);
  return svg;
}

}  // namespace

std::string histogram_svg(std::span<const GameResult> results) {
  const std::vector<ScoreSummary> summaries = summarize(results);
  std::map<std::string, std::vector<int>> scores;
  for (const GameResult& result : results) scores[result.alphabet].push_back(result.score);
  const int height = std::max<int>(1, static_cast<int>(summaries.size())) * kPanelHeight;
  std::string svg = format(
      "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\" "
      "font-family=\"sans-serif\">\n<rect width=\"100%%\" height=\"100%%\" fill=\"white\"/>\n",
      kWidth, height);
  if (summaries.empty()) {
    svg += format("<text x=\"%d\" y=\"%d\" font-size=\"14\">no games</text>\n", kMarginLeft, 40);
  }
  int top = 0;
  for (const ScoreSummary& summary : summaries) {
    svg += panel(summary, scores[summary.alphabet], top);
    top += kPanelHeight;
  }
  svg += "</svg>\n";
  return svg;
}

}  // namespace arbiter::interactor
